-- CreateTable
CREATE TABLE "OrderReview" (
    "id" UUID NOT NULL,
    "orderItemId" UUID NOT NULL,
    "itemType" "OrderType" NOT NULL,
    "itemId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "showWork" BOOLEAN NOT NULL DEFAULT false,
    "authorName" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "hiddenAt" TIMESTAMP(3),
    "hiddenReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderReview_orderItemId_key" ON "OrderReview"("orderItemId");

-- CreateIndex
CREATE INDEX "OrderReview_itemType_itemId_createdAt_idx" ON "OrderReview"("itemType", "itemId", "createdAt");

-- AddForeignKey
ALTER TABLE "OrderReview" ADD CONSTRAINT "OrderReview_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;
