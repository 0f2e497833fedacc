/**
 * The template shop's catalogue: ids 1-8 and 10-28 (9 was retired and stays unknown).
 * Titles, descriptions and prices live in the database (lib/catalog/prices), seeded from lib/catalog/seed.
 */
import type {MotifName} from './motifs';

export const TEMPLATE_CATEGORIES = ['food', 'cosmetics', 'fashion', 'others'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const TEMPLATE_TYPES = ['photo', 'menu', 'poster', 'detail', 'banner'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const TEMPLATE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface Template {
  id: TemplateId;
  category: TemplateCategory;
  type: TemplateType;
  /** Background gradient and accent of the template's artwork. */
  palette: readonly [string, string, string];
  /** Width / height of the artwork, for the masonry grid. */
  aspect: '3/4' | '1/1' | '4/5';
  /** The product the template is made for (its design: lib/catalog/template-designs, scripts/art/template-content.mts). */
  motif: MotifName;
}

const t = (id: TemplateId, category: TemplateCategory, type: TemplateType, palette: readonly [string, string, string], aspect: Template['aspect'], motif: MotifName): Template => ({
  id,
  category,
  type,
  palette,
  aspect,
  motif,
});

export const TEMPLATES: readonly Template[] = [
  t(1, 'food', 'menu', ['#3b1d0e', '#8a3b12', '#f4c06a'], '3/4', 'pasta'), // gourmet pasta
  t(2, 'food', 'menu', ['#0f1f2e', '#21455e', '#f26b5b'], '1/1', 'sushi'), // traditional sushi
  t(3, 'food', 'poster', ['#2b1a12', '#6b4430', '#e9c9a3'], '4/5', 'coffee'), // coffee shop
  t(4, 'food', 'photo', ['#4b1d4f', '#c2457a', '#ffd166'], '1/1', 'smoothie'), // smoothie bowl
  t(5, 'food', 'poster', ['#260d0d', '#7a1f1f', '#ff9f43'], '3/4', 'bbq'), // korean bbq
  t(6, 'food', 'photo', ['#f6e7d8', '#e8b4a0', '#8c4a3a'], '4/5', 'cake'), // bakery
  t(7, 'food', 'banner', ['#1d3b2f', '#3f7d5c', '#f7e1b5'], '1/1', 'bubbleTea'), // bubble tea
  t(8, 'food', 'menu', ['#1a1a1a', '#a52a2a', '#ffcf56'], '3/4', 'pizza'), // pizza
  t(10, 'cosmetics', 'detail', ['#0d0d12', '#3a2f4f', '#d4af37'], '3/4', 'luxuryBottle'), // luxury cosmetic
  t(11, 'cosmetics', 'photo', ['#dff4ff', '#7cc6ee', '#1b6fa8'], '4/5', 'waterBottle'), // water cosmetic
  t(12, 'cosmetics', 'photo', ['#e3f7ef', '#8fd9bd', '#1f7a5a'], '1/1', 'creamJar'), // mint cosmetic
  t(13, 'cosmetics', 'detail', ['#1f3320', '#4f7d3a', '#e8f0c8'], '3/4', 'greenBottle'), // green cosmetic
  t(14, 'cosmetics', 'banner', ['#2a1020', '#8e3b63', '#f6c1d6'], '4/5', 'perfume'), // perfume
  t(15, 'cosmetics', 'poster', ['#fbe3e1', '#e7837c', '#a3213a'], '1/1', 'lipstick'), // lipstick
  t(16, 'fashion', 'poster', ['#111111', '#3d3d3d', '#ff4d2e'], '3/4', 'hoodie'), // street fashion
  t(17, 'fashion', 'photo', ['#efe9e1', '#cbbca8', '#5b4a3a'], '4/5', 'knit'), // knitwear
  t(18, 'fashion', 'banner', ['#0b1e3f', '#2c5aa0', '#f2f2f2'], '1/1', 'sneaker'), // sneakers
  t(19, 'fashion', 'detail', ['#2b2118', '#7a5c3e', '#f0d9b5'], '3/4', 'handbag'), // handbag
  t(20, 'fashion', 'photo', ['#101820', '#2f3e4e', '#e6c36a'], '4/5', 'ring'), // jewellery
  t(21, 'fashion', 'poster', ['#fff3d6', '#ffc27a', '#e8505b'], '1/1', 'dress'), // summer dress
  t(22, 'others', 'photo', ['#fde2e4', '#f7a8b8', '#6a994e'], '4/5', 'flower'), // flower background
  t(23, 'others', 'detail', ['#0a0f1c', '#1f3a5f', '#4cc9f0'], '3/4', 'phone'), // tech gadget
  t(24, 'others', 'photo', ['#2d1e2f', '#6d4c6a', '#ffd29d'], '1/1', 'candle'), // candle
  t(25, 'others', 'banner', ['#fff1e0', '#ffb870', '#3d5a80'], '4/5', 'petBowl'), // pet products
  t(26, 'others', 'poster', ['#e8f1f2', '#a9c5d3', '#247ba0'], '1/1', 'notebook'), // stationery
  t(27, 'others', 'detail', ['#1b0a12', '#5c1a33', '#e0b1cb'], '3/4', 'wine'), // wine
  t(28, 'others', 'banner', ['#101010', '#ff3c38', '#fff275'], '4/5', 'saleTag'), // seasonal sale
];

export function findTemplate(id: number): Template | undefined {
  return TEMPLATES.find((template) => template.id === id);
}
