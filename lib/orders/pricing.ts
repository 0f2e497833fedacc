/**
 * What an order costs, computed from the catalogue and the country only (DECISIONS: Money). Every
 * entry point (checkout, package, template, cart) prices through here; amounts from the browser
 * are never used. Each line is the sum of prices the customer was shown: the service's base price
 * (3 images included) plus its extra-image price per further image, a package's price, a
 * template's price per copy, each converted once with the country's multiplier.
 */
import {PACKAGES, PACKAGE_IDS, SERVICES, type PackageId} from '@/lib/catalog/catalog';
import {findTemplate} from '@/lib/catalog/templates';
import {COUNTRIES, type CountryCode, type CurrencyCode} from '@/lib/countries';
import {localPrice} from '@/lib/money';

/** Images a service's base price covers. */
export const INCLUDED_IMAGES = 3;
/** Most units of one line (images of a service, copies of a template). */
export const MAX_QUANTITY = 100;

export type Selection = {type: 'service'; id: number; quantity: number} | {type: 'package'; id: string} | {type: 'template'; id: number; quantity: number};

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
}

export interface PricedOrder {
  currency: CurrencyCode;
  lines: PricedLine[];
  amount: number;
  amountKrw: number;
}

export type PricingError = 'unknown' | 'quote' | 'quantity' | 'empty';

const validQuantity = (q: number) => Number.isSafeInteger(q) && q >= 1 && q <= MAX_QUANTITY;

export function priceLine(selection: Selection, country: CountryCode): PricedLine | PricingError {
  const price = (krw: number) => localPrice(krw, country).amount;
  if (selection.type === 'service') {
    const service = SERVICES.find((s) => s.id === selection.id);
    if (!service) return 'unknown';
    if (service.priceKrw === null || service.extraImageKrw === null) return 'quote';
    if (!validQuantity(selection.quantity)) return 'quantity';
    const extraUnits = Math.max(0, selection.quantity - INCLUDED_IMAGES);
    const unitAmount = price(service.priceKrw);
    const extraUnitAmount = price(service.extraImageKrw);
    return {
      itemType: 'service',
      itemId: String(service.id),
      quantity: selection.quantity,
      unitAmount,
      extraUnitAmount,
      extraUnits,
      lineAmount: unitAmount + extraUnits * extraUnitAmount,
      lineKrw: service.priceKrw + extraUnits * service.extraImageKrw,
    };
  }
  if (selection.type === 'package') {
    if (!(PACKAGE_IDS as readonly string[]).includes(selection.id)) return 'unknown';
    const krw = PACKAGES[selection.id as PackageId].priceKrw;
    const unitAmount = price(krw);
    return {itemType: 'package', itemId: selection.id, quantity: 1, unitAmount, extraUnitAmount: 0, extraUnits: 0, lineAmount: unitAmount, lineKrw: krw};
  }
  const template = findTemplate(selection.id);
  if (!template) return 'unknown';
  if (!validQuantity(selection.quantity)) return 'quantity';
  const unitAmount = price(template.priceKrw);
  return {
    itemType: 'template',
    itemId: String(template.id),
    quantity: selection.quantity,
    unitAmount,
    extraUnitAmount: 0,
    extraUnits: 0,
    lineAmount: unitAmount * selection.quantity,
    lineKrw: template.priceKrw * selection.quantity,
  };
}

export function priceOrder(selections: readonly Selection[], country: CountryCode): PricedOrder | PricingError {
  if (selections.length === 0) return 'empty';
  const lines: PricedLine[] = [];
  for (const selection of selections) {
    const line = priceLine(selection, country);
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

/** The order's type (spec: package / template / service): what its lines are, a service first. */
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
