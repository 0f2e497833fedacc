/** Route params of every storefront page: `/{country}/{lang}/...` (internal path). */
import {notFound} from 'next/navigation';
import {setRequestLocale} from 'next-intl/server';
import {COUNTRY_CODES, isCountryCode, type CountryCode} from '@/lib/countries';
import {LANGUAGES, isLanguage, type Language} from '@/lib/i18n/languages';
import {PRERENDERED_PAIRS} from '@/lib/i18n/prerendered';

export interface PageParams {
  country: string;
  lang: string;
}

export function allPageParams(): PageParams[] {
  return COUNTRY_CODES.flatMap((country) => LANGUAGES.map((lang) => ({country, lang})));
}

/** The pages `next build` prerenders (lib/i18n/prerendered.ts); the rest render on first request. */
export function prerenderedPageParams(): PageParams[] {
  return PRERENDERED_PAIRS.map(({country, lang}) => ({country, lang}));
}

/** Validates the params and makes the page render statically in that language. */
export async function resolvePageParams(params: Promise<PageParams>): Promise<{country: CountryCode; lang: Language}> {
  const {country, lang} = await params;
  if (!isCountryCode(country) || !isLanguage(lang)) notFound();
  setRequestLocale(lang);
  return {country, lang};
}
