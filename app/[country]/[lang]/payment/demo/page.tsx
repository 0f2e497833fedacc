import type {Metadata} from 'next';
import {notFound} from 'next/navigation';
import {getTranslations} from 'next-intl/server';
import {DemoPayment} from '@/components/payment/DemoPayment';
import {db} from '@/lib/db';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {paymentOrder} from '@/lib/payments/order';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Payment'});
  return {title: t('demoTitle'), robots: privateRobots};
}

/** The demo provider's approval page: only for a demo payment that was started and is still open. */
export default async function DemoPaymentPage({params, searchParams}: {params: Promise<PageParams>; searchParams: Promise<Record<string, string | string[] | undefined>>}) {
  const {country, lang} = await resolvePageParams(params);
  const {orderId, paymentKey} = await searchParams;
  if (typeof orderId !== 'string' || typeof paymentKey !== 'string' || paymentKey.length > 200) notFound();
  const payment = await db.payment.findFirst({where: {provider: 'demo', providerReference: paymentKey, order: {number: orderId}}, include: {order: {include: {items: {orderBy: {position: 'asc'}}}}}});
  if (!payment) notFound();
  const order = paymentOrder(payment.order);
  return <DemoPayment country={country} lang={lang} payment={{orderNumber: order.number, amount: payment.amount, currency: payment.currency, paymentKey, title: order.title}} />;
}
