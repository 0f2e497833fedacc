import * as z from 'zod/mini';
import {cashReceiptRequestSchema} from './cash-receipt';

/**
 * POST /api/payments/start: which order to pay (its id or number), with the guest link token for
 * guests; a Korean buyer paying through Toss may ask for a cash receipt (lib/payments/cash-receipt).
 */
export const paymentStartSchema = z.object({
  orderId: z.string({error: 'invalid'}).check(z.maxLength(64, {error: 'invalid'})),
  token: z.optional(z.string({error: 'invalid'}).check(z.maxLength(100, {error: 'invalid'}))),
  cashReceipt: z.optional(cashReceiptRequestSchema),
});

/** POST /api/confirm (spec): the provider's return. The amount is in the currency's minor unit. */
export const confirmSchema = z.object({
  orderId: z.string({error: 'invalid'}).check(z.minLength(1, {error: 'invalid'}), z.maxLength(64, {error: 'invalid'})),
  amount: z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d{1,12}$/)), z.transform(Number))], {error: 'invalid'}),
  paymentKey: z.string({error: 'invalid'}).check(z.minLength(1, {error: 'invalid'}), z.maxLength(200, {error: 'invalid'})),
});
