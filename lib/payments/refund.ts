/**
 * Refunds by the terms (Terms page): the full amount before work starts, half once work is in
 * progress, nothing after the draft is delivered, unless the studio overrides with a reason.
 *
 * Every refund goes through a ledger (the Refund table). A refund is reserved first: under a lock
 * on its payment's row, requested and succeeded refunds are added up and the new one is inserted
 * `requested` only if it fits what the terms (or an override) allow. Only then is the provider
 * asked, outside the transaction, with the row's id as its idempotency key. Its answer completes
 * the row (with the payment's refunded amount and the order, in one transaction) or fails it,
 * which releases the reservation. An answer that never came leaves the row `requested`, still
 * reserved, for reconciliation to settle (lib/payments/reconcile.ts). So two admins, two tabs or
 * a retry can never together send the provider more than the terms allow, and the admin's refund
 * key, once seen, never reaches the provider again.
 */
import type {PrismaClient} from '@/lib/db/client';
import {isUniqueViolation} from '@/lib/db/errors';
import {audit} from '@/lib/admin/audit';
import {inTransaction, type Db} from '@/lib/db/transaction';
import type {Prisma} from '@/lib/generated/prisma/client';
import {changeOrderStatus} from '@/lib/orders/store';
import {appPaymentProviders, type PaymentProviders} from './index';
import type {RefundAccount, RefundRequest, RefundResult} from './types';
import {isRefundablePayment, MONEY_TAKEN, movePayment} from './transitions';

/** `pending`: the provider's answer is unknown yet; the refund stays reserved until reconciliation settles it. */
export type RefundError = 'notPaid' | 'notRefundable' | 'tooMuch' | 'provider' | 'refundAccountRequired' | 'pending';

export type RefundOutcome = {ok: true; refunded: number; full: boolean} | {ok: false; error: RefundError; max?: number; message?: string};

export interface RefundInput {
  orderId: string;
  amount?: number;
  reason: string;
  override: boolean;
  admin: {id: string};
  /** The admin's key for this refund: the same key twice is one refund. */
  refundKey: string;
  refundAccount?: RefundAccount;
}

// Refunds of one payment wait for each other's (short) transaction; give them room.
const LEDGER_TRANSACTION = {maxWait: 30_000, timeout: 30_000};
/** How long a repeated key waits for its first request's provider answer before answering `pending`. */
const SAME_KEY_WAIT_MS = 15_000;

/**
 * The most the terms allow back for an order in this status, of what is still refundable.
 * `alreadyRefunded` is everything spoken for: succeeded refunds and those still being made.
 */
export function refundableByTerms(status: string, paid: number, alreadyRefunded: number): number {
  const remaining = paid - alreadyRefunded;
  if (status === 'order_received') return remaining;
  if (status === 'in_progress') return Math.max(0, Math.min(remaining, Math.floor(paid / 2) - alreadyRefunded));
  return 0;
}

/**
 * Holds the payment's row until the transaction ends, so the refunds of one payment are reserved
 * and completed one at a time (PostgreSQL; PGlite runs one transaction at a time anyway). Read
 * after the lock, sums see every refund committed before it (READ COMMITTED).
 */
async function lockPayment(tx: Prisma.TransactionClient, paymentId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "id" = ${paymentId}::uuid FOR UPDATE`;
}

async function sumOf(tx: Prisma.TransactionClient, paymentId: string, statuses: ('requested' | 'succeeded')[]): Promise<number> {
  const sum = await tx.refund.aggregate({where: {paymentId, status: {in: statuses}}, _sum: {amount: true}});
  return sum._sum.amount ?? 0;
}

type RefundRow = Awaited<ReturnType<PrismaClient['refund']['findUniqueOrThrow']>>;

/**
 * The ledger key of the automatic refund of a surplus payment: money that arrived for an order
 * already paid (a second tab), cancelled or expired. Admins' keys cannot contain ':'. A payment
 * with such a row is a surplus payment: it never paid its order, and refunding it never moves the
 * order.
 */
export const surplusKey = (paymentId: string) => `surplus:${paymentId}`;

async function isSurplus(db: Db, paymentId: string): Promise<boolean> {
  return (await db.refund.count({where: {paymentId, idempotencyKey: surplusKey(paymentId)}})) > 0;
}

/**
 * Which payment of an order the studio's refund goes to: the one that paid the order while it
 * holds money; otherwise a surplus payment still holding money (its automatic refund failed);
 * otherwise the order's first paid payment (to answer "nothing left").
 */
async function paymentToRefund(db: PrismaClient, orderId: string) {
  const paid = await db.payment.findMany({
    // Paid payments; a refunded one answers "nothing left" (max 0).
    where: {orderId, status: {in: [...MONEY_TAKEN]}},
    orderBy: [{approvedAt: 'asc'}, {createdAt: 'asc'}],
    include: {refunds: {where: {idempotencyKey: {startsWith: 'surplus:'}}, select: {id: true}}},
  });
  const own = paid.filter((p) => !p.refunds.length);
  const surplus = paid.filter((p) => p.refunds.length);
  const holding = (p: (typeof paid)[number]) => isRefundablePayment(p.status);
  return own.find(holding) ?? surplus.find(holding) ?? own[0] ?? surplus[0];
}

type Reservation = {kind: 'reserved'; refund: RefundRow} | {kind: 'seen'; refundId: string} | {kind: 'refused'; error: 'notRefundable' | 'tooMuch' | 'refundAccountRequired'; max?: number};

/** Reserves the refund in the ledger if it fits, under the payment's lock. */
function reserve(db: PrismaClient, paymentId: string, input: RefundInput): Promise<Reservation> {
  return inTransaction(
    db,
    async (tx): Promise<Reservation> => {
      await lockPayment(tx, paymentId);
      // A request with this key that got the lock first is found here, not reserved again.
      const seen = await tx.refund.findUnique({where: {paymentId_idempotencyKey: {paymentId, idempotencyKey: input.refundKey}}, select: {id: true}});
      if (seen) return {kind: 'seen', refundId: seen.id};
      const payment = await tx.payment.findUniqueOrThrow({where: {id: paymentId}, select: {amount: true, currency: true, status: true, provider: true, method: true, order: {select: {status: true}}}});
      const reserved = await sumOf(tx, paymentId, ['requested', 'succeeded']);
      const remaining = isRefundablePayment(payment.status) ? Math.max(0, payment.amount - reserved) : 0;
      // A surplus payment never paid the order: all of it is owed back, whatever the terms say.
      const max = input.override || (await isSurplus(tx, paymentId)) ? remaining : Math.min(remaining, refundableByTerms(payment.order.status, payment.amount, reserved));
      const amount = input.amount ?? max;
      if (max <= 0) return {kind: 'refused', error: 'notRefundable', max: 0};
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > max) return {kind: 'refused', error: 'tooMuch', max};
      // Money deposited into a Toss virtual account can only go back to a bank account the customer names.
      if (payment.provider === 'toss' && payment.method === 'virtual_account' && !input.refundAccount) return {kind: 'refused', error: 'refundAccountRequired'};
      const refund = await tx.refund.create({
        data: {paymentId, amount, currency: payment.currency, reason: input.reason, override: input.override, actorId: input.admin.id, idempotencyKey: input.refundKey},
      });
      return {kind: 'reserved', refund};
    },
    LEDGER_TRANSACTION,
  );
}

/** The request a provider gets for a ledger row (the same one when reconciliation asks again). */
export function refundRequest(row: Pick<RefundRow, 'id' | 'amount' | 'currency' | 'reason' | 'createdAt'>, reference: string, refundAccount?: RefundAccount): RefundRequest {
  return {refundId: row.id, reference, amount: row.amount, currency: row.currency, reason: row.reason, requestedAt: row.createdAt, refundAccount};
}

export async function refundOrder(db: PrismaClient, input: RefundInput, providers: PaymentProviders = appPaymentProviders(), options: {waitMs?: number} = {}): Promise<RefundOutcome> {
  const waitMs = options.waitMs ?? SAME_KEY_WAIT_MS;
  // A key seen before answers with its refund's outcome; it never reaches the provider again.
  const seen = await db.refund.findFirst({where: {idempotencyKey: input.refundKey, payment: {orderId: input.orderId}}, select: {id: true}});
  if (seen) return outcomeOfKey(db, seen.id, waitMs);

  const payment = await paymentToRefund(db, input.orderId);
  if (!payment?.providerReference) return {ok: false, error: 'notPaid'};
  const provider = providers.byId(payment.provider);
  if (!provider) return {ok: false, error: 'provider'};

  let reservation: Reservation;
  try {
    reservation = await reserve(db, payment.id, input);
  } catch (error) {
    // The same key reserved at the same moment through another path: it is that refund.
    if (!isUniqueViolation(error)) throw error;
    const row = await db.refund.findUnique({where: {paymentId_idempotencyKey: {paymentId: payment.id, idempotencyKey: input.refundKey}}, select: {id: true}});
    if (!row) throw error;
    reservation = {kind: 'seen', refundId: row.id};
  }
  if (reservation.kind === 'refused') return {ok: false, error: reservation.error, ...(reservation.max === undefined ? {} : {max: reservation.max})};
  if (reservation.kind === 'seen') return outcomeOfKey(db, reservation.refundId, waitMs);

  const {refund} = reservation;
  const result: RefundResult = await provider
    .refund(refundRequest(refund, payment.providerReference, input.refundAccount))
    .catch((error: unknown) => ({status: 'unknown', reason: error instanceof Error ? error.message : 'error'}) as const);
  await settleRefund(db, refund.id, result);
  if (result.status === 'failed') return {ok: false, error: 'provider', message: result.message};
  if (result.status === 'unknown') return {ok: false, error: 'pending', message: result.reason};
  const after = await db.payment.findUniqueOrThrow({where: {id: payment.id}, select: {amount: true, refundedAmount: true}});
  return {ok: true, refunded: refund.amount, full: after.refundedAmount >= after.amount};
}

/**
 * A repeated key: its refund's outcome, once its first request has the provider's answer (waiting
 * up to `waitMs` for it). It refunded nothing new, so `refunded` is 0 (nothing to audit twice).
 */
async function outcomeOfKey(db: PrismaClient, refundId: string, waitMs: number): Promise<RefundOutcome> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await db.refund.findUniqueOrThrow({where: {id: refundId}, select: {status: true, failureMessage: true, payment: {select: {amount: true, refundedAmount: true}}}});
    if (row.status === 'succeeded') return {ok: true, refunded: 0, full: row.payment.refundedAmount >= row.payment.amount};
    if (row.status === 'failed') return {ok: false, error: 'provider', message: row.failureMessage ?? undefined};
    if (Date.now() >= deadline) return {ok: false, error: 'pending'};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Records the provider's answer for a `requested` row: true when this call settled it. An unknown answer changes nothing. */
export async function settleRefund(db: Db, refundId: string, result: RefundResult): Promise<boolean> {
  if (result.status === 'succeeded') return completeRefund(db, refundId, result.reference);
  if (result.status === 'failed') return failRefund(db, refundId, result.message);
  return false;
}

/**
 * The provider refunded: the row succeeds, the payment's refunded amount becomes the sum of its
 * succeeded refunds, and the order records it (a full refund moves it to `refunded`), all in one
 * transaction under the payment's lock. Only from `requested`, so a row is completed once.
 */
export function completeRefund(db: Db, refundId: string, providerReference: string): Promise<boolean> {
  return inTransaction(
    db,
    async (tx) => {
      const {paymentId} = await tx.refund.findUniqueOrThrow({where: {id: refundId}, select: {paymentId: true}});
      await lockPayment(tx, paymentId);
      const done = await tx.refund.updateMany({where: {id: refundId, status: 'requested'}, data: {status: 'succeeded', providerReference, completedAt: new Date()}});
      if (done.count !== 1) return false;
      const refund = await tx.refund.findUniqueOrThrow({where: {id: refundId}, include: {payment: {select: {amount: true, orderId: true, order: {select: {status: true}}}}}});
      const {payment} = refund;
      const refunded = await sumOf(tx, paymentId, ['succeeded']);
      const full = refunded >= payment.amount;
      // Reserved only from a refundable payment, and the sum never passes it: a refused move is a broken ledger.
      if (!(await movePayment(tx, paymentId, full ? 'refunded' : 'partially_refunded', 'ledger', {data: {refundedAmount: refunded}})))
        throw new Error(`refund ${refundId}: payment ${paymentId} cannot take the refund`);
      const note = `refund ${refund.amount} ${refund.currency}${refund.override ? ' (override)' : ''}: ${refund.reason}`;
      // Only the ledger moves an order to `refunded` (the transition table allows it to 'system' alone),
      // and only for the payment that paid it: giving back a surplus payment leaves the order as it is.
      const moved = full && !(await isSurplus(tx, paymentId)) ? await changeOrderStatus(tx, payment.orderId, 'refunded', {id: refund.actorId, label: 'system'}, {note}) : null;
      // A partial refund (or a full one whose order cannot move) stays in the history as a note.
      if (!moved) {
        const status = payment.order.status;
        await tx.orderStatusChange.create({
          data: {orderId: payment.orderId, fromStatus: status, toStatus: status, actorId: refund.actorId, actorLabel: full || !refund.actorId ? 'system' : 'admin', note},
        });
      }
      // The audit row is written with the money's record, whoever completed it (the request, or
      // reconciliation after a lost answer), in the name of the admin who asked for it.
      const actor = refund.actorId ? await tx.user.findUnique({where: {id: refund.actorId}, select: {id: true, email: true}}) : null;
      await audit(tx, actor ?? {id: null, email: 'system'}, {
        action: 'order.refund',
        targetType: 'order',
        targetId: payment.orderId,
        before: {status: payment.order.status},
        after: {refundId: refund.id, amount: refund.amount, currency: refund.currency, refunded, full, reason: refund.reason, override: refund.override},
      });
      return true;
    },
    LEDGER_TRANSACTION,
  );
}

/** The provider refused: the row fails and its amount is free again. Only from `requested`. */
export async function failRefund(db: Db, refundId: string, message: string): Promise<boolean> {
  const failed = await db.refund.updateMany({where: {id: refundId, status: 'requested'}, data: {status: 'failed', failureMessage: message.slice(0, 500), completedAt: new Date()}});
  if (failed.count !== 1) return false;
  // A surplus payment the provider would not give back: the studio must (the order's refund goes to it).
  const row = await db.refund.findUniqueOrThrow({
    where: {id: refundId},
    select: {paymentId: true, idempotencyKey: true, amount: true, currency: true, payment: {select: {orderId: true, order: {select: {status: true}}}}},
  });
  if (row.idempotencyKey === surplusKey(row.paymentId)) {
    const {orderId, order} = row.payment;
    const note = `automatic refund of surplus payment ${row.paymentId} (${row.amount} ${row.currency}) failed: ${message.slice(0, 200)}; refund it from the order`;
    await db.orderStatusChange.create({data: {orderId, fromStatus: order.status, toStatus: order.status, actorId: null, actorLabel: 'system', note}});
    await audit(db, SYSTEM, {
      action: 'payment.surplus_refund_failed',
      targetType: 'order',
      targetId: orderId,
      after: {paymentId: row.paymentId, refundId, amount: row.amount, currency: row.currency, message: message.slice(0, 200)},
    });
  }
  return true;
}

const SYSTEM = {id: null, email: 'system'};

/**
 * A payment arrived for an order that no longer awaited it (already paid by another attempt,
 * cancelled, or expired): called in the transaction that records the payment as succeeded, it
 * reserves the refund of all of it in the ledger (`requested`, before the provider is asked) and
 * writes the order's history and the audit log. `sendSurplusRefund` then asks the provider; a lost
 * answer is settled by reconciliation like any other refund.
 */
export async function reserveSurplusRefund(tx: Prisma.TransactionClient, paymentId: string): Promise<void> {
  const payment = await tx.payment.findUniqueOrThrow({where: {id: paymentId}, select: {amount: true, currency: true, provider: true, orderId: true, order: {select: {status: true}}}});
  const status = payment.order.status;
  const reason = status === 'cancelled' ? 'paid after the order was cancelled' : 'the order was already paid';
  const refund = await tx.refund.create({
    data: {paymentId, amount: payment.amount, currency: payment.currency, reason, override: true, actorId: null, idempotencyKey: surplusKey(paymentId)},
  });
  const note = `payment ${paymentId} (${payment.provider}, ${payment.amount} ${payment.currency}) arrived but ${reason}: refunding all of it`;
  await tx.orderStatusChange.create({data: {orderId: payment.orderId, fromStatus: status, toStatus: status, actorId: null, actorLabel: 'system', note}});
  await audit(tx, SYSTEM, {
    action: 'payment.surplus',
    targetType: 'order',
    targetId: payment.orderId,
    before: {status},
    after: {paymentId, refundId: refund.id, amount: payment.amount, currency: payment.currency, reason},
  });
}

/**
 * Asks the provider to give back a surplus payment whose refund is reserved and not yet settled
 * (nothing to do otherwise). The ledger row's id is the provider's idempotency key, so callers
 * racing (the buyer's return and a webhook) refund once.
 */
export async function sendSurplusRefund(db: PrismaClient, paymentId: string, providers: PaymentProviders = appPaymentProviders()): Promise<RefundResult | null> {
  const row = await db.refund.findFirst({where: {paymentId, idempotencyKey: surplusKey(paymentId), status: 'requested'}, include: {payment: {select: {provider: true, providerReference: true}}}});
  const provider = row ? providers.byId(row.payment.provider) : undefined;
  // Without the provider here, reconciliation asks it later (the row stays reserved).
  if (!row || !provider || !row.payment.providerReference) return null;
  const result: RefundResult = await provider
    .refund(refundRequest(row, row.payment.providerReference))
    .catch((error: unknown) => ({status: 'unknown', reason: error instanceof Error ? error.message : 'error'}) as const);
  await settleRefund(db, row.id, result);
  return result;
}
