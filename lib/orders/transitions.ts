/**
 * The order's state machine, as a table: for each status, the statuses it may move to and who may
 * make each move. Every status change anywhere goes through `moveOrder` (lib/orders/store; its
 * wrapper `changeOrderStatus` throws on a refusal), which refuses a move this table does not list
 * (docs/payments.md#order-lifecycle).
 *
 * Who: `system` (a payment confirmed by the provider, a webhook, reconciliation, the refund
 * ledger), `admin` (the studio), `customer` (the order's account), `guest` (whoever holds the
 * order's private link).
 */
import {OrderStatus} from '@/lib/generated/prisma/enums';

export type Mover = 'system' | 'admin' | 'customer' | 'guest';

const BUYER: readonly Mover[] = ['customer', 'guest'];

export const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly Mover[]>>> = {
  // Paid only when the provider says so; never moved back here once paid (it could be charged twice).
  pending_payment: {order_received: ['system'], cancelled: ['system', 'admin', ...BUYER]},
  // The studio prices a quote (then it can be paid), or either side declines it.
  quote_review: {pending_payment: ['admin'], cancelled: ['admin', ...BUYER]},
  // Money has been taken: leaving the work means a refund, which only the ledger records.
  order_received: {in_progress: ['admin'], draft_delivered: ['admin'], refunded: ['system']},
  in_progress: {draft_delivered: ['admin'], order_received: ['admin'], refunded: ['system']},
  // The buyer accepts the draft or asks for a revision; the studio can do either for them.
  draft_delivered: {completed: ['admin', ...BUYER], in_progress: ['admin', ...BUYER], refunded: ['system']},
  // A refund after completion needs the studio's override; it is still the ledger that records it.
  completed: {refunded: ['system']},
  cancelled: {},
  refunded: {},
};

/** The schema's order statuses, in its order: the one vocabulary (lib/orders/schema re-exports it). */
export const ORDER_STATUSES = Object.values(OrderStatus);

/** Whether `mover` may move an order from `from` to `to`. */
export function mayMove(from: OrderStatus, to: OrderStatus, mover: Mover): boolean {
  return TRANSITIONS[from][to]?.includes(mover) ?? false;
}

/** The statuses `mover` may move an order in `from` to (the admin's status menu offers these). */
export function movesFrom(from: OrderStatus, mover: Mover): OrderStatus[] {
  return (Object.entries(TRANSITIONS[from]) as [OrderStatus, readonly Mover[]][]).filter(([, who]) => who.includes(mover)).map(([to]) => to);
}

/**
 * Moves that carry data of their own and so have their own command, not the admin's plain status
 * change: pricing a quote (quote_review -> pending_payment) needs its amount (`orders.quote`).
 */
const OWN_COMMAND: readonly (readonly [OrderStatus, OrderStatus])[] = [['quote_review', 'pending_payment']];

export function hasOwnCommand(from: OrderStatus, to: OrderStatus): boolean {
  return OWN_COMMAND.some(([f, t]) => f === from && t === to);
}

/** The admin's status menu: the table's admin moves, less those with their own command. */
export function adminStatusMoves(from: OrderStatus): OrderStatus[] {
  return movesFrom(from, 'admin').filter((to) => !hasOwnCommand(from, to));
}

/** The statuses from which `mover` may move an order to `to`. */
export function sourcesOf(to: OrderStatus, mover: Mover): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => mayMove(from, to, mover));
}

/*
 * What pages, routes and commands ask about an order's status, derived from the table above (never
 * decided again elsewhere). Money a payment brings only moves an order the table lets the system
 * move to `order_received`; only the ledger moves one to `refunded`.
 */

/** Whether a payment may pay an order in this status (pending_payment). */
export const isPayable = (status: OrderStatus): boolean => mayMove(status, 'order_received', 'system');

/** Whether `mover` may cancel (or, for a quote, decline) an order in this status. */
export const isCancellable = (status: OrderStatus, mover: Mover): boolean => mayMove(status, 'cancelled', mover);

/**
 * Orders whose money the studio holds: paid, and not given back in full (order_received,
 * in_progress, draft_delivered, completed). These are the ones the refund ledger may refund.
 */
export const PAID_STATUSES: readonly OrderStatus[] = sourcesOf('refunded', 'system');

/** Whether the refund ledger may refund an order in this status (the terms decide how much: lib/payments/refund). */
export const isRefundable = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);

/** Orders that were paid, refunded ones included: they have a receipt, and their records are kept. */
export const WERE_PAID_STATUSES: readonly OrderStatus[] = [...PAID_STATUSES, 'refunded'];
/** The same, for pages that ask whether an order has a receipt. */
export const RECEIPT_STATUSES: readonly string[] = WERE_PAID_STATUSES;

/** The buyer's cancel button, by what it ends: an order, a priced quote's offer, or a quote request not priced yet. */
export type BuyerCancel = 'cancel' | 'decline' | 'withdraw';

/**
 * What the buyer may do with an order now, from the table: pay it (unless a payment is under way
 * or a priced quote's last day has passed) and cancel it. A cancel of a quote still awaiting its
 * price withdraws the request; of a priced quote, it declines the offer. Pages ask this and
 * never decide it again.
 */
export function buyerActions(
  order: {status: OrderStatus; quotedAt: Date | null},
  now: {mover: 'customer' | 'guest'; paying: boolean; quoteExpired: boolean},
): {payable: boolean; cancel: BuyerCancel | null} {
  const payable = isPayable(order.status) && !now.paying && !now.quoteExpired;
  if (now.paying || !isCancellable(order.status, now.mover)) return {payable, cancel: null};
  return {payable, cancel: order.status === 'quote_review' ? 'withdraw' : order.quotedAt ? 'decline' : 'cancel'};
}
