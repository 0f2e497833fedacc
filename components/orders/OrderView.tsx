import type {ReactNode} from 'react';
import {getMessages, getTranslations} from 'next-intl/server';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import {quoteExpired} from '@/lib/orders/quotes';
import {awaitsQuote} from '@/lib/orders/quote-price';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney} from '@/lib/money';
import ClaimOrder from './ClaimOrder';
import {TierNote} from './TierNote';
import OrderPayment from './OrderPayment';
import {OrderStatusBadge, OrderTimeline} from './OrderTimeline';
import {orderKind} from '@/lib/orders/kind';
import Link from 'next/link';
import {localizedPath} from '@/lib/i18n/paths';
import {RECEIPT_STATUSES} from '@/lib/orders/transitions';
import {OrderBriefs} from './OrderBriefs';
import {OrderDeliveries, type OrderDelivery} from './OrderDeliveries';
import type {OrderBrief} from '@/lib/briefs/store';
import type {BuyerCancel} from '@/lib/orders/transitions';

interface Props {
  country: CountryCode;
  lang: Language;
  /** A guest order opened through its link by a signed-in account with its e-mail: offer to add it. */
  claim: 'offer' | 'unverified' | null;
  /** The guest link's token when the order was opened through it (file links and answers carry it). */
  token: string | null;
  order: {
    id: string;
    number: string;
    status: string;
    country: CountryCode;
    quotedAt: Date | null;
    quoteNote: string | null;
    quoteValidUntil: Date | null;
    createdAt: Date;
    currency: string;
    amount: number;
    items: {
      id: string;
      itemType: string;
      itemId: string;
      title: string;
      quantity: number;
      lineAmount: number;
      tier?: string | null;
      tierImages?: number | null;
      tierRevisions?: number | null;
      tierDeliveryDays?: number | null;
    }[];
  };
  /** The briefs sent for the order's lines. */
  briefs: OrderBrief[];
  /** What the buyer may do about payment: Pay now, Cancel or Decline (the server checks again). */
  payment: {payable: boolean; cancel: BuyerCancel | null; widget: {clientKey: string; customerKey: string | null} | null};
  deliveries: OrderDelivery[];
  revisions: {number: number; comment: string; extra: boolean; createdAt: Date}[];
  includedRevisions: number;
  /** The buyer's review forms of a completed order's lines (components/orders/OrderReviews), after its items. */
  reviews?: ReactNode;
  /** The order's conversation with the studio (components/orders/Conversation), shown last. */
  conversation?: ReactNode;
  /** The 현금영수증 asked for with its payment (components/orders/CashReceiptInfo), under the items. */
  cashReceipt?: ReactNode;
}

/** An order, its progress, the studio's deliveries and the customer's answers: for its owner, an admin, or the guest link's holder. */
export async function OrderView({country, lang, order, claim, token, briefs, payment, deliveries, revisions, includedRevisions, reviews, conversation, cashReceipt}: Props) {
  const t = await getTranslations('Order');
  const tiers = await getTranslations('Tiers');
  const tb = await getTranslations('Brief');
  const dates = countryDates(country, lang);
  const messages = await getMessages();
  const money = (amount: number) => formatMoney({amount, currency: order.currency as CurrencyCode}, pageLocale(country, lang));
  // A quote request before the studio prices it holds 0, which is no price: "to be quoted" instead.
  const unpriced = awaitsQuote(order);
  const amount = (value: number) => (unpriced ? t('toBeQuoted') : money(value));
  const quote = order.status === 'quote_review' || order.quotedAt !== null;
  const actions =
    payment.payable || payment.cancel
      ? (bare: boolean) => (
          <OrderPayment
            country={country}
            lang={lang}
            messages={{Order: messages.Order, Checkout: messages.Checkout}}
            orderId={order.id}
            token={token}
            payable={payment.payable}
            cancel={payment.cancel}
            amount={order.amount}
            widget={payment.widget}
            bare={bare}
          />
        )
      : null;
  const fileUrl = (id: string) => `/uploads/${id}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      {claim === 'offer' && token ? (
        <ClaimOrder orderId={order.id} token={token} country={country} lang={lang} texts={{offer: t('claimOffer'), button: t('claimButton'), failed: t('claimFailed')}} />
      ) : null}
      {claim === 'unverified' ? <p className="mb-6 rounded-lg bg-amber-50 p-3 text-sm">{t('claimUnverified')}</p> : null}
      <h1 className="text-3xl font-bold tracking-tight">{t('title', {number: order.number})}</h1>
      <p className="mt-2 text-muted">{t('placed', {date: formatDate(order.createdAt, dates)})}</p>
      <p className="mt-4 flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        {RECEIPT_STATUSES.includes(order.status) ? (
          <Link href={localizedPath(country, lang, `/order/${token ?? order.number}/receipt`)} className="text-sm font-semibold underline">
            {t('receipt')}
          </Link>
        ) : null}
      </p>
      {order.status === 'quote_review' ? (
        // The request before its price: what it costs is still open, and withdrawing it sits with it.
        <section aria-labelledby="order-quote" className="mt-6 rounded-2xl border border-line bg-white p-5 text-sm">
          <h2 id="order-quote" className="font-semibold">
            {t('quoteDecideTitle')}
          </h2>
          <p className="mt-2">{t('quotePending')}</p>
          <p className="mt-1 text-muted">{t('quoteWaiting')}</p>
          {actions?.(true)}
        </section>
      ) : order.quotedAt ? (
        // The studio's offer: its price, note and last day, with Pay now and Decline right under them.
        <section aria-labelledby="order-quote" className="mt-6 rounded-2xl border border-line bg-white p-5 text-sm">
          <h2 id="order-quote" className="font-semibold">
            {t('quoteTitle')}
          </h2>
          <p className="mt-2 text-base font-semibold">{t('quotePrice', {price: money(order.amount)})}</p>
          {order.quoteNote ? (
            <p className="mt-1">
              <span className="text-muted">{t('quoteNoteLabel')}: </span>
              {order.quoteNote}
            </p>
          ) : null}
          {order.quoteValidUntil && order.status === 'pending_payment' ? (
            <p className="mt-1">{t(quoteExpired(order) ? 'quoteExpiredNotice' : 'quoteValidUntil', {date: formatDate(order.quoteValidUntil, dates)})}</p>
          ) : null}
          {actions?.(true)}
        </section>
      ) : null}
      {order.status === 'pending_payment' && payment.payable && !order.quotedAt ? <p className="mt-6 rounded-lg bg-amber-50 p-4 text-sm">{t('unpaidNotice')}</p> : null}
      {quote ? null : actions?.(false)}

      <h2 className="mt-10 text-xl font-semibold">{t('progress')}</h2>
      <div className="mt-4">
        <OrderTimeline status={order.status} quote={quote} kind={orderKind(order)} />
      </div>

      <OrderBriefs
        country={country}
        lang={lang}
        order={order}
        briefs={briefs}
        token={token}
        fileUrl={fileUrl}
        texts={{deliveryDays: (range) => tb('deliveryDays', range), deliveryDay: (count: number) => tb('deliveryDay', {count}), deliveryQuote: tb('deliveryQuote'), quote: tb('quotePrice')}}
      />

      <OrderDeliveries
        t={t}
        country={country}
        lang={lang}
        dates={dates}
        order={order}
        token={token}
        deliveries={deliveries}
        revisions={revisions}
        includedRevisions={includedRevisions}
        fileUrl={fileUrl}
        messages={{Order: messages.Order}}
      />

      <h2 className="mt-10 text-xl font-semibold">{t('items')}</h2>
      <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
        {order.items.map((item) => (
          <li key={`${item.itemType}-${item.itemId}`} className="flex justify-between gap-4 px-5 py-3 text-sm">
            <span>
              {item.title} × {item.quantity}
              <TierNote line={item} t={tiers} />
            </span>
            <span className="font-medium">{amount(item.lineAmount)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 px-5 py-3 font-bold">
          <span>{t('total')}</span>
          <span>{amount(order.amount)}</span>
        </li>
      </ul>
      {cashReceipt}
      {reviews}
      {conversation}
    </article>
  );
}
