/**
 * A quote request's price before the studio sets it: its order and line hold 0, which is not a
 * price, so every page shows "price to be quoted" instead of an amount until the studio prices it.
 */

/** Whether the order is a quote request the studio has not priced (awaiting its price, or withdrawn before it had one). */
export function awaitsQuote(order: {status: string; quotedAt: Date | string | null; amount: number}): boolean {
  return order.quotedAt == null && (order.status === 'quote_review' || order.amount === 0);
}

/** An order's (or its line's) amount as shown to a person: `toBeQuoted` while the quote has no price yet. */
export function quotedAmount(order: {status: string; quotedAt: Date | string | null; amount: number}, amount: number, money: (amount: number) => string, toBeQuoted: string): string {
  return awaitsQuote(order) ? toBeQuoted : money(amount);
}
