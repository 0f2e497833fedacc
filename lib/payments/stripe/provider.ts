/**
 * Stripe as a payment provider (us, au, vn, cn, my, each in its own currency): a Checkout Session
 * on Stripe's hosted page (cards, wallets, Alipay/WeChat Pay/GrabPay as the account offers them;
 * no Stripe script on our pages). The success page's return is never trusted: the session is
 * retrieved from Stripe and must be complete, paid, for this order, amount and currency.
 */
import Stripe from 'stripe';
import type {ConfirmResult, PaymentOrder, PaymentOutcome, PaymentProvider} from '../types';

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

const LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {en: 'en', ko: 'ko', ja: 'ja', zh: 'zh', vi: 'vi'};

export function stripeProvider(settings: StripeSettings): PaymentProvider & {client: Stripe} {
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: settings.timeoutMs,
    ...(settings.api ? {host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol} : {}),
  });
  return {
    id: 'stripe',
    demo: false,
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
        return stripeOutcome(await client.checkout.sessions.retrieve(paymentKey), order);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return {status: 'failed', code: 'NOT_FOUND_PAYMENT'};
        return {status: 'unknown', reason: error instanceof Error ? error.message : 'error'};
      }
    },
    async refund(reference, amount, reason, refundKey) {
      const session = await client.checkout.sessions.retrieve(reference);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) return {ok: false, message: 'no payment'};
      await client.refunds.create({payment_intent: intent, amount, metadata: {reason: reason.slice(0, 500)}}, {idempotencyKey: `stripe:refund:${refundKey}`});
      return {ok: true};
    },
  };
}
