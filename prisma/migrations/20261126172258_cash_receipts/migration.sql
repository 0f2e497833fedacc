-- CreateEnum
CREATE TYPE "CashReceiptType" AS ENUM ('income_deduction', 'expense_proof');

-- CreateEnum
CREATE TYPE "CashReceiptStatus" AS ENUM ('requested', 'issued', 'failed', 'not_applicable');

-- CreateTable
CREATE TABLE "CashReceipt" (
    "id" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "type" "CashReceiptType" NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "status" "CashReceiptStatus" NOT NULL DEFAULT 'requested',
    "receiptKey" TEXT,
    "issueNumber" TEXT,
    "receiptUrl" TEXT,
    "failureCode" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CashReceipt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CashReceipt_paymentId_key" ON "CashReceipt"("paymentId");

-- AddForeignKey
ALTER TABLE "CashReceipt" ADD CONSTRAINT "CashReceipt_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
