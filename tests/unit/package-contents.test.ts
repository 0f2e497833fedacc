/**
 * What a package is made of and what it saves against buying the same things separately, in every
 * market, from the catalogue's own prices (lib/catalog/package-contents).
 */
import {PACKAGE_IDS, type PackageId} from '@/lib/catalog/catalog';
import {PACKAGE_CONTENTS, packageValue} from '@/lib/catalog/package-contents';
import {entryOf, priceIn, type Catalog} from '@/lib/catalog/prices';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import {TEMPLATES} from '@/lib/catalog/templates';
import {COUNTRIES, COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import {derivedPrice} from '@/lib/money';

/** A country's price of an item, read straight from the price list: its own price there, else its KRW base derived to the market. */
function listPrice(catalog: Catalog, kind: 'service' | 'package' | 'template', id: string | number, country: CountryCode): {amount: number; extra: number} | null {
  const entry = entryOf(catalog, kind, id);
  if (!entry?.active || entry.priceKrw === null) return null;
  const own = entry.prices[country];
  return {
    amount: own?.amount ?? derivedPrice(entry.priceKrw, country).amount,
    extra: own?.extraImage ?? (entry.extraImageKrw === null ? 0 : derivedPrice(entry.extraImageKrw, country).amount),
  };
}

/** The package's priced parts bought one by one at the market's list prices (3 images in a service's price, each further one at its extra-image price; the cheapest designs of a type). */
function boughtSeparately(catalog: Catalog, id: PackageId, country: CountryCode): number {
  let total = 0;
  for (const part of PACKAGE_CONTENTS[id]) {
    if (part.kind === 'service') {
      const price = listPrice(catalog, 'service', part.service, country);
      if (price) total += price.amount + Math.max(0, part.images - 3) * price.extra;
    } else if (part.kind === 'template') {
      const prices = TEMPLATES.filter((t) => t.type === part.type)
        .map((t) => listPrice(catalog, 'template', t.id, country)?.amount)
        .filter((p): p is number => p !== undefined)
        .sort((a, b) => a - b);
      if (prices.length >= part.count) total += prices.slice(0, part.count).reduce((a, b) => a + b, 0);
    }
  }
  return total;
}

const withPrice = (catalog: Catalog, key: string, change: (entry: NonNullable<Catalog['entries'][string]>) => void): Catalog => {
  const copy: Catalog = structuredClone(catalog);
  change(copy.entries[key]!);
  return copy;
};

test.each(COUNTRY_CODES)('in %s every package costs less than its priced parts bought separately, in whole minor units', (country) => {
  for (const id of PACKAGE_IDS) {
    const value = packageValue(SEED_CATALOG, id, country)!;
    const separate = boughtSeparately(SEED_CATALOG, id, country);
    const price = priceIn(entryOf(SEED_CATALOG, 'package', id)!, country)!.amount;
    expect({id, country, price: value.price, separate: value.separate}).toEqual({id, country, price, separate});
    expect(Number.isSafeInteger(value.separate) && Number.isSafeInteger(value.saving)).toBe(true);
    // The promise the page makes: the package is cheaper than its priced parts.
    expect({id, country, below: price < separate}).toEqual({id, country, below: true});
    expect(value.saving).toBe(separate - price);
    expect(value.percent).toBe(Math.floor((100 * (separate - price)) / separate));
    // Every package holds an extra without a price of its own (and designs of the buyer's choice): "at least".
    expect(value.atLeast).toBe(true);
    expect(COUNTRIES[country].currency).toBe(priceIn(entryOf(SEED_CATALOG, 'package', id)!, country)!.currency);
  }
});

test('every part is a real catalogue item: priced services, template types that are sold, extras with no price', () => {
  for (const id of PACKAGE_IDS) {
    const parts = PACKAGE_CONTENTS[id];
    expect(parts.some((p) => p.kind === 'extra')).toBe(true);
    for (const part of parts) {
      if (part.kind === 'service') {
        expect(entryOf(SEED_CATALOG, 'service', part.service)?.priceKrw).not.toBeNull();
        expect(part.images).toBeGreaterThanOrEqual(3);
      }
      if (part.kind === 'template') expect(TEMPLATES.filter((t) => t.type === part.type).length).toBeGreaterThanOrEqual(part.count);
    }
  }
});

test("the owner's own prices count: a market price set for a part raises what buying separately costs there, and only there", () => {
  const before = packageValue(SEED_CATALOG, 'delivery', 'us')!;
  const raised = withPrice(SEED_CATALOG, 'service:4', (entry) => {
    entry.prices.us = {amount: 20_000, extraImage: 5_000};
  });
  const after = packageValue(raised, 'delivery', 'us')!;
  // 8 food photos: $200 for the first 3 and $50 for each of 5 more, instead of the derived price.
  const derived = listPrice(SEED_CATALOG, 'service', 4, 'us')!;
  expect(after.separate - before.separate).toBe(20_000 + 5 * 5_000 - (derived.amount + 5 * derived.extra));
  expect(packageValue(raised, 'delivery', 'kr')).toEqual(packageValue(SEED_CATALOG, 'delivery', 'kr'));
});

test('a package priced at or above its parts shows no saving; a hidden part counts for nothing; a hidden package has no value', () => {
  const dear = withPrice(SEED_CATALOG, 'package:sns', (entry) => {
    entry.prices.us = {amount: 1_000_000, extraImage: null};
  });
  expect(packageValue(dear, 'sns', 'us')!.saving).toBeLessThan(0);
  expect(packageValue(dear, 'sns', 'us')!.percent).toBe(0);
  const hiddenPart = withPrice(SEED_CATALOG, 'service:5', (entry) => {
    entry.active = false;
  });
  const sns = packageValue(SEED_CATALOG, 'sns', 'kr')!;
  // 3 model shots at 120,000 won are no longer counted.
  expect(sns.separate - packageValue(hiddenPart, 'sns', 'kr')!.separate).toBe(120_000);
  const hidden = withPrice(SEED_CATALOG, 'package:ecommerce', (entry) => {
    entry.active = false;
  });
  expect(packageValue(hidden, 'ecommerce', 'kr')).toBeNull();
});

test('a part of a service sold in tiers is priced at the cheapest tier orders that together deliver that many images', () => {
  const tiered = withPrice(SEED_CATALOG, 'service:1', (entry) => {
    entry.tiers = [
      {key: 'basic', images: 3, revisions: 1, deliveryDays: 2, priceKrw: 30_000, prices: {}},
      {key: 'standard', images: 6, revisions: 2, deliveryDays: 3, priceKrw: 55_000, prices: {}},
      {key: 'premium', images: 15, revisions: 3, deliveryDays: 4, priceKrw: 90_000, prices: {}},
    ];
  });
  const before = packageValue(SEED_CATALOG, 'delivery', 'kr')!;
  const after = packageValue(tiered, 'delivery', 'kr')!;
  // 5 white-background photos: 46,000 won bought as images, 55,000 as the Standard tier (6 images).
  expect(after.separate - before.separate).toBe(55_000 - 46_000);
  // 15 of them in the online-shop package: the Premium tier.
  expect(packageValue(tiered, 'ecommerce', 'kr')!.separate - packageValue(SEED_CATALOG, 'ecommerce', 'kr')!.separate).toBe(90_000 - (30_000 + 12 * 8_000));
  // No tier has 15 images: two Standard orders and a Basic one (140,000 won) beat five Basic (150,000) or three Standard (165,000).
  const small = withPrice(tiered, 'service:1', (entry) => {
    entry.tiers = entry.tiers!.slice(0, 2);
  });
  expect(packageValue(small, 'ecommerce', 'kr')!.separate - packageValue(SEED_CATALOG, 'ecommerce', 'kr')!.separate).toBe(140_000 - (30_000 + 12 * 8_000));
});
