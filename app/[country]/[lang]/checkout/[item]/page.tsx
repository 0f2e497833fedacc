import {notFound} from 'next/navigation';
import {CheckoutPage} from '@/components/checkout/CheckoutPage';
import {ConsultationPage} from '@/components/checkout/ConsultationPage';
import {ServiceNotFound} from '@/components/checkout/ServiceNotFound';
import {cartOwnerForPage} from '@/lib/cart/owner';
import {readCart} from '@/lib/cart/store';
import {allCheckoutItems, checkoutItem} from '@/lib/checkout/item';
import {db} from '@/lib/db';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

type Params = Promise<PageParams & {item: string}>;

/**
 * Every item's checkout is prerendered per country and language: the product, its price and the
 * page around the form come from the prerender cache; the form (prefilled for a signed-in
 * customer) streams in per request. The cart's checkout is the cart itself, so all of it streams.
 */
export function generateStaticParams() {
  return allCheckoutItems().map((item) => ({item}));
}

export default async function CheckoutRoute({params}: {params: Params}) {
  const {country, lang} = await resolvePageParams(params);
  const {item: param} = await params;
  const item = checkoutItem(param);
  if (!item) notFound();
  if (item.kind === 'unknownService') return <ServiceNotFound country={country} lang={lang} />;
  if (item.kind === 'quote') return <ConsultationPage service={item.service} country={country} lang={lang} />;
  const owner = item.kind === 'cart' ? await cartOwnerForPage() : null;
  const cart = owner ? await readCart(db, owner, country, lang) : null;
  return <CheckoutPage country={country} lang={lang} item={item} checkoutKey={`${country}:${param}`} cart={cart} />;
}
