import {db} from '@/lib/db';
import {env} from '@/lib/env';
import {appPaymentProviders} from '@/lib/payments';
import type {stripeProvider} from '@/lib/payments/stripe/provider';
import {handleStripeWebhook} from '@/lib/payments/stripe/webhook';

/**
 * POST /api/webhooks/stripe: checkout.session.completed, async_payment_succeeded/failed and
 * expired. The signature is checked on the raw body (400 when it does not match); each event id
 * is processed once; the session is retrieved fresh before the order changes.
 */
export async function POST(request: Request): Promise<Response> {
  const stripe = appPaymentProviders().byId('stripe') as ReturnType<typeof stripeProvider> | undefined;
  if (!stripe || !env.STRIPE_WEBHOOK_SECRET) return Response.json({ok: false, message: 'Stripe is not configured'}, {status: 404});
  const raw = await request.text();
  try {
    const answer = await handleStripeWebhook(db, stripe.client, env.STRIPE_WEBHOOK_SECRET, raw, request.headers.get('stripe-signature'));
    return Response.json(answer.body, {status: answer.status});
  } catch (error) {
    console.error('stripe webhook failed', error);
    return Response.json({ok: false, message: 'failed, retry'}, {status: 500});
  }
}
