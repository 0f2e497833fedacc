-- Orders record how they were paid (lib/payments/method). Orders paid before that take the method of their paid payment.
UPDATE "Order" AS o SET "paymentMethod" = p."method"
FROM "Payment" AS p
WHERE p."orderId" = o."id" AND p."status" IN ('succeeded', 'partially_refunded', 'refunded') AND p."method" IS NOT NULL AND o."paymentMethod" IS NULL;
