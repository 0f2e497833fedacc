/**
 * The order's state machine, as a table: for each status, the statuses it may move to and who may
 * make each move. Every status change anywhere goes through `changeOrderStatus`, which refuses a
 * move this table does not list (README, "Order lifecycle").
 *
 * Who: `system` (a payment confirmed by the provider, a webhook, reconciliation, the refund
 * ledger), `admin` (the studio), `customer` (the order's account), `guest` (whoever holds the
 * order's private link).
 */
import type {OrderStatus} from '@/lib/db/client';

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
