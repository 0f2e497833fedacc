-- Order lifecycle (issue 17): constrained countries, currencies and languages, guest-ness derived
-- from userId, each line keeps its extra images and their price, one cart per account, the refund
-- ledger, CHECKs for amounts. Existing rows are converted in place, nothing is dropped with data.

-- CreateEnum
CREATE TYPE "Country" AS ENUM ('us', 'kr', 'au', 'vn', 'cn', 'my');
CREATE TYPE "Currency" AS ENUM ('USD', 'KRW', 'AUD', 'VND', 'CNY', 'MYR');
CREATE TYPE "Language" AS ENUM ('en', 'ko', 'ja', 'zh', 'vi');
CREATE TYPE "RefundStatus" AS ENUM ('requested', 'succeeded', 'failed');

-- Free strings become enums (a value outside the lists stops the migration: nothing is guessed).
ALTER TABLE "Cart" ALTER COLUMN "country" TYPE "Country" USING "country"::"Country";
ALTER TABLE "ContactSubmission" ALTER COLUMN "language" TYPE "Language" USING "language"::"Language";
ALTER TABLE "ContactSubmission" ALTER COLUMN "country" TYPE "Country" USING "country"::"Country";
ALTER TABLE "Order" ALTER COLUMN "country" TYPE "Country" USING "country"::"Country";
ALTER TABLE "Order" ALTER COLUMN "language" TYPE "Language" USING "language"::"Language";
ALTER TABLE "Order" ALTER COLUMN "currency" TYPE "Currency" USING "currency"::"Currency";
ALTER TABLE "Payment" ALTER COLUMN "currency" TYPE "Currency" USING "currency"::"Currency";
ALTER TABLE "ProjectBrief" ALTER COLUMN "currency" TYPE "Currency" USING "currency"::"Currency";
ALTER TABLE "ProjectBrief" ALTER COLUMN "country" TYPE "Country" USING "country"::"Country";

-- A guest order is one without an account (userId IS NULL), the stored flag went stale on claims.
ALTER TABLE "Order" DROP COLUMN "isGuestOrder";

-- Each line keeps how many extra images it was charged for and their unit price. Old lines: the
-- difference between the line total and quantity x unit price was the extras' total.
ALTER TABLE "OrderItem" ADD COLUMN "extraImages" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "extraUnitAmount" INTEGER NOT NULL DEFAULT 0;
UPDATE "OrderItem" SET "extraImages" = "quantity" - 3, "extraUnitAmount" = ("lineAmount" - "unitAmount") / ("quantity" - 3)
WHERE "itemType" = 'service' AND "quantity" > 3;

-- One cart per account: a user with several carts keeps the newest, the other carts' lines move
-- into it unless it already has the same item.
WITH ranked AS (
  SELECT "id", "userId", ROW_NUMBER() OVER (PARTITION BY "userId" ORDER BY "updatedAt" DESC, "id") AS n
  FROM "Cart" WHERE "userId" IS NOT NULL
), keep AS (SELECT "id", "userId" FROM ranked WHERE n = 1)
UPDATE "CartItem" ci SET "cartId" = keep."id"
FROM ranked, keep
WHERE ci."cartId" = ranked."id" AND ranked.n > 1 AND keep."userId" = ranked."userId"
  AND NOT EXISTS (SELECT 1 FROM "CartItem" o WHERE o."cartId" = keep."id" AND o."itemType" = ci."itemType" AND o."itemId" = ci."itemId");
DELETE FROM "Cart" c USING (
  SELECT "id", ROW_NUMBER() OVER (PARTITION BY "userId" ORDER BY "updatedAt" DESC, "id") AS n FROM "Cart" WHERE "userId" IS NOT NULL
) ranked WHERE c."id" = ranked."id" AND ranked.n > 1;
DROP INDEX "Cart_userId_idx";
CREATE UNIQUE INDEX "Cart_userId_key" ON "Cart"("userId");

-- The refund ledger.
CREATE TABLE "Refund" (
    "id" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" "Currency" NOT NULL,
    "reason" TEXT NOT NULL,
    "override" BOOLEAN NOT NULL DEFAULT false,
    "actorId" UUID,
    "idempotencyKey" TEXT NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'requested',
    "providerReference" TEXT,
    "failureMessage" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Refund_status_createdAt_idx" ON "Refund"("status", "createdAt");
CREATE UNIQUE INDEX "Refund_paymentId_idempotencyKey_key" ON "Refund"("paymentId", "idempotencyKey");
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Refunds made before the ledger existed become one settled entry each, so the ledger adds up.
INSERT INTO "Refund" ("id", "paymentId", "amount", "currency", "reason", "idempotencyKey", "status", "completedAt")
SELECT gen_random_uuid(), "id", "refundedAmount", "currency", 'recorded before the refund ledger', 'before-ledger', 'succeeded', "updatedAt"
FROM "Payment" WHERE "refundedAmount" > 0;

-- Amounts are never negative, and never more is refunded than was paid.
ALTER TABLE "Order" ADD CONSTRAINT "Order_amounts_check" CHECK ("amount" >= 0 AND "amountKrw" >= 0);
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_amounts_check" CHECK ("quantity" > 0 AND "unitAmount" >= 0 AND "lineAmount" >= 0 AND "extraImages" >= 0 AND "extraUnitAmount" >= 0);
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_amounts_check" CHECK ("amount" >= 0 AND "refundedAmount" >= 0 AND "refundedAmount" <= "amount");
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_amount_check" CHECK ("amount" > 0);
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_quantity_check" CHECK ("quantity" > 0);
