/** The admin tabs' tables: a keyboard-reachable scroll box, and the orders' table the overview and the orders tab share. */
import type {ReactNode} from 'react';
import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {quotedAmount} from '@/lib/orders/quote-price';
import {OrderStatusBadge} from '@/components/orders/OrderTimeline';

/** An admin table in its own keyboard-reachable scroll box: at most 800 px high, or (`wide`) scrolling sideways only. */
export function ScrollTable({label, headers, wide, children}: {label: string; headers: string[]; wide?: boolean; children: ReactNode}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`${wide ? 'overflow-x-auto' : 'max-h-[800px] overflow-auto'} rounded-2xl border border-line bg-white`}>
      <table className="w-full text-left text-sm">
        <thead className={`${wide ? '' : 'sticky top-0 '}border-b border-line bg-paper text-muted`}>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** An order's row; `quotedAt` tells an unpriced quote request (listed as "to be quoted", never 0) from a priced order. */
export type Row = {id: string; number: string; customerName: string; customerEmail: string; currency: string; amount: number; status: string; quotedAt: Date | null; createdAt: Date};

export async function OrderTable({rows, country, lang}: {rows: Row[]; country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin');
  const to = await getTranslations('Order');
  const dates = countryDates(country, lang);
  if (!rows.length) return <p className="text-muted">{t('noOrders')}</p>;
  return (
    <ScrollTable label={t('tabs.orders')} headers={[t('number'), t('customer'), t('amount'), t('status'), t('date')]}>
      {rows.map((o) => (
        <tr key={o.id} className="border-b border-line last:border-0">
          <td className="px-4 py-3 font-medium">
            <Link href={localizedPath(country, lang, `/admin/orders/${o.number}`)} className="underline">
              {o.number}
            </Link>
          </td>
          <td className="px-4 py-3">
            {o.customerName}
            <span className="block text-xs text-muted">{o.customerEmail}</span>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            {quotedAmount(o, o.amount, (amount) => formatMoney({amount, currency: o.currency as CurrencyCode}, pageLocale(country, lang)), to('toBeQuoted'))}
          </td>
          <td className="px-4 py-3">
            <OrderStatusBadge status={o.status} dashboard />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(o.createdAt, dates, {length: 'medium', zone: false})}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
