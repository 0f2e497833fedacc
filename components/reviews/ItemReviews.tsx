import {getTranslations} from 'next-intl/server';
import {countryName, isCountryCode, type CountryCode} from '@/lib/countries';
import {TIER_KEYS, type TierKey} from '@/lib/catalog/tiers/shapes';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import type {ReviewSummary} from '@/lib/orders/reviews/store';

/**
 * An item page's verified reviews: the average, the count and the latest ones, each with the
 * delivered pictures its buyer allowed to be shown, the tier bought and the buyer's country. Nothing at all while the item has no visible
 * review (no invented rating).
 */
export async function ItemReviews({summary, country, lang}: {summary: ReviewSummary; country: CountryCode; lang: Language}) {
  if (!summary.count || summary.average === null) return null;
  const t = await getTranslations('Reviews');
  const tiers = await getTranslations('Tiers');
  const dates = countryDates(country, lang);
  return (
    <section aria-labelledby="item-reviews" className="mt-14">
      <h2 id="item-reviews" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-muted">
        <span aria-hidden="true" className="text-accent">
          ★{' '}
        </span>
        {t('summary', {average: summary.average, count: summary.count})}
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {summary.latest.map((review) => (
          <li key={review.id} className="rounded-2xl border border-line bg-white p-5 text-sm">
            <p className="font-semibold">
              <span aria-hidden="true" className="text-accent">
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}{' '}
              </span>
              <span className="sr-only">{t('stars', {rating: review.rating})}</span>
            </p>
            <p className="mt-2 whitespace-pre-line">{review.text}</p>
            {review.work.length ? (
              // The delivered pictures the buyer allowed to be shown (public only while the review is visible: lib/orders/shown-work).
              <ul aria-label={t('work', {name: review.authorName})} className="mt-3 flex gap-2">
                {review.work.map((id, index) => (
                  <li key={id}>
                    <a href={`/uploads/${id}?inline=1`} target="_blank" rel="noopener" className="block overflow-hidden rounded-lg border border-line">
                      {/* eslint-disable-next-line @next/next/no-img-element -- a delivered file served by /uploads with its access rules, not a catalogue picture */}
                      <img
                        src={`/uploads/${id}?inline=1`}
                        alt={t('workPicture', {n: index + 1, name: review.authorName})}
                        width={96}
                        height={96}
                        loading="lazy"
                        decoding="async"
                        className="h-24 w-24 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-3 text-xs text-muted">
              {t('by', {name: review.authorName, date: formatDate(review.createdAt, dates)})}
              {isCountryCode(review.country) ? <> · {t('from', {country: countryName(review.country, lang)})}</> : null}
              {review.tier && (TIER_KEYS as readonly string[]).includes(review.tier) ? <> · {t('bought', {tier: tiers(`names.${review.tier as TierKey}`)})}</> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
