import 'server-only';
import {cartSelections} from '@/lib/cart/store';
import type {CartOwner} from '@/lib/cart/store';
import {db} from '@/lib/db';
import type {CountryCode} from '@/lib/countries';
import {itemsOnly, loadCatalog} from '@/lib/catalog/store';
import {PACKAGE_IDS, type PackageId} from '@/lib/catalog/catalog';
import {entryOf, type Catalog} from '@/lib/catalog/prices';
import {decimalAmount} from '@/lib/money';
import {priceOrder, type PricedOrder, type PricingError, type Selection} from './pricing';
import type {OrderRequest} from './schema';

/** What a checkout asks to buy, in the order the spec's payloads name it (docs/payments.md, POST /api/orders). */
export async function selectionsOf(input: OrderRequest, cart: CartOwner | null): Promise<Selection[] | 'emptyCart'> {
  if (input.fromCart) {
    const selections = cart ? await cartSelections(db, cart) : [];
    return selections.length ? selections : 'emptyCart';
  }
  if (input.serviceId !== undefined) return [{type: 'service', id: input.serviceId, quantity: input.quantity ?? 1, ...(input.tier !== undefined ? {tier: input.tier} : {})}];
  if (input.packageId !== undefined) return [{type: 'package', id: input.packageId}];
  // The spec's package payload (docs/payments.md, POST /api/orders): `selectedTemplate.id` 0 names no template but the package in `packageName`.
  if (input.selectedTemplate?.id === 0) {
    const name = input.packageName ?? input.selectedTemplate.title ?? '';
    const packages = await loadCatalog(db, itemsOnly(PACKAGE_IDS.map((id) => ({kind: 'package' as const, id}))));
    // A name no package has is priced as what it is: an item not for sale.
    return [{type: 'package', id: packageNamed(packages, name) ?? name}];
  }
  const templateId = input.templateId ?? input.selectedTemplate?.id;
  if (templateId !== undefined) return [{type: 'template', id: templateId, quantity: input.quantity ?? 1}];
  return 'emptyCart';
}

/**
 * Prices the order from the price list as the database holds it now (not a cached copy: what is
 * charged is never older than what the owner saved); an amount the browser sent that differs is
 * logged, never used.
 */
export async function priceRequest(input: OrderRequest, selections: Selection[], country: CountryCode): Promise<PricedOrder | PricingError> {
  const priced = priceOrder(selections, country, await loadCatalog(db, itemsOnly(selections.map((s) => ({kind: s.type, id: s.id})))));
  if (typeof priced === 'string') return priced;
  const expected = decimalAmount({amount: priced.amount, currency: priced.currency});
  for (const sent of [input.totalAmount, input.finalPrice]) {
    if (sent !== undefined && Number(sent) !== Number(expected)) console.warn(`order: browser sent amount ${String(sent)}, catalogue amount is ${expected} ${priced.currency}; using the catalogue`);
  }
  return priced;
}

/** The package an order payload names (`packageName`): by its id or its name in any language (as the owner wrote it), case and spacing aside. */
export function packageNamed(catalog: Catalog, name: string): PackageId | undefined {
  const wanted = name.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  return PACKAGE_IDS.find((id) => {
    if (id === wanted) return true;
    const texts = entryOf(catalog, 'package', id)?.texts ?? {};
    return Object.values(texts).some((text) => text?.name.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase() === wanted);
  });
}
