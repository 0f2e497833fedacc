import {getTranslations} from 'next-intl/server';
import {adminQueries} from '@/lib/admin/queries';
import {COUNTRY_CODES, countryName, type CountryCode} from '@/lib/countries';
import {WEEKDAYS} from '@/lib/business/details';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import type {BusinessFormLabels} from './BusinessForm';
import {BusinessForm} from './TabForms';

export async function SettingsTab({country, lang}: {country: CountryCode; lang: Language}) {
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
