-- AlterTable
ALTER TABLE "OrderMessage" ADD COLUMN     "questionId" UUID,
ALTER COLUMN "orderId" DROP NOT NULL;

-- AlterTable
-- Existing threads (each an order's) get an id of their own: a thread is now an order's or a question's.
ALTER TABLE "OrderThread" DROP CONSTRAINT "OrderThread_pkey",
ADD COLUMN     "id" UUID NOT NULL DEFAULT gen_random_uuid(),
ADD COLUMN     "questionId" UUID,
ALTER COLUMN "orderId" DROP NOT NULL,
ADD CONSTRAINT "OrderThread_pkey" PRIMARY KEY ("id");
ALTER TABLE "OrderThread" ALTER COLUMN "id" DROP DEFAULT;

-- CreateTable
CREATE TABLE "Question" (
    "id" UUID NOT NULL,
    "serviceId" TEXT NOT NULL,
    "userId" UUID,
    "email" TEXT NOT NULL,
    "country" "Country" NOT NULL,
    "language" "Language" NOT NULL,
    "guestTokenHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Question_guestTokenHash_key" ON "Question"("guestTokenHash");

-- CreateIndex
CREATE INDEX "Question_userId_idx" ON "Question"("userId");

-- CreateIndex
CREATE INDEX "Question_email_idx" ON "Question"("email");

-- CreateIndex
CREATE INDEX "OrderMessage_questionId_createdAt_idx" ON "OrderMessage"("questionId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "OrderThread_orderId_key" ON "OrderThread"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderThread_questionId_key" ON "OrderThread"("questionId");

-- AddForeignKey
ALTER TABLE "OrderThread" ADD CONSTRAINT "OrderThread_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderMessage" ADD CONSTRAINT "OrderMessage_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;
