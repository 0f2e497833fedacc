/**
 * The business details the owner keeps in the admin settings (docs/admin.md#setting-up-the-shop): who sells, where to
 * reach them, when they answer. Footer, contact section, terms, receipts and mails read them. A
 * fresh install starts from the environment (COMPANY_*, CONTACT_EMAIL, TAX_ID_*, PHONE_*,
 * SOCIAL_URL, BUSINESS_HOURS, BUSINESS_TIME_ZONE); once the owner saves, the database wins.
 * Plain data and pure functions: safe for client components and unit tests.
 */
import * as z from 'zod/mini';
import {COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import {formatTime} from '@/lib/i18n/dates';

/** Countries whose receipts carry a tax number of their own (Korea's is the business registration number). */
export const TAX_ID_COUNTRIES = ['au', 'vn', 'cn', 'my'] as const;
export type TaxIdCountry = (typeof TAX_ID_COUNTRIES)[number];

/** Monday first, as the week is written in every market the shop serves except the US. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A phone number as people write it: digits, and +, spaces, brackets, dots or dashes. */
export const PHONE = /^\+?[\d ()\-.]{4,40}$/;

/** The `tel:` link of a phone number (digits and a leading +). */
export const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`;
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'tooLong'));
const time = z.string().check(z.regex(TIME, 'time'));

export const openingSchema = z.object({open: time, close: time}).check(z.refine((o) => o.open !== o.close, {message: 'time', path: ['close']}));

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', {timeZone: zone});
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/**
 * Korea's business registration number (사업자등록번호): 10 digits whose last is a check digit
 * (weights 1 3 7 1 3 7 1 3 5, the ninth's product adding its tens too). Dashes and spaces allowed.
 */
export function isBusinessNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((total, w, i) => total + w * d[i]!, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** "1234567890" → "123-45-67890", the way the number is written (other text is returned trimmed). */
export function formatBusinessNumber(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value.trim();
}

/** The Fair Trade Commission's public look-up of a mail-order business by its registration number (사업자정보 확인). */
export function businessLookupUrl(registration: string): string {
  return `http://www.ftc.go.kr/bizCommPop.do?wrkr_no=${registration.replace(/\D/g, '')}`;
}

/** The seller's details as saved; the Korean legal fields (docs/korea.md) are optional so details saved before them still read. */
export const storedBusinessSchema = z.object({
  companyName: text(160).check(z.minLength(1, 'required')),
  representative: text(120),
  address: text(300),
  registration: text(60),
  /** 통신판매업 신고번호, e.g. 제2024-서울강남-01234호. */
  mailOrderNumber: z.optional(text(80)),
  /** 개인정보 보호책임자: name and how to reach them. */
  privacyOfficer: z.optional(text(160)),
  /** 호스팅 서비스 제공자. */
  hostingProvider: z.optional(text(120)),
  taxIds: z.partialRecord(z.enum(TAX_ID_COUNTRIES), text(60)),
  email: z.union([z.literal(''), z.email('email')]),
  phones: z.array(z.object({country: z.enum(COUNTRY_CODES), number: text(40).check(z.regex(PHONE, 'phone'))})).check(z.maxLength(6, 'tooMany')),
  social: z.array(z.object({label: text(40).check(z.minLength(1, 'required')), url: z.url({protocol: /^https$/, message: 'url'})})).check(z.maxLength(6, 'tooMany')),
  hours: z.object({
    timeZone: z.string().check(z.refine(isTimeZone, 'timeZone')),
    /** Monday to Sunday: the studio's opening hours in its own zone, null when closed. */
    days: z.array(z.nullable(openingSchema)).check(z.length(7, 'time')),
  }),
});

/**
 * What the owner saves (the settings form and the command): the stored shape, with the business
 * registration number empty or a valid one, written 123-45-67890.
 */
export const businessSchema = z.extend(storedBusinessSchema, {
  registration: text(60).check(
    z.refine((v) => v === '' || isBusinessNumber(v), 'businessNumber'),
    z.overwrite(formatBusinessNumber),
  ),
});

export type BusinessDetails = z.infer<typeof storedBusinessSchema>;
export type Opening = z.infer<typeof openingSchema>;

/** What the environment says (lib/env), before the owner saves anything. */
export interface BusinessEnv {
  COMPANY_NAME: string;
  COMPANY_REPRESENTATIVE?: string;
  COMPANY_REGISTRATION?: string;
  COMPANY_ADDRESS?: string;
  CONTACT_EMAIL?: string;
  TAX_ID_AU?: string;
  TAX_ID_VN?: string;
  TAX_ID_CN?: string;
  TAX_ID_MY?: string;
  PHONE_KR?: string;
  PHONE_US?: string;
  PHONE_VN?: string;
  SOCIAL_URL?: string;
  BUSINESS_HOURS: string;
  BUSINESS_TIME_ZONE: string;
}

const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * "Mon-Fri 09:00-18:00, Sat 10:00-14:00": day ranges (or single days) with their hours, comma
 * separated; days not named are closed. Null when the text cannot be read that way.
 */
export function parseHours(value: string): (Opening | null)[] | null {
  const days: (Opening | null)[] = [null, null, null, null, null, null, null];
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/i.exec(part);
    if (!match) return null;
    const from = DAY_NAMES.indexOf(match[1]!.toLowerCase() as (typeof DAY_NAMES)[number]);
    const to = match[2] ? DAY_NAMES.indexOf(match[2].toLowerCase() as (typeof DAY_NAMES)[number]) : from;
    const opening = {open: match[3]!, close: match[4]!};
    if (from < 0 || to < from || !openingSchema.safeParse(opening).success) return null;
    for (let d = from; d <= to; d++) days[d] = opening;
  }
  return days;
}

/** The details a first start shows: the environment's, in the settings' shape. */
export function businessFromEnv(env: BusinessEnv): BusinessDetails {
  const phones = (
    [
      ['kr', env.PHONE_KR],
      ['us', env.PHONE_US],
      ['vn', env.PHONE_VN],
    ] as const
  ).flatMap(([country, number]) => (number ? [{country: country as CountryCode, number}] : []));
  const taxIds: BusinessDetails['taxIds'] = {};
  if (env.TAX_ID_AU) taxIds.au = env.TAX_ID_AU;
  if (env.TAX_ID_VN) taxIds.vn = env.TAX_ID_VN;
  if (env.TAX_ID_CN) taxIds.cn = env.TAX_ID_CN;
  if (env.TAX_ID_MY) taxIds.my = env.TAX_ID_MY;
  return {
    companyName: env.COMPANY_NAME,
    representative: env.COMPANY_REPRESENTATIVE ?? '',
    address: env.COMPANY_ADDRESS ?? '',
    registration: env.COMPANY_REGISTRATION ?? '',
    taxIds,
    email: env.CONTACT_EMAIL ?? '',
    phones,
    social: env.SOCIAL_URL ? [{label: 'Instagram', url: env.SOCIAL_URL}] : [],
    hours: {timeZone: env.BUSINESS_TIME_ZONE, days: parseHours(env.BUSINESS_HOURS) ?? [null, null, null, null, null, null, null]},
  };
}

/** The seller's tax number on a country's receipts and footer (Korea: the business registration number). */
export function taxIdFor(details: BusinessDetails, country: CountryCode): string | undefined {
  if (country === 'kr') return details.registration || undefined;
  if (country === 'us') return undefined;
  return details.taxIds[country] || undefined;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A zone's offset from UTC in minutes at an instant ("GMT+09:00" → 540). */
export function zoneOffset(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {timeZone, timeZoneName: 'longOffset'}).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
}

/** One line of opening hours: a run of days with the same hours, in the visitor's zone and words. */
export interface HoursLine {
  days: string;
  open: string;
  close: string;
  /** The closing time is on the next day (the opening runs past midnight there). */
  nextDay: boolean;
}

/**
 * The studio's hours moved into `timeZone`, in the visitor's locale: days that share hours grouped
 * ("Mon – Fri"), the week starting on the day the studio's Monday falls on there (New York: "Sun –
 * Thu 7:00 PM – 4:00 AM (next day)" for Seoul's Monday to Friday, not a Sunday after Thursday).
 */
export function hoursIn(hours: BusinessDetails['hours'], timeZone: string, locale: string, at: Date = new Date()): HoursLine[] {
  const shift = zoneOffset(timeZone, at) - zoneOffset(hours.timeZone, at);
  const week = 7 * 1440;
  const wrap = (m: number) => ((m % week) + week) % week;
  // Monday 2024-01-01 names the weekdays; times are drawn in UTC so no zone moves them again.
  const weekday = (d: number) => new Intl.DateTimeFormat(locale, {weekday: 'short', timeZone: 'UTC'}).format(new Date(Date.UTC(2024, 0, 1 + d)));
  const clock = (m: number) => formatTime(new Date(Date.UTC(2024, 0, 1, 0, m)), {locale, timeZone: 'UTC'});
  const local: ({open: number; close: number} | null)[] = [null, null, null, null, null, null, null];
  hours.days.forEach((opening, d) => {
    if (!opening) return;
    const open = minutes(opening.open);
    let close = minutes(opening.close);
    if (close <= open) close += 1440;
    const start = wrap(d * 1440 + open + shift);
    local[Math.floor(start / 1440)] = {open: start % 1440, close: (start % 1440) + close - open};
  });
  const same = (a: (typeof local)[number] | undefined, b: (typeof local)[number]) => Boolean(a && b && a.open === b.open && a.close === b.close);
  // The local day of the studio's Monday morning leads, so a week that moved stays in one run.
  const first = Math.floor(wrap(shift) / 1440);
  const day = (i: number) => (first + i) % 7;
  const lines: HoursLine[] = [];
  for (let i = 0; i < 7; i++) {
    const opening = local[day(i)];
    if (!opening) continue;
    let end = i;
    while (end + 1 < 7 && same(local[day(end + 1)], opening)) end++;
    const days = end === i ? weekday(day(i)) : `${weekday(day(i))} – ${weekday(day(end))}`;
    lines.push({days, open: clock(opening.open), close: clock(opening.close % 1440), nextDay: opening.close > 1440});
    i = end;
  }
  return lines;
}

/** One block of opening hours: its zone's name and its lines. */
export interface HoursBlock {
  zone: string;
  lines: HoursLine[];
}

/**
 * The opening hours a country's pages show (footer and contact section alike): the studio's own,
 * with its zone named, then, where the country's clock differs from the studio's, the same hours
 * converted to the country's zone, named too. Korea's pages show one block; the US pages the
 * studio's "Mon – Fri 9:00 AM – 6:00 PM (Korean Standard Time)" and New York's "Sun – Thu 7:00 PM
 * – 4:00 AM (next day)".
 */
export function hoursBlocks(hours: BusinessDetails['hours'], timeZone: string, locale: string, at: Date = new Date()): HoursBlock[] {
  const studio = {zone: zoneName(hours.timeZone, locale, at), lines: hoursIn(hours, hours.timeZone, locale, at)};
  if (!studio.lines.length || zoneOffset(timeZone, at) === zoneOffset(hours.timeZone, at)) return [studio];
  return [studio, {zone: zoneName(timeZone, locale, at), lines: hoursIn(hours, timeZone, locale, at)}];
}

/** The zone's name in the visitor's words ("Korean Standard Time", "한국 표준시"). */
export function zoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat(locale, {timeZone, timeZoneName: 'longGeneric'}).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** The seller's details Korean law asks an online shop to show (전자상거래법 제10조), in the footer's and receipts' order. */
export const KOREAN_FIELDS = ['companyName', 'representative', 'address', 'phone', 'registration', 'mailOrderNumber', 'privacyOfficer', 'hostingProvider'] as const;
export type KoreanField = (typeof KOREAN_FIELDS)[number];
export type KoreanSeller = Record<KoreanField, string>;

/** The Korean legal details from the business details (the phone is the first Korean line; '' where not filled in). */
export function koreanSeller(details: BusinessDetails): KoreanSeller {
  return {
    companyName: details.companyName.trim(),
    representative: details.representative.trim(),
    address: details.address.trim(),
    phone: details.phones.find((p) => p.country === 'kr')?.number.trim() ?? '',
    registration: details.registration.trim(),
    mailOrderNumber: details.mailOrderNumber?.trim() ?? '',
    privacyOfficer: details.privacyOfficer?.trim() ?? '',
    hostingProvider: details.hostingProvider?.trim() ?? '',
  };
}
