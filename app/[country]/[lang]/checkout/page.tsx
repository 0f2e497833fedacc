import type {Metadata} from 'next';
import {notFound, redirect} from 'next/navigation';
import {OrderLoginGate} from '@/components/orders/OrderLoginGate';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {localizedPath} from '@/lib/i18n/paths';
import {orderPaymentPage} from '@/lib/orders/access';

// Personal (whose order it is): decided per request, never cached.

type Query = Promise<Record<string, string | string[] | undefined>>;

// The title and robots are the checkout layout's (known before the request); this page adds only its referrer policy.
export const metadata: Metadata = {referrer: 'no-referrer'};

/**
 * /{lang}/checkout?orderId=… (also /{country}/checkout?orderId=…; docs/storefront.md): the order's page,
 * where an unpaid order is paid (Pay now) and a paid one is shown. A guest adds `token` (the
 * private link's). Signed out, a login prompt that continues there; anyone else's order or an
 * unknown one: 404.
 */
export default async function CheckoutOrderRoute({params, searchParams}: {params: Promise<PageParams>; searchParams: Query}) {
  const {country, lang} = await resolvePageParams(params);
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const orderId = one(query.orderId)?.trim();
  if (!orderId || orderId.length > 200) notFound();
  const found = await orderPaymentPage(orderId, one(query.token));
  if (!found) notFound();
  if ('login' in found) return <OrderLoginGate lang={lang} />;
  redirect(localizedPath(country, lang, `/order/${found.ref}`));
}
