/**
 * What an order costs, computed from the price list and the country only (docs/payments.md, Prices). Every
 * entry point (checkout, package, template, cart) prices through here; amounts from the browser
 * are never used. Each line is the sum of prices the customer was shown: the service's price
 * (3 images included) plus its extra-image price per further image, a package's price, a
 * template's price per copy, each the country's own price or the KRW base derived to its price
 * points (lib/catalog/prices). Hidden items are unknown.
 */
import {PACKAGE_IDS, SERVICES} from '@/lib/catalog/catalog';
import {entryOf, priceIn, type Catalog} from '@/lib/catalog/prices';
import {findTemplate} from '@/lib/catalog/templates';
import {tierPrice, type TierKey} from '@/lib/catalog/tiers/tiers';
import {COUNTRIES, type CountryCode, type CurrencyCode} from '@/lib/countries';

/** Images a service's base price covers: also the fewest a service order has (the checkout starts there). */
export const INCLUDED_IMAGES = 3;
/** Most units of one line (images of a service, copies of a template). */
export const MAX_QUANTITY = 100;

export type Selection = {type: 'service'; id: number; quantity: number; tier?: string} | {type: 'package'; id: string} | {type: 'template'; id: number; quantity: number};

export interface PricedLine {
  itemType: 'service' | 'package' | 'template';
  itemId: string;
  quantity: number;
  /** One unit (a service's base price for 3 images, a package, one template) in minor units. */
  unitAmount: number;
  /** A service's price per extra image, else 0. */
  extraUnitAmount: number;
  extraUnits: number;
  lineAmount: number;
  lineKrw: number;
  /** The service tier bought and what it includes (lib/catalog/tiers), as charged; absent without a tier. */
  tier?: {key: TierKey; images: number; revisions: number; deliveryDays: number};
}

export interface PricedOrder {
  currency: CurrencyCode;
  lines: PricedLine[];
  amount: number;
  amountKrw: number;
}

export type PricingError = 'unknown' | 'quote' | 'quantity' | 'empty' | 'tier';

const validQuantity = (q: number) => Number.isSafeInteger(q) && q >= 1 && q <= MAX_QUANTITY;

export function priceLine(selection: Selection, country: CountryCode, catalog: Catalog): PricedLine | PricingError {
  const entry = entryOf(catalog, selection.type, selection.id);
  if (!entry?.active) return 'unknown';
  const price = priceIn(entry, country);
  if (selection.type === 'service') {
    const service = SERVICES.find((s) => s.id === selection.id);
    if (!service) return 'unknown';
    if (service.quote || !price || price.extraImage === null || entry.priceKrw === null || entry.extraImageKrw === null) return 'quote';
    // A tier is its own price for its own images (the browser's quantity and amounts are not used); one the service does not offer is refused.
    // A service sold in tiers and asked for without one sells its cheapest here (the "From" price its pages show).
    const cheapest = entry.tiers?.length ? [...entry.tiers].sort((a, b) => tierPrice(a, country).amount - tierPrice(b, country).amount)[0]!.key : undefined;
    const tierKey = selection.tier ?? cheapest;
    if (tierKey !== undefined) {
      const tier = entry.tiers?.find((t) => t.key === tierKey);
      if (!tier) return 'tier';
      const unitAmount = tierPrice(tier, country).amount;
      return {
        itemType: 'service',
        itemId: String(service.id),
        quantity: tier.images,
        unitAmount,
        extraUnitAmount: 0,
        extraUnits: 0,
        lineAmount: unitAmount,
        lineKrw: tier.priceKrw,
        tier: {key: tier.key, images: tier.images, revisions: tier.revisions, deliveryDays: tier.deliveryDays},
      };
    }
    if (!validQuantity(selection.quantity)) return 'quantity';
    // The base price buys the included images: an order never records fewer (an older client's 1 is 3).
    const quantity = Math.max(INCLUDED_IMAGES, selection.quantity);
    const extraUnits = quantity - INCLUDED_IMAGES;
    const unitAmount = price.amount;
    const extraUnitAmount = price.extraImage;
    return {
      itemType: 'service',
      itemId: String(service.id),
      quantity,
      unitAmount,
      extraUnitAmount,
      extraUnits,
      lineAmount: unitAmount + extraUnits * extraUnitAmount,
      lineKrw: entry.priceKrw + extraUnits * entry.extraImageKrw,
    };
  }
  if (!price || entry.priceKrw === null) return 'unknown';
  if (selection.type === 'package') {
    if (!(PACKAGE_IDS as readonly string[]).includes(selection.id)) return 'unknown';
    const unitAmount = price.amount;
    return {itemType: 'package', itemId: selection.id, quantity: 1, unitAmount, extraUnitAmount: 0, extraUnits: 0, lineAmount: unitAmount, lineKrw: entry.priceKrw};
  }
  const template = findTemplate(selection.id);
  if (!template) return 'unknown';
  if (!validQuantity(selection.quantity)) return 'quantity';
  const unitAmount = price.amount;
  return {
    itemType: 'template',
    itemId: String(template.id),
    quantity: selection.quantity,
    unitAmount,
    extraUnitAmount: 0,
    extraUnits: 0,
    lineAmount: unitAmount * selection.quantity,
    lineKrw: entry.priceKrw * selection.quantity,
  };
}

export function priceOrder(selections: readonly Selection[], country: CountryCode, catalog: Catalog): PricedOrder | PricingError {
  if (selections.length === 0) return 'empty';
  const lines: PricedLine[] = [];
  for (const selection of selections) {
    const line = priceLine(selection, country, catalog);
    if (typeof line === 'string') return line;
    lines.push(line);
  }
  return {
    currency: COUNTRIES[country].currency,
    lines,
    amount: lines.reduce((sum, l) => sum + l.lineAmount, 0),
    amountKrw: lines.reduce((sum, l) => sum + l.lineKrw, 0),
  };
}

/** The order's type (package / template / service): what its lines are, a service first. */
export function orderTypeOf(lines: readonly PricedLine[]): PricedLine['itemType'] {
  if (lines.some((l) => l.itemType === 'service')) return 'service';
  if (lines.some((l) => l.itemType === 'package')) return 'package';
  return 'template';
}

/** A quote request for a quote-priced service: an order line with no amount until the quote is agreed. */
export function quoteOrder(serviceId: number, country: CountryCode): PricedOrder {
  return {
    currency: COUNTRIES[country].currency,
    lines: [{itemType: 'service', itemId: String(serviceId), quantity: 1, unitAmount: 0, extraUnitAmount: 0, extraUnits: 0, lineAmount: 0, lineKrw: 0}],
    amount: 0,
    amountKrw: 0,
  };
}
