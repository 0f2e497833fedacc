import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {adminQueries} from '@/lib/admin/queries';
import {JobButtons} from './JobButtons';

/**
 * The owner's view of the background jobs (docs/operations.md#background-jobs): the mails and
 * scheduled work that failed or wait, failed first, each with its order, attempts, last error and
 * next try, and Retry and Discard.
 */
export async function OperationsTab({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin.operations');
  const dates = countryDates(country, lang);
  const {jobs, backlog} = await adminQueries.operations();
  const when = (d: Date) => formatDateTime(d, dates, {length: 'medium', zone: false});
  return (
    <section aria-labelledby="operations-title">
      <h2 id="operations-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('intro')}</p>
      {backlog ? <p className="mt-2 text-sm">{t('backlog', {due: backlog.due, seconds: backlog.oldestDueS})}</p> : null}
      {jobs.length ? (
        <div role="region" aria-label={t('title')} tabIndex={0} className="mt-4 overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line bg-paper text-muted">
              <tr>
                {[t('kind'), t('state'), t('order'), t('attempts'), t('lastError'), t('nextTry'), t('actions')].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id} data-state={job.state} className="border-b border-line last:border-0 align-top">
                  <td className="px-4 py-3 font-medium whitespace-nowrap">{job.kind}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{t(`states.${job.state}`)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {job.orderNumber ? (
                      <Link href={localizedPath(country, lang, `/admin/orders/${job.orderNumber}`)} className="underline">
                        {job.orderNumber}
                      </Link>
                    ) : (
                      '-'
                    )}
                  </td>
                  <td className="px-4 py-3">{job.attempts}</td>
                  <td className="max-w-md px-4 py-3 break-words text-muted">{job.lastError ?? '-'}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{job.nextTry ? when(job.nextTry) : '-'}</td>
                  <td className="px-4 py-3">{job.state === 'active' ? null : <JobButtons id={job.id} queue={job.queue} label={t('jobLabel', {kind: job.kind})} country={country} lang={lang} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('empty')}</p>
      )}
    </section>
  );
}
