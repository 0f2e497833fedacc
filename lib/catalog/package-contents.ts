/**
 * What each package is made of (docs/storefront.md#what-a-package-holds), the one list its card, its
 * page and the comparison table show, and what the saving against buying the same things separately
 * is computed from. A package holds:
 * - services of the catalogue, each with a number of finished images (priced as the checkout prices
 *   that many images of that service: its base price and extra images; sold in tiers, the cheapest
 *   tier orders that together deliver that many);
 * - designs of the template shop of one type, the buyer's choice (priced as the cheapest designs of
 *   that type on sale: buying any others separately costs more);
 * - extras the shop does not sell on their own (a short video, thumbnails, a brand kit, advice): they
 *   have no price, so they count for nothing in "bought separately", and the saving then says
 *   "at least".
 * Prices are the market's own (lib/catalog/prices, lib/orders/pricing), integer minor units.
 * Plain data and pure functions.
 */
import {listedTemplates, salePrice, type Catalog} from './prices';
import {type PackageId, type ServiceId} from './catalog';
import type {TemplateType} from './templates';
import {priceLine} from '@/lib/orders/pricing';
import type {CountryCode} from '@/lib/countries';

export const PACKAGE_EXTRAS = ['shortVideo', 'thumbnails', 'brandKit', 'consultation'] as const;
export type PackageExtra = (typeof PACKAGE_EXTRAS)[number];

export type PackagePart = {kind: 'service'; service: ServiceId; images: number} | {kind: 'template'; type: TemplateType; count: number} | {kind: 'extra'; extra: PackageExtra};

const service = (id: ServiceId, images: number): PackagePart => ({kind: 'service', service: id, images});
const designs = (type: TemplateType, count: number): PackagePart => ({kind: 'template', type, count});
const extra = (name: PackageExtra): PackagePart => ({kind: 'extra', extra: name});

export const PACKAGE_CONTENTS: Readonly<Record<PackageId, readonly PackagePart[]>> = {
  // a launch on social media: colour-matched product shots, model shots, a detail page, posters and a banner, and a short clip
  sns: [service(2, 9), service(5, 3), designs('detail', 1), designs('poster', 2), designs('banner', 1), extra('shortVideo')],
  // a listing on delivery and market apps: dish photos, white-background product photos, a menu, banners, listing thumbnails
  delivery: [service(4, 8), service(1, 5), designs('menu', 1), designs('banner', 2), extra('thumbnails')],
  // an online shop: a catalogue of white-background shots, styled studio and model shots, a detail page, a hero banner, posters, a brand kit and advice
  ecommerce: [service(1, 15), service(3, 6), service(5, 3), designs('detail', 1), designs('banner', 1), designs('poster', 3), extra('brandKit'), extra('consultation')],
};

/** What one part costs bought on its own in a market (minor units), or null when it has no price there. */
export function partPrice(catalog: Catalog, part: PackagePart, country: CountryCode): number | null {
  if (part.kind === 'extra') return null;
  if (part.kind === 'template') {
    const prices = listedTemplates(catalog)
      .filter((t) => t.type === part.type)
      .flatMap((t) => {
        const price = salePrice(catalog, 'template', t.id, country);
        return price ? [price.amount] : [];
      })
      .sort((a, b) => a - b);
    return prices.length >= part.count ? prices.slice(0, part.count).reduce((sum, p) => sum + p, 0) : null;
  }
  const tiers = catalog.entries[`service:${part.service}`]?.tiers ?? [];
  if (tiers.length) {
    // Sold in tiers: the cheapest set of tier orders that together deliver at least this many images.
    const offers = tiers.flatMap((t) => {
      const line = priceLine({type: 'service', id: part.service, quantity: t.images, tier: t.key}, country, catalog);
      return typeof line === 'string' ? [] : [{images: t.images, amount: line.lineAmount}];
    });
    if (!offers.length) return null;
    const cheapest = [0];
    for (let images = 1; images <= part.images; images++) cheapest[images] = Math.min(...offers.map((o) => o.amount + cheapest[Math.max(0, images - o.images)]!));
    return cheapest[part.images]!;
  }
  const line = priceLine({type: 'service', id: part.service, quantity: part.images}, country, catalog);
  return typeof line === 'string' ? null : line.lineAmount;
}

/** A package against its parts bought separately, in one market's minor units. */
export interface PackageValue {
  price: number;
  /** The priced parts bought separately. */
  separate: number;
  /** separate - price; shown only when positive. */
  saving: number;
  /** Whole percent of `separate` saved, rounded down. */
  percent: number;
  /** Some part has no price of its own (or is priced at the cheapest choice): the saving is at least this. */
  atLeast: boolean;
}

/** The package's price, its priced parts' and the saving in a market; null when the package is not on sale there. */
export function packageValue(catalog: Catalog, id: PackageId, country: CountryCode): PackageValue | null {
  const price = salePrice(catalog, 'package', id, country);
  if (!price) return null;
  const parts = PACKAGE_CONTENTS[id].map((part) => ({part, price: partPrice(catalog, part, country)}));
  const separate = parts.reduce((sum, p) => sum + (p.price ?? 0), 0);
  const saving = separate - price.amount;
  return {
    price: price.amount,
    separate,
    saving,
    percent: saving > 0 ? Math.floor((saving * 100) / separate) : 0,
    atLeast: parts.some((p) => p.price === null || p.part.kind === 'template'),
  };
}
