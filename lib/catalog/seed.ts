/**
 * The price list a fresh install starts with (docs/admin.md#prices-and-the-catalogue): today's KRW base prices, every other
 * country derived to its price points. `seedCatalog` writes it on first start (migrations, then
 * seed) and never overwrites what the owner changed since.
 */
import type {PrismaClient} from '@/lib/db/client';
import {LANGUAGES} from '@/lib/i18n/languages';
import {PACKAGE_IDS, SERVICES} from './catalog';
import {catalogKey, type Catalog, type CatalogKind, type ItemDetails, type ItemTexts, type PriceEntry} from './prices';
import {SEED_TEXTS} from './seed-texts';
import {TEMPLATES} from './templates';

/** A service's delivery time and revisions, a template's category, as the catalogue's shape has them. */
export function seedDetails(kind: CatalogKind, id: string): ItemDetails {
  if (kind === 'service') {
    const service = SERVICES.find((s) => String(s.id) === id);
    return service ? {delivery: service.deliveryDays, revisions: service.revisions} : {};
  }
  if (kind === 'template') {
    const template = TEMPLATES.find((t) => String(t.id) === id);
    return template ? {category: template.category} : {};
  }
  return {};
}

/** The item's words in the five languages, as a fresh install starts (lib/catalog/seed-texts.ts). */
export function seedTexts(kind: CatalogKind, id: string): ItemTexts {
  const texts: ItemTexts = {};
  for (const lang of LANGUAGES) {
    const text = (SEED_TEXTS[lang][kind] as Record<string, {name: string; description: string; features: string[]}>)[id];
    if (text) texts[lang] = text;
  }
  return texts;
}

/** KRW base price and extra-image fee of each priced service (3 images included). */
const SERVICE_KRW: Partial<Record<number, readonly [number, number]>> = {
  1: [30_000, 8_000],
  2: [50_000, 12_000],
  3: [95_000, 30_000],
  4: [120_000, 40_000],
  5: [120_000, 40_000],
  7: [30_000, 8_000],
  9: [50_000, 12_000],
};
const PACKAGE_KRW = {sns: 299_000, delivery: 399_000, ecommerce: 499_000} as const;
const TEMPLATE_KRW: Record<number, number> = {
  1: 45_000,
  2: 45_000,
  3: 35_000,
  4: 29_000,
  5: 39_000,
  6: 32_000,
  7: 27_000,
  8: 42_000,
  10: 52_000,
  11: 38_000,
  12: 36_000,
  13: 48_000,
  14: 44_000,
  15: 33_000,
  16: 40_000,
  17: 34_000,
  18: 37_000,
  19: 50_000,
  20: 46_000,
  21: 31_000,
  22: 25_000,
  23: 47_000,
  24: 28_000,
  25: 30_000,
  26: 26_000,
  27: 49_000,
  28: 35_000,
};

function seedEntries(): PriceEntry[] {
  return [
    ...SERVICES.map((service): PriceEntry => {
      const krw = service.quote ? undefined : SERVICE_KRW[service.id];
      return {
        kind: 'service',
        id: String(service.id),
        active: true,
        priceKrw: krw?.[0] ?? null,
        extraImageKrw: krw?.[1] ?? null,
        prices: {},
        texts: seedTexts('service', String(service.id)),
        details: seedDetails('service', String(service.id)),
        position: 0,
      };
    }),
    ...PACKAGE_IDS.map((id): PriceEntry => ({
      kind: 'package',
      id,
      active: true,
      priceKrw: PACKAGE_KRW[id],
      extraImageKrw: null,
      prices: {},
      texts: seedTexts('package', id),
      details: {},
      position: 0,
    })),
    ...TEMPLATES.map((template): PriceEntry => ({
      kind: 'template',
      id: String(template.id),
      active: true,
      priceKrw: TEMPLATE_KRW[template.id] ?? null,
      extraImageKrw: null,
      prices: {},
      texts: seedTexts('template', String(template.id)),
      details: seedDetails('template', String(template.id)),
      position: 0,
    })),
  ].map((entry, _, all) => ({...entry, position: 10 * (all.filter((other) => other.kind === entry.kind).indexOf(entry) + 1)}));
}

/** The seeded price list as a catalogue snapshot (what a fresh database holds). */
export const SEED_CATALOG: Catalog = {entries: Object.fromEntries(seedEntries().map((entry) => [catalogKey(entry.kind, entry.id), entry])), pictures: {}};

/**
 * Writes the seed's items that are not in the database yet, and the seed's texts into items that
 * have none (a database seeded before texts moved there); returns how many items it added.
 */
export async function seedCatalog(db: PrismaClient): Promise<number> {
  const entries = seedEntries();
  const added = await db.catalogItem.createMany({
    data: entries.map((entry) => ({
      kind: entry.kind,
      itemId: entry.id,
      active: entry.active,
      priceKrw: entry.priceKrw,
      extraImageKrw: entry.extraImageKrw,
      position: entry.position,
      texts: entry.texts as object,
      details: entry.details as object,
    })),
    skipDuplicates: true,
  });
  const bare = await db.catalogItem.findMany({where: {OR: [{texts: {equals: {}}}, {details: {equals: {}}, kind: {not: 'package'}}]}, select: {kind: true, itemId: true}});
  for (const item of bare) {
    const texts = seedTexts(item.kind, item.itemId);
    const details = seedDetails(item.kind, item.itemId);
    if (Object.keys(texts).length) await db.catalogItem.updateMany({where: {kind: item.kind, itemId: item.itemId, texts: {equals: {}}}, data: {texts: texts as object}});
    if (Object.keys(details).length) await db.catalogItem.updateMany({where: {kind: item.kind, itemId: item.itemId, details: {equals: {}}}, data: {details: details as object}});
  }
  return added.count;
}
