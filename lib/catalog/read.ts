import 'server-only';
/**
 * The one cached read of the price list for pages, checkout and orders. Catalogue pages stay
 * prerendered: they read the list through this cache, tagged `catalog`; saving a change in the
 * admin area expires the tag (lib/catalog/commands), so the next request renders the new prices.
 */
import {cacheLife, cacheTag} from 'next/cache';
import {cache} from 'react';
import {db} from '@/lib/db';
import type {CountryCode} from '@/lib/countries';
import type {Money} from '@/lib/money';
import type {Language} from '@/lib/i18n/languages';
import {itemText, salePrice, type Catalog, type CatalogKind, type ItemText} from './prices';
import {loadCatalog} from './store';
import {CATALOG_TAG} from '@/lib/cache/tags';

export {CATALOG_TAG};

/** Kept until the owner's save expires the tag ('use cache': part of every prerendered page that reads it). */
async function cachedCatalog(): Promise<Catalog> {
  'use cache';
  cacheLife('max');
  cacheTag(CATALOG_TAG);
  return loadCatalog(db);
}

/** The price list (one read per request, shared across requests until the owner changes it). */
export const getCatalog: () => Promise<Catalog> = cache(() => cachedCatalog());

/** An item's price in a country as pages show it, or null when it is hidden or priced after a quote. */
export async function listedPrice(kind: CatalogKind, id: string | number, country: CountryCode): Promise<Money | null> {
  const price = salePrice(await getCatalog(), kind, id, country);
  return price ? {amount: price.amount, currency: price.currency} : null;
}

/** An item's words in a language, as the owner last saved them. */
export async function catalogText(kind: CatalogKind, id: string | number, lang: Language): Promise<ItemText> {
  return itemText(await getCatalog(), kind, id, lang);
}
