import Link from 'next/link';
import {getMessages, getTranslations} from 'next-intl/server';
import type {OrderQuery} from '@/lib/admin/orders';
import {type CountryCode} from '@/lib/countries';
import {countryDates, zoneLabel} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {IntlScope} from '@/components/i18n/IntlScope';
import {CatalogTab} from './CatalogTab';
import {InboxTab} from './InboxTab';
import {OrderThreads} from './OrderThreads';
import {ReviewsTab} from './ReviewsTab';
import {OperationsTab} from './OperationsTab';
import {ShowcaseTab} from './ShowcaseTab';
import {AuditTab} from './AuditTab';
import {BriefsTab} from './BriefsTab';
import {OrdersTab} from './OrdersTab';
import {Overview} from './OverviewTab';
import {SettingsTab} from './SettingsTab';
import {UsersTab} from './UsersTab';
import {ADMIN_TABS, type AdminTab} from './tabs';

export {ADMIN_TABS, adminTab, type AdminTab} from './tabs';

interface Props {
  country: CountryCode;
  lang: Language;
  tab: AdminTab;
  admin: {id: string};
  query: OrderQuery;
}

/** The studio's control room: tabs in the URL (?tab=), each rendered on the server from the database. */
export async function AdminDashboard({country, lang, tab, admin, query}: Props) {
  const t = await getTranslations('Admin');
  const messages = await getMessages();
  const base = localizedPath(country, lang, '/admin');
  return (
    <IntlScope lang={lang} messages={{Admin: messages.Admin, Order: messages.Order, Seller: messages.Seller, Tiers: messages.Tiers}}>
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('dashboard')}</h1>
        <p className="mt-2 text-sm text-muted">{t('timesIn', {zone: zoneLabel(countryDates(country, lang))})}</p>
        <nav aria-label={t('tabsLabel')} className="mt-6 overflow-x-auto">
          <ul className="flex gap-2 border-b border-line">
            {ADMIN_TABS.map((name) => (
              <li key={name}>
                <Link
                  href={`${base}?tab=${name}`}
                  aria-current={tab === name ? 'page' : undefined}
                  className={`block whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${tab === name ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`}
                >
                  {t(`tabs.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8">
          {tab === 'overview' ? <Overview country={country} lang={lang} base={base} /> : null}
          {tab === 'orders' ? <OrdersTab country={country} lang={lang} base={base} query={query} /> : null}
          {tab === 'users' ? <UsersTab country={country} lang={lang} admin={admin} /> : null}
          {tab === 'briefs' ? <BriefsTab country={country} lang={lang} /> : null}
          {tab === 'inbox' ? (
            <>
              <OrderThreads country={country} lang={lang} />
              <InboxTab country={country} lang={lang} />
            </>
          ) : null}
          {tab === 'catalog' ? <CatalogTab country={country} lang={lang} /> : null}
          {tab === 'showcase' ? <ShowcaseTab country={country} lang={lang} /> : null}
          {tab === 'reviews' ? <ReviewsTab country={country} lang={lang} /> : null}
          {tab === 'settings' ? <SettingsTab country={country} lang={lang} /> : null}
          {tab === 'audit' ? <AuditTab country={country} lang={lang} /> : null}
          {tab === 'operations' ? <OperationsTab country={country} lang={lang} /> : null}
        </div>
      </section>
    </IntlScope>
  );
}
