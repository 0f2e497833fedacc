/**
 * The price list (docs/admin.md#prices-and-the-catalogue): what the owner sets in the admin area and the database keeps. Each
 * item (service, package, template) has a KRW base price and, per country, either a price of its
 * own in minor units or none, in which case the country is charged the base derived to its price
 * point (lib/money derivedPrice). What is shown is what is charged: pages and pricing both read
 * prices through `priceIn`. Plain data, so one snapshot can be cached and handed to any page.
 */
import {COUNTRIES, COUNTRY_CODES, type CountryCode, type CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import type {Picture} from '@/lib/media/pictures';
import {defaultPicture, type ShownOn} from '@/lib/media/defaults';
import {PACKAGE_IDS, SERVICES, type PackageId, type Service} from './catalog';
import {TEMPLATES, type Template, type TemplateCategory} from './templates';
import {derivedPrice} from '@/lib/money';
import type {Tier} from './tiers/tiers';

export const CATALOG_KINDS = ['service', 'package', 'template'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** A price the owner set for one country, in that country's minor units. */
export interface SetPrice {
  amount: number;
  /** A service's fee per extra image; null derives it from the KRW fee. */
  extraImage: number | null;
}

export interface PriceEntry {
  kind: CatalogKind;
  id: string;
  /** Hidden items are not listed and cannot be bought. */
  active: boolean;
  /** KRW base price; null for a service priced after a quote. */
  priceKrw: number | null;
  /** KRW fee per image beyond the included ones (priced services only). */
  extraImageKrw: number | null;
  /** Countries with a price of their own. */
  prices: Partial<Record<CountryCode, SetPrice>>;
  /** Its texts per language (seeded from lib/catalog/seed-texts.ts, changed by the owner). */
  texts: ItemTexts;
  /** A service's delivery time and free revisions, a template's category (as the owner set them). */
  details: ItemDetails;
  /** Where it stands in its lists (smaller first). */
  position: number;
  /** A service's tiers (./tiers), Basic to Premium; none or absent: sold at its price as before. */
  tiers?: Tier[];
}

/** What the owner sets besides prices and texts; a field left out keeps the catalogue's shape (lib/catalog). */
export interface ItemDetails {
  /** Working days from brief to delivery, or null when agreed in the quote. */
  delivery?: readonly [number, number] | null;
  /** Free revisions, or null when negotiated. */
  revisions?: number | null;
  category?: TemplateCategory;
}

/** A service as the owner runs it: its delivery time and free revisions from the catalogue. */
export function serviceIn(catalog: Catalog, service: Service): Service {
  const details = entryOf(catalog, 'service', service.id)?.details ?? {};
  return {...service, deliveryDays: details.delivery !== undefined ? details.delivery : service.deliveryDays, revisions: details.revisions !== undefined ? details.revisions : service.revisions};
}

/** A template as the owner runs it: its category from the catalogue. */
export function templateIn(catalog: Catalog, template: Template): Template {
  return {...template, category: entryOf(catalog, 'template', template.id)?.details.category ?? template.category};
}

/**
 * What a slot shows: the owner's picture, else the shop's default (lib/media/defaults: a photograph, or
 * a template's design in the language and currency of the page it is shown `on`), else nothing.
 */
export function shownPicture(catalog: Catalog, slot: string, on?: ShownOn): Picture | undefined {
  return catalog.pictures[slot] ?? defaultPicture(slot, on);
}

/** A service's picture in a place (`service:{id}:{part}`). */
export function servicePicture(catalog: Catalog, id: number, part: 'cover' | 'before' | 'after'): Picture | undefined {
  return shownPicture(catalog, `service:${id}:${part}`);
}

/** The one picture that stands for a service: its cover, else its "after". */
export function serviceCover(catalog: Catalog, id: number): Picture | undefined {
  return servicePicture(catalog, id, 'cover') ?? servicePicture(catalog, id, 'after');
}

/** Items in the owner's order (their positions; the code's order among equals). */
export function inCatalogOrder<T extends {id: string | number}>(catalog: Catalog, kind: CatalogKind, items: readonly T[]): T[] {
  const position = (item: T) => entryOf(catalog, kind, item.id)?.position ?? Number.MAX_SAFE_INTEGER;
  return items
    .map((item, index) => ({item, index}))
    .sort((a, b) => position(a.item) - position(b.item) || a.index - b.index)
    .map(({item}) => item);
}

/** An item's words in one language: a template's title is its name; templates have no feature list. */
export interface ItemText {
  name: string;
  description: string;
  features: string[];
}
export type ItemTexts = Partial<Record<Language, ItemText>>;

/** The words an item shows in a language (English when that language has none yet). */
export function itemText(catalog: Catalog, kind: CatalogKind, id: string | number, lang: Language): ItemText {
  const texts = entryOf(catalog, kind, id)?.texts;
  return texts?.[lang] ?? texts?.en ?? {name: String(id), description: '', features: []};
}

/** The whole catalogue: entries by `catalogKey`, and the owner's pictures by slot (lib/media/pictures). */
export interface Catalog {
  entries: Record<string, PriceEntry>;
  pictures: Record<string, Picture>;
}

export const catalogKey = (kind: CatalogKind, id: string | number) => `${kind}:${id}`;

export function entryOf(catalog: Catalog, kind: CatalogKind, id: string | number): PriceEntry | undefined {
  return catalog.entries[catalogKey(kind, id)];
}

/** What one country pays for an item: amounts in its minor units, and whether each was set or derived. */
export interface ItemPrice {
  currency: CurrencyCode;
  amount: number;
  /** A service's fee per extra image (null for packages and templates). */
  extraImage: number | null;
  set: boolean;
  extraSet: boolean;
}

/** The price an entry has in a country, or null when it is priced after a quote. */
export function priceIn(entry: PriceEntry, country: CountryCode): ItemPrice | null {
  if (entry.priceKrw === null) return null;
  const own = entry.prices[country];
  const extraKrw = entry.extraImageKrw;
  const currency = COUNTRIES[country].currency;
  const extraDerived = extraKrw === null ? null : derivedPrice(extraKrw, country).amount;
  return {
    currency,
    amount: own?.amount ?? derivedPrice(entry.priceKrw, country).amount,
    extraImage: own?.extraImage ?? extraDerived,
    set: own !== undefined,
    extraSet: own?.extraImage !== undefined && own.extraImage !== null,
  };
}

/** An item's price in a country when it is for sale (active and priced), else null. */
export function salePrice(catalog: Catalog, kind: CatalogKind, id: string | number, country: CountryCode): ItemPrice | null {
  const entry = entryOf(catalog, kind, id);
  return entry?.active ? priceIn(entry, country) : null;
}

/** Whether an item is listed (unknown items count as hidden). */
export function isActive(catalog: Catalog, kind: CatalogKind, id: string | number): boolean {
  return entryOf(catalog, kind, id)?.active ?? false;
}

/** Every country's price of an entry, for the admin area (set or suggested). */
export function pricesByCountry(entry: PriceEntry): Record<CountryCode, ItemPrice | null> {
  return Object.fromEntries(COUNTRY_CODES.map((country) => [country, priceIn(entry, country)])) as Record<CountryCode, ItemPrice | null>;
}

/** The services not hidden, in the owner's order, with the delivery time and revisions the owner set. */
export function listedServices(catalog: Catalog): Service[] {
  return inCatalogOrder(
    catalog,
    'service',
    SERVICES.filter((s) => isActive(catalog, 'service', s.id)),
  ).map((s) => serviceIn(catalog, s));
}

/** The templates not hidden, in the owner's order, in the categories the owner set. */
export function listedTemplates(catalog: Catalog): Template[] {
  return inCatalogOrder(
    catalog,
    'template',
    TEMPLATES.filter((x) => isActive(catalog, 'template', x.id)),
  ).map((x) => templateIn(catalog, x));
}

/** The packages not hidden, in the owner's order. */
export function listedPackages(catalog: Catalog): PackageId[] {
  return inCatalogOrder(
    catalog,
    'package',
    PACKAGE_IDS.filter((id) => isActive(catalog, 'package', id)).map((id) => ({id})),
  ).map((p) => p.id);
}
