import type {ReactNode} from 'react';
import Link from 'next/link';
import {getMessages, getTranslations} from 'next-intl/server';
import type {OrderQuery} from '@/lib/admin/orders';
import {adminQueries} from '@/lib/admin/queries';
import {COUNTRY_CODES, countryName, pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import {WEEKDAYS} from '@/lib/business/details';
import {countryDates, formatDate, formatDateTime, zoneLabel} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {fullName} from '@/lib/auth/display-name';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {IntlScope} from '@/components/i18n/IntlScope';
import {OrderStatusBadge, OrderStatusOptions} from '@/components/orders/OrderTimeline';
import {BriefStatusButtons, RoleButton} from './actions';
import {BusinessForm, type BusinessFormLabels} from './BusinessForm';
import {CatalogTab} from './CatalogTab';
import {InboxTab} from './InboxTab';
import {OrderThreads} from './OrderThreads';
import {ReviewsTab} from './ReviewsTab';
import {ShowcaseTab} from './ShowcaseTab';
import {particle} from '@/lib/i18n/particles';
import {buttonClass} from '@/components/ui/buttonClass';

export const ADMIN_TABS = ['overview', 'orders', 'users', 'briefs', 'inbox', 'catalog', 'showcase', 'reviews', 'settings', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function adminTab(value: string | string[] | undefined): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(String(value)) ? (value as AdminTab) : 'overview';
}

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
        </div>
      </section>
    </IntlScope>
  );
}

/** An admin table in its own keyboard-reachable scroll box: at most 800 px high, or (`wide`) scrolling sideways only. */
function ScrollTable({label, headers, wide, children}: {label: string; headers: string[]; wide?: boolean; children: ReactNode}) {
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

type Row = {id: string; number: string; customerName: string; customerEmail: string; currency: string; amount: number; status: string; createdAt: Date};

async function OrderTable({rows, country, lang}: {rows: Row[]; country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin');
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
          <td className="px-4 py-3 whitespace-nowrap">{formatMoney({amount: o.amount, currency: o.currency as CurrencyCode}, pageLocale(country, lang))}</td>
          <td className="px-4 py-3">
            <OrderStatusBadge status={o.status} dashboard />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(o.createdAt, dates, {length: 'medium', zone: false})}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

async function Overview({country, lang, base}: {country: CountryCode; lang: Language; base: string}) {
  const t = await getTranslations('Admin');
  const {stats, recent} = await adminQueries.overview();
  const krw = (amount: number) => formatMoney({amount, currency: 'KRW'}, pageLocale(country, lang));
  const cards: [string, string, string][] = [
    [t('stats.members'), String(stats.members), t('stats.newToday', {count: stats.newMembersToday})],
    [t('stats.orders'), String(stats.orders), t('stats.pending', {count: stats.pendingOrders})],
    [t('stats.revenue'), krw(stats.revenueKrw), stats.monthlyGrowth === null ? t('stats.growthNone') : t('stats.growth', {value: (stats.monthlyGrowth > 0 ? '+' : '') + stats.monthlyGrowth})],
    [t('stats.today'), krw(stats.todayKrw), t('stats.completed', {count: stats.completedOrders})],
  ];
  return (
    <div className="space-y-10">
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

async function OrdersTab({country, lang, base, query}: {country: CountryCode; lang: Language; base: string; query: OrderQuery}) {
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
          <input id="admin-q" name="q" type="search" defaultValue={result.q} maxLength={100} className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm" />
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

export async function UsersTab({country, lang, admin}: {country: CountryCode; lang: Language; admin: {id: string}}) {
  const t = await getTranslations('Admin');
  const dates = countryDates(country, lang);
  const members = await adminQueries.members();
  if (!members.length) return <p className="text-muted">{t('noMembers')}</p>;
  return (
    <ScrollTable label={t('tabs.users')} headers={['ID', t('username'), t('email'), t('name'), t('phone'), t('joined'), t('role'), t('orderCount'), t('actions')]} wide>
      {members.map((m) => (
        <tr key={m.id} className="border-b border-line last:border-0">
          <td className="px-4 py-3 font-mono text-xs" title={m.id}>
            {m.id.slice(0, 8)}
          </td>
          <td className="px-4 py-3 font-medium">{m.username}</td>
          <td className="px-4 py-3">{m.email}</td>
          <td className="px-4 py-3">{fullName(m, lang)}</td>
          <td className="px-4 py-3">{m.phone}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDate(m.createdAt, dates, 'medium')}</td>
          <td className="px-4 py-3">{m.role === 'ADMIN' ? t('roleAdmin') : t('roleUser')}</td>
          <td className="px-4 py-3">{m._count.orders}</td>
          <td className="px-4 py-3">{m.id === admin.id ? <span className="text-xs text-muted">{t('you')}</span> : <RoleButton userId={m.id} role={m.role} country={country} lang={lang} />}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

async function BriefsTab({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin');
  const tb = await getTranslations('Brief');
  const tp = await getTranslations('Profile');
  const dates = countryDates(country, lang);
  const {briefs, numbers: orders} = await adminQueries.briefs();
  if (!briefs.length) return <p className="text-muted">{t('noBriefs')}</p>;
  const option = (group: 'style' | 'colorTone' | 'usage', value: string) =>
    tb.has(`options.${group}.${value}` as 'options.style.modern') ? tb(`options.${group}.${value}` as 'options.style.modern') : value;
  return (
    <div role="region" aria-label={t('tabs.briefs')} tabIndex={0} className="max-h-[800px] overflow-auto">
      <ul className="space-y-4">
        {briefs.map((b) => {
          const number = b.orderId ? orders.get(b.orderId) : undefined;
          return (
            <li key={b.id} className="rounded-2xl border border-line bg-white p-5 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">{b.serviceName}</p>
                  <p className="text-muted">
                    {t('applicant')}: {b.applicant === 'guest' ? t('guest') : b.applicant} {b.applicantEmail ? `(${b.applicantEmail})` : ''} ·{' '}
                    {formatDateTime(b.createdAt, dates, {length: 'medium', zone: false})}
                  </p>
                  <p className="mt-1">{t('briefStatus', {status: tp(`briefStatus.${b.status}`)})}</p>
                </div>
                <BriefStatusButtons briefId={b.id} status={b.status} country={country} lang={lang} />
              </div>
              <dl className="mt-3 grid gap-1 sm:grid-cols-[10rem_1fr]">
                <dt className="text-muted">{t('options')}</dt>
                <dd>{[...b.style.map((v) => option('style', v)), ...b.colorTone.map((v) => option('colorTone', v)), ...b.usage.map((v) => option('usage', v))].join(', ')}</dd>
                {b.additionalRequests ? (
                  <>
                    <dt className="text-muted">{t('requests')}</dt>
                    <dd className="whitespace-pre-line">{b.additionalRequests}</dd>
                  </>
                ) : null}
                {b.referenceNotes ? (
                  <>
                    <dt className="text-muted">{t('notes')}</dt>
                    <dd className="whitespace-pre-line">{b.referenceNotes}</dd>
                  </>
                ) : null}
                {number ? (
                  <>
                    <dt className="text-muted">{t('linkedOrder')}</dt>
                    <dd>
                      <Link href={localizedPath(country, lang, `/admin/orders/${number}`)} className="underline">
                        {number}
                      </Link>
                    </dd>
                  </>
                ) : null}
              </dl>
              {b.files.length ? (
                <ul className="mt-3 flex flex-wrap gap-3">
                  {b.files.map((f) => (
                    <li key={f.id}>
                      <a href={f.url} download className="block w-28 text-xs underline">
                        {f.contentType.startsWith('image/') ? (
                          // A private file, served by our own route to admins only: next/image cannot fetch it.
                          // eslint-disable-next-line @next/next/no-img-element
                          <img src={`${f.url}?inline=1`} alt="" width={112} height={112} loading="lazy" className="mb-1 h-28 w-28 rounded-lg border border-line object-cover" />
                        ) : null}
                        {f.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

async function SettingsTab({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin.settings');
  const dates = countryDates(country, lang);
  const {settings: s, business} = await adminQueries.settings();
  const weekday = new Intl.DateTimeFormat(lang, {weekday: 'long', timeZone: 'UTC'});
  const labels: BusinessFormLabels = {
    countries: Object.fromEntries(COUNTRY_CODES.map((code) => [code, countryName(code, lang)])) as BusinessFormLabels['countries'],
    weekdays: WEEKDAYS.map((d) => weekday.format(new Date(Date.UTC(2024, 0, 1 + d)))),
  };
  const rows: [string, string][] = [
    [t('database'), `${s.database.kind === 'embedded' ? t('embedded') : t('postgres')} · ${s.database.reachable ? t('reachable') : t('unreachable')}`],
    [t('migrations'), `${s.database.migrationsApplied} / ${s.database.migrationsCommitted}${s.database.latestMigration ? ` (${s.database.latestMigration})` : ''}`],
    [t('mail'), s.mail.kind === 'smtp' ? t('smtp', {host: s.mail.host}) : t('outbox')],
    [t('storage'), s.storage.kind === 's3' ? t('s3', {bucket: s.storage.bucket}) : t('local')],
    [`${t('payments')}: Toss Payments`, t(s.payments.toss)],
    [`${t('payments')}: Stripe`, t(s.payments.stripe)],
    [t('version'), `v${s.version}`],
    [t('buildTime'), s.builtAt ? formatDateTime(s.builtAt, dates, {length: 'medium', zone: false}) : t('unknown')],
  ];
  return (
    <div className="space-y-8">
      <BusinessForm initial={business} labels={labels} country={country} lang={lang} />
      <section aria-labelledby="system-title">
        <h2 id="system-title" className="text-xl font-bold">
          {t('systemTitle')}
        </h2>
        <dl lang={lang} className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-3 px-5 py-3 text-sm">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium" data-setting={label}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

async function AuditTab({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin.audit');
  const ta = await getTranslations('Admin');
  const dates = countryDates(country, lang);
  const entries = await adminQueries.audit();
  if (!entries.length) return <p className="text-muted">{t('empty')}</p>;
  const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
  return (
    <ScrollTable label={ta('tabs.audit')} headers={[t('when'), t('who'), t('action'), t('target'), t('change')]}>
      {entries.map((e) => (
        <tr key={e.id} className="border-b border-line align-top last:border-0">
          <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(e.createdAt, dates, {length: 'medium', seconds: true, zone: false})}</td>
          <td className="px-4 py-3">{e.actorEmail}</td>
          <td className="px-4 py-3 font-mono text-xs">{e.action}</td>
          <td className="px-4 py-3 font-mono text-xs">
            {e.targetType} {e.targetId.slice(0, 8)}
          </td>
          <td className="px-4 py-3 font-mono text-xs break-all">
            {show(e.before)} → {show(e.after)}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
