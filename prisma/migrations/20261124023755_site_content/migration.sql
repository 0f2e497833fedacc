-- AlterTable
ALTER TABLE "CatalogItem" ADD COLUMN     "texts" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "Media" (
    "id" UUID NOT NULL,
    "storageKey" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "blurDataUrl" TEXT NOT NULL,
    "alt" JSONB NOT NULL DEFAULT '{}',
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SitePicture" (
    "slot" TEXT NOT NULL,
    "mediaId" UUID NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SitePicture_pkey" PRIMARY KEY ("slot")
);

-- CreateTable
CREATE TABLE "PortfolioEntry" (
    "id" UUID NOT NULL,
    "client" TEXT NOT NULL,
    "serviceId" INTEGER NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "beforeId" UUID,
    "afterId" UUID NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PortfolioEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Testimonial" (
    "id" UUID NOT NULL,
    "quote" TEXT NOT NULL,
    "lang" "Language" NOT NULL,
    "name" TEXT NOT NULL,
    "business" TEXT,
    "country" "Country" NOT NULL,
    "rating" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Testimonial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "details" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessSettings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Media_storageKey_key" ON "Media"("storageKey");

-- CreateIndex
CREATE INDEX "SitePicture_mediaId_idx" ON "SitePicture"("mediaId");

-- AddForeignKey
ALTER TABLE "SitePicture" ADD CONSTRAINT "SitePicture_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "Media"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortfolioEntry" ADD CONSTRAINT "PortfolioEntry_beforeId_fkey" FOREIGN KEY ("beforeId") REFERENCES "Media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortfolioEntry" ADD CONSTRAINT "PortfolioEntry_afterId_fkey" FOREIGN KEY ("afterId") REFERENCES "Media"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: a rating is 1 to 5 stars, and there is one settings row
ALTER TABLE "Testimonial" ADD CONSTRAINT "Testimonial_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "BusinessSettings" ADD CONSTRAINT "BusinessSettings_single_check" CHECK ("id" = 1);
