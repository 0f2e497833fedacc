/**
 * The codes the payment fail page explains, each with its translated text (Payment.failCodes).
 * The page shows nothing else from its URL: any other code reads UNKNOWN_ERROR, and a `message`
 * in the query is never shown, so a link on the shop's domain cannot speak for the shop
 * (docs/security.md#limits-and-rules, "Payment fail page").
 */
export const FAIL_CODES = [
  'PAY_PROCESS_CANCELED',
  'PAY_PROCESS_ABORTED',
  'REJECT_CARD_COMPANY',
  'AMOUNT_MISMATCH',
  'NOT_FOUND_PAYMENT',
  'NOT_FOUND_PAYMENT_SESSION',
  'MISSING_PARAMETERS',
  'NETWORK_ERROR',
  'PAYMENT_FAILED',
  'PROVIDER_UNAVAILABLE',
  // The order no longer awaited this payment (another tab paid it, it was cancelled or expired):
  // not taken, or taken on the provider's page and given back in full (lib/payments/flow).
  'ORDER_CANCELLED_NOT_CHARGED',
  'ORDER_PAID_NOT_CHARGED',
  'ORDER_PAYMENT_UNDER_WAY',
  'ORDER_CANCELLED_REFUNDED',
  'ORDER_PAID_REFUNDED',
  'UNKNOWN_ERROR',
] as const;

export type FailCode = (typeof FAIL_CODES)[number];

export function knownFailCode(code: string | undefined): FailCode {
  return (FAIL_CODES as readonly string[]).includes(code ?? '') ? (code as FailCode) : 'UNKNOWN_ERROR';
}
