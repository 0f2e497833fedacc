import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {OrderQuery} from '@/lib/admin/orders';
import {adminQueries} from '@/lib/admin/queries';
import {type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {OrderStatusOptions} from '@/components/orders/OrderTimeline';
import {OrderTable} from './AdminTables';
import {buttonClass} from '@/components/ui/buttonClass';
import {INPUT} from '@/components/ui/Field';

export async function OrdersTab({country, lang, base, query}: {country: CountryCode; lang: Language; base: string; query: OrderQuery}) {
  const t = await getTranslations('Admin');
  const result = await adminQueries.orders(query);
  const pageLink = (page: number) => `${base}?${new URLSearchParams({tab: 'orders', ...(result.status ? {status: result.status} : {}), ...(result.q ? {q: result.q} : {}), page: String(page)})}`;
  return (
    <div className="space-y-5">
      <form method="get" action={base} role="search" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="orders" />
        <div>
          <label htmlFor="admin-status" className="text-sm font-medium">
            {t('filterStatus')}
          </label>
          <select id="admin-status" name="status" defaultValue={result.status ?? ''} className="mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-sm">
            <option value="">{t('allStatuses')}</option>
            <OrderStatusOptions />
          </select>
        </div>
        <div className="min-w-60 flex-1">
          <label htmlFor="admin-q" className="text-sm font-medium">
            {t('search')}
          </label>
          <input id="admin-q" name="q" type="search" defaultValue={result.q} maxLength={100} className={INPUT} />
        </div>
        <button type="submit" className={buttonClass({size: 'md'})}>
          {t('searchButton')}
        </button>
      </form>
      <OrderTable rows={result.orders} country={country} lang={lang} />
      <nav aria-label={t('pageOf', {page: result.page, pages: result.pages})} className="flex items-center justify-between text-sm">
        {result.page > 1 ? (
          <Link href={pageLink(result.page - 1)} className="underline">
            {t('previous')}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-muted">{t('pageOf', {page: result.page, pages: result.pages})}</span>
        {result.page < result.pages ? (
          <Link href={pageLink(result.page + 1)} className="underline">
            {t('next')}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
