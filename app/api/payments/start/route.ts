import {getTranslations} from 'next-intl/server';
import {env} from '@/lib/env';
import {jsonHandler} from '@/lib/http/api';
import {localizedPath} from '@/lib/i18n/paths';
import {db} from '@/lib/db';
import {accessibleOrder} from '@/lib/orders/access';
import {startPayment} from '@/lib/payments/flow';
import {paymentStartSchema} from '@/lib/payments/schema';

/**
 * POST /api/payments/start {orderId, token?} -> {success, url | widget, demo}: where to send the customer
 * to pay (the provider's page, or the labelled demo page). Only the order's owner, an admin or
 * the guest link's holder may start it; 409 when the order is not awaiting payment.
 */
export const POST = jsonHandler(paymentStartSchema, 'Checkout', async ({orderId, token}, {origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
  const order = await accessibleOrder(orderId, token);
  if (!order) return Response.json({success: false, message: t('notFound')}, {status: 404});
  const page = (name: string) => new URL(localizedPath(origin.country, origin.language, `/payment/${name}`), env.APP_URL).toString();
  const started = await startPayment(db, order, {country: origin.country, language: origin.language, successUrl: page('success'), failUrl: page('fail')});
  if (!started.ok) return Response.json({success: false, message: t('notPayable')}, {status: 409});
  // Demo and Stripe: a page to send the customer to. Toss: the values the payment widget needs.
  if (started.start.kind === 'redirect') return Response.json({success: true, url: started.start.url, demo: started.demo});
  return Response.json({success: true, widget: started.start, demo: false});
});
