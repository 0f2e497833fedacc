/**
 * Quotes: the studio prices a quote request in the customer's currency; the order then awaits
 * payment like any other, until the quote's last day.
 */
import {COUNTRIES, type CountryCode} from '@/lib/countries';
import {endOfDay} from '@/lib/i18n/dates';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {krwEquivalent} from '@/lib/money';
import {moveOrder, type MoveResult} from './store';

/**
 * The end of a quote's last day on its shop's clock (the country's time zone): a US quote "valid
 * until 2026-12-20" can be paid until midnight in New York and reads "Valid until December 20, 2026"
 * on its page and in its mail.
 */
export function quoteLastMoment(day: string, country: CountryCode): Date {
  return endOfDay(day, COUNTRIES[country].timeZone);
}

/** Whether a priced quote can no longer be paid. */
export function quoteExpired(order: {quoteValidUntil: Date | null}, now: Date = new Date()): boolean {
  return order.quoteValidUntil !== null && order.quoteValidUntil.getTime() < now.getTime();
}

/** The largest amount an order can hold: the database's integer (PostgreSQL `integer`), for the amount and its KRW equivalent. */
export const MAX_ORDER_AMOUNT = 2_147_483_647;

/**
 * Prices a `quote_review` order: its one line and total become the amount (and its KRW
 * equivalent), the note and validity are kept (`validUntil`: the last day, "YYYY-MM-DD", which ends
at midnight in the order's country, or the last moment itself), and the order moves to `pending_payment` through
 * the transition table, in one transaction. `tooLarge`: the amount or its KRW equivalent is past
 * MAX_ORDER_AMOUNT (nothing changes).
 */
export function setQuote(
  db: Db,
  input: {orderId: string; amount: number; note?: string; validUntil?: Date | string; admin: {id: string}; now?: Date},
): Promise<MoveResult | {ok: false; error: 'notQuote' | 'pastDate' | 'tooLarge'}> {
  return inTransaction(db, async (tx) => {
    const order = await tx.order.findUnique({where: {id: input.orderId}, select: {status: true, country: true, items: {select: {id: true}}}});
    if (!order) return {ok: false, error: 'notFound'};
    if (order.status !== 'quote_review' || order.items.length !== 1) return {ok: false, error: 'notQuote'};
    const validUntil = typeof input.validUntil === 'string' ? quoteLastMoment(input.validUntil, order.country as CountryCode) : input.validUntil;
    if (validUntil && validUntil.getTime() < (input.now ?? new Date()).getTime()) return {ok: false, error: 'pastDate'};
    const amountKrw = krwEquivalent(input.amount, order.country as CountryCode);
    if (input.amount > MAX_ORDER_AMOUNT || amountKrw > MAX_ORDER_AMOUNT) return {ok: false, error: 'tooLarge'};
    await tx.orderItem.update({where: {id: order.items[0]!.id}, data: {unitAmount: input.amount, lineAmount: input.amount}});
    await tx.order.update({
      where: {id: input.orderId},
      data: {amount: input.amount, amountKrw, quotedAt: input.now ?? new Date(), quoteNote: input.note ?? null, quoteValidUntil: validUntil ?? null},
    });
    return moveOrder(tx, input.orderId, 'pending_payment', {id: input.admin.id, label: 'admin'}, {from: ['quote_review'], note: input.note ? `quote: ${input.note}` : 'quote'});
  });
}
