/**
 * Toss's webhooks. Payment webhooks carry no signature, so nothing in them is trusted: a deposit
 * callback must present the virtual account's secret (compared in constant time), and every event
 * is settled by fetching the payment from Toss. What is recorded is Toss's own record, never the
 * body: one event per payment and state Toss reports (its status and last transaction key), in the
 * same transaction as the change it causes. Retries, duplicates, the two webhooks Toss sends for
 * one deposit and junk deliveries under fresh transmission ids all find that state recorded, and
 * change and store nothing.
 */
import {timingSafeEqual} from 'node:crypto';
import * as z from 'zod/mini';
import type {PrismaClient} from '@/lib/db/client';
import {BODY_LIMITS, readJson} from '@/lib/http/body';
import {settleCashReceipt} from '../cash-receipt-issue';
import {applyConfirmResult} from '../flow';
import {recordEvent} from '../events';
import {appPaymentProviders, type PaymentProviders} from '../index';
import {sendSurplusRefund} from '../refund';
import {MONEY_TAKEN} from '../transitions';
import type {TossApi, TossPayment} from './api';
import {tossOutcome} from './provider';

// PAYMENT_STATUS_CHANGED ({eventType, createdAt, data: Payment}) and the flat DEPOSIT_CALLBACK
// ({createdAt, secret, status, transactionKey, orderId}). Only the fields read below are kept;
// every other key is dropped while parsing. Toss sends null for absent values.
const text = (max: number) => z.nullish(z.string().check(z.maxLength(max)));
const fields = {secret: text(200), transactionKey: text(200), orderId: text(64), paymentKey: text(200)};
const tossWebhookSchema = z.object({eventType: text(60), ...fields, data: z.nullish(z.object(fields))});

const EVENT_TYPES = new Set(['PAYMENT_STATUS_CHANGED', 'CANCEL_STATUS_CHANGED']);
export interface WebhookAnswer {
  status: number;
  body: {ok: boolean; message: string};
}

/**
 * Anyone holding a payment key can make us look that payment up at Toss, once per delivery.
 * After a lookup that found nothing new, unauthenticated deliveries for that payment arriving
 * within `quietMs` are answered 429 without asking Toss: Toss retries a real one (1, 4, 16…
 * minutes later), deposit callbacks (which prove the account's secret) are never held back, and
 * reconciliation looks open virtual accounts up anyway. Per process, like the lookups it saves.
 */
export function webhookLookupGate(options: {quietMs?: number; now?: () => number} = {}) {
  const quietMs = options.quietMs ?? 10_000;
  const now = options.now ?? Date.now;
  let arrivals = 0;
  const quiet = new Map<string, {from: number; lastArrival: number}>();
  return {
    /** Taken when a delivery arrives. */
    arrival: () => ({seq: ++arrivals, at: now()}),
    mayLookUp(paymentId: string, arrival: {seq: number; at: number}): boolean {
      const q = quiet.get(paymentId);
      // Deliveries that arrived before the quiet began (simultaneous duplicates) still go through.
      return !q || arrival.seq <= q.lastArrival || arrival.at >= q.from + quietMs;
    },
    nothingNew(paymentId: string): void {
      const at = now();
      if (quiet.size >= 10_000) for (const [id, q] of quiet) if (at - q.from >= quietMs) quiet.delete(id);
      quiet.set(paymentId, {from: at, lastArrival: arrivals});
    },
  };
}

export type WebhookLookupGate = ReturnType<typeof webhookLookupGate>;
const appGate = webhookLookupGate();

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** What is kept of an event: Toss's record as the lookup returned it. */
function tossFacts(payment: TossPayment) {
  const {paymentKey, orderId, status, totalAmount, balanceAmount, currency, method, approvedAt, lastTransactionKey} = payment;
  return {
    paymentKey,
    orderId,
    status,
    totalAmount,
    balanceAmount: balanceAmount ?? null,
    currency: currency ?? null,
    method: method ?? null,
    approvedAt: approvedAt ?? null,
    lastTransactionKey: lastTransactionKey ?? null,
  };
}

export async function handleTossWebhook(
  db: PrismaClient,
  api: TossApi,
  raw: unknown,
  transmissionId: string | null,
  gate: WebhookLookupGate = appGate,
  providers: PaymentProviders = appPaymentProviders(),
): Promise<WebhookAnswer> {
  const arrival = gate.arrival();
  const parsed = tossWebhookSchema.safeParse(raw);
  if (!parsed.success) return {status: 400, body: {ok: false, message: 'unreadable'}};
  const body = parsed.data;
  const event = body.data ?? body;
  const secret = event.secret;
  const isDeposit = typeof secret === 'string' && typeof event.transactionKey === 'string';

  const where = isDeposit ? (event.orderId ? {providerOrderId: event.orderId} : null) : event.paymentKey ? {providerReference: event.paymentKey} : null;
  const payment = where ? await db.payment.findFirst({where: {provider: 'toss', ...where}}) : null;
  if (!payment?.providerReference || !payment.providerOrderId) return {status: 404, body: {ok: false, message: 'unknown payment'}};
  if (isDeposit && !(payment.depositSecret && sameSecret(secret, payment.depositSecret))) {
    console.warn(`toss webhook: deposit callback for ${payment.providerOrderId} with a wrong secret`);
    return {status: 400, body: {ok: false, message: 'secret mismatch'}};
  }
  // Paid or refunded: no webhook changes these here (refunds go through the studio), so Toss is not asked.
  if (MONEY_TAKEN.includes(payment.status)) return {status: 200, body: {ok: true, message: 'already settled'}};
  if (!isDeposit && !gate.mayLookUp(payment.id, arrival)) return {status: 429, body: {ok: false, message: 'looked up a moment ago, retry later'}};

  // The body is only a hint: Toss's own record decides.
  const looked = await api.get(payment.providerReference);
  if (looked.kind !== 'ok') return {status: 503, body: {ok: false, message: 'lookup failed, retry'}};
  const outcome = tossOutcome(looked.payment, {orderId: payment.providerOrderId, amount: payment.amount});
  if (outcome.status === 'wrong_key') return {status: 400, body: {ok: false, message: 'order mismatch'}};

  // One event per state Toss reports, whatever the delivery's transmission id says.
  const eventId = `state:${payment.id}:${looked.payment.status}:${looked.payment.lastTransactionKey ?? '-'}`;
  const type = isDeposit ? 'DEPOSIT_CALLBACK' : body.eventType && EVENT_TYPES.has(body.eventType) ? body.eventType : 'UNKNOWN';
  const delivery = {type, transmissionId: transmissionId && /^[\w-]{1,100}$/.test(transmissionId) ? transmissionId : null};
  const recorded = await recordEvent(db, {provider: 'toss', eventId, type, paymentId: payment.id, payload: {payment: tossFacts(looked.payment), delivery}}, async (tx) => {
    if (outcome.status === 'paid' || outcome.status === 'awaiting_deposit') await applyConfirmResult(tx, payment.id, outcome);
  });
  // Paid for an order already paid or cancelled: given back at once (reserved with the event).
  if (outcome.status === 'paid') await sendSurplusRefund(db, payment.id, providers);
  // A deposit: the cash receipt asked for at checkout is issued now (its outcome never changes this answer).
  if (outcome.status === 'paid') await settleCashReceipt(db, payment.id, providers);
  if (recorded === 'duplicate') {
    gate.nothingNew(payment.id);
    return {status: 200, body: {ok: true, message: 'already processed'}};
  }
  return {status: 200, body: {ok: true, message: outcome.status}};
}

/**
 * POST /api/webhooks/toss with the app's database and Toss API: the body is read up to
 * BODY_LIMITS.webhook (413 past it, before anything is parsed), then handled as above.
 */
export async function tossWebhookResponse(db: PrismaClient, api: TossApi, request: Request, gate?: WebhookLookupGate): Promise<Response> {
  const body = await readJson(request, BODY_LIMITS.webhook);
  if (!body.ok) {
    return body.error === 'tooLarge' ? Response.json({ok: false, message: 'too large'}, {status: 413}) : Response.json({ok: false, message: 'unreadable'}, {status: 400});
  }
  try {
    const answer = await handleTossWebhook(db, api, body.value, request.headers.get('tosspayments-webhook-transmission-id'), gate);
    return Response.json(answer.body, {status: answer.status});
  } catch (error) {
    console.error('toss webhook failed', error);
    return Response.json({ok: false, message: 'failed, retry'}, {status: 500});
  }
}
