-- AlterTable
ALTER TABLE "CatalogItem" ADD COLUMN     "details" JSONB NOT NULL DEFAULT '{}';
