/**
 * Toss's webhooks. Payment webhooks carry no signature, so nothing in them is trusted: a deposit
 * callback must present the virtual account's secret (compared in constant time), and every event
 * is settled by fetching the payment from Toss. Each delivery is recorded once (by its
 * transmission id) in the same transaction as the change it causes, so retries and duplicates
 * change nothing.
 */
import {timingSafeEqual} from 'node:crypto';
import type {PrismaClient} from '@/lib/db/client';
import {applyConfirmResult} from '../flow';
import {recordEvent} from '../events';
import type {TossApi} from './api';
import {tossOutcome} from './provider';

export interface WebhookAnswer {
  status: number;
  body: {ok: boolean; message: string};
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function handleTossWebhook(db: PrismaClient, api: TossApi, raw: unknown, transmissionId: string | null): Promise<WebhookAnswer> {
  if (!raw || typeof raw !== 'object') return {status: 400, body: {ok: false, message: 'unreadable'}};
  const outer = raw as {eventType?: string; data?: Record<string, unknown>} & Record<string, unknown>;
  const event = (outer.data ?? outer) as {secret?: string; transactionKey?: string; orderId?: string; paymentKey?: string; status?: string};
  const isDeposit = typeof event.secret === 'string' && typeof event.transactionKey === 'string';

  const payment = isDeposit
    ? await db.payment.findFirst({where: {provider: 'toss', providerOrderId: String(event.orderId ?? '')}})
    : await db.payment.findFirst({where: {provider: 'toss', providerReference: String(event.paymentKey ?? '')}});
  if (!payment || !payment.providerReference) return {status: 404, body: {ok: false, message: 'unknown payment'}};
  if (isDeposit && !(payment.depositSecret && sameSecret(event.secret!, payment.depositSecret))) {
    console.warn(`toss webhook: deposit callback for ${payment.providerOrderId} with a wrong secret`);
    return {status: 400, body: {ok: false, message: 'secret mismatch'}};
  }

  // The body is only a hint: Toss's own record decides.
  const looked = await api.get(payment.providerReference);
  if (looked.kind !== 'ok') return {status: 503, body: {ok: false, message: 'lookup failed, retry'}};
  if (looked.payment.orderId !== payment.providerOrderId) return {status: 400, body: {ok: false, message: 'order mismatch'}};

  const eventId = transmissionId ?? `${isDeposit ? 'deposit' : outer.eventType ?? 'event'}:${event.transactionKey ?? looked.payment.status}:${payment.id}`;
  const outcome = tossOutcome(looked.payment, payment.amount);
  const type = isDeposit ? 'DEPOSIT_CALLBACK' : String(outer.eventType ?? 'UNKNOWN');
  const recorded = await recordEvent(db, {provider: 'toss', eventId, type, paymentId: payment.id, payload: raw}, async (tx) => {
    if (outcome.status === 'paid' || outcome.status === 'awaiting_deposit') await applyConfirmResult(tx, payment.id, outcome);
  });
  if (recorded === 'duplicate') return {status: 200, body: {ok: true, message: 'already processed'}};
  return {status: 200, body: {ok: true, message: outcome.status}};
}
