-- CreateEnum
CREATE TYPE "CatalogKind" AS ENUM ('service', 'package', 'template');

-- CreateTable
CREATE TABLE "CatalogItem" (
    "kind" "CatalogKind" NOT NULL,
    "itemId" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "priceKrw" INTEGER,
    "extraImageKrw" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogItem_pkey" PRIMARY KEY ("kind","itemId")
);

-- CreateTable
CREATE TABLE "CatalogPrice" (
    "kind" "CatalogKind" NOT NULL,
    "itemId" TEXT NOT NULL,
    "country" "Country" NOT NULL,
    "amount" INTEGER NOT NULL,
    "extraImage" INTEGER,

    CONSTRAINT "CatalogPrice_pkey" PRIMARY KEY ("kind","itemId","country")
);

-- AddForeignKey
ALTER TABLE "CatalogPrice" ADD CONSTRAINT "CatalogPrice_kind_itemId_fkey" FOREIGN KEY ("kind", "itemId") REFERENCES "CatalogItem"("kind", "itemId") ON DELETE CASCADE ON UPDATE CASCADE;

-- Prices are positive whole minor units (a free item is not a price list entry)
ALTER TABLE "CatalogItem" ADD CONSTRAINT "CatalogItem_prices_check" CHECK (("priceKrw" IS NULL OR "priceKrw" > 0) AND ("extraImageKrw" IS NULL OR "extraImageKrw" > 0));
ALTER TABLE "CatalogPrice" ADD CONSTRAINT "CatalogPrice_amounts_check" CHECK ("amount" > 0 AND ("extraImage" IS NULL OR "extraImage" > 0));
