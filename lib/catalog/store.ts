/**
 * The price list in the database: read as one snapshot, changed one item at a time.
 * Every function takes the client, so tests run them on PGlite and PostgreSQL.
 */
import {audit, type AuditActor} from '@/lib/admin/audit';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {loadPictures} from '@/lib/media/store';
import {parseTiers} from './tiers/tiers';
import {catalogKey, type Catalog, type CatalogKind, type ItemDetails, type ItemText, type ItemTexts, type PriceEntry, type SetPrice} from './prices';

type ItemRow = {
  kind: CatalogKind;
  itemId: string;
  active: boolean;
  priceKrw: number | null;
  extraImageKrw: number | null;
  texts: unknown;
  details: unknown;
  position: number;
  tiers?: unknown;
  prices: {country: CountryCode; amount: number; extraImage: number | null}[];
};

/** A service's tiers when it has some (an entry without tiers looks as it did before tiers existed). */
function tiersOf(value: unknown): {tiers?: PriceEntry['tiers']} {
  const tiers = parseTiers(value);
  return tiers.length ? {tiers} : {};
}

function toEntry(item: ItemRow): PriceEntry {
  const prices: Partial<Record<CountryCode, SetPrice>> = {};
  for (const price of item.prices) prices[price.country] = {amount: price.amount, extraImage: price.extraImage};
  return {
    kind: item.kind,
    id: item.itemId,
    active: item.active,
    priceKrw: item.priceKrw,
    extraImageKrw: item.extraImageKrw,
    prices,
    texts: (item.texts ?? {}) as ItemTexts,
    details: (item.details ?? {}) as ItemDetails,
    position: item.position,
    ...tiersOf(item.tiers),
  };
}

/**
 * What a read needs of the catalogue. Pages take everything (once, through the cache); a request
 * that prices or names a few items (an order, a cart, a brief, a revision) reads the database each
 * time, so it reads just those items (`only`) and no pictures: the whole catalogue in five
 * languages is about 50 KB of JSON, and a cart read went from 1.6 to 2.8 ms reading it.
 */
export interface CatalogRead {
  /** Only these items (the others are absent: unknown to pricing, as if not for sale). */
  only?: readonly {kind: CatalogKind; id: string | number}[];
  pictures?: boolean;
}

/** Items with their set prices, texts and details, in the owner's order, and the placed pictures. */
export async function loadCatalog(db: Db, read: CatalogRead = {}): Promise<Catalog> {
  const where = read.only ? {OR: read.only.map(({kind, id}) => ({kind, itemId: String(id)}))} : undefined;
  const [items, pictures] = await Promise.all([
    read.only?.length === 0 ? Promise.resolve([]) : db.catalogItem.findMany({where, include: {prices: true}, orderBy: [{kind: 'asc'}, {position: 'asc'}]}),
    read.pictures === false ? Promise.resolve({}) : loadPictures(db),
  ]);
  return {entries: Object.fromEntries(items.map((item) => [catalogKey(item.kind, item.itemId), toEntry(item)])), pictures};
}

/** Just these items, no pictures: what pricing, carts, orders and briefs read. */
export const itemsOnly = (items: readonly {kind: CatalogKind; id: string | number}[]): CatalogRead => ({only: items, pictures: false});

/** A change of one item: a field left out stays as it is; a country's price null goes back to derived. */
export interface CatalogPatch {
  active?: boolean;
  priceKrw?: number;
  extraImageKrw?: number;
  prices?: Partial<Record<CountryCode, number | null>>;
  extraImagePrices?: Partial<Record<CountryCode, number | null>>;
  /** New words for some languages (each language's text is replaced whole). */
  texts?: Partial<Record<Language, ItemText>>;
  /** A service's delivery time and revisions, a template's category (each field given replaces its value). */
  details?: ItemDetails;
  position?: number;
}

export type PatchResult = {ok: true; before: PriceEntry; after: PriceEntry} | {ok: false; error: 'unknown' | 'quote' | 'noExtra' | 'details'};

async function entryIn(db: Db, kind: CatalogKind, itemId: string): Promise<PriceEntry | null> {
  const item = await db.catalogItem.findUnique({where: {kind_itemId: {kind, itemId}}, include: {prices: true}});
  return item ? toEntry(item) : null;
}

/**
 * Applies a change to one item in one transaction with its audit row. Orders already placed keep
 * the prices they were created with (their lines hold their own amounts).
 */
export function patchCatalogItem(db: PrismaClient, kind: CatalogKind, itemId: string, patch: CatalogPatch, actor: AuditActor): Promise<PatchResult> {
  return inTransaction(db, async (tx): Promise<PatchResult> => {
    await tx.$queryRaw`SELECT 1 FROM "CatalogItem" WHERE "kind" = ${kind}::"CatalogKind" AND "itemId" = ${itemId} FOR UPDATE`;
    const before = await entryIn(tx, kind, itemId);
    if (!before) return {ok: false, error: 'unknown'};
    const pricing = patch.priceKrw !== undefined || patch.prices !== undefined || patch.extraImageKrw !== undefined || patch.extraImagePrices !== undefined;
    // A quote-priced service has no price list to change (its price is agreed per order).
    if (pricing && before.priceKrw === null) return {ok: false, error: 'quote'};
    if ((patch.extraImageKrw !== undefined || patch.extraImagePrices !== undefined) && before.extraImageKrw === null) return {ok: false, error: 'noExtra'};
    // Delivery time and revisions are a service's; a category is a template's.
    const details = patch.details ?? {};
    if ((kind !== 'service' && (details.delivery !== undefined || details.revisions !== undefined)) || (kind !== 'template' && details.category !== undefined)) return {ok: false, error: 'details'};

    await tx.catalogItem.update({
      where: {kind_itemId: {kind, itemId}},
      data: {
        active: patch.active,
        priceKrw: patch.priceKrw,
        extraImageKrw: patch.extraImageKrw,
        texts: patch.texts ? ({...before.texts, ...patch.texts} as object) : undefined,
        details: patch.details ? ({...before.details, ...patch.details} as object) : undefined,
        position: patch.position,
      },
    });
    const countries = new Set([...Object.keys(patch.prices ?? {}), ...Object.keys(patch.extraImagePrices ?? {})] as CountryCode[]);
    for (const country of countries) {
      const current = before.prices[country];
      const amount = patch.prices && country in patch.prices ? patch.prices[country] : (current?.amount ?? null);
      const extraImage = patch.extraImagePrices && country in patch.extraImagePrices ? patch.extraImagePrices[country] : (current?.extraImage ?? null);
      const where = {kind_itemId_country: {kind, itemId, country}};
      // A fee of its own needs a price of its own: without one the country is derived again.
      if (amount === null || amount === undefined) await tx.catalogPrice.deleteMany({where: {kind, itemId, country}});
      else await tx.catalogPrice.upsert({where, create: {kind, itemId, country, amount, extraImage: extraImage ?? null}, update: {amount, extraImage: extraImage ?? null}});
    }
    const after = (await entryIn(tx, kind, itemId))!;
    await audit(tx, actor, {action: 'catalog.update', targetType: 'catalog', targetId: catalogKey(kind, itemId), before, after});
    return {ok: true, before, after};
  });
}
