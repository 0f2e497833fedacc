import type {ReactNode} from 'react';
import Link from 'next/link';
import {getMessages, getTranslations} from 'next-intl/server';
import {TierNote} from '@/components/orders/TierNote';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {quotedAmount} from '@/lib/orders/quote-price';
import {IntlScope} from '@/components/i18n/IntlScope';
import {OrderStatusBadge} from '@/components/orders/OrderTimeline';
import type {OrderDelivery} from '@/components/orders/OrderDeliveries';
import type {OrderStatus} from '@/lib/db/client';
import type {PaymentStatus} from '@/lib/generated/prisma/enums';
import {OrderDeliveries} from './OrderDeliveries';
import {OrderActions} from './OrderActions';

interface Props {
  country: CountryCode;
  lang: Language;
  order: {
    id: string;
    number: string;
    status: OrderStatus;
    currency: string;
    amount: number;
    quotedAt: Date | null;
    createdAt: Date;
    customerName: string;
    customerEmail: string;
    customerPhone: string;
    customerAddress: string | null;
    requirements: string | null;
    adminComments: string | null;
    userId: string | null;
    items: {id: string; title: string; quantity: number; lineAmount: number; tier?: string | null; tierImages?: number | null; tierRevisions?: number | null; tierDeliveryDays?: number | null}[];
    history: {id: string; fromStatus: string | null; toStatus: string; actorLabel: string; note: string | null; createdAt: Date}[];
    payments: {
      id: string;
      provider: string;
      status: PaymentStatus;
      method: string | null;
      providerReference: string | null;
      providerOrderId: string | null;
      amount: number;
      refundedAmount: number;
      createdAt: Date;
    }[];
  };
  deliveries: OrderDelivery[];
  /** The order's conversation with its buyer (components/orders/Conversation), below the rest. */
  children?: ReactNode;
  revisions: {number: number; comment: string; extra: boolean}[];
}

/** One order for the studio: what was bought, by whom, the payments, the history, and every action on it. */
export async function AdminOrderDetail({country, lang, order, deliveries, revisions, children}: Props) {
  const t = await getTranslations('Admin');
  const tiers = await getTranslations('Tiers');
  const to = await getTranslations('Order');
  const dates = countryDates(country, lang);
  const messages = await getMessages();
  const money = (amount: number) => formatMoney({amount, currency: order.currency as CurrencyCode}, pageLocale(country, lang));
  // A quote request before the studio prices it holds 0, which is no price (the form below sets it), also once withdrawn.
  const amount = (value: number) => quotedAmount(order, value, money, to('toBeQuoted'));
  const box = 'rounded-2xl border border-line bg-white p-5';
  return (
    <IntlScope lang={lang} messages={{Admin: messages.Admin, Order: messages.Order}}>
      <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <Link href={`${localizedPath(country, lang, '/admin')}?tab=orders`} className="text-sm font-medium text-muted hover:text-ink">
          <span aria-hidden="true">← </span>
          {t('backToOrders')}
        </Link>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{t('orderTitle', {number: order.number})}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="mt-1 text-sm text-muted">{formatDateTime(order.createdAt, dates)}</p>

        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <section aria-labelledby="admin-items" className={box}>
              <h2 id="admin-items" className="text-lg font-semibold">
                {t('items')}
              </h2>
              <ul className="mt-3 divide-y divide-line text-sm">
                {order.items.map((item) => (
                  <li key={item.id} className="flex justify-between gap-3 py-2">
                    <span>
                      {item.title} × {item.quantity}
                      <TierNote line={item} t={tiers} />
                    </span>
                    <span>{amount(item.lineAmount)}</span>
                  </li>
                ))}
                <li className="flex justify-between gap-3 py-2 font-bold">
                  <span>{to('total')}</span>
                  <span>{amount(order.amount)}</span>
                </li>
              </ul>
            </section>

            <section aria-labelledby="admin-customer" className={box}>
              <h2 id="admin-customer" className="text-lg font-semibold">
                {t('customer')}
              </h2>
              <p className="mt-2 text-sm">
                {order.customerName} {order.userId === null ? <span className="text-muted">({t('guest')})</span> : null}
                <br />
                <a href={`mailto:${order.customerEmail}`} className="underline">
                  {order.customerEmail}
                </a>
                <br />
                {order.customerPhone}
                {order.customerAddress ? (
                  <>
                    <br />
                    {order.customerAddress}
                  </>
                ) : null}
              </p>
              {order.requirements ? <p className="mt-3 whitespace-pre-line rounded-lg bg-paper p-3 text-sm">{order.requirements}</p> : null}
            </section>

            <section aria-labelledby="admin-payments" className={box}>
              <h2 id="admin-payments" className="text-lg font-semibold">
                {t('payments')}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {order.payments.map((p) => (
                  <li key={p.id} className="rounded-lg bg-paper p-3">
                    <span className="font-medium">{p.provider}</span> · {p.status} {p.method ? `· ${p.method}` : ''} · {money(p.amount)}
                    {p.refundedAmount ? ` (−${money(p.refundedAmount)})` : ''}
                    <span className="block font-mono text-xs break-all text-muted">
                      {t('reference')}: {p.providerReference ?? '—'} {p.providerOrderId ? `/ ${p.providerOrderId}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="admin-history" className={box}>
              <h2 id="admin-history" className="text-lg font-semibold">
                {t('history')}
              </h2>
              {order.history.length === 0 ? <p className="mt-2 text-sm text-muted">{t('noHistory')}</p> : null}
              <ol aria-label={t('history')} tabIndex={0} className="mt-3 max-h-[800px] space-y-2 overflow-auto text-sm">
                {order.history.map((h) => (
                  <li key={h.id}>
                    <span className="text-muted">{formatDateTime(h.createdAt, dates, {length: 'short', seconds: true, zone: false})}</span>{' '}
                    {h.fromStatus ? `${to(`statuses.${h.fromStatus}` as 'statuses.completed')} → ` : ''}
                    <span className="font-medium">{to(`statuses.${h.toStatus}` as 'statuses.completed')}</span> <span className="text-muted">{t('by', {actor: h.actorLabel})}</span>
                    {h.note ? <span className="block pl-4 text-muted">{h.note}</span> : null}
                  </li>
                ))}
              </ol>
            </section>

            {deliveries.length ? <OrderDeliveries deliveries={deliveries} revisions={revisions} t={to} box={box} /> : null}
          </div>

          <OrderActions country={country} lang={lang} order={order} box={box} />
        </div>
        {children}
      </article>
    </IntlScope>
  );
}
