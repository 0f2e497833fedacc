/**
 * The checkout's figures, computed by the server (code review 3, checkout): every total the buyer
 * can reach on the page (each tier of a service that has tiers; each quantity the stepper offers
 * for a service without tiers or a template; a package's or the cart's one total), priced by
 * lib/orders/pricing's priceOrder, the code the order is charged with. The form (a client
 * component) only looks its current choice up here and formats it: it never multiplies or adds an
 * amount. Plain data, no `server-only`: the form imports its types only.
 */
import {entryOf, type Catalog} from '@/lib/catalog/prices';
import type {TierKey} from '@/lib/catalog/tiers/tiers';
import type {CountryCode} from '@/lib/countries';
import {INCLUDED_IMAGES, MAX_QUANTITY, priceOrder, type PricedOrder, type PricingError, type Selection} from '@/lib/orders/pricing';

/** What the summary and the Pay bar show for one choice, in the currency's minor units. */
export interface CheckoutTotal {
  /** The product line: a service's base price (its included images) or its tier's price, a template's copies, a package, the cart's lines. */
  product: number;
  /** Images beyond the ones a service's base price includes (0 for anything else) and what they add. */
  extraImages: number;
  extraAmount: number;
  /** What the order is charged (PricedOrder.amount). */
  total: number;
}

export interface CheckoutTotals {
  /** The quantity stepper's range (a service's images from the included ones, a template's copies); null when there is none (tiers, a package, the cart). */
  stepper: {min: number; max: number} | null;
  /** A service with tiers: each tier's figures (the tier fixes its images). */
  tiers: Partial<Record<TierKey, CheckoutTotal>>;
  /** Without a tier: the figures per quantity (a package and the cart: quantity 1). */
  quantities: Record<number, CheckoutTotal>;
}

/** What a product checkout sells (the cart's lines are priced by the cart itself: cartTotals). */
export type CheckoutChoice = {kind: 'service'; serviceId: number} | {kind: 'template'; templateId: number} | {kind: 'package'; packageId: string};

/** A priced order as the summary shows it: a service's base and its extra images apart, anything else its line amount. */
function figuresOf(order: PricedOrder): CheckoutTotal {
  let product = 0;
  let extraImages = 0;
  for (const line of order.lines) {
    product += line.itemType === 'service' ? line.unitAmount : line.lineAmount;
    extraImages += line.extraUnits;
  }
  return {product, extraImages, extraAmount: order.amount - product, total: order.amount};
}

const range = (min: number, max: number) => Array.from({length: max - min + 1}, (_, i) => min + i);

/**
 * Every total the checkout of one product can show, each priced exactly as the order the form
 * would send for it (a tier by its name; a quantity as chosen). A pricing error (hidden since the
 * page was cached, priced after a quote, …) is returned as is: nothing here can be charged.
 */
export function checkoutTotals(choice: CheckoutChoice, country: CountryCode, catalog: Catalog): CheckoutTotals | PricingError {
  const tiers: CheckoutTotals['tiers'] = {};
  const quantities: CheckoutTotals['quantities'] = {};
  const add = (selection: Selection): PricingError | null => {
    const priced = priceOrder([selection], country, catalog);
    if (typeof priced === 'string') return priced;
    const figures = figuresOf(priced);
    if (selection.type === 'service' && selection.tier) tiers[selection.tier as TierKey] = figures;
    else quantities[selection.type === 'package' ? 1 : selection.quantity] = figures;
    return null;
  };
  if (choice.kind === 'package') {
    const error = add({type: 'package', id: choice.packageId});
    return error ?? {stepper: null, tiers, quantities};
  }
  if (choice.kind === 'service') {
    const offered = entryOf(catalog, 'service', choice.serviceId)?.tiers ?? [];
    if (offered.length) {
      // The form sends a tier by its name and no quantity: the server reads that as quantity 1 (lib/orders/request selectionsOf).
      for (const tier of offered) {
        const error = add({type: 'service', id: choice.serviceId, quantity: 1, tier: tier.key});
        if (error) return error;
      }
      return {stepper: null, tiers, quantities};
    }
  }
  // The stepper: a service from the images its price includes, a template from one copy.
  const stepper = {min: choice.kind === 'service' ? INCLUDED_IMAGES : 1, max: MAX_QUANTITY};
  for (const quantity of range(stepper.min, stepper.max)) {
    const error = add(choice.kind === 'service' ? {type: 'service', id: choice.serviceId, quantity} : {type: 'template', id: choice.templateId, quantity});
    if (error) return error;
  }
  return {stepper, tiers, quantities};
}

/** The cart's checkout: one total, the cart's lines as the server priced them for the visitor's country (lib/cart/store readCart, priceLine). */
export function cartTotals(cart: {amount: number} | null): CheckoutTotals {
  const amount = cart?.amount ?? 0;
  return {stepper: null, tiers: {}, quantities: {1: {product: amount, extraImages: 0, extraAmount: 0, total: amount}}};
}
