/**
 * The payment flow every provider goes through: start a payment for an order, and confirm the
 * customer's return. Confirming is a compare-and-set: of any number of simultaneous confirms
 * (a refresh, a second tab, a double click) exactly one asks the provider; the others wait for
 * its answer. Once a payment succeeded, confirming again changes nothing. The key a confirm
 * brings is held by the attempt while the provider is asked (so that a crash leaves something to
 * look up) and given back when the provider says it is not this attempt's payment.
 */
import {randomUUID} from 'node:crypto';
import type {OrderStatus, PrismaClient} from '@/lib/db/client';
import {isUniqueViolation} from '@/lib/db/errors';
import {inTransaction, type Db} from '@/lib/db/transaction';
import type {Prisma} from '@/lib/generated/prisma/client';
import type {PaymentStatus} from '@/lib/generated/prisma/enums';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {removeBought} from '@/lib/cart/store';
import {quoteExpired} from '@/lib/orders/quotes';
import {sellerBlocksLivePayments} from '@/lib/business/seller';
import {loadBusiness} from '@/lib/business/store';
import {changeOrderStatus, moveOrder, type MoveResult} from '@/lib/orders/store';
import {isPayable} from '@/lib/orders/transitions';
import type {CashReceiptRequest} from './cash-receipt';
import {settleCashReceipt} from './cash-receipt-issue';
import {demoReference} from './demo';
import {reserveSurplusRefund, sendSurplusRefund, surplusKey} from './refund';
import {appPaymentProviders, type PaymentProviders} from './index';
import {CONFIRMABLE, MONEY_MOVING, MONEY_TAKEN, movePayment} from './transitions';
import {queueOrderPaidMails} from '@/lib/mail/jobs';
import {paymentOrder, type OrderRow} from './order';
import type {PaymentOutcome, ProviderId, StartResult} from './types';

export async function startPayment(
  db: PrismaClient,
  order: OrderRow,
  context: {country: CountryCode; language: Language; successUrl: string; failUrl: string; cashReceipt?: CashReceiptRequest},
  providers: PaymentProviders = appPaymentProviders(),
): Promise<{ok: true; start: StartResult; demo: boolean} | {ok: false; error: 'notPayable' | 'quoteExpired' | 'cashReceiptUnavailable' | 'sellerDetailsMissing'}> {
  if (!isPayable(order.status)) return {ok: false, error: 'notPayable'};
  // A quote is the studio's price until its last day; after it, the studio quotes again.
  if (quoteExpired(order)) return {ok: false, error: 'quoteExpired'};
  // An order that was ever paid is never charged again, whatever its status says.
  if (await hasMoneyMoving(db, order.id)) return {ok: false, error: 'notPayable'};
  const provider = providers.forCountry(order.country);
  // Korean law asks who sells before a shop takes money: live payments wait for the seller's details (demo and test keys do not).
  if (provider.live && sellerBlocksLivePayments(await loadBusiness(db), order.country)) return {ok: false, error: 'sellerDetailsMissing'};
  // A cash receipt is Korea's, for money paid through Toss (its transfers and virtual accounts): never Stripe's or the demo's.
  const {cashReceipt, ...pages} = context;
  if (cashReceipt && (provider.id !== 'toss' || order.currency !== 'KRW')) return {ok: false, error: 'cashReceiptUnavailable'};
  // Demo: our own reference up front. Toss: the attempt's order id; its paymentKey comes back with the customer.
  const providerOrderId = provider.attemptOrderId?.(order.number) ?? null;
  const reference = provider.id === 'demo' ? demoReference() : (providerOrderId ?? randomUUID());
  const start = await provider.start({order: paymentOrder(order), reference, ...pages, ...(cashReceipt ? {cashReceipt: {type: cashReceipt.type}} : {})});
  await db.payment.create({
    data: {
      orderId: order.id,
      provider: provider.id,
      status: 'pending',
      currency: order.currency,
      amount: order.amount,
      idempotencyKey: randomUUID(),
      providerReference: start.kind === 'redirect' ? start.reference : null,
      providerOrderId,
      // Asked for with this attempt; issued once it is paid by transfer or deposit (lib/payments/cash-receipt-issue).
      ...(cashReceipt ? {cashReceipt: {create: {type: cashReceipt.type, registrationNumber: cashReceipt.number}}} : {}),
    },
  });
  return {ok: true, start, demo: provider.demo};
}

export type ConfirmOutcome =
  | {ok: true; newlyPaid: boolean; awaitingDeposit: boolean; order: OrderRow; payment: {method: string | null; providerReference: string | null; provider: ProviderId; details: unknown}}
  | {ok: false; code: string; message?: string; pending?: boolean};

/** Answered for the key it holds: a confirm with that key is told the answer again. */
const SETTLED: readonly PaymentStatus[] = ['succeeded', 'awaiting_deposit'];

/**
 * What the buyer of an attempt is told when its order no longer awaits payment
 * (lib/payments/fail-codes: the fail page explains each, in every language): their money was not
 * taken, or it was taken (the provider's own page) and is being given back in full.
 */
export type NotPayableCode = 'ORDER_CANCELLED_NOT_CHARGED' | 'ORDER_PAID_NOT_CHARGED' | 'ORDER_PAYMENT_UNDER_WAY' | 'ORDER_CANCELLED_REFUNDED' | 'ORDER_PAID_REFUNDED';

const refundedCode = (status: OrderStatus): NotPayableCode => (status === 'cancelled' ? 'ORDER_CANCELLED_REFUNDED' : 'ORDER_PAID_REFUNDED');

async function outcomeOf(db: Db, paymentId: string, newlyPaid: boolean): Promise<ConfirmOutcome> {
  const payment = await db.payment.findUniqueOrThrow({where: {id: paymentId}, include: {order: {include: {items: {orderBy: {position: 'asc'}}}}}});
  // Money that arrived for an order no longer awaiting it: never a paid order for this buyer.
  if (MONEY_TAKEN.includes(payment.status) && (await db.refund.count({where: {paymentId, idempotencyKey: surplusKey(paymentId)}}))) {
    return {ok: false, code: refundedCode(payment.order.status)};
  }
  if (payment.status === 'succeeded' || payment.status === 'awaiting_deposit') {
    return {
      ok: true,
      newlyPaid,
      awaitingDeposit: payment.status === 'awaiting_deposit',
      order: payment.order,
      payment: {method: payment.method, providerReference: payment.providerReference, provider: payment.provider, details: payment.details},
    };
  }
  if (payment.status === 'unknown' || payment.status === 'authorizing') return {ok: false, code: 'PAYMENT_PENDING', pending: true};
  return {ok: false, code: payment.failureCode ?? 'PAYMENT_FAILED', message: payment.failureMessage ?? undefined};
}

/** Waits while another confirmation asks the provider; the payment's state once it is done, or null at the deadline. */
async function afterAuthorizing(db: Db, paymentId: string, deadline: number) {
  while (Date.now() < deadline) {
    const current = await db.payment.findUniqueOrThrow({where: {id: paymentId}, select: {status: true, providerReference: true}});
    if (current.status !== 'authorizing') return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/**
 * The provider said `from.providerReference` is not this attempt's payment: the attempt is open
 * again and holds no key, so the buyer's own key can still confirm it. Only from the state the
 * caller saw, so a confirmation that moved on since is left alone.
 */
export async function releaseKey(db: Db, paymentId: string, from: {status: PaymentStatus; providerReference: string}): Promise<boolean> {
  return movePayment(db, paymentId, 'pending', 'provider', {
    from: [from.status],
    where: {providerReference: from.providerReference},
    data: {providerReference: null, failureCode: null, failureMessage: null},
  });
}

/**
 * Confirms a provider's return: `orderId` is what the provider sent back (the demo's order
 * number, Toss's attempt order id), `amount` in minor units must be the order's.
 */
export async function confirmPayment(
  db: PrismaClient,
  input: {orderId: string; amount: number; paymentKey: string},
  options: {providers?: PaymentProviders; waitMs?: number} = {},
): Promise<ConfirmOutcome> {
  const providers = options.providers ?? appPaymentProviders();
  const deadline = Date.now() + (options.waitMs ?? 35_000);
  for (;;) {
    let release: (() => void) | undefined;
    try {
      const payment = await db.payment.findFirst({
        where: {OR: [{providerOrderId: input.orderId}, {providerReference: input.paymentKey, order: {number: input.orderId}}]},
        include: {order: {include: {items: {orderBy: {position: 'asc'}}}}},
      });
      if (!payment) return {ok: false, code: 'NOT_FOUND_PAYMENT'};
      if (SETTLED.includes(payment.status)) {
        return payment.providerReference === input.paymentKey ? outcomeOf(db, payment.id, false) : {ok: false, code: 'NOT_FOUND_PAYMENT'};
      }
      if (input.amount !== payment.order.amount || input.amount !== payment.amount) {
        console.warn(`payment ${payment.id}: returned amount ${input.amount} differs from the order's ${payment.order.amount}`);
        return {ok: false, code: 'AMOUNT_MISMATCH'};
      }
      const provider = providers.byId(payment.provider);
      if (!provider) return {ok: false, code: 'PROVIDER_UNAVAILABLE'};

      // Compare-and-set from exactly the state read above: only the confirmation that moves the
      // payment to 'authorizing' asks the provider. A confirm already asking (with this key or
      // another, which may turn out not to be this attempt's) is waited for, not refused.
      let won = 0;
      if (payment.status !== 'authorizing') {
        if (payment.providerReference && payment.providerReference !== input.paymentKey) return {ok: false, code: 'NOT_FOUND_PAYMENT'};
        if (!CONFIRMABLE.includes(payment.status)) return outcomeOf(db, payment.id, false);
        // In this process, a confirm of an attempt that another confirm here is already handling
        // waits for it and then looks again (a burst of refreshes takes one transaction, not fifty).
        const busy = confirming.get(payment.id);
        if (busy) {
          await busy;
          continue;
        }
        release = hold(payment.id);
        let gate: Gate;
        try {
          // Under the order's lock (its cancel, its expiry and its other attempts' confirms wait):
          // a provider whose confirm takes the money is asked only for an order awaiting payment
          // with no other payment paid or under way.
          gate = await withOrderLocked(db, payment.orderId, async (tx): Promise<Gate> => {
            const moved = await movePayment(tx, payment.id, 'authorizing', 'buyer', {
              from: [payment.status],
              where: {providerReference: payment.providerReference},
              data: {providerReference: input.paymentKey},
            });
            // Another confirm of this attempt moved it since it was read: its outcome is this one's too.
            if (!moved) return {kind: 'cas', won: 0};
            if (!provider.chargedBeforeConfirm) {
              const blocked = await payableGate(tx, payment.orderId, payment.id);
              // Undone with the transaction: the attempt stays as it was read.
              if (blocked) throw new NotPayable(blocked);
            }
            return {kind: 'cas', won: 1};
          });
        } catch (error) {
          // The payment key is another payment's (unique per provider): not this one's.
          if (isUniqueViolation(error)) return {ok: false, code: 'NOT_FOUND_PAYMENT'};
          if (!(error instanceof NotPayable)) throw error;
          gate = error.gate;
        }
        if (gate.kind === 'wait') {
          // Another attempt of this order is being confirmed: its answer decides whether this one may pay.
          if (!(await afterAuthorizing(db, gate.paymentId, deadline))) return {ok: false, code: 'ORDER_PAYMENT_UNDER_WAY'};
          continue;
        }
        if (gate.kind === 'refused') {
          const refused = await refuseAttempt(db, payment, gate.code);
          if (refused) return refused;
          continue; // the attempt moved meanwhile: look again
        }
        won = gate.won;
      }
      if (won !== 1) {
        const after = await afterAuthorizing(db, payment.id, deadline);
        if (!after) return {ok: false, code: 'PAYMENT_PENDING', pending: true};
        // Our key's answer came in: report it. Otherwise the other key was given back (or settled): look again.
        if (after.providerReference === input.paymentKey) return outcomeOf(db, payment.id, false);
        continue;
      }

      const settled = (async (): Promise<ConfirmOutcome> => {
        const result = await provider
          .confirm({
            order: paymentOrder(payment.order),
            paymentKey: input.paymentKey,
            amount: input.amount,
            reference: payment.providerReference ?? input.paymentKey,
            providerOrderId: payment.providerOrderId,
          })
          .catch((error: unknown) => ({status: 'unknown' as const, reason: error instanceof Error ? error.message : 'error'}));
        if (result.status === 'wrong_key') {
          await releaseKey(db, payment.id, {status: 'authorizing', providerReference: input.paymentKey});
          return {ok: false, code: result.code};
        }
        const outcome = await applyConfirmResult(db, payment.id, result);
        // Paid for an order that no longer awaited it: given back at once (reserved in the ledger above).
        if (result.status === 'paid') await sendSurplusRefund(db, payment.id, providers);
        // A transfer is paid now: the cash receipt asked for with it is issued (a card's is dropped).
        if (result.status === 'paid') await settleCashReceipt(db, payment.id, providers);
        return outcome.ok ? outcome : outcomeOf(db, payment.id, false);
      })();
      let timer: NodeJS.Timeout | undefined;
      const answered = await Promise.race([settled, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))))]).finally(() => clearTimeout(timer));
      if (answered) return answered;
      // The provider has not answered by the deadline: the buyer is told it is being confirmed, and
      // the confirmation finishes here without them (their page asks again); if this process stops
      // first, reconciliation settles the payment left authorizing.
      const done = release;
      release = undefined;
      void settled.catch((error: unknown) => console.error(`payment ${payment.id}: confirm failed`, error)).finally(() => done?.());
      return {ok: false, code: 'PAYMENT_PENDING', pending: true};
    } finally {
      release?.();
    }
  }
}

const confirming = new Map<string, Promise<void>>();

function hold(paymentId: string): () => void {
  let done: () => void = () => {};
  confirming.set(paymentId, new Promise<void>((resolve) => (done = resolve)));
  return () => {
    confirming.delete(paymentId);
    done();
  };
}

type Gate = {kind: 'cas'; won: number} | {kind: 'wait'; paymentId: string} | {kind: 'refused'; code: NotPayableCode};

/** Thrown inside the compare-and-set's transaction to undo it: the order may not be paid by this attempt now. */
class NotPayable extends Error {
  constructor(readonly gate: Exclude<Gate, {kind: 'cas'}>) {
    super('not payable');
  }
}

/**
 * Locks the order's row until the transaction ends, so that a confirm's check of the order and
 * the order's cancel or expiry take turns (PostgreSQL; PGlite runs one transaction at a time).
 */
export function withOrderLocked<T>(db: Db, orderId: string, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return inTransaction(
    db,
    async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId}::uuid FOR UPDATE`;
      return work(tx);
    },
    // Confirms of one order (a burst of refreshes) wait for each other's short transaction; give them room.
    ORDER_TRANSACTION,
  );
}

const ORDER_TRANSACTION = {maxWait: 30_000, timeout: 30_000};

/** Why an attempt may not be confirmed now (under the order's lock), or null when it may. */
async function payableGate(tx: Prisma.TransactionClient, orderId: string, paymentId: string): Promise<Exclude<Gate, {kind: 'cas'}> | null> {
  const order = await tx.order.findUniqueOrThrow({where: {id: orderId}, select: {status: true}});
  if (order.status === 'cancelled') return {kind: 'refused', code: 'ORDER_CANCELLED_NOT_CHARGED'};
  if (!isPayable(order.status)) return {kind: 'refused', code: 'ORDER_PAID_NOT_CHARGED'};
  const other = await tx.payment.findFirst({where: {orderId, id: {not: paymentId}, status: {in: MONEY_MOVING}}, select: {id: true, status: true}});
  if (!other) return null;
  if (other.status === 'authorizing') return {kind: 'wait', paymentId: other.id};
  // A payment that succeeded moved the order with it; what is left is one whose outcome is open
  // (an unknown answer, a virtual account awaiting its deposit): this attempt is not taken meanwhile.
  return {kind: 'refused', code: 'ORDER_PAYMENT_UNDER_WAY'};
}

/**
 * The attempt's order no longer awaits payment: nothing is sent to the provider (Toss voids an
 * authorisation that is never confirmed). A cancelled or paid order's attempt is closed for good,
 * once, with a note in the order's history; one waiting for another payment's outcome stays open.
 */
async function refuseAttempt(db: PrismaClient, payment: {id: string; orderId: string; status: PaymentStatus; providerReference: string | null}, code: NotPayableCode): Promise<ConfirmOutcome | null> {
  if (code === 'ORDER_PAYMENT_UNDER_WAY') return {ok: false, code};
  const closed = await withOrderLocked(db, payment.orderId, async (tx) => {
    if (!(await movePayment(tx, payment.id, 'failed', 'system', {from: [payment.status], where: {providerReference: payment.providerReference}, data: {failureCode: code}}))) return false;
    const {status} = await tx.order.findUniqueOrThrow({where: {id: payment.orderId}, select: {status: true}});
    const why = code === 'ORDER_CANCELLED_NOT_CHARGED' ? 'the order was cancelled' : 'the order was already paid';
    await tx.orderStatusChange.create({
      data: {orderId: payment.orderId, fromStatus: status, toStatus: status, actorId: null, actorLabel: 'system', note: `payment ${payment.id} returned but ${why}: not confirmed, nothing charged`},
    });
    return true;
  });
  return closed ? {ok: false, code} : null;
}

/**
 * Cancels an order awaiting payment (or a quote) unless money may still arrive for it (a payment
 * under way, an unknown answer, a deposit awaited), under the order's lock so that no confirm
 * starts in between: the buyer's cancel and the expiry of unpaid orders. `null` when refused.
 */
export function cancelUnpaidOrder(
  db: Db,
  orderId: string,
  actor: Parameters<typeof moveOrder>[3],
  options: {from: readonly OrderStatus[]; note: string},
  /** What commits with the cancellation (the customer's mail), in its transaction. */
  andThen?: (tx: Db, order: Extract<MoveResult, {ok: true}>['order']) => Promise<void>,
): Promise<MoveResult | null> {
  return withOrderLocked(db, orderId, async (tx) => {
    if (await hasMoneyMoving(tx, orderId)) return null;
    const moved = await moveOrder(tx, orderId, 'cancelled', actor, options);
    if (moved.ok && andThen) await andThen(tx, moved.order);
    return moved;
  });
}

/** Whether money moved or may still move for this order (lib/payments/transitions, MONEY_MOVING). */
export async function hasMoneyMoving(db: Db, orderId: string): Promise<boolean> {
  return (await db.payment.count({where: {orderId, status: {in: MONEY_MOVING}}})) > 0;
}

/**
 * Records what the provider said (confirm, lookup or webhook) and moves the order once. The
 * payment's new state and the order's status change commit together (in the caller's transaction
 * when there is one).
 */
export async function applyConfirmResult(db: Db, paymentId: string, result: PaymentOutcome): Promise<ConfirmOutcome> {
  // A late or out-of-order answer (a webhook sent again) never undoes a payment that succeeded,
  // nor one the refund ledger has since refunded in part or in full (the table has no such move).
  if (result.status === 'failed') {
    await movePayment(db, paymentId, 'failed', 'provider', {data: {failureCode: result.code, failureMessage: result.message}});
    return outcomeOf(db, paymentId, false);
  }
  if (result.status === 'unknown') {
    await movePayment(db, paymentId, 'unknown', 'provider', {data: {failureCode: 'UNKNOWN', failureMessage: result.reason}});
    return outcomeOf(db, paymentId, false);
  }
  if (result.status === 'awaiting_deposit') {
    await movePayment(db, paymentId, 'awaiting_deposit', 'provider', {data: {method: result.method, details: result.details as object, depositSecret: result.depositSecret}});
    return outcomeOf(db, paymentId, false);
  }
  // The order's row is locked first, as a confirm's compare-and-set does (no deadlock between them).
  const {orderId: lockedOrder} = await db.payment.findUniqueOrThrow({where: {id: paymentId}, select: {orderId: true}});
  const newlyPaid = await withOrderLocked(db, lockedOrder, async (tx) => {
    if (!(await movePayment(tx, paymentId, 'succeeded', 'provider', {data: {method: result.method, approvedAt: new Date(), details: result.details as object | undefined}}))) return false;
    const {orderId, provider, order} = await tx.payment.findUniqueOrThrow({
      where: {id: paymentId},
      select: {orderId: true, provider: true, order: {select: {cartId: true, items: {select: {itemType: true, itemId: true}}}}},
    });
    // The first payment moves the order (a compare-and-set on pending_payment). Money arriving for
    // an order already paid, cancelled or expired is reserved for a full refund in the same
    // transaction, so it is given back even if the process dies before the provider is asked.
    const moved = await changeOrderStatus(tx, orderId, 'order_received', {id: null, label: 'system'}, {from: ['pending_payment'], note: `paid: ${provider}`});
    if (!moved) {
      await reserveSurplusRefund(tx, paymentId);
      return false;
    }
    // The order records how it was paid (lib/payments/method): its pages and receipt show it.
    await tx.order.update({where: {id: orderId}, data: {paymentMethod: result.method}});
    // Paid: what it bought leaves the cart it came from (in the same transaction as the payment).
    if (order.cartId) await removeBought(tx, order.cartId, order.items);
    // Its mails (the buyer's confirmation, the studio's note) are queued in this transaction too.
    await queueOrderPaidMails(tx, orderId);
    return true;
  });
  return outcomeOf(db, paymentId, newlyPaid);
}
