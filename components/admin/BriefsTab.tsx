import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import {adminQueries} from '@/lib/admin/queries';
import {type CountryCode} from '@/lib/countries';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {BriefStatusButtons} from './AdminButtons';

export async function BriefsTab({country, lang}: {country: CountryCode; lang: Language}) {
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
