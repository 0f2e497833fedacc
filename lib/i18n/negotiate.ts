/**
 * The request proxy's decisions, as pure functions of the request (docs/storefront.md#countries-languages-and-urls).
 * - No valid country prefix: one 307 to the detected country (saved cookie, CDN header,
 *   Accept-Language region, else us), path and query kept, language decided in the same hop.
 *   The payment return addresses (`/payment-success.html`, `/payment-fail.html`, docs/storefront.md) go to
 *   that country's success and fail pages the same way.
 * - `/{country}/{its default language}/...`: 308 to the short URL.
 * - `/{country}/...` (short): served in the default language, unless the visitor chose another
 *   (cookie) or, on a first visit, prefers another (Accept-Language): then 307 to that URL.
 * - Everything else under a country is rewritten to the internal `/{country}/{lang}/...` path.
 */
import {COUNTRIES, DEFAULT_COUNTRY, countryForRegion, isCountryCode, type CountryCode} from '@/lib/countries';
import {isLanguage, type Language} from '@/lib/i18n/languages';
import {internalPath, localizedPath, pageAlias, parsePath, returnAddressAlias} from '@/lib/i18n/paths';

/** CDN headers carrying the visitor's country, in the order we trust them. */
export const GEO_HEADERS = ['x-vercel-ip-country', 'cf-ipcountry', 'cloudfront-viewer-country'] as const;

export interface LanguageRange {
  language: string;
  region?: string;
  q: number;
}

/** Parses an Accept-Language header into ranges, most preferred first. Malformed parts are skipped. */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: (LanguageRange & {index: number})[] = [];
  header.split(',').forEach((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const match = /^([a-zA-Z]{1,8})(?:-([a-zA-Z0-9]{1,8}))*$/.exec(tag.trim());
    if (!match || tag === '*') return;
    const subtags = tag.trim().split('-');
    const language = subtags[0]!.toLowerCase();
    // The region is the first two-letter subtag after the language (zh-Hans-CN -> CN).
    const region = subtags
      .slice(1)
      .find((s) => /^[a-zA-Z]{2}$/.test(s))
      ?.toUpperCase();
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (q > 0) ranges.push({language, region, q, index});
  });
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index).map(({language, region, q}) => ({language, region, q}));
}

/** The visitor's most preferred language that we have, if any. */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language | undefined {
  return parseAcceptLanguage(acceptLanguage)
    .map((r) => r.language)
    .find(isLanguage);
}

export interface DetectionInput {
  cookieCountry?: string;
  /** Header name (lower case) -> value. */
  headers: Partial<Record<(typeof GEO_HEADERS)[number] | 'accept-language', string | null | undefined>>;
}

export function detectCountry({cookieCountry, headers}: DetectionInput): CountryCode {
  if (isCountryCode(cookieCountry)) return cookieCountry;
  for (const name of GEO_HEADERS) {
    const country = countryForRegion(headers[name]);
    if (country) return country;
  }
  for (const range of parseAcceptLanguage(headers['accept-language'])) {
    const country = countryForRegion(range.region);
    if (country) return country;
  }
  return DEFAULT_COUNTRY;
}

export interface RoutingRequest extends DetectionInput {
  pathname: string;
  /** The query string including its leading '?', or ''. */
  search: string;
  cookieLanguage?: string;
}

export type RoutingDecision = {kind: 'redirect'; status: 307 | 308; location: string; rememberLanguage?: Language} | {kind: 'rewrite'; pathname: string; country: CountryCode; language: Language};

/**
 * The language a short URL should show. A saved choice wins; a visitor with no saved preference
 * at all (no language and no country cookie: a first visit) gets their browser's language.
 */
function wantedLanguage(country: CountryCode, req: RoutingRequest): {language: Language; fromBrowser: boolean} {
  if (isLanguage(req.cookieLanguage)) return {language: req.cookieLanguage, fromBrowser: false};
  const firstVisit = req.cookieLanguage === undefined && req.cookieCountry === undefined;
  const browser = firstVisit ? preferredLanguage(req.headers['accept-language']) : undefined;
  return browser ? {language: browser, fromBrowser: true} : {language: COUNTRIES[country].defaultLanguage, fromBrowser: false};
}

export function route(req: RoutingRequest): RoutingDecision {
  const parsed = parsePath(req.pathname);

  if (!parsed.country) {
    const country = detectCountry(req);
    // A language typed without a country (/ja/templateshop) is an explicit choice for this URL.
    const [, typed, ...tail] = parsed.rest.split('/');
    if (isLanguage(typed)) {
      const rest = tail.length ? '/' + tail.join('/') : '';
      return {kind: 'redirect', status: 307, location: localizedPath(country, typed, rest) + req.search};
    }
    const wanted = wantedLanguage(country, req);
    // The payment return addresses (/payment-success.html) go to this visitor's page.
    const location = localizedPath(country, wanted.language, returnAddressAlias(parsed.rest)) + req.search;
    const remember = wanted.fromBrowser && wanted.language !== COUNTRIES[country].defaultLanguage;
    return {kind: 'redirect', status: 307, location, rememberLanguage: remember ? wanted.language : undefined};
  }

  const {country} = parsed;
  const defaultLanguage = COUNTRIES[country].defaultLanguage;

  if (parsed.language) {
    if (parsed.language === defaultLanguage) {
      return {kind: 'redirect', status: 308, location: localizedPath(country, defaultLanguage, parsed.rest) + req.search};
    }
    return {kind: 'rewrite', pathname: internalPath(country, parsed.language, pageAlias(parsed.rest)), country, language: parsed.language};
  }

  const wanted = wantedLanguage(country, req);
  if (wanted.language !== defaultLanguage) {
    return {
      kind: 'redirect',
      status: 307,
      location: localizedPath(country, wanted.language, parsed.rest) + req.search,
      rememberLanguage: wanted.fromBrowser ? wanted.language : undefined,
    };
  }
  return {kind: 'rewrite', pathname: internalPath(country, defaultLanguage, pageAlias(parsed.rest)), country, language: defaultLanguage};
}
