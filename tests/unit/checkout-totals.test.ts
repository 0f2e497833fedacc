/**
 * The checkout's totals table (lib/checkout/totals) against what the server charges: for every
 * choice the form can make (each tier of a service with tiers; each quantity the stepper offers
 * for a service without tiers and for a template; a package; a cart), the order the form would
 * send for it (components/checkout/ordered-item, the form's own payload) goes through the order
 * command's own steps (orderSchema, selectionsOf, priceRequest: lib/orders/request) and its
 * amount must be the table's total, in a zero-decimal currency (KRW, VND) and a two-decimal one (USD).
 */
import type {Catalog} from '@/lib/catalog/prices';
import type {Tier} from '@/lib/catalog/tiers/tiers';

/** The price list the page and the order are priced with (the database's, as loadCatalog reads it). */
let mockCatalog: Catalog;
/** The cart's rows as the database holds them (one cart, whoever asks). */
let mockCartRows: {id: string; itemType: string; itemId: string; quantity: number; createdAt: Date}[] = [];
const mockDb = {cart: {findFirst: async () => ({id: 'cart-1', items: mockCartRows})}};
jest.mock('@/lib/db', () => ({
  get db() {
    return mockDb;
  },
}));
jest.mock('@/lib/catalog/store', () => ({loadCatalog: async () => mockCatalog, itemsOnly: () => ({})}));

import {SEED_CATALOG} from '@/lib/catalog/seed';
import {readCart} from '@/lib/cart/store';
import {cartTotals, checkoutTotals, type CheckoutChoice, type CheckoutTotal, type CheckoutTotals} from '@/lib/checkout/totals';
import type {CountryCode} from '@/lib/countries';
import {INCLUDED_IMAGES, MAX_QUANTITY} from '@/lib/orders/pricing';
import {priceRequest, selectionsOf} from '@/lib/orders/request';
import {orderSchema} from '@/lib/orders/schema';
import {orderedItem} from '@/components/checkout/ordered-item';
import type {CheckoutSelection} from '@/components/checkout/selection';

/** Service 4 sold in tiers, Premium with a Vietnamese price of its own; the others derived from KRW. */
const TIERS: Tier[] = [
  {key: 'basic', images: 3, revisions: 1, deliveryDays: 3, priceKrw: 120_000, prices: {}},
  {key: 'standard', images: 6, revisions: 2, deliveryDays: 4, priceKrw: 200_000, prices: {}},
  {key: 'premium', images: 10, revisions: 3, deliveryDays: 5, priceKrw: 320_000, prices: {vn: 6_490_000}},
];
const CATALOG: Catalog = {...SEED_CATALOG, entries: {...SEED_CATALOG.entries, 'service:4': {...SEED_CATALOG.entries['service:4']!, tiers: TIERS}}};
const COUNTRIES: CountryCode[] = ['kr', 'vn', 'us'];
const ORDERER = {customerName: 'Minji Kim', customerEmail: 'minji@cafe.kr', customerPhone: '+82 10 1234 5678', agreeTerms: true, agreePrivacy: true, agreeAge14: true};

/** What the order command charges for the form's payload: its schema, its selections, its pricing. */
async function charged(item: ReturnType<typeof orderedItem>, country: CountryCode): Promise<number> {
  const input = orderSchema.parse({...ORDERER, ...item, idempotencyKey: 'k'.repeat(32)});
  const selections = await selectionsOf(input, {guestId: 'guest-1'});
  if (selections === 'emptyCart') throw new Error('empty cart');
  const priced = await priceRequest(input, selections, country);
  if (typeof priced === 'string') throw new Error(`not charged: ${priced}`);
  return priced.amount;
}

/** Every figure of an entry agrees with itself: the summary's lines add up to the total. */
function expectConsistent(entry: CheckoutTotal) {
  expect(entry.product + entry.extraAmount).toBe(entry.total);
  expect(Number.isSafeInteger(entry.total) && entry.total > 0).toBe(true);
}

const table = (choice: CheckoutChoice, country: CountryCode): CheckoutTotals => {
  const totals = checkoutTotals(choice, country, CATALOG);
  if (typeof totals === 'string') throw new Error(`no table: ${totals}`);
  return totals;
};

beforeEach(() => {
  mockCatalog = CATALOG;
  mockCartRows = [];
});

describe.each(COUNTRIES)('the checkout totals in %s', (country) => {
  test('a service without tiers: every image count from the included ones to the most, as charged', async () => {
    const totals = table({kind: 'service', serviceId: 1}, country);
    expect(totals.stepper).toEqual({min: INCLUDED_IMAGES, max: MAX_QUANTITY});
    expect(totals.tiers).toEqual({});
    const quantities = Object.keys(totals.quantities).map(Number);
    expect(quantities).toEqual(Array.from({length: MAX_QUANTITY - INCLUDED_IMAGES + 1}, (_, i) => INCLUDED_IMAGES + i));
    const selection: CheckoutSelection = {kind: 'service', serviceId: 1, includedImages: INCLUDED_IMAGES, extraUnitAmount: 0};
    for (const quantity of quantities) {
      const entry = totals.quantities[quantity]!;
      expectConsistent(entry);
      expect(entry.extraImages).toBe(quantity - INCLUDED_IMAGES);
      expect(entry.total).toBe(await charged(orderedItem(selection, null, quantity), country));
    }
    // The extra images are the only thing that changes: the base stays.
    expect(totals.quantities[4]!.product).toBe(totals.quantities[3]!.product);
    expect(totals.quantities[4]!.total).toBeGreaterThan(totals.quantities[3]!.total);
  });

  test('a service with tiers: each tier, sent by its name, as charged; no stepper', async () => {
    const totals = table({kind: 'service', serviceId: 4}, country);
    expect(totals.stepper).toBeNull();
    expect(totals.quantities).toEqual({});
    expect(Object.keys(totals.tiers).sort()).toEqual(['basic', 'premium', 'standard']);
    const selection: CheckoutSelection = {kind: 'service', serviceId: 4, includedImages: INCLUDED_IMAGES, extraUnitAmount: 0};
    for (const tier of TIERS) {
      const entry = totals.tiers[tier.key]!;
      expectConsistent(entry);
      expect(entry.extraImages).toBe(0);
      expect(entry.total).toBe(await charged(orderedItem(selection, tier.key, INCLUDED_IMAGES), country));
    }
    if (country === 'vn') expect(totals.tiers.premium!.total).toBe(6_490_000);
  });

  test('a template: every number of copies, as charged', async () => {
    const totals = table({kind: 'template', templateId: 5}, country);
    expect(totals.stepper).toEqual({min: 1, max: MAX_QUANTITY});
    const selection: CheckoutSelection = {kind: 'template', templateId: 5};
    for (let quantity = 1; quantity <= MAX_QUANTITY; quantity++) {
      const entry = totals.quantities[quantity]!;
      expectConsistent(entry);
      expect(entry.total).toBe(await charged(orderedItem(selection, null, quantity), country));
    }
    expect(totals.quantities[MAX_QUANTITY + 1]).toBeUndefined();
  });

  test('a package: its one total, as charged', async () => {
    const totals = table({kind: 'package', packageId: 'delivery'}, country);
    expect(totals.stepper).toBeNull();
    expect(Object.keys(totals.quantities)).toEqual(['1']);
    expectConsistent(totals.quantities[1]!);
    expect(totals.quantities[1]!.total).toBe(await charged(orderedItem({kind: 'package', packageId: 'delivery'}, null, 1), country));
  });

  test("a cart: the cart's total as the page reads it is what its order is charged", async () => {
    const at = new Date('2026-11-26T12:00:00Z');
    mockCartRows = [
      {id: 'line-1', itemType: 'template', itemId: '1', quantity: 2, createdAt: at},
      {id: 'line-2', itemType: 'template', itemId: '5', quantity: 3, createdAt: at},
      {id: 'line-3', itemType: 'package', itemId: 'delivery', quantity: 1, createdAt: at},
    ];
    const cart = await readCart(mockDb as never, {guestId: 'guest-1'}, country, 'en');
    expect(cart.items).toHaveLength(3);
    const totals = cartTotals(cart);
    expect(totals.stepper).toBeNull();
    expectConsistent(totals.quantities[1]!);
    expect(totals.quantities[1]!.total).toBe(await charged(orderedItem({kind: 'cart'}, null, 1), country));
  });
});

test('the table follows the price list: an owner-set price changes the total as it changes the charge', async () => {
  const entry = CATALOG.entries['template:5']!;
  mockCatalog = {...CATALOG, entries: {...CATALOG.entries, 'template:5': {...entry, prices: {...entry.prices, vn: {amount: 123_000, extraImage: null}}}}};
  const totals = checkoutTotals({kind: 'template', templateId: 5}, 'vn', mockCatalog);
  if (typeof totals === 'string') throw new Error(totals);
  expect(totals.quantities[3]!.total).toBe(369_000);
  expect(totals.quantities[3]!.total).toBe(await charged({templateId: 5, quantity: 3}, 'vn'));
});

test('an item that cannot be charged has no table (the page is not found)', () => {
  const entry = CATALOG.entries['template:5']!;
  expect(checkoutTotals({kind: 'template', templateId: 5}, 'kr', {...CATALOG, entries: {...CATALOG.entries, 'template:5': {...entry, active: false}}})).toBe('unknown');
  expect(checkoutTotals({kind: 'service', serviceId: 6}, 'kr', CATALOG)).toBe('quote');
});
