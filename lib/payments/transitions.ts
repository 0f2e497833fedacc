/**
 * The payment's state machine, as a table (like the order's, lib/orders/transitions.ts): for each
 * status, the statuses a payment may move to and who may make each move. Every status change of a
 * payment goes through `movePayment`, a compare-and-set on the statuses this table lists, so a
 * move the table does not list never happens and two racing moves cannot both apply
 * (docs/payments.md#order-lifecycle).
 *
 * Who: `buyer` (the buyer's return with the provider's key: one confirm takes the attempt to ask
 * the provider), `provider` (what the provider answered: a confirm, a look-up, a webhook,
 * reconciliation; or that a key is not this attempt's, which gives the key back), `system` (our own
 * gate: the order no longer awaits payment, so the attempt is closed without asking the provider),
 * `ledger` (the refund ledger, lib/payments/refund.ts).
 *
 * Payments start `pending` (lib/payments/flow.ts, startPayment); `created` is the schema's default
 * and is treated like `pending`; nothing moves a payment to `cancelled` today.
 */
import type {Prisma} from '@/lib/generated/prisma/client';
import {PaymentStatus} from '@/lib/generated/prisma/enums';
import type {Db} from '@/lib/db/transaction';

export type PaymentMover = 'buyer' | 'provider' | 'system' | 'ledger';

/** The schema's payment statuses, in its order. */
export const PAYMENT_STATUSES = Object.values(PaymentStatus);

const P: readonly PaymentMover[] = ['provider'];
const L: readonly PaymentMover[] = ['ledger'];

/**
 * What the provider may answer about an attempt whose money has not moved: paid, failed, still
 * unknown, or a virtual account awaiting its deposit. A later answer replaces an earlier one (a
 * failure followed by a webhook saying paid records the payment, and the surplus is given back),
 * but never one whose money moved (succeeded, refunded in part or in full).
 */
const ANSWERS = {succeeded: P, failed: P, unknown: P, awaiting_deposit: P} as const;

export const PAYMENT_TRANSITIONS: Record<PaymentStatus, Partial<Record<PaymentStatus, readonly PaymentMover[]>>> = {
  // An open attempt: one confirm takes it (compare-and-set), or our gate closes it when its order no longer awaits payment.
  created: {...ANSWERS, authorizing: ['buyer'], failed: ['provider', 'system']},
  pending: {...ANSWERS, authorizing: ['buyer'], failed: ['provider', 'system']},
  // The provider did not answer: the buyer may confirm again, and a key the provider does not know is given back.
  unknown: {...ANSWERS, authorizing: ['buyer'], failed: ['provider', 'system'], pending: P},
  // One confirm is asking the provider: only its answer (or that the key is not this attempt's) moves it.
  authorizing: {...ANSWERS, pending: P},
  awaiting_deposit: {...ANSWERS, pending: P},
  failed: {...ANSWERS},
  cancelled: {...ANSWERS},
  // Money taken: only refunds move it on.
  succeeded: {partially_refunded: L, refunded: L},
  partially_refunded: {partially_refunded: L, refunded: L},
  refunded: {},
};

/** Whether `mover` may move a payment from `from` to `to`. */
export function mayMovePayment(from: PaymentStatus, to: PaymentStatus, mover: PaymentMover): boolean {
  return PAYMENT_TRANSITIONS[from][to]?.includes(mover) ?? false;
}

/** The statuses from which `mover` may move a payment to `to`. */
export function paymentSourcesOf(to: PaymentStatus, mover: PaymentMover): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => mayMovePayment(from, to, mover));
}

/** An attempt a buyer's confirm may take to the provider (created, pending, unknown). */
export const CONFIRMABLE: readonly PaymentStatus[] = paymentSourcesOf('authorizing', 'buyer');

/** Money taken (succeeded, refunded in part or in full): no answer of the provider changes it any more. */
export const MONEY_TAKEN: readonly PaymentStatus[] = PAYMENT_STATUSES.filter((from) => !Object.values(PAYMENT_TRANSITIONS[from]).some((who) => who?.includes('provider')));

/** A payment that can still give money back (succeeded, partially refunded). */
export const REFUNDABLE_PAYMENT: readonly PaymentStatus[] = paymentSourcesOf('refunded', 'ledger');

/** Whether the refund ledger may still give money back from a payment in this status. */
export const isRefundablePayment = (status: PaymentStatus): boolean => REFUNDABLE_PAYMENT.includes(status);

/**
 * Payment states in which money has moved or may still move: taken, or an outcome still open at
 * the provider (a confirm under way, an unknown answer, a deposit awaited: the states whose key
 * the provider may still give back). An order with such a payment is never charged again,
 * cancelled, or expired as unpaid.
 */
export const MONEY_MOVING: PaymentStatus[] = [...MONEY_TAKEN, ...paymentSourcesOf('pending', 'provider')];

/**
 * Moves a payment to `to` if the table lets `mover` make the move from the status it is in, as
 * one compare-and-set (`updateMany` on the allowed statuses), with the move's other fields in
 * `data`. `from` narrows the statuses further (the status the caller read) and `where` adds
 * conditions (the key the caller saw). False when nothing moved.
 */
export async function movePayment(
  db: Db,
  paymentId: string,
  to: PaymentStatus,
  mover: PaymentMover,
  options: {from?: readonly PaymentStatus[]; where?: Prisma.PaymentWhereInput; data?: Omit<Prisma.PaymentUpdateManyMutationInput, 'status'>} = {},
): Promise<boolean> {
  const sources = paymentSourcesOf(to, mover).filter((from) => !options.from || options.from.includes(from));
  if (!sources.length) return false;
  const moved = await db.payment.updateMany({where: {...options.where, id: paymentId, status: {in: sources}}, data: {...options.data, status: to}});
  return moved.count === 1;
}
