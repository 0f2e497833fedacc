/**
 * The one formatter of dates and times a visitor, a customer or the studio reads: in the page's
 * language and country (pageLocale: "ko-KR", "en-AU") and in the shop's time zone (the country's
 * main zone, lib/countries), never the server's own (usually UTC) nor the browser's: the server and
 * the browser then write the same text for the same moment (a page rendered on the server hydrates
 * without a mismatch), pages and mails agree, and a date picked as "the 20th" reads as the 20th.
 * A time of day carries its zone's name ("2026년 11월 24일 오후 3:05 (대한민국 시간)"), a calendar
 * date does not. Plain functions (no React, no next-intl): usable in server components, client
 * components, mails and tests alike.
 */
import {COUNTRIES, pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

/** Where a date is read: the locale it is written in and the zone its clock shows. */
export interface DateContext {
  locale: string;
  timeZone: string;
}

export type DateLength = 'long' | 'medium' | 'short';

/** Where a date is read in a country's shop, on the server, in the browser and in mails alike: the country's own time (Korea's for /kr, New York's for /us). */
export function countryDates(country: CountryCode, lang: Language | string): DateContext {
  return {locale: pageLocale(country, lang), timeZone: COUNTRIES[country].timeZone};
}

// Formatters are costly to build and pure: one per locale, zone and shape for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(ctx: DateContext, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${ctx.locale}|${ctx.timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(ctx.locale, {...options, timeZone: ctx.timeZone});
    formatters.set(key, found);
  }
  return found;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/**
 * Morning and afternoon in the words of a language whose platform data writes them in Latin
 * letters: CLDR 42 and later give Korean's short day period as "AM"/"PM" (what customers saw on
 * Korean pages), while Koreans write 오전/오후.
 */
const DAY_PERIODS: Readonly<Record<string, {AM: string; PM: string}>> = {ko: {AM: '오전', PM: '오후'}};

/**
 * The parts joined as `format()` would, with the day period in the language's own words. V8's
 * `format()` writes a plain space where ICU has a narrow no-break one (U+202F, before "PM");
 * `formatToParts()` does not, so it is done here, and both read the same.
 */
function joinParts(parts: Intl.DateTimeFormatPart[], locale: string): string {
  const periods = DAY_PERIODS[locale.split('-')[0]!.toLowerCase()];
  return parts
    .map((p) => (p.type === 'dayPeriod' && periods ? (periods[p.value.toUpperCase() as 'AM' | 'PM'] ?? p.value) : p.value))
    .join('')
    .replace(/\u202f/g, ' ');
}

/** A calendar date in the context's zone ("2026년 11월 24일", "24 November 2026"). */
export function formatDate(value: Date | string | number, ctx: DateContext, length: DateLength = 'long'): string {
  return formatter(ctx, {dateStyle: length}).format(toDate(value));
}

/**
 * The zone's name as the reader knows it: its abbreviation where the language has one (EST,
 * AEDT, MYT), else its country's time ("대한민국 시간", "South Korea Time", "中国时间"), else its offset.
 */
export function zoneLabel(ctx: DateContext, at: Date | string | number = new Date()): string {
  const name = (style: 'short' | 'shortGeneric' | 'shortOffset') =>
    formatter(ctx, {timeZoneName: style})
      .formatToParts(toDate(at))
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const short = name('short');
  if (/^[A-Z]{2,5}$/.test(short)) return short;
  const generic = name('shortGeneric');
  return generic && !/^(GMT|UTC)/.test(generic) ? generic : name('shortOffset') || ctx.timeZone;
}

/** "(대한민국 시간)" or, in Chinese and Japanese, full-width "（中国时间）". */
function inBrackets(label: string, locale: string): string {
  return /^(zh|ja)\b/i.test(locale) ? `（${label}）` : ` (${label})`;
}

/**
 * A date with its time of day in the context's zone, followed by the zone's name unless
 * `zone: false` ("2026년 11월 24일 오후 3:05 (대한민국 시간)", "November 24, 2026 at 1:05 AM (EST)").
 */
export function formatDateTime(value: Date | string | number, ctx: DateContext, options: {length?: DateLength; seconds?: boolean; zone?: boolean} = {}): string {
  const {length = 'long', seconds = false, zone = true} = options;
  const date = toDate(value);
  const text = joinParts(formatter(ctx, {dateStyle: length, timeStyle: seconds ? 'medium' : 'short'}).formatToParts(date), ctx.locale);
  return zone ? text + inBrackets(zoneLabel(ctx, date), ctx.locale) : text;
}

/** A time of day alone ("오후 3:05", "3:05 PM", "15:05"), without the zone's name. */
export function formatTime(value: Date | string | number, ctx: DateContext): string {
  return joinParts(formatter(ctx, {hour: 'numeric', minute: '2-digit'}).formatToParts(toDate(value)), ctx.locale);
}

/** How far a zone's clock is ahead of UTC at a moment, in milliseconds (Seoul: +9 h; New York: -5 h or -4 h). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = formatter({locale: 'en-US', timeZone}, {year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23'}).formatToParts(
    new Date(at),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const clock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return clock - Math.floor(at / 1000) * 1000;
}

/**
 * The last moment of a calendar day ("2026-12-20") on a zone's clock: 23:59:59.999 there. A day
 * picked as "the 20th" in a country's shop then reads as the 20th in that country (formatDate with
 * countryDates), whatever the server's zone.
 */
export function endOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 23, 59, 59, 999);
  let at = wall - zoneOffset(wall, timeZone);
  // The offset at the guess may differ (a clock change that day): once more with the right one.
  at = wall - zoneOffset(at, timeZone);
  return new Date(at);
}

/** Units, largest first, each with its size and the least it is used for (a day is said in hours: "24 hours"). */
const DURATION_UNITS = [
  ['year', 365 * 86_400, 365 * 86_400],
  ['day', 86_400, 2 * 86_400],
  ['hour', 3_600, 3_600],
  ['minute', 60, 60],
] as const;

/** A length of time in the largest whole unit ("1 year", "30일", "24小时", "15 phút"). */
export function formatDuration(seconds: number, locale: string): string {
  const [unit, size] = DURATION_UNITS.find(([, s, least]) => seconds >= least && seconds % s === 0) ?? ['second', 1];
  return new Intl.NumberFormat(locale, {style: 'unit', unit, unitDisplay: 'long'}).format(seconds / size);
}
