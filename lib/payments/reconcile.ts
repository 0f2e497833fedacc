/**
 * Settles payments whose outcome nobody told us: a confirm that timed out ('unknown'), one left
 * 'authorizing' by a crash, by asking the provider. Toss sends no webhook when a virtual
 * account's deadline passes, so those are closed here too. A key Toss does not know, or whose
 * payment is another order's, is given back: the attempt is open again for the buyer's own key.
 * Refunds a crash or a lost answer left `requested` are settled by asking the provider again
 * (see lookupRefund in each provider) and completed or failed in the ledger. Cash receipts of
 * paid attempts still waiting for Toss's answer are asked for again.
 */
import type {PrismaClient} from '@/lib/db/client';
import {env} from '@/lib/env';
import {retryCashReceipts, settleCashReceipt} from './cash-receipt-issue';
import {applyConfirmResult, cancelUnpaidOrder, releaseKey} from './flow';
import {sourcesOf} from '@/lib/orders/transitions';
import {MONEY_MOVING} from './transitions';
import {refundRequest, sendSurplusRefund, settleRefund} from './refund';
import {appPaymentProviders, type PaymentProviders} from './index';
import {tossOutcome} from './toss/provider';
import type {TossApi} from './toss/api';
import type {stripeProvider} from './stripe/provider';
import {stripeOutcome, withStripeCharge} from './stripe/provider';

/** How long an order may wait for its payment before it is cancelled as unpaid. */
export const UNPAID_ORDER_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A refund still `requested` this long after it was reserved lost its answer: its request (two
 * sends at most, each cut off after PAYMENT_TIMEOUT_MS) is over, so a look-up cannot race it.
 */
export const REFUND_GRACE_MS = Math.max(2 * 60 * 1000, 3 * env.PAYMENT_TIMEOUT_MS);

export async function reconcilePayments(db: PrismaClient, options: {providers?: PaymentProviders; now?: Date; staleMs?: number; refundGraceMs?: number} = {}): Promise<Tally> {
  const providers = options.providers ?? appPaymentProviders();
  const now = options.now ?? new Date();
  const toss = providers.byId('toss') as (ReturnType<PaymentProviders['byId']> & {api?: TossApi}) | undefined;
  const settled = {paid: 0, awaitingDeposit: 0, failed: 0, expired: 0, released: 0, stillUnknown: 0, unpaidOrdersCancelled: 0, refunds: 0};
  await reconcileStripe(db, providers, now, settled);
  if (toss?.api) await reconcileToss(db, providers, toss.api, now, options.staleMs ?? 120_000, settled);
  // Cash receipts of paid attempts that Toss did not answer about (lib/payments/cash-receipt-issue): asked again, same key.
  if (toss) await retryCashReceipts(db, providers);
  await reconcileRefunds(db, providers, now, options.refundGraceMs ?? REFUND_GRACE_MS, settled);
  settled.unpaidOrdersCancelled = await cancelUnpaidOrders(db, now);
  return settled;
}

/** `released`: attempts whose key was not theirs at Toss, open again without it. `refunds`: ledger rows settled (succeeded or failed). */
type Tally = {paid: number; awaitingDeposit: number; failed: number; expired: number; released: number; stillUnknown: number; unpaidOrdersCancelled: number; refunds: number};

/**
 * Refunds left `requested` past the grace (a crash between the provider's answer and our write, a
 * timeout): the provider is asked about the same request, and the row completed or failed once
 * (completion is a compare-and-set from `requested`). Unknown answers stay for the next run.
 */
async function reconcileRefunds(db: PrismaClient, providers: PaymentProviders, now: Date, graceMs: number, settled: Tally) {
  const open = await db.refund.findMany({
    // Reserved at or before the end of the grace (with no grace: up to and including now).
    where: {status: 'requested', createdAt: {lte: new Date(now.getTime() - graceMs)}},
    include: {payment: {select: {provider: true, providerReference: true}}},
    orderBy: {createdAt: 'asc'},
    take: 200,
  });
  for (const refund of open) {
    const provider = providers.byId(refund.payment.provider);
    const reference = refund.payment.providerReference;
    if (!provider || !reference) {
      settled.stillUnknown++;
      continue;
    }
    const result = await provider.lookupRefund(refundRequest(refund, reference)).catch((error: unknown) => ({status: 'unknown', reason: error instanceof Error ? error.message : 'error'}) as const);
    if (result.status === 'unknown') {
      console.warn(`payments: refund ${refund.id} still unknown at ${refund.payment.provider}: ${result.reason}`);
      settled.stillUnknown++;
    } else if (await settleRefund(db, refund.id, result)) settled.refunds++;
  }
}

/** Stripe: sessions nobody heard back from (a missed webhook, a closed tab) are retrieved. */
async function reconcileStripe(db: PrismaClient, providers: PaymentProviders, now: Date, settled: Tally) {
  const stripe = providers.byId('stripe') as ReturnType<typeof stripeProvider> | undefined;
  if (!stripe?.client) return;
  const open = await db.payment.findMany({
    where: {provider: 'stripe', providerReference: {not: null}, status: {in: ['pending', 'unknown']}, updatedAt: {lt: new Date(now.getTime() - 10 * 60_000)}},
    include: {order: true},
    take: 200,
  });
  for (const payment of open) {
    try {
      const session = await stripe.client.checkout.sessions.retrieve(payment.providerReference!);
      const outcome = await withStripeCharge(stripe.client, session, stripeOutcome(session, {id: payment.order.id, amount: payment.amount, currency: payment.currency}));
      if (outcome.status === 'unknown') {
        settled.stillUnknown++;
        continue;
      }
      await applyConfirmResult(db, payment.id, outcome);
      if (outcome.status === 'paid') {
        // Paid for an order already paid or cancelled: given back at once.
        await sendSurplusRefund(db, payment.id, providers);
        settled.paid++;
      } else settled.failed++;
    } catch {
      settled.stillUnknown++;
    }
  }
}

/** Orders left unpaid past UNPAID_ORDER_TTL_MS with no payment still in flight are cancelled. */
async function cancelUnpaidOrders(db: PrismaClient, now: Date): Promise<number> {
  // Orders the system may cancel (those awaiting payment: lib/orders/transitions).
  const expiring = sourcesOf('cancelled', 'system');
  const stale = await db.order.findMany({
    where: {status: {in: expiring}, createdAt: {lt: new Date(now.getTime() - UNPAID_ORDER_TTL_MS)}, payments: {none: {status: {in: MONEY_MOVING}}}},
    select: {id: true},
    take: 500,
  });
  let cancelled = 0;
  // Under the order's lock: a confirm that started meanwhile keeps the order (money may be moving).
  for (const {id} of stale) if ((await cancelUnpaidOrder(db, id, {id: null, label: 'system'}, {from: expiring, note: 'unpaid: expired'}))?.ok) cancelled++;
  return cancelled;
}

async function reconcileToss(db: PrismaClient, providers: PaymentProviders, api: TossApi, now: Date, staleMs: number, settled: Tally) {
  const open = await db.payment.findMany({
    where: {
      provider: 'toss',
      providerReference: {not: null},
      OR: [{status: 'unknown'}, {status: 'authorizing', updatedAt: {lt: new Date(now.getTime() - staleMs)}}, {status: 'awaiting_deposit'}],
    },
    take: 200,
  });
  for (const payment of open) {
    const key = payment.providerReference!;
    const looked = await api.get(key);
    if (looked.kind !== 'ok') {
      // Toss has no payment by this key: nothing was charged under it, and it is not this attempt's.
      if (looked.kind === 'error' && looked.code === 'NOT_FOUND_PAYMENT') {
        if (await releaseKey(db, payment.id, {status: payment.status, providerReference: key})) settled.released++;
      } else settled.stillUnknown++;
      continue;
    }
    const outcome = tossOutcome(looked.payment, {orderId: payment.providerOrderId ?? '', amount: payment.amount});
    // Another order's payment (even of the same amount) says nothing about this attempt.
    if (outcome.status === 'wrong_key') {
      if (await releaseKey(db, payment.id, {status: payment.status, providerReference: key})) settled.released++;
      continue;
    }
    const account = looked.payment.virtualAccount;
    if (looked.payment.status === 'WAITING_FOR_DEPOSIT' && account && (account.expired || new Date(account.dueDate) < now)) {
      await applyConfirmResult(db, payment.id, {status: 'failed', code: 'EXPIRED_VIRTUAL_ACCOUNT'});
      settled.expired++;
      continue;
    }
    if (outcome.status === 'awaiting_deposit' && payment.status === 'awaiting_deposit') continue;
    await applyConfirmResult(db, payment.id, outcome);
    if (outcome.status === 'paid') {
      await sendSurplusRefund(db, payment.id, providers);
      await settleCashReceipt(db, payment.id, providers);
      settled.paid++;
    } else if (outcome.status === 'awaiting_deposit') settled.awaitingDeposit++;
    else if (outcome.status === 'failed') settled.failed++;
    else settled.stillUnknown++;
  }
}
