import {getFormatter, getTranslations} from 'next-intl/server';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney} from '@/lib/money';

/** The customer timeline (DECISIONS: Orders): earlier steps done, the current one in progress. */
const TIMELINE = ['quote_review', 'order_received', 'in_progress', 'draft_delivered', 'completed'] as const;

interface Props {
  country: CountryCode;
  lang: Language;
  joined: boolean;
  order: {
    number: string;
    status: string;
    createdAt: Date;
    currency: string;
    amount: number;
    items: {itemType: string; itemId: string; title: string; quantity: number; lineAmount: number}[];
  };
}

/** An order and its progress: for its owner, an admin, or the holder of the guest link. */
export async function OrderView({country, lang, order, joined}: Props) {
  const t = await getTranslations('Order');
  const format = await getFormatter();
  const money = (amount: number) => formatMoney({amount, currency: order.currency as CurrencyCode}, pageLocale(country, lang));
  const status = order.status as (typeof TIMELINE)[number] | 'pending_payment' | 'cancelled' | 'refunded';
  // An unknown status looks like quote_review (spec); a paid order starts at order_received.
  const current = TIMELINE.indexOf(status as (typeof TIMELINE)[number]);
  const off = status === 'pending_payment' || status === 'cancelled' || status === 'refunded';
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      {joined ? <p className="mb-6 rounded-lg bg-green-50 p-3 text-sm text-green-800">{t('joined')}</p> : null}
      <h1 className="text-3xl font-bold tracking-tight">{t('title', {number: order.number})}</h1>
      <p className="mt-2 text-muted">{t('placed', {date: format.dateTime(order.createdAt, {dateStyle: 'long'})})}</p>
      <p className="mt-4 inline-block rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-paper" data-status={order.status}>
        {t.has(`statuses.${status}`) ? t(`statuses.${status}`) : t('statuses.quote_review')}
      </p>
      <h2 className="mt-10 text-xl font-semibold">{t('progress')}</h2>
      <ol className="mt-4 space-y-3">
        {TIMELINE.map((step, i) => {
          const state = off ? 'upcoming' : i < Math.max(current, 0) ? 'done' : i === Math.max(current, 0) ? 'current' : 'upcoming';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="flex items-center gap-3">
              <span aria-hidden="true" className={`h-3 w-3 rounded-full ${state === 'done' ? 'bg-green-600' : state === 'current' ? 'bg-accent' : 'bg-line'}`} />
              <span className={state === 'upcoming' ? 'text-muted' : 'font-medium'}>{t(`statuses.${step}`)}</span>
              <span className="text-xs text-muted">{t(`stepStates.${state}`)}</span>
            </li>
          );
        })}
      </ol>
      <h2 className="mt-10 text-xl font-semibold">{t('items')}</h2>
      <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
        {order.items.map((item) => (
          <li key={`${item.itemType}-${item.itemId}`} className="flex justify-between gap-4 px-5 py-3 text-sm">
            <span>
              {item.title} × {item.quantity}
            </span>
            <span className="font-medium">{money(item.lineAmount)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 px-5 py-3 font-bold">
          <span>{t('total')}</span>
          <span>{money(order.amount)}</span>
        </li>
      </ul>
    </article>
  );
}
