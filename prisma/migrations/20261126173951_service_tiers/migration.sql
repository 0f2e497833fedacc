-- AlterTable
ALTER TABLE "CatalogItem" ADD COLUMN     "tiers" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "tier" TEXT,
ADD COLUMN     "tierDeliveryDays" INTEGER,
ADD COLUMN     "tierImages" INTEGER,
ADD COLUMN     "tierRevisions" INTEGER;
