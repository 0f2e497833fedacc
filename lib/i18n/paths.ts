/**
 * URL shapes. Every page is `/{country}/...` in the country's default language or
 * `/{country}/{lang}/...` in another one; the app's internal path always carries the language
 * (`/kr/ko/terms`), and the proxy maps short URLs onto it.
 * Pure functions: used by the proxy, server components and the switchers in the browser.
 */
import {COUNTRIES, isCountryCode, type CountryCode} from '@/lib/countries';
import {isLanguage, type Language} from '@/lib/i18n/languages';

export interface ParsedPath {
  country?: CountryCode;
  /** Set only when the URL spells the language out. */
  language?: Language;
  /** The rest of the path, '' or starting with '/'. */
  rest: string;
}

export function parsePath(pathname: string): ParsedPath {
  const segments = pathname.split('/');
  const first = segments[1];
  if (!isCountryCode(first)) return {rest: pathname === '/' ? '' : pathname};
  const second = segments[2];
  if (isLanguage(second)) {
    return {country: first, language: second, rest: segments.length > 3 ? '/' + segments.slice(3).join('/') : ''};
  }
  return {country: first, rest: segments.length > 2 ? '/' + segments.slice(2).join('/') : ''};
}

/** The public URL of a page: the language segment appears only when it is not the country's default. */
export function localizedPath(country: CountryCode, language: Language, rest = ''): string {
  const normalized = rest === '/' ? '' : rest;
  const lang = language === COUNTRIES[country].defaultLanguage ? '' : `/${language}`;
  return `/${country}${lang}${normalized}` || '/';
}

/** The app's internal path, which always names the language. */
export function internalPath(country: CountryCode, language: Language, rest = ''): string {
  return `/${country}/${language}${rest === '/' ? '' : rest}`;
}

/**
 * Where the country switcher goes: the chosen country replaces the first segment when that is a
 * country code, and is put in front of the path otherwise. An explicitly chosen language is kept.
 */
export function countrySwitchPath(pathname: string, target: CountryCode): string {
  const parsed = parsePath(pathname);
  if (!parsed.country) return `/${target}${parsed.rest}`;
  const language = parsed.language ?? COUNTRIES[target].defaultLanguage;
  return localizedPath(target, language, parsed.rest);
}

/** Where the language switcher goes: same country, same page, the chosen language. */
export function languageSwitchPath(pathname: string, target: Language): string {
  const parsed = parsePath(pathname);
  if (!parsed.country) return pathname;
  return localizedPath(parsed.country, target, parsed.rest);
}

/**
 * The spec's per-service checkout URLs (docs/storefront.md) keep working and show the one checkout page:
 * `/checkout3` and `/order-confirmation/3` are `/checkout/3` inside the app (the URL stays).
 */
export function pageAlias(rest: string): string {
  const match = /^\/(?:checkout(\d{1,3})|order-confirmation\/(\d{1,3}))\/?$/.exec(rest);
  return match ? `/checkout/${match[1] ?? match[2]}` : rest;
}

/**
 * The spec's payment return addresses (docs/storefront.md), which carry no country: `/payment-success.html` and
 * `/payment-fail.html` are the visitor's own success and fail pages (the proxy redirects to
 * them like any path without a country, query kept).
 */
const RETURN_ADDRESSES = new Map([
  ['/payment-success.html', '/payment/success'],
  ['/payment-fail.html', '/payment/fail'],
]);

/** The page a path without a country stands for: a return address's page, else the path itself. */
export function returnAddressAlias(rest: string): string {
  return RETURN_ADDRESSES.get(rest) ?? rest;
}
