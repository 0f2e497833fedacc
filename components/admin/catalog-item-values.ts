/**
 * The catalogue item form's values (components/admin/CatalogItemForm) as typed, what is wrong with
 * them, and the update they make. The server checks everything again.
 */
import type {TemplateCategory} from '@/lib/catalog/templates';
import {LANGUAGES, type Language} from '@/lib/i18n/languages';
import {toMinorUnits} from '@/lib/money';
import type {CatalogKind, ItemDetails, ItemTexts} from '@/lib/catalog/prices';
import type {CountryCode, CurrencyCode} from '@/lib/countries';
import type {Picture} from '@/lib/media/pictures';

export interface CatalogRow {
  kind: CatalogKind;
  id: string;
  name: string;
  active: boolean;
  priceKrw: number | null;
  extraImageKrw: number | null;
  countries: {code: CountryCode; name: string; currency: CurrencyCode; digits: 0 | 2; own: number | null; ownExtra: number | null; shown: string; shownExtra: string}[];
  texts: ItemTexts;
  details: ItemDetails;
  position: number;
  /** The template categories with their names (templates only). */
  categories: {value: TemplateCategory; label: string}[];
  /** The item's picture places (services: cover, before, after; templates: four images). */
  pictures: {slot: string; label: string; picture: Picture | null; fallback?: Picture}[];
}

export interface TextFields {
  name: string;
  description: string;
  /** One feature per line. */
  features: string;
}

export interface ItemValues {
  active: boolean;
  base: string;
  extraBase: string;
  /** Each country's own price in its major unit; empty means derived. */
  own: Record<string, string>;
  ownExtra: Record<string, string>;
  texts: Record<Language, TextFields>;
  deliveryQuote: boolean;
  deliveryMin: string;
  deliveryMax: string;
  negotiable: boolean;
  revisions: string;
  category: TemplateCategory | '';
  position: string;
}

const major = (minor: number | null, digits: 0 | 2) => (minor === null ? '' : (minor / 10 ** digits).toFixed(digits));

/** The form's starting values: what the row holds. */
export function itemValues(row: CatalogRow): ItemValues {
  return {
    active: row.active,
    base: major(row.priceKrw, 0),
    extraBase: major(row.extraImageKrw, 0),
    own: Object.fromEntries(row.countries.map((c) => [c.code, major(c.own, c.digits)])),
    ownExtra: Object.fromEntries(row.countries.map((c) => [c.code, major(c.ownExtra, c.digits)])),
    texts: Object.fromEntries(LANGUAGES.map((l) => [l, {name: row.texts[l]?.name ?? '', description: row.texts[l]?.description ?? '', features: (row.texts[l]?.features ?? []).join('\n')}])) as Record<
      Language,
      TextFields
    >,
    deliveryQuote: row.details.delivery === null,
    deliveryMin: String(row.details.delivery?.[0] ?? ''),
    deliveryMax: String(row.details.delivery?.[1] ?? ''),
    negotiable: row.details.revisions === null,
    revisions: String(row.details.revisions ?? 1),
    category: row.details.category ?? '',
    position: String(row.position),
  };
}

/** A typed amount as minor units: null for empty (derived), undefined when it is not an amount. */
export function parseAmount(text: string, digits: 0 | 2): number | null | undefined {
  if (text.trim() === '') return null;
  const minor = toMinorUnits(text, digits);
  return minor !== null && minor > 0 ? minor : undefined;
}

/** A whole number from min to max, else null. */
export const whole = (text: string, min: number, max: number) => (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

export const featureLines = (text: string) =>
  text
    .split('\n')
    .map((f) => f.trim())
    .filter(Boolean);

/** What is wrong with the values as typed (each part's message shows while it is wrong), and the update they make. */
export function checkItem(row: CatalogRow, v: ItemValues) {
  const priced = row.priceKrw !== null;
  const hasExtra = row.extraImageKrw !== null;
  const service = row.kind === 'service';
  const baseMinor = parseAmount(v.base, 0);
  const extraMinor = parseAmount(v.extraBase, 0);
  const pricesInvalid =
    (priced && !baseMinor) ||
    (hasExtra && !extraMinor) ||
    row.countries.some((c) => parseAmount(v.own[c.code] ?? '', c.digits) === undefined || parseAmount(v.ownExtra[c.code] ?? '', c.digits) === undefined);
  const textsInvalid = LANGUAGES.some((l) => v.texts[l].name.trim() === '' || featureLines(v.texts[l].features).length > 8);
  const delivery = v.deliveryQuote ? null : ([whole(v.deliveryMin, 1, 90), whole(v.deliveryMax, 1, 90)] as const);
  const detailsInvalid =
    whole(v.position, 0, 9999) === null ||
    (service && delivery !== null && (delivery[0] === null || delivery[1] === null || delivery[0] > delivery[1])) ||
    (service && !v.negotiable && whole(v.revisions, 0, 20) === null);
  const invalid = pricesInvalid || textsInvalid || detailsInvalid;
  const prices = (field: 'own' | 'ownExtra') => Object.fromEntries(row.countries.map((c) => [c.code, parseAmount(v[field][c.code] ?? '', c.digits) ?? null]));
  const update = () => ({
    kind: row.kind,
    id: row.id,
    active: v.active,
    position: whole(v.position, 0, 9999) ?? row.position,
    ...(service ? {details: {delivery: delivery === null ? null : ([delivery[0]!, delivery[1]!] as [number, number]), revisions: v.negotiable ? null : whole(v.revisions, 0, 20)}} : {}),
    ...(row.kind === 'template' && v.category ? {details: {category: v.category}} : {}),
    texts: Object.fromEntries(
      LANGUAGES.map((l) => [l, {name: v.texts[l].name.trim(), description: v.texts[l].description.trim(), features: row.kind === 'template' ? [] : featureLines(v.texts[l].features)}]),
    ),
    ...(priced ? {priceKrw: baseMinor ?? undefined, prices: prices('own')} : {}),
    ...(hasExtra ? {extraImageKrw: extraMinor ?? undefined, extraImagePrices: prices('ownExtra')} : {}),
  });
  return {priced, hasExtra, service, baseMinor, extraMinor, delivery, pricesInvalid, textsInvalid, detailsInvalid, invalid, update};
}
