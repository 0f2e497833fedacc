import type {Metadata} from 'next';
import {notFound} from 'next/navigation';
import {getTranslations} from 'next-intl/server';
import {CheckoutPage} from '@/components/checkout/CheckoutPage';
import {ConsultationPage} from '@/components/checkout/ConsultationPage';
import {ServiceNotFound} from '@/components/checkout/ServiceNotFound';
import {currentUser} from '@/lib/auth/guard';
import {cartOwnerForPage} from '@/lib/cart/owner';
import {readCart} from '@/lib/cart/store';
import {checkoutItem} from '@/lib/checkout/item';
import {db} from '@/lib/db';
import {customerOf} from '@/lib/orders/store';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

// Personal (the signed-in customer's details, the cart): rendered per request, never cached.

type Params = Promise<PageParams & {item: string}>;

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Checkout'});
  return {title: t('title'), robots: {index: false}};
}

export default async function CheckoutRoute({params}: {params: Params}) {
  const {country, lang} = await resolvePageParams(params);
  const {item: param} = await params;
  const item = checkoutItem(param);
  if (!item) notFound();
  if (item.kind === 'unknownService') return <ServiceNotFound country={country} lang={lang} />;
  if (item.kind === 'quote') return <ConsultationPage service={item.service} country={country} lang={lang} />;
  const user = await currentUser();
  const prefill = user ? customerOf(user) : null;
  const owner = item.kind === 'cart' ? await cartOwnerForPage() : null;
  const cart = owner ? await readCart(db, owner, country, lang) : null;
  return <CheckoutPage country={country} lang={lang} item={item} checkoutKey={`${country}:${param}`} prefill={prefill} customerId={user?.id ?? null} cart={cart} />;
}
