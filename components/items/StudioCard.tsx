import {getTranslations} from 'next-intl/server';
import {getBusiness} from '@/lib/business/read';
import {COUNTRIES, COUNTRY_CODES, countryName, type CountryCode} from '@/lib/countries';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import {htmlLang, type Language} from '@/lib/i18n/languages';
import {shopReviewTotals} from '@/lib/orders/reviews/read';
import {FactList, replyFact} from './ItemFacts';
import {shopReplyTime} from '@/lib/orders/reply-time/read';
import {shopStudioRecord} from '@/lib/orders/studio-record/read';

/**
 * Who does the work (docs/storefront.md#item-pages): the studio's name (and its representative
 * where the owner gave one), then only what the shop's own records say: since when it has sold,
 * its completed orders, its verified reviews' average and count, its usual first reply in order
 * conversations, the languages of its completed orders and its country (from its opening hours'
 * time zone). Each line is left out while there is nothing to say; nothing is invented.
 */
export async function StudioCard({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('ItemPage.studio');
  const [business, record, reviews, replyMs] = await Promise.all([getBusiness(), shopStudioRecord(), shopReviewTotals(), shopReplyTime()]);
  const home = COUNTRY_CODES.find((code) => COUNTRIES[code].timeZone === business.hours.timeZone);
  const languageNames = new Intl.DisplayNames([htmlLang(lang)], {type: 'language'});
  const facts = [
    record.since ? {key: 'since', term: t('since'), value: formatDate(record.since, countryDates(country, lang))} : null,
    record.completed ? {key: 'completed', term: t('completed'), value: t('completedValue', {count: record.completed})} : null,
    reviews ? {key: 'rating', term: t('rating'), value: t('ratingValue', {average: reviews.average, count: reviews.count})} : null,
    await replyFact(replyMs),
    record.languages.length ? {key: 'languages', term: t('languages'), value: record.languages.map((l) => languageNames.of(l) ?? l).join(', ')} : null,
    home ? {key: 'country', term: t('country'), value: countryName(home, lang)} : null,
  ].filter((f) => f !== null);
  return (
    <section aria-labelledby="studio-card" className="mt-6 rounded-2xl border border-line bg-white p-5 text-sm" data-testid="studio-card">
      <h2 id="studio-card" className="text-xs font-semibold text-muted">
        {t('title')}
      </h2>
      <p className="mt-1 text-base font-semibold">{business.companyName}</p>
      {business.representative ? <p className="text-muted">{business.representative}</p> : null}
      {facts.length ? <FactList facts={facts} className="mt-3 grid grid-cols-2 gap-3" /> : null}
    </section>
  );
}
