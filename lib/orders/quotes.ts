/**
 * Quotes: the studio prices a quote request in the customer's currency; the order then awaits
 * payment like any other, until the quote's last day.
 */
import type {CountryCode} from '@/lib/countries';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {krwEquivalent} from '@/lib/money';
import {moveOrder, type MoveResult} from './store';

/** The end of a calendar day in Korea (the studio's day): a quote "valid until 2026-12-01" can be paid until midnight there. */
export function endOfDayKst(day: string): Date {
  return new Date(`${day}T23:59:59.999+09:00`);
}

/** Whether a priced quote can no longer be paid. */
export function quoteExpired(order: {quoteValidUntil: Date | null}, now: Date = new Date()): boolean {
  return order.quoteValidUntil !== null && order.quoteValidUntil.getTime() < now.getTime();
}

/** The largest amount an order can hold: the database's integer (PostgreSQL `integer`), for the amount and its KRW equivalent. */
export const MAX_ORDER_AMOUNT = 2_147_483_647;

/**
 * Prices a `quote_review` order: its one line and total become the amount (and its KRW
 * equivalent), the note and validity are kept, and the order moves to `pending_payment` through
 * the transition table, in one transaction. `tooLarge`: the amount or its KRW equivalent is past
 * MAX_ORDER_AMOUNT (nothing changes).
 */
export function setQuote(
  db: Db,
  input: {orderId: string; amount: number; note?: string; validUntil?: Date; admin: {id: string}; now?: Date},
): Promise<MoveResult | {ok: false; error: 'notQuote' | 'pastDate' | 'tooLarge'}> {
  return inTransaction(db, async (tx) => {
    const order = await tx.order.findUnique({where: {id: input.orderId}, select: {status: true, country: true, items: {select: {id: true}}}});
    if (!order) return {ok: false, error: 'notFound'};
    if (order.status !== 'quote_review' || order.items.length !== 1) return {ok: false, error: 'notQuote'};
    if (input.validUntil && input.validUntil.getTime() < (input.now ?? new Date()).getTime()) return {ok: false, error: 'pastDate'};
    const amountKrw = krwEquivalent(input.amount, order.country as CountryCode);
    if (input.amount > MAX_ORDER_AMOUNT || amountKrw > MAX_ORDER_AMOUNT) return {ok: false, error: 'tooLarge'};
    await tx.orderItem.update({where: {id: order.items[0]!.id}, data: {unitAmount: input.amount, lineAmount: input.amount}});
    await tx.order.update({
      where: {id: input.orderId},
      data: {amount: input.amount, amountKrw, quotedAt: input.now ?? new Date(), quoteNote: input.note ?? null, quoteValidUntil: input.validUntil ?? null},
    });
    return moveOrder(tx, input.orderId, 'pending_payment', {id: input.admin.id, label: 'admin'}, {from: ['quote_review'], note: input.note ? `quote: ${input.note}` : 'quote'});
  });
}
