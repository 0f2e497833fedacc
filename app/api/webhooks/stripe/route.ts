import {db} from '@/lib/db';
import {env} from '@/lib/env';
import {appPaymentProviders} from '@/lib/payments';
import type {stripeProvider} from '@/lib/payments/stripe/provider';
import {stripeWebhookResponse} from '@/lib/payments/stripe/webhook';

/**
 * POST /api/webhooks/stripe: checkout.session.completed, async_payment_succeeded/failed and
 * expired. The body is capped at 64 KB (413 past it); the signature is checked on the raw body
 * (400 when it does not match); each event id is processed once; the session is retrieved fresh
 * before the order changes.
 */
export async function POST(request: Request): Promise<Response> {
  const stripe = appPaymentProviders().byId('stripe') as ReturnType<typeof stripeProvider> | undefined;
  if (!stripe || !env.STRIPE_WEBHOOK_SECRET) {
    await request.body?.cancel().catch(() => {});
    return Response.json({ok: false, message: 'Stripe is not configured'}, {status: 404});
  }
  return stripeWebhookResponse(db, stripe.client, env.STRIPE_WEBHOOK_SECRET, request);
}
