import {COUNTRIES, COUNTRY_CODES} from '@/lib/countries';
import {currencyDigits, decimalAmount, formatMoney, krwEquivalent, localPrice, majorToMinor, toMinorUnits} from '@/lib/money';

describe('localPrice: KRW base x multiplier, rounded once to the minor unit', () => {
  test.each([
    ['kr', 299_000, 299_000, 'KRW'],
    ['us', 299_000, 21_827, 'USD'], // 218.27 USD
    ['au', 299_000, 32_591, 'AUD'], // 325.91 AUD
    ['vn', 299_000, 5_382_000, 'VND'],
    ['cn', 299_000, 152_490, 'CNY'], // 1,524.90 CNY
    ['my', 299_000, 101_660, 'MYR'], // 1,016.60 MYR
    ['us', 30_000, 2_190, 'USD'],
    ['us', 1, 0, 'USD'], // 0.073 cents rounds to 0
    ['au', 50_000, 5_450, 'AUD'],
  ] as const)('%s %d KRW -> %d %s', (country, krw, amount, currency) => {
    expect(localPrice(krw, country)).toEqual({amount, currency});
  });

  test('no float drift: results are integers for every catalogue-sized price', () => {
    for (const c of COUNTRY_CODES) for (let krw = 0; krw <= 600_000; krw += 1_000) expect(Number.isInteger(localPrice(krw, c).amount)).toBe(true);
  });

  test('refuses non-integer or negative bases', () => {
    expect(() => localPrice(1.5, 'us')).toThrow(RangeError);
    expect(() => localPrice(-1, 'kr')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  test.each([
    [{amount: 299_000, currency: 'KRW'}, 'ko-KR', '₩299,000'],
    [{amount: 21_827, currency: 'USD'}, 'en-US', '$218.27'],
    [{amount: 5_382_000, currency: 'VND'}, 'vi-VN', '5.382.000 ₫'],
    [{amount: 152_490, currency: 'CNY'}, 'zh-CN', '¥1,524.90'],
    [{amount: 101_660, currency: 'MYR'}, 'en-MY', 'RM 1,016.60'],
    [{amount: 32_591, currency: 'AUD'}, 'en-AU', '$325.91'],
  ] as const)('%o in %s', (money, locale, expected) => {
    expect(formatMoney(money, locale).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  test('a reused formatter keeps each locale and currency apart', () => {
    const usd = {amount: 21_827, currency: 'USD'} as const;
    const krw = {amount: 299_000, currency: 'KRW'} as const;
    const seen = [formatMoney(usd, 'en-US'), formatMoney(usd, 'vi-VN'), formatMoney(krw, 'en-US'), formatMoney(usd, 'en-US')];
    expect(seen.map((s) => s.replace(/\u00a0/g, ' '))).toEqual(['$218.27', '218,27 $', '₩299,000', '$218.27']);
  });

  test('the country table and the currency digits agree', () => {
    for (const c of COUNTRY_CODES) expect(currencyDigits(COUNTRIES[c].currency)).toBe(COUNTRIES[c].currencyDigits);
  });
});

test('decimalAmount writes major units with the currency digits', () => {
  expect(decimalAmount({amount: 21_827, currency: 'USD'})).toBe('218.27');
  expect(decimalAmount({amount: 2_190, currency: 'USD'})).toBe('21.90');
  expect(decimalAmount({amount: 299_000, currency: 'KRW'})).toBe('299000');
  expect(decimalAmount({amount: 5_382_000, currency: 'VND'})).toBe('5382000');
});

describe('krwEquivalent: what a quote in the customer`s currency counts as in KRW revenue', () => {
  test.each([
    [29_900, 'us', 409_589], // $299.00 at 0.00073 USD per won: 409,589.04 won
    [100_000, 'kr', 100_000],
    [5_400_000, 'vn', 300_000],
    [32_591, 'au', 299_000],
  ] as const)('%i in %s -> about %i won', (amount, country, approx) => {
    expect(Math.abs(krwEquivalent(amount, country) - approx)).toBeLessThanOrEqual(1);
  });

  test('it is the inverse of localPrice within one minor unit, for every country', () => {
    for (const country of ['us', 'kr', 'au', 'vn', 'cn', 'my'] as const) {
      for (const krw of [1_000, 30_000, 299_000, 1_234_567]) {
        const local = localPrice(krw, country).amount;
        expect(localPrice(krwEquivalent(local, country), country).amount).toBeGreaterThanOrEqual(local - 1);
        expect(localPrice(krwEquivalent(local, country), country).amount).toBeLessThanOrEqual(local + 1);
      }
    }
  });

  test('refuses what is not a non-negative integer', () => {
    expect(() => krwEquivalent(-1, 'us')).toThrow(RangeError);
    expect(() => krwEquivalent(1.5, 'us')).toThrow(RangeError);
  });
});

describe('toMinorUnits: what the studio types as a price', () => {
  test.each([
    ['299', 2, 29_900],
    ['12.5', 2, 1_250],
    ['1,250.05', 2, 125_005],
    [' 300000 ', 0, 300_000],
    ['0.1', 2, 10],
    ['5.382.000', 0, 5_382_000],
    ['12,500', 0, 12_500],
  ] as const)('%s (%i digits) -> %i', (text, digits, minor) => {
    expect(toMinorUnits(text, digits)).toBe(minor);
  });
  test.each([
    ['12.345', 2],
    ['12.5', 0],
    ['abc', 2],
    ['', 2],
    ['-5', 2],
    ['1e3', 2],
    ['12,50', 2],
    ['1,2,3', 2],
    ['5.382.000', 2],
  ] as const)('%s (%i digits) is not a price', (text, digits) => {
    expect(toMinorUnits(text, digits)).toBeNull();
  });
});

describe("majorToMinor: a refund or quote typed in the order's currency and major units", () => {
  test.each([
    ['$12.50', 'USD', 1_250],
    ['12.50', 'USD', 1_250],
    ['12.5 USD', 'USD', 1_250],
    ['A$40', 'AUD', 4_000],
    ['₩12,500', 'KRW', 12_500],
    ['12500원', 'KRW', 12_500],
    ['5.382.000 ₫', 'VND', 5_382_000],
    ['¥99.90', 'CNY', 9_990],
    ['RM 15', 'MYR', 1_500],
  ] as const)('%s (%s) -> %i minor units', (text, currency, minor) => {
    expect(majorToMinor(text, currency)).toBe(minor);
    // What the page shows for it reads back as the same amount.
    expect(majorToMinor(formatMoney({amount: minor, currency}, 'en-US'), currency)).toBe(minor);
  });
  test.each([
    ['₩12.5', 'KRW'],
    ['$12.505', 'USD'],
    ['€12', 'USD'],
    ['RM12', 'USD'],
    ['12,50', 'USD'],
    ['', 'USD'],
  ] as const)('%s is not an amount of %s', (text, currency) => {
    expect(majorToMinor(text, currency)).toBeNull();
  });
});
