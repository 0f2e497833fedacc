/** Canonical and hreflang links: every page exists in every country x language. */
import type {Metadata} from 'next';
import {PACKAGE_IDS, SERVICES} from '@/lib/catalog/catalog';
import {TEMPLATES} from '@/lib/catalog/templates';
import {COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode} from '@/lib/countries';
import {LANGUAGES, type Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';

export function hreflang(country: CountryCode, language: Language): string {
  return `${language}-${COUNTRIES[country].region}`;
}

export function alternates(country: CountryCode, language: Language, rest = ''): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const c of COUNTRY_CODES) {
    for (const l of LANGUAGES) languages[hreflang(c, l)] = localizedPath(c, l, rest);
  }
  languages['x-default'] = localizedPath(DEFAULT_COUNTRY, COUNTRIES[DEFAULT_COUNTRY].defaultLanguage, rest);
  return {canonical: localizedPath(country, language, rest), languages};
}

/** The public, indexable pages (the rest of a country path); the sitemap and the static-build check use it. */
export const PUBLIC_PATHS: readonly string[] = [
  '',
  '/services',
  '/packages',
  '/guide',
  '/templateshop',
  '/terms',
  '/privacy',
  ...SERVICES.map((s) => `/services/${s.id}`),
  ...PACKAGE_IDS.map((id) => `/packages/${id}`),
  ...TEMPLATES.map((t) => `/template/${t.id}`),
];
