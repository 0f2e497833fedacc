-- CreateTable
CREATE TABLE "OrderThread" (
    "orderId" UUID NOT NULL,
    "lastMessageAt" TIMESTAMP(3) NOT NULL,
    "buyerUnread" INTEGER NOT NULL DEFAULT 0,
    "studioUnread" INTEGER NOT NULL DEFAULT 0,
    "buyerReadAt" TIMESTAMP(3),
    "studioReadAt" TIMESTAMP(3),
    "buyerMailedAt" TIMESTAMP(3),
    "studioMailedAt" TIMESTAMP(3),

    CONSTRAINT "OrderThread_pkey" PRIMARY KEY ("orderId")
);

-- CreateTable
CREATE TABLE "OrderMessage" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "fromStudio" BOOLEAN NOT NULL,
    "authorId" UUID,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderMessageFile" (
    "messageId" UUID NOT NULL,
    "uploadId" UUID NOT NULL,

    CONSTRAINT "OrderMessageFile_pkey" PRIMARY KEY ("messageId","uploadId")
);

-- CreateIndex
CREATE INDEX "OrderThread_lastMessageAt_idx" ON "OrderThread"("lastMessageAt");

-- CreateIndex
CREATE INDEX "OrderMessage_orderId_createdAt_idx" ON "OrderMessage"("orderId", "createdAt");

-- CreateIndex
CREATE INDEX "OrderMessageFile_uploadId_idx" ON "OrderMessageFile"("uploadId");

-- AddForeignKey
ALTER TABLE "OrderThread" ADD CONSTRAINT "OrderThread_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderMessage" ADD CONSTRAINT "OrderMessage_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderMessageFile" ADD CONSTRAINT "OrderMessageFile_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "OrderMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderMessageFile" ADD CONSTRAINT "OrderMessageFile_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;
