/**
 * Stripe's webhooks: the signature is checked on the raw body (300 s tolerance), each event id is
 * recorded once, in the same transaction as the change it causes, and the session is retrieved
 * fresh before anything changes. What is recorded is the event's id and type and the retrieved
 * session's facts, not the body.
 */
import type Stripe from 'stripe';
import type {PrismaClient} from '@/lib/db/client';
import {BODY_LIMITS, readBodyText} from '@/lib/http/body';
import {applyConfirmResult} from '../flow';
import {recordEvent} from '../events';
import {appPaymentProviders, type PaymentProviders} from '../index';
import {sendSurplusRefund} from '../refund';
import {stripeOutcome, withStripeCharge} from './provider';

const HANDLED = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired']);

export async function handleStripeWebhook(
  db: PrismaClient,
  client: Stripe,
  webhookSecret: string,
  rawBody: string,
  signature: string | null,
  providers: PaymentProviders = appPaymentProviders(),
): Promise<{status: number; body: {ok: boolean; message: string}}> {
  let event: Stripe.Event;
  try {
    event = client.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret, 300);
  } catch {
    return {status: 400, body: {ok: false, message: 'bad signature'}};
  }
  if (!HANDLED.has(event.type)) return {status: 200, body: {ok: true, message: 'ignored'}};
  const sessionId = (event.data.object as {id?: string}).id ?? '';
  const payment = await db.payment.findFirst({where: {provider: 'stripe', providerReference: sessionId}, include: {order: true}});
  if (!payment) return {status: 200, body: {ok: true, message: 'not ours'}};
  let session: Stripe.Checkout.Session;
  try {
    session = await client.checkout.sessions.retrieve(sessionId);
  } catch {
    return {status: 503, body: {ok: false, message: 'retrieve failed, retry'}};
  }
  const outcome = await withStripeCharge(client, session, stripeOutcome(session, {id: payment.order.id, amount: payment.amount, currency: payment.currency}));
  const payload = {
    event: {id: event.id, type: event.type, created: event.created},
    session: {id: session.id, status: session.status, paymentStatus: session.payment_status, amountTotal: session.amount_total, currency: session.currency},
  };
  const recorded = await recordEvent(db, {provider: 'stripe', eventId: event.id, type: event.type, paymentId: payment.id, payload}, async (tx) => {
    if (outcome.status !== 'unknown') await applyConfirmResult(tx, payment.id, outcome);
  });
  // Paid for an order already paid or cancelled: given back at once (reserved with the event).
  if (outcome.status === 'paid') await sendSurplusRefund(db, payment.id, providers);
  if (recorded === 'duplicate') return {status: 200, body: {ok: true, message: 'already processed'}};
  return {status: 200, body: {ok: true, message: outcome.status}};
}

/**
 * POST /api/webhooks/stripe with the app's database and Stripe client: the raw body is read up to
 * BODY_LIMITS.webhook (413 past it, before the signature is computed), then handled as above.
 */
export async function stripeWebhookResponse(db: PrismaClient, client: Stripe, webhookSecret: string, request: Request): Promise<Response> {
  const body = await readBodyText(request, BODY_LIMITS.webhook);
  if (!body.ok) {
    return body.error === 'tooLarge' ? Response.json({ok: false, message: 'too large'}, {status: 413}) : Response.json({ok: false, message: 'unreadable'}, {status: 400});
  }
  try {
    const answer = await handleStripeWebhook(db, client, webhookSecret, body.text, request.headers.get('stripe-signature'));
    return Response.json(answer.body, {status: answer.status});
  } catch (error) {
    console.error('stripe webhook failed', error);
    return Response.json({ok: false, message: 'failed, retry'}, {status: 500});
  }
}
