-- AlterTable
ALTER TABLE "CatalogItem" ADD COLUMN     "faq" JSONB NOT NULL DEFAULT '{}';
