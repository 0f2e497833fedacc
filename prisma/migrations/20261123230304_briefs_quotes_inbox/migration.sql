-- AlterTable
ALTER TABLE "ContactSubmission" ADD COLUMN     "readAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "cartId" UUID,
ADD COLUMN     "quoteNote" TEXT,
ADD COLUMN     "quoteValidUntil" TIMESTAMP(3),
ADD COLUMN     "quotedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ProjectBrief" ADD COLUMN     "orderItemId" UUID,
ALTER COLUMN "serviceId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "orderId" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "ProjectBrief_orderItemId_key" ON "ProjectBrief"("orderItemId");

-- CreateIndex
CREATE INDEX "Upload_orderId_idx" ON "Upload"("orderId");

-- AddForeignKey
ALTER TABLE "ProjectBrief" ADD CONSTRAINT "ProjectBrief_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Data: a brief already sent for an order belongs to its first line (the earliest brief, if several)
UPDATE "ProjectBrief" AS b SET "orderItemId" = i."id"
FROM "OrderItem" AS i
WHERE b."orderId" = i."orderId" AND i."position" = 0 AND b."orderItemId" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "ProjectBrief" AS o WHERE o."orderId" = b."orderId" AND (o."createdAt", o."id") < (b."createdAt", b."id"));
