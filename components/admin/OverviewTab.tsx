import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import {adminQueries} from '@/lib/admin/queries';
import {pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney} from '@/lib/money';
import {OrderTable} from './AdminTables';
import {SellerMissing} from './SellerMissing';
import {ADMIN_TABS} from './tabs';
import {particle} from '@/lib/i18n/particles';
import {buttonClass} from '@/components/ui/buttonClass';

export async function Overview({country, lang, base}: {country: CountryCode; lang: Language; base: string}) {
  const t = await getTranslations('Admin');
  const {stats, recent, business, koreaLive} = await adminQueries.overview();
  const krw = (amount: number) => formatMoney({amount, currency: 'KRW'}, pageLocale(country, lang));
  const cards: [string, string, string][] = [
    [t('stats.members'), String(stats.members), t('stats.newToday', {count: stats.newMembersToday})],
    [t('stats.orders'), String(stats.orders), t('stats.pending', {count: stats.pendingOrders})],
    [t('stats.revenue'), krw(stats.revenueKrw), stats.monthlyGrowth === null ? t('stats.growthNone') : t('stats.growth', {value: (stats.monthlyGrowth > 0 ? '+' : '') + stats.monthlyGrowth})],
    [t('stats.today'), krw(stats.todayKrw), t('stats.completed', {count: stats.completedOrders})],
  ];
  return (
    <div className="space-y-10">
      <SellerMissing business={business} koreaLive={koreaLive} lang={lang} settingsHref={`${base}?tab=settings`} />
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(([label, value, sub]) => (
          <div key={label} className="rounded-2xl border border-line bg-white p-5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-2 text-2xl font-bold">{value}</dd>
            <dd className="mt-1 text-sm text-muted">{sub}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="admin-recent">
        <h2 id="admin-recent" className="mb-4 text-xl font-semibold">
          {t('recentOrders')}
        </h2>
        <OrderTable rows={recent} country={country} lang={lang} />
      </section>
      <section aria-labelledby="admin-quick">
        <h2 id="admin-quick" className="mb-4 text-xl font-semibold">
          {t('quickActions')}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {ADMIN_TABS.filter((name) => name !== 'overview').map((name) => (
            <li key={name}>
              <Link href={`${base}?tab=${name}`} className={buttonClass({variant: 'secondaryOnPaper', size: 'md', className: 'inline-block'})}>
                {t('goTo', {tab: t(`tabs.${name}`), tabJosa: particle(t(`tabs.${name}`), '으로/로')})}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
