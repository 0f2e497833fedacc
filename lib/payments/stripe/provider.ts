/**
 * Stripe as a payment provider (us, au, vn, cn, my, each in its own currency): a Checkout Session
 * on Stripe's hosted page (cards, wallets, Alipay/WeChat Pay/GrabPay as the account offers them;
 * no Stripe script on our pages). The success page's return is never trusted: the session is
 * retrieved from Stripe and must be complete, paid, for this order, amount and currency.
 */
import Stripe from 'stripe';
import {stripeMethod} from '../method';
import type {ConfirmResult, PaymentOrder, PaymentOutcome, PaymentProvider, RefundResult} from '../types';

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  /** Tests point the client at a local fake: host, port, protocol. */
  api?: {host: string; port: number; protocol: 'http' | 'https'};
  timeoutMs: number;
}

/** The session's outcome for this order. */
export function stripeOutcome(session: Stripe.Checkout.Session, order: Pick<PaymentOrder, 'id' | 'amount' | 'currency'>): PaymentOutcome {
  if (session.metadata?.orderId !== order.id) return {status: 'failed', code: 'NOT_FOUND_PAYMENT'};
  if (session.amount_total !== order.amount || session.currency !== order.currency.toLowerCase()) return {status: 'failed', code: 'AMOUNT_MISMATCH'};
  if (session.status === 'complete' && session.payment_status === 'paid') return {status: 'paid', method: session.payment_method_types?.[0] ?? 'card'};
  if (session.status === 'expired') return {status: 'failed', code: 'EXPIRED'};
  // Complete but unpaid: a delayed method; its async_payment_succeeded event settles it.
  return {status: 'unknown', reason: `${session.status}/${session.payment_status}`};
}

/**
 * A paid session's outcome with what its charge says: the payment method actually used (the
 * charge's payment_method_details: `card`, `alipay`…, a card's wallet as `card:apple_pay`) and
 * Stripe's receipt (receipt_url). One more look-up, whose failure only leaves the method as the
 * session names it and the receipt without that link.
 */
export async function withStripeCharge(client: Stripe, session: Stripe.Checkout.Session, outcome: PaymentOutcome): Promise<PaymentOutcome> {
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (outcome.status !== 'paid' || !intent) return outcome;
  try {
    const found = await client.paymentIntents.retrieve(intent, {expand: ['latest_charge']});
    const charge = found.latest_charge && typeof found.latest_charge !== 'string' ? found.latest_charge : null;
    const method = stripeMethod(charge?.payment_method_details) ?? outcome.method;
    const receiptUrl = charge?.receipt_url;
    return {...outcome, method, ...(receiptUrl ? {details: {...outcome.details, receiptUrl}} : {})};
  } catch {
    return outcome;
  }
}

/** What a Stripe Refund's status means for the ledger; a pending one is settled by a later look-up. */
export function stripeRefundOutcome(refund: Stripe.Refund): RefundResult {
  if (refund.status === 'succeeded') return {status: 'succeeded', reference: refund.id};
  if (refund.status === 'failed' || refund.status === 'canceled') return {status: 'failed', message: refund.failure_reason ?? refund.status};
  return {status: 'unknown', reason: `refund ${refund.status ?? 'without status'}`};
}

/**
 * A refused request refunded nothing (Stripe processes no 4xx and no rate-limited request); a
 * network error, a 5xx or a 409 (the key in use) may have refunded: only a look-up can tell.
 */
function stripeRefundError(error: unknown): RefundResult {
  if (error instanceof Stripe.errors.StripeIdempotencyError) return {status: 'unknown', reason: error.message};
  if (error instanceof Stripe.errors.StripeError && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 409) {
    return {status: 'failed', message: error.code ?? error.type};
  }
  return {status: 'unknown', reason: error instanceof Error ? error.message : 'error'};
}

const LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {en: 'en', ko: 'ko', ja: 'ja', zh: 'zh', vi: 'vi'};

export function stripeProvider(settings: StripeSettings): PaymentProvider & {client: Stripe} {
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: settings.timeoutMs,
    ...(settings.api ? {host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol} : {}),
  });
  async function paymentIntentOf(sessionId: string): Promise<string | null> {
    const session = await client.checkout.sessions.retrieve(sessionId);
    return (typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id) ?? null;
  }

  return {
    id: 'stripe',
    demo: false,
    chargedBeforeConfirm: true,
    client,
    async start({order, language, successUrl, failUrl, reference}) {
      const back = (url: string, query: Record<string, string>) => `${url}?${new URLSearchParams(query).toString()}`;
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{quantity: 1, price_data: {currency: order.currency.toLowerCase(), unit_amount: order.amount, product_data: {name: order.title.slice(0, 250)}}}],
          customer_email: order.customerEmail,
          locale: LOCALES[language] ?? 'auto',
          client_reference_id: order.id,
          metadata: {orderId: order.id, orderNumber: order.number},
          payment_intent_data: {metadata: {orderId: order.id}},
          // Stripe fills in {CHECKOUT_SESSION_ID}; URLSearchParams would escape its braces.
          success_url: `${back(successUrl, {orderId: order.number, amount: String(order.amount)})}&paymentKey={CHECKOUT_SESSION_ID}`,
          cancel_url: back(failUrl, {code: 'PAY_PROCESS_CANCELED', orderId: order.number}),
        },
        {idempotencyKey: `stripe:cs:create:${order.id}:${reference}`},
      );
      if (!session.url) throw new Error('Stripe returned no Checkout URL');
      return {kind: 'redirect', url: session.url, reference: session.id};
    },
    async confirm({order, paymentKey}): Promise<ConfirmResult> {
      try {
        const session = await client.checkout.sessions.retrieve(paymentKey);
        return await withStripeCharge(client, session, stripeOutcome(session, order));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return {status: 'failed', code: 'NOT_FOUND_PAYMENT'};
        return {status: 'unknown', reason: error instanceof Error ? error.message : 'error'};
      }
    },
    async refund({refundId, reference, amount, reason}) {
      let intent: string | null;
      try {
        intent = await paymentIntentOf(reference);
      } catch (error) {
        // Nothing was sent to refund yet: a failure here refunded nothing.
        return {status: 'failed', message: error instanceof Error ? error.message : 'session lookup failed'};
      }
      if (!intent) return {status: 'failed', message: 'no payment'};
      try {
        // Our row's id is the key and tags the refund (metadata), so reconciliation can find it.
        const refund = await client.refunds.create({payment_intent: intent, amount, metadata: {refundId, reason: reason.slice(0, 500)}}, {idempotencyKey: `stripe:refund:${refundId}`});
        return stripeRefundOutcome(refund);
      } catch (error) {
        return stripeRefundError(error);
      }
    },
    /** The payment's refunds, found by our row's id in their metadata; none means none was made. */
    async lookupRefund({refundId, reference}) {
      try {
        const intent = await paymentIntentOf(reference);
        if (intent) {
          for await (const refund of client.refunds.list({payment_intent: intent, limit: 100})) {
            if (refund.metadata?.refundId === refundId) return stripeRefundOutcome(refund);
          }
        }
        return {status: 'failed', message: 'not found at Stripe'};
      } catch (error) {
        return {status: 'unknown', reason: error instanceof Error ? error.message : 'error'};
      }
    },
  };
}
