import {priceLine, priceOrder} from '@/lib/orders/pricing';
import {catalogKey, priceIn, pricesByCountry, type Catalog, type PriceEntry} from '@/lib/catalog/prices';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import {derivedPrice, localPrice} from '@/lib/money';
import {COUNTRY_CODES} from '@/lib/countries';

/** The seed catalogue with one entry changed (what the owner saves in the admin area). */
function withEntry(kind: PriceEntry['kind'], id: string, change: Partial<PriceEntry>): Catalog {
  const key = catalogKey(kind, id);
  return {entries: {...SEED_CATALOG.entries, [key]: {...SEED_CATALOG.entries[key]!, ...change}}, pictures: {}};
}

test('service 4 with 5 images: 120,000 + 2 x 40,000 = 200,000 KRW in Korea', () => {
  expect(priceOrder([{type: 'service', id: 4, quantity: 5}], 'kr', SEED_CATALOG)).toEqual({
    currency: 'KRW',
    amount: 200_000,
    amountKrw: 200_000,
    lines: [{itemType: 'service', itemId: '4', quantity: 5, unitAmount: 120_000, extraUnitAmount: 40_000, extraUnits: 2, lineAmount: 200_000, lineKrw: 200_000}],
  });
});

test('the same in US dollars is the shown prices added up, each at its price point: $88 + 2 x $29 = $146', () => {
  const us = priceOrder([{type: 'service', id: 4, quantity: 5}], 'us', SEED_CATALOG);
  expect(us).toMatchObject({currency: 'USD', amount: 14_600, amountKrw: 200_000});
});

test('the base price covers three images: fewer images cost the same, more add the fee each', () => {
  const amount = (quantity: number) => (priceLine({type: 'service', id: 1, quantity}, 'kr', SEED_CATALOG) as {lineAmount: number}).lineAmount;
  expect([1, 3, 4, 10].map(amount)).toEqual([30_000, 30_000, 38_000, 86_000]);
});

test('a service order never has fewer than the 3 images its price includes (an older client sending 1 gets 3)', () => {
  const line = (quantity: number) => priceLine({type: 'service', id: 1, quantity}, 'kr', SEED_CATALOG) as {quantity: number; extraUnits: number};
  expect([1, 2, 3, 4].map((q) => [line(q).quantity, line(q).extraUnits])).toEqual([
    [3, 0],
    [3, 0],
    [3, 0],
    [4, 1],
  ]);
});

test('packages and templates at their country price; a cart of several adds up', () => {
  const order = priceOrder(
    [
      {type: 'package', id: 'delivery'},
      {type: 'template', id: 1, quantity: 2},
    ],
    'vn',
    SEED_CATALOG,
  );
  expect(order).toMatchObject({currency: 'VND'});
  if (typeof order === 'string') throw new Error(order);
  expect(order.lines[0]).toMatchObject({unitAmount: 399_000 * 18, lineAmount: 399_000 * 18});
  expect(order.lines[1]!.lineAmount).toBe(order.lines[1]!.unitAmount * 2);
  expect(order.amount).toBe(order.lines[0]!.lineAmount + order.lines[1]!.lineAmount);
});

test.each([
  ['a quote service', {type: 'service', id: 6, quantity: 1}, 'quote'],
  ['an unknown service', {type: 'service', id: 14, quantity: 1}, 'unknown'],
  ['the retired template 9', {type: 'template', id: 9, quantity: 1}, 'unknown'],
  ['an unknown package', {type: 'package', id: 'gold'}, 'unknown'],
  ['zero images', {type: 'service', id: 1, quantity: 0}, 'quantity'],
  ['half an image', {type: 'service', id: 1, quantity: 1.5}, 'quantity'],
  ['101 copies', {type: 'template', id: 1, quantity: 101}, 'quantity'],
] as const)('%s is not priced', (_label, selection, error) => {
  expect(priceOrder([selection], 'kr', SEED_CATALOG)).toBe(error);
});

test('an empty order is not priced', () => {
  expect(priceOrder([], 'us', SEED_CATALOG)).toBe('empty');
});

describe('price points: a derived price is one a shop would set', () => {
  test.each([
    ['us', 45_000, 3_300], // $32.85 -> $33
    ['au', 45_000, 4_900], // A$49.05 -> A$49
    ['cn', 45_000, 23_000], // ¥229.50 -> ¥230 (half up)
    ['my', 45_000, 15_300], // RM153.00 stays
    ['vn', 45_000, 810_000], // 810,000 ₫ stays
    ['vn', 29_500, 531_000], // 531,000 ₫ (already a thousand)
    ['kr', 45_050, 45_100], // 100 won
    ['us', 8_000, 600], // $5.84 -> $6
    ['us', 100, 100], // never below one step
  ] as const)('%s: %i KRW is %i', (country, krw, expected) => {
    expect(derivedPrice(krw, country).amount).toBe(expected);
  });

  test('every seeded item in every country is a price point, close to the plain conversion', () => {
    const steps = {us: 100, au: 100, cn: 100, my: 100, kr: 100, vn: 1_000};
    for (const entry of Object.values(SEED_CATALOG.entries)) {
      for (const country of COUNTRY_CODES) {
        const price = priceIn(entry, country);
        if (!price || entry.priceKrw === null) continue;
        expect(price.amount % steps[country]).toBe(0);
        expect(Math.abs(price.amount - localPrice(entry.priceKrw, country).amount)).toBeLessThanOrEqual(steps[country] / 2);
        expect(price.set).toBe(false);
      }
    }
  });
});

describe('prices the owner sets', () => {
  test('a set price is charged in its country only; the others stay derived', () => {
    const catalog = withEntry('template', '5', {prices: {us: {amount: 2_500, extraImage: null}}});
    const us = priceOrder([{type: 'template', id: 5, quantity: 2}], 'us', catalog);
    expect(us).toMatchObject({amount: 5_000, lines: [{unitAmount: 2_500, lineKrw: 78_000}]});
    const au = priceOrder([{type: 'template', id: 5, quantity: 1}], 'au', catalog);
    expect(au).toMatchObject({amount: derivedPrice(39_000, 'au').amount});
    expect(pricesByCountry(catalog.entries['template:5']!)).toMatchObject({us: {amount: 2_500, set: true}, au: {set: false}});
  });

  test("a service's set extra-image fee is charged per extra image; without one it is derived", () => {
    const set = withEntry('service', '1', {prices: {us: {amount: 2_000, extraImage: 500}}});
    expect(priceOrder([{type: 'service', id: 1, quantity: 5}], 'us', set)).toMatchObject({amount: 2_000 + 2 * 500});
    const derivedExtra = withEntry('service', '1', {prices: {us: {amount: 2_000, extraImage: null}}});
    expect(priceOrder([{type: 'service', id: 1, quantity: 5}], 'us', derivedExtra)).toMatchObject({amount: 2_000 + 2 * derivedPrice(8_000, 'us').amount});
  });

  test('a new KRW base moves every derived country, not the set ones', () => {
    const catalog = withEntry('package', 'sns', {priceKrw: 350_000, prices: {my: {amount: 99_900, extraImage: null}}});
    expect(priceOrder([{type: 'package', id: 'sns'}], 'kr', catalog)).toMatchObject({amount: 350_000, amountKrw: 350_000});
    expect(priceOrder([{type: 'package', id: 'sns'}], 'us', catalog)).toMatchObject({amount: derivedPrice(350_000, 'us').amount});
    expect(priceOrder([{type: 'package', id: 'sns'}], 'my', catalog)).toMatchObject({amount: 99_900});
  });

  test('a hidden item cannot be bought, alone or in a cart', () => {
    const catalog = withEntry('template', '7', {active: false});
    expect(priceOrder([{type: 'template', id: 7, quantity: 1}], 'us', catalog)).toBe('unknown');
    expect(
      priceOrder(
        [
          {type: 'template', id: 1, quantity: 1},
          {type: 'template', id: 7, quantity: 1},
        ],
        'us',
        catalog,
      ),
    ).toBe('unknown');
    expect(priceOrder([{type: 'service', id: 1, quantity: 1}], 'us', withEntry('service', '1', {active: false}))).toBe('unknown');
  });
});
