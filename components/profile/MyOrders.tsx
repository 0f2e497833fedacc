'use client';

import {useEffect, useState} from 'react';
import Link from 'next/link';
import {useTranslations} from 'next-intl';
import {openBrief} from '@/lib/briefs/events';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {toast} from '@/lib/toast';
import {pendingBriefs} from '@/lib/briefs/targets';
import {RECEIPT_STATUSES} from '@/lib/orders/transitions';
import {quotedAmount} from '@/lib/orders/quote-price';
import {orderKind} from '@/lib/orders/kind';
import {OrderStatusBadge, OrderTimeline} from '@/components/orders/OrderTimeline';
import type {Answer} from '@/lib/http/answers';
import {callApi} from '@/lib/http/client';
import {buttonClass} from '@/components/ui/buttonClass';

/** The signed-in buyer's orders and briefs, as their handlers answer them. */
type MyOrder = Answer<'GET /api/orders/me'>['orders'][number];
type MyBrief = Answer<'GET /api/project-briefs'>['briefs'][number];

type State = {kind: 'loading'} | {kind: 'failed'} | {kind: 'ready'; orders: MyOrder[]; briefs: MyBrief[]};

/** My page's order history (with each order's timeline) and briefs; an order line still without its brief offers to send it. */
export function MyOrders({country, lang}: {country: CountryCode; lang: Language}) {
  const t = useTranslations('Profile');
  const tb = useTranslations('Brief');
  const tc = useTranslations('Conversation');
  const to = useTranslations('Order');
  // Rendered in the browser only (the lists load after mount): the visitor's own clock.
  const dates = countryDates(country, lang);
  const briefTexts = {
    deliveryDays: (range: {from: number; to: number}) => tb('deliveryDays', range),
    deliveryDay: (count: number) => tb('deliveryDay', {count}),
    deliveryQuote: tb('deliveryQuote'),
    quote: tb('quotePrice'),
  };
  const [state, setState] = useState<State>({kind: 'loading'});

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const headers = {'x-language': lang};
        const [orders, briefs] = await Promise.all([callApi('GET /api/orders/me', {headers}), callApi('GET /api/project-briefs', {headers})]);
        if (!orders.ok) throw new Error(String(orders.status));
        if (current) setState({kind: 'ready', orders: orders.body.orders, briefs: briefs.ok ? briefs.body.briefs : []});
      } catch {
        if (!current) return;
        setState({kind: 'failed'});
        // A failed load says so: '주문 내역을 가져오는데 실패했습니다.'
        toast({title: t('ordersFailed'), variant: 'destructive'});
      }
    })();
    return () => {
      current = false;
    };
  }, [lang, t]);

  if (state.kind === 'loading')
    return (
      <p role="status" className="mt-10 text-muted">
        {t('loading')}
      </p>
    );
  if (state.kind === 'failed') return <p className="mt-10 text-red-700">{t('ordersFailed')}</p>;
  return (
    <>
      <section aria-labelledby="my-orders" className="mt-12">
        <h2 id="my-orders" className="text-2xl font-bold tracking-tight">
          {t('ordersTitle')}
        </h2>
        {state.orders.length === 0 ? <p className="mt-4 text-muted">{t('ordersEmpty')}</p> : null}
        <ul className="mt-6 space-y-6">
          {state.orders.map((order) => {
            const targets = pendingBriefs(order, {country, lang}, briefTexts, {orderPath: `/order/${order.number}`});
            return (
              <li key={order.id} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <Link href={localizedPath(country, lang, `/order/${order.number}`)} className="font-semibold underline" aria-label={t('viewOrder', {number: order.number})}>
                    {order.number}
                  </Link>
                  <OrderStatusBadge status={order.status} />
                </div>
                {order.unreadMessages ? (
                  <Link href={localizedPath(country, lang, `/order/${order.number}`)} className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 underline">
                    {tc('unread', {count: order.unreadMessages})}
                  </Link>
                ) : null}
                <p className="mt-1 text-sm text-muted">
                  {formatDate(order.createdAt, dates)} ·{' '}
                  {quotedAmount(order, order.amount, (amount) => formatMoney({amount, currency: order.currency as CurrencyCode}, pageLocale(country, lang)), to('toBeQuoted'))}
                </p>
                <ul className="mt-2 text-sm">
                  {order.items.map((item) => (
                    <li key={`${item.itemType}-${item.itemId}`}>
                      {item.title} × {item.quantity}
                    </li>
                  ))}
                </ul>
                {RECEIPT_STATUSES.includes(order.status) ? (
                  <Link
                    href={localizedPath(country, lang, `/order/${order.number}/receipt`)}
                    className="mt-2 inline-block text-sm font-semibold underline"
                    aria-label={t('receiptFor', {number: order.number})}
                  >
                    {t('receipt')}
                  </Link>
                ) : null}
                <div className="mt-4">
                  <OrderTimeline status={order.status} quote={order.status === 'quote_review' || Boolean(order.quotedAt)} kind={orderKind(order)} />
                </div>
                {targets.length ? (
                  <div className="mt-4 flex flex-wrap gap-2">
                    {targets.map((target) => (
                      <button key={target.orderItemId} type="button" onClick={() => openBrief(target)} aria-label={tb('sendBriefFor', {name: target.name})} className={buttonClass({size: 'md'})}>
                        {targets.length > 1 ? tb('sendBriefFor', {name: target.name}) : tb('sendBrief')}
                      </button>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="my-briefs" className="mt-12">
        <h2 id="my-briefs" className="text-2xl font-bold tracking-tight">
          {t('briefsTitle')}
        </h2>
        {state.briefs.length === 0 ? <p className="mt-4 text-muted">{t('briefsEmpty')}</p> : null}
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
          {state.briefs.map((brief) => (
            <li key={brief.id} className="flex flex-wrap justify-between gap-2 px-5 py-3 text-sm">
              <span className="font-medium">{brief.serviceName}</span>
              <span className="text-muted">
                {formatDate(brief.createdAt, dates, 'medium')} · {t(`briefStatus.${brief.status}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
