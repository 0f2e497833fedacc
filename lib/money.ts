/**
 * Money: integer amounts in the currency's minor unit (KRW and VND have none), one price rule and
 * one formatter (docs/architecture.md#the-layers).
 */
import {COUNTRIES, type CountryCode, type CurrencyCode} from '@/lib/countries';

export interface Money {
  /** Integer amount in the currency's minor unit. */
  amount: number;
  currency: CurrencyCode;
}

const DIGITS: Record<CurrencyCode, 0 | 2> = {KRW: 0, VND: 0, USD: 2, AUD: 2, CNY: 2, MYR: 2};

export function currencyDigits(currency: CurrencyCode): 0 | 2 {
  return DIGITS[currency];
}

/**
 * A country's price for a KRW base price: base x the country's multiplier, rounded once (half up)
 * to the currency's minor unit. Computed in integers (the multiplier in millionths) so no float
 * error can move a price by a cent.
 */
export function localPrice(krwBase: number, country: CountryCode): Money {
  if (!Number.isSafeInteger(krwBase) || krwBase < 0) throw new RangeError(`KRW base price must be a non-negative integer, got ${krwBase}`);
  const {currency, priceMultiplier} = COUNTRIES[country];
  const millionths = Math.round(priceMultiplier * 1_000_000);
  const scaled = krwBase * millionths * 10 ** DIGITS[currency];
  if (!Number.isSafeInteger(scaled + 500_000)) throw new RangeError(`KRW base price ${krwBase} is too large to convert exactly`);
  return {amount: Math.floor((scaled + 500_000) / 1_000_000), currency};
}

/**
 * The steps a derived price is rounded to, in minor units: whole dollars, ringgit and yuan, 100
 * won, 1,000 dong. A market's price is a price a shop would set, not a conversion's leftover cents.
 */
const PRICE_STEP: Record<CurrencyCode, number> = {USD: 100, AUD: 100, CNY: 100, MYR: 100, KRW: 100, VND: 1_000};

/**
 * A country's suggested price for a KRW base price (docs/admin.md#prices-and-the-catalogue): the base converted by localPrice,
 * then rounded half up to the market's price point (never below one step for a priced item).
 * It is what a country is charged while the owner has set no price of its own there.
 */
export function derivedPrice(krwBase: number, country: CountryCode): Money {
  const exact = localPrice(krwBase, country);
  const step = PRICE_STEP[exact.currency];
  const rounded = Math.floor((exact.amount + step / 2) / step) * step;
  return {amount: krwBase > 0 ? Math.max(step, rounded) : 0, currency: exact.currency};
}

/**
 * The KRW equivalent of an amount in a country's currency (the inverse of localPrice, rounded half
 * up to the won): how a quote priced in the customer's currency is counted in KRW revenue.
 */
export function krwEquivalent(amount: number, country: CountryCode): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a non-negative integer, got ${amount}`);
  const {currency, priceMultiplier} = COUNTRIES[country];
  const millionths = Math.round(priceMultiplier * 1_000_000);
  const scaled = amount * 1_000_000;
  const divisor = millionths * 10 ** DIGITS[currency];
  return Math.floor((scaled + Math.floor(divisor / 2)) / divisor);
}

/**
 * A typed amount in major units ("299", "12.5", "1,250.00") as minor units; null when it is not one
 * (too many decimals, letters, a comma that does not group thousands: "12,50" is refused, never
 * read as 1,250). A currency without decimals may group its thousands with dots ("5.382.000").
 */
export function toMinorUnits(text: string, digits: 0 | 2): number | null {
  let clean = text.trim().replace(/\s/g, '');
  if (clean.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(clean)) return null;
  clean = clean.replace(/,/g, '');
  if (digits === 0 && /^\d{1,3}(\.\d{3})+$/.test(clean)) clean = clean.replace(/\./g, '');
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(clean);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** How an amount of each currency may be written around its figures: its code and symbols. */
const MARKS: Record<CurrencyCode, readonly string[]> = {
  USD: ['USD', 'US$', '$'],
  AUD: ['AUD', 'AU$', 'A$', '$'],
  KRW: ['KRW', '₩', '원'],
  VND: ['VND', '₫', 'đ'],
  CNY: ['CNY', 'CN¥', '¥', '元'],
  MYR: ['MYR', 'RM'],
};

/**
 * What the studio types as an amount of the order's currency, in its major unit ("$12.50",
 * "12.50", "₩12,500", "5.382.000 ₫"), as minor units for the server (1250, 12500, 5382000); null
 * when it is not an amount of that currency. The currency's own code or symbol may stand before or
 * after the figures; its digits (currencyDigits) decide how many decimals it may have.
 */
export function majorToMinor(text: string, currency: CurrencyCode): number | null {
  let clean = text.trim();
  const mark = (at: 'start' | 'end') => MARKS[currency].find((m) => (at === 'start' ? clean.toUpperCase().startsWith(m.toUpperCase()) : clean.toUpperCase().endsWith(m.toUpperCase())));
  const before = mark('start');
  if (before) clean = clean.slice(before.length).trim();
  const after = mark('end');
  if (after) clean = clean.slice(0, clean.length - after.length).trim();
  return toMinorUnits(clean, DIGITS[currency]);
}

/** Formats minor units for display in the page's locale (e.g. "ja-KR", "en-US"). */
export function formatMoney({amount, currency}: Money, locale: string): string {
  const digits = DIGITS[currency];
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits});
    // Locales come from a closed set (language x country), so the cache stays small.
    moneyFormats.set(key, format);
  }
  return format.format(amount / 10 ** digits);
}

/** Building an Intl.NumberFormat costs far more than formatting with one: one per locale and currency. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The amount as a plain decimal string in major units ("218.27", "299000"), for structured data and providers. */
export function decimalAmount({amount, currency}: Money): string {
  const digits = DIGITS[currency];
  return (amount / 10 ** digits).toFixed(digits);
}
