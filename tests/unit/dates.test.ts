/** Dates and times in the visitor's language and time zone (lib/i18n/dates; docs/storefront.md). */
import {countryDates, formatDate, formatDateTime, formatTime, zoneLabel} from '@/lib/i18n/dates';
import {hoursIn} from '@/lib/business/details';
import {quoteMail} from '@/lib/mail/templates';
import {quoteLastMoment} from '@/lib/orders/quotes';
import {COUNTRY_CODES} from '@/lib/countries';

// 06:05 UTC: 15:05 in Seoul, 01:05 in New York (EST), 17:05 in Sydney (AEDT), 13:05 in Ho Chi Minh City.
const AFTERNOON_IN_SEOUL = new Date('2026-11-24T06:05:00Z');

describe('a Korean page', () => {
  const kr = countryDates('kr', 'ko');

  test('shows 오후 and Korean time, not PM or the server clock (UTC)', () => {
    const text = formatDateTime(AFTERNOON_IN_SEOUL, kr);
    expect(text).toBe('2026년 11월 24일 오후 3:05 (대한민국 시간)');
    expect(text).not.toMatch(/PM|AM|6:05|UTC/);
  });

  test('writes the morning 오전, with seconds when asked', () => {
    expect(formatDateTime(new Date('2026-11-24T00:30:15Z'), kr, {length: 'medium', seconds: true, zone: false})).toBe('2026. 11. 24. 오전 9:30:15');
  });

  test('a time alone is 오후 too (the business hours use it)', () => {
    expect(formatTime(AFTERNOON_IN_SEOUL, kr)).toBe('오후 3:05');
    expect(hoursIn({timeZone: 'Asia/Seoul', days: [{open: '09:00', close: '18:00'}, null, null, null, null, null, null]}, 'Asia/Seoul', 'ko-KR', AFTERNOON_IN_SEOUL)[0]).toMatchObject({
      open: '오전 9:00',
      close: '오후 6:00',
    });
  });

  test("a calendar date is Korea's: 20:00 UTC is already the next day in Seoul", () => {
    expect(formatDate(new Date('2026-11-24T20:00:00Z'), kr)).toBe('2026년 11월 25일');
    expect(formatDate(new Date('2026-11-24T20:00:00Z'), countryDates('us', 'en'))).toBe('November 24, 2026');
  });
});

describe("every country's pages use the country's clock and name the zone", () => {
  test.each([
    ['us', 'en', /^November 24, 2026 at 1:05\sAM \(EST\)$/],
    ['au', 'en', /^24 November 2026 at 5:05\spm \(AEDT\)$/],
    ['vn', 'vi', /13:05.*24 tháng 11, 2026 \(Giờ Việt Nam\)$/],
    ['cn', 'zh', /^2026年11月24日 14:05（中国时间）$/],
    ['my', 'en', /^24 November 2026 at 2:05\spm \(MYT\)$/],
    ['kr', 'ja', /^2026年11月24日 15:05（韓国時間）$/],
    ['kr', 'en', /^November 24, 2026 at 3:05\sPM \(South Korea Time\)$/],
  ] as const)('%s in %s', (country, lang, expected) => {
    expect(formatDateTime(AFTERNOON_IN_SEOUL, countryDates(country, lang))).toMatch(expected);
  });

  test('no country or language falls back to UTC or to Latin AM/PM in Korean', () => {
    for (const country of COUNTRY_CODES) {
      for (const lang of ['en', 'ko', 'ja', 'zh', 'vi']) {
        const text = formatDateTime(AFTERNOON_IN_SEOUL, countryDates(country, lang));
        expect(text).not.toMatch(/UTC|GMT/);
        if (lang === 'ko') expect(text).not.toMatch(/AM|PM/);
      }
    }
  });
});

test("a browser in another zone writes the shop's time, as the server did (the page hydrates without a mismatch)", () => {
  (globalThis as {window?: unknown}).window = {};
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return {...real.call(this), timeZone: 'Europe/Berlin'};
  });
  try {
    expect(countryDates('kr', 'ko')).toEqual({locale: 'ko-KR', timeZone: 'Asia/Seoul'});
    expect(formatDateTime(AFTERNOON_IN_SEOUL, countryDates('kr', 'ko'))).toBe('2026년 11월 24일 오후 3:05 (대한민국 시간)');
  } finally {
    spy.mockRestore();
    delete (globalThis as {window?: unknown}).window;
  }
});

test('the zone label is the abbreviation where there is one, else the place', () => {
  expect(zoneLabel(countryDates('us', 'en'), new Date('2026-07-01T00:00:00Z'))).toBe('EDT');
  expect(zoneLabel(countryDates('kr', 'ko'))).toBe('대한민국 시간');
});

describe('mails', () => {
  const order = {
    number: 'SO-20261124-ABC123',
    customerName: 'Kim',
    customerEmail: 'kim@shop.test',
    customerPhone: '010-1234-5678',
    amount: 300_000,
    currency: 'KRW' as const,
    items: [{title: 'Video ad', quantity: 1}],
    quoteNote: null,
    quoteValidUntil: quoteLastMoment('2026-12-01', 'kr'),
  };

  test("a quote's last day reads as the day the studio picked, in the shop's own country, without a time", async () => {
    const korean = await quoteMail({...order, country: 'kr', language: 'ko'} as Parameters<typeof quoteMail>[0], 'https://shop.test/kr/order/x');
    expect(korean.text).toContain('2026년 12월 1일까지 결제하실 수 있습니다.');
    const lastDay = quoteLastMoment('2026-12-20', 'us');
    const american = await quoteMail(
      {...order, country: 'us', language: 'en', currency: 'USD', amount: 21_900, quoteValidUntil: lastDay} as Parameters<typeof quoteMail>[0],
      'https://shop.test/us/order/x',
    );
    expect(american.text).toContain('You can pay it until December 20, 2026.');
    expect(american.text).not.toMatch(/\d{1,2}:\d{2}/);
  });
});

describe("a quote's last day", () => {
  test("ends at midnight on its shop's clock, winter or summer", () => {
    expect(quoteLastMoment('2026-12-20', 'us').toISOString()).toBe('2026-12-21T04:59:59.999Z');
    expect(quoteLastMoment('2026-07-04', 'us').toISOString()).toBe('2026-07-05T03:59:59.999Z');
    expect(quoteLastMoment('2026-12-01', 'kr').toISOString()).toBe('2026-12-01T14:59:59.999Z');
    expect(quoteLastMoment('2026-12-20', 'au').toISOString()).toBe('2026-12-20T12:59:59.999Z');
  });

  test('reads as the day picked in every shop', () => {
    expect(formatDate(quoteLastMoment('2026-12-20', 'us'), countryDates('us', 'en'))).toBe('December 20, 2026');
    expect(formatDate(quoteLastMoment('2026-12-20', 'kr'), countryDates('kr', 'ko'))).toBe('2026년 12월 20일');
    expect(formatDate(quoteLastMoment('2026-03-08', 'us'), countryDates('us', 'en'))).toBe('March 8, 2026');
  });
});
