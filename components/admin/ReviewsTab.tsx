import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import {adminQueries} from '@/lib/admin/queries';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {HideReviewForm} from './HideReviewForm';

/**
 * The owner's list of verified reviews (docs/orders.md#reviews), newest first, read from the database itself:
 * each with its order, item, rating and text as the buyer wrote it; a visible one can be hidden
 * with a reason (audited), a hidden one shows when and why. No review is ever edited here.
 */
export async function ReviewsTab({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin.reviews');
  const tr = await getTranslations('Reviews');
  const dates = countryDates(country, lang);
  const reviews = await adminQueries.reviews();
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('intro')}</p>
      {reviews.length ? (
        <ul className="mt-4 space-y-3">
          {reviews.map((r) => (
            <li key={r.id} data-hidden={r.hiddenAt ? 'true' : 'false'} className={`rounded-2xl border p-4 ${r.hiddenAt ? 'border-line bg-paper' : 'border-line bg-white'}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {r.title}{' '}
                  <Link href={localizedPath(country, lang, `/admin/orders/${r.orderNumber}`)} className="text-sm font-normal underline">
                    {r.orderNumber}
                  </Link>
                </p>
                <span className="text-sm text-muted">{formatDateTime(r.createdAt, dates, {length: 'medium', zone: false})}</span>
              </div>
              <p className="mt-1 text-sm">
                <span aria-hidden="true" className="text-accent">
                  {'★'.repeat(r.rating)}
                  {'☆'.repeat(5 - r.rating)}{' '}
                </span>
                <span className="sr-only">{tr('stars', {rating: r.rating})} · </span>
                <span className="text-muted">
                  {r.authorName}
                  {r.showWork ? ` · ${t('showsWork')}` : ''}
                </span>
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-sm">{r.text}</p>
              {r.hiddenAt ? (
                <p className="mt-3 rounded-lg bg-line/60 px-3 py-2 text-sm">
                  <span className="font-semibold">{t('hidden', {date: formatDateTime(r.hiddenAt, dates, {length: 'medium', zone: false})})}</span> {t('hiddenReason', {reason: r.hiddenReason ?? ''})}
                </p>
              ) : (
                <HideReviewForm reviewId={r.id} label={t('hideLabel', {item: r.title, order: r.orderNumber})} country={country} lang={lang} />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('empty')}</p>
      )}
    </section>
  );
}
