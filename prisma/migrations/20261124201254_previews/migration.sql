-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "visitorKey" TEXT;

-- CreateTable
CREATE TABLE "Preview" (
    "id" UUID NOT NULL,
    "ownerId" UUID,
    "visitorKey" TEXT,
    "target" TEXT NOT NULL,
    "photoId" UUID NOT NULL,
    "imageId" UUID NOT NULL,
    "coverage" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Preview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Preview_ownerId_idx" ON "Preview"("ownerId");

-- CreateIndex
CREATE INDEX "Preview_visitorKey_idx" ON "Preview"("visitorKey");

-- CreateIndex
CREATE INDEX "Upload_visitorKey_idx" ON "Upload"("visitorKey");

-- AddForeignKey
ALTER TABLE "Preview" ADD CONSTRAINT "Preview_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Preview" ADD CONSTRAINT "Preview_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "Upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;
