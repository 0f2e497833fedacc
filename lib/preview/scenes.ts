/**
 * Where an instant preview is made (docs/preview.md): every template, and the product-photo services
 * (1-3 product photography, 4 food photography). Each has a scene: a Blender render of its set with
 * the product taken out, and where that product stood (scripts/art/scenes.json, written by
 * `npm run preview:scenes` into lib/preview/scenes/ and ./scene-files). Client-safe data.
 */
import {TEMPLATE_IDS, TEMPLATES} from '@/lib/catalog/templates';
import {pickRender} from '@/lib/catalog/template-designs';
import {COUNTRIES, DEFAULT_COUNTRY, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {SCENE_FILES} from './scene-files';
import type {SceneData} from './pool';
import type {PageSlots, TemplateSlots} from './template-slot-types';
import {TEMPLATE_SLOTS} from './template-slots';

/** The product-photo services that offer a preview. */
export const PREVIEW_SERVICE_IDS = [1, 2, 3, 4] as const;

/** Templates whose default photograph is a rendered set: the preview uses that set. */
const TEMPLATE_SCENES: Readonly<Record<number, string>> = {
  3: 'coffee-after',
  6: 'macarons',
  10: 'noir',
  12: 'mint',
  13: 'cleanser-after',
  14: 'perfume-after',
  15: 'lipstick',
  20: 'ring',
  24: 'candle',
  25: 'petbowl',
  26: 'stationery',
  27: 'wine',
};

/** The product photo on white (service 1): no render, true white (255) with a soft contact shadow (lib/preview/worker.mjs). */
export const WHITE_SCENE = {file: '', width: 640, height: 800, foot: [320, 660] as const, box: [150, 160, 490, 700] as const, shadow: [0, 0] as const, white: true} as const;

const SERVICE_SCENES: Readonly<Record<number, string>> = {1: 'white', 2: 'perfume-after', 3: 'cleanser-after', 4: 'coffee-after'};

/** The kinds of product a scene is set for (its table, its props): food never goes into a scene of another kind. */
export const PRODUCT_KINDS = ['food', 'drinks', 'cosmetics', 'fashion', 'electronics', 'other'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * The styled (2) and premium (3) product photos are set in a scene for the kind of product the
 * visitor says it is: food in a food set (a food template's), never in a cosmetics set. Without a
 * kind they use their own scene (SERVICE_SCENES).
 */
const KIND_SCENES: Readonly<Record<number, Readonly<Record<ProductKind, string>>>> = {
  2: {food: 'template-4', drinks: 'wine', cosmetics: 'perfume-after', fashion: 'ring', electronics: 'stationery', other: 'candle'},
  3: {food: 'coffee-after', drinks: 'template-7', cosmetics: 'cleanser-after', fashion: 'template-18', electronics: 'template-23', other: 'template-22'},
};

/** Whether the target's scene is chosen by the product's kind (the visitor is asked what it is). */
export function choosesKind(target: string): boolean {
  const match = /^service:(\d{1,3})$/.exec(target);
  return Boolean(match && KIND_SCENES[Number(match[1])]);
}

const NAMED_SCENE_KINDS: Readonly<Record<string, ProductKind>> = {
  'coffee-after': 'food',
  macarons: 'food',
  noir: 'cosmetics',
  mint: 'cosmetics',
  'cleanser-after': 'cosmetics',
  'perfume-after': 'cosmetics',
  'serum-after': 'cosmetics',
  lipstick: 'cosmetics',
  ring: 'fashion',
  candle: 'other',
  petbowl: 'other',
  stationery: 'other',
  wine: 'drinks',
};
const CATEGORY_KIND: Readonly<Record<string, ProductKind>> = {food: 'food', cosmetics: 'cosmetics', fashion: 'fashion', others: 'other'};

/** The kind of product a scene is set for (a template's own scene: its category's). */
export function sceneKind(name: string): ProductKind | 'any' {
  if (name === 'white') return 'any';
  const named = NAMED_SCENE_KINDS[name];
  if (named) return named;
  const id = Number(/^template-(\d+)$/.exec(name)?.[1]);
  return CATEGORY_KIND[TEMPLATES.find((t) => t.id === id)?.category ?? 'others'] ?? 'other';
}

export type PreviewTarget = `template:${number}` | `service:${number}`;

/** The scene's name for a target ("template:3", "service:1") and, where it is chosen by it, the product's kind; undefined when it has none. */
export function sceneOf(target: string, kind?: ProductKind): string | undefined {
  const match = /^(template|service):(\d{1,3})$/.exec(target);
  if (!match) return undefined;
  const id = Number(match[2]);
  const name =
    match[1] === 'template' ? ((TEMPLATE_IDS as readonly number[]).includes(id) ? (TEMPLATE_SCENES[id] ?? `template-${id}`) : undefined) : ((kind && KIND_SCENES[id]?.[kind]) ?? SERVICE_SCENES[id]);
  return name && (SCENE_FILES[name] || name === 'white') ? name : undefined;
}

/** Whether a target offers the preview. */
export function hasPreview(target: string): target is PreviewTarget {
  return sceneOf(target) !== undefined;
}

/**
 * A template's own design for its preview (lib/preview/template-slots.ts, recorded when
 * `npm run art:templates` draws it): the page with a photo slot, its slots and its layer, and how
 * the buyer's photo fills them: a food template's photo covers the slot (a dish is photographed in
 * its setting), any other template's product is cut out and stands on the slot's own colour.
 * Undefined for a target that is not a template with a recorded design.
 */
export function designOf(
  target: string,
  country: CountryCode = DEFAULT_COUNTRY,
  lang: Language = COUNTRIES[country].defaultLanguage,
): {slots: TemplateSlots; page: PageSlots; mode: 'cover' | 'product'} | undefined {
  const id = Number(/^template:(\d{1,3})$/.exec(target)?.[1]);
  const renders = TEMPLATE_SLOTS[String(id)];
  // The render the template's own pictures show on this page: its language and currency.
  const slots = renders ? pickRender(renders, country, lang) : undefined;
  const page = slots?.pages.find((p) => p.page === slots.page);
  if (!slots || !page?.slots.length) return undefined;
  return {slots, page, mode: TEMPLATES.find((t) => t.id === id)?.category === 'food' ? 'cover' : 'product'};
}

/** The worker's scene for a design: its layer's size (the preview's), and the product's box and contact line in the slot's terms for the checks that read them. */
export function designScene({slots, page, mode}: NonNullable<ReturnType<typeof designOf>>): SceneData {
  const scale = slots.layerWidth / page.width;
  const first = page.slots[0]!;
  const box = [first.x * scale, first.y * scale, (first.x + first.width) * scale, (first.y + first.height) * scale] as const;
  return {
    width: slots.layerWidth,
    height: slots.layerHeight,
    foot: [(box[0] + box[2]) / 2, first.y * scale + first.height * scale * 0.86],
    box,
    shadow: [0, 0],
    design: {width: slots.layerWidth, height: slots.layerHeight, scale, mode, slots: page.slots},
  };
}
