/**
 * The country and language pairs `next build` prerenders: every country in its own language and in
 * English, what a first visitor is sent to (a country's short URLs, and English for the rest of the
 * world). Every other language of a country renders on its first request and is cached from then
 * on like the prerendered pages (the page cache, lib/cache/handlers/pages.mjs), so a build on two
 * cores prerenders 9 of the 30 pairs (docs/performance.md, "The first start"). Read by the
 * storefront layout's generateStaticParams and by scripts/check-static.mts.
 */
import {COUNTRIES, COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

export const PRERENDERED_PAIRS: readonly {country: CountryCode; lang: Language}[] = COUNTRY_CODES.flatMap((country) =>
  [...new Set<Language>([COUNTRIES[country].defaultLanguage, 'en'])].map((lang) => ({country, lang})),
);
