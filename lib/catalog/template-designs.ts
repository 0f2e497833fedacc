/**
 * What each template delivers (docs/admin.md#template-designs): its pages and their sizes, the file formats, the
 * parts the studio changes for the buyer and the delivery time. The template page builds its own
 * "What's included" from this (Templates.included.* and Templates.pages.* in every language), and
 * `npm run art:templates` (scripts/art-templates.mts) draws each page into the previews the shop shows.
 * Client-safe data.
 */
import {COUNTRIES, DEFAULT_COUNTRY, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {TEMPLATE_DESIGN_FILES, type DesignFile} from './template-design-files';
import type {TemplateId} from './templates';

/** A page (or size) of a design, with the size it is delivered in (language-neutral). */
export const DESIGN_PAGES = {
  menuFront: {size: 'A4 · 210 × 297 mm', preview: [560, 792]},
  menuBack: {size: 'A4 · 210 × 297 mm', preview: [560, 792]},
  poster: {size: 'A2 · 420 × 594 mm', preview: [560, 792]},
  story: {size: '1080 × 1920 px', preview: [450, 800]},
  feed: {size: '1080 × 1350 px', preview: [560, 700]},
  square: {size: '1080 × 1080 px', preview: [560, 560]},
  detailTop: {size: '860 × 1075 px', preview: [560, 700]},
  detailPoints: {size: '860 × 1075 px', preview: [560, 700]},
  detailSpecs: {size: '860 × 1075 px', preview: [560, 700]},
  wide: {size: '1200 × 628 px', preview: [800, 419]},
} as const satisfies Record<string, {size: string; preview: readonly [number, number]}>;
export type DesignPage = keyof typeof DESIGN_PAGES;

/** File formats (their names read the same in every language). */
export type FileFormat = 'PDF' | 'PNG' | 'JPG';

/** The parts the studio fills with the buyer's own material (Templates.editable.*). */
export const EDITABLE_PARTS = [
  'dishes',
  'prices',
  'logo',
  'photos',
  'headline',
  'hours',
  'colours',
  'sections',
  'allergens',
  'qr',
  'dates',
  'discount',
  'ingredients',
  'benefits',
  'specs',
  'sizeChart',
  'handle',
  'badge',
  'reviews',
  'howToUse',
  'care',
  'background',
  'tagline',
  'options',
] as const;
export type EditablePart = (typeof EDITABLE_PARTS)[number];

export interface TemplateDesign {
  pages: readonly DesignPage[];
  formats: readonly FileFormat[];
  editable: readonly EditablePart[];
  /** Hours from receiving the buyer's material to delivery. */
  deliveryHours: 24 | 48 | 72;
}

const d = (pages: DesignPage[], formats: FileFormat[], editable: EditablePart[], deliveryHours: TemplateDesign['deliveryHours'] = 48): TemplateDesign => ({pages, formats, editable, deliveryHours});

export const TEMPLATE_DESIGNS: Readonly<Record<TemplateId, TemplateDesign>> = {
  1: d(['menuFront', 'menuBack', 'square'], ['PDF', 'PNG'], ['dishes', 'prices', 'sections', 'logo', 'hours']),
  2: d(['menuFront', 'menuBack'], ['PDF', 'PNG'], ['dishes', 'prices', 'sections', 'allergens', 'logo']),
  3: d(['poster', 'story', 'square'], ['PDF', 'PNG', 'JPG'], ['headline', 'photos', 'prices', 'hours', 'logo']),
  4: d(['feed', 'square', 'story'], ['JPG', 'PNG'], ['photos', 'prices', 'options', 'handle'], 24),
  5: d(['poster', 'story'], ['PDF', 'PNG'], ['headline', 'prices', 'options', 'hours', 'qr']),
  6: d(['feed', 'square'], ['JPG', 'PNG'], ['photos', 'headline', 'prices', 'handle', 'badge'], 24),
  7: d(['wide', 'square', 'story'], ['PNG', 'JPG'], ['headline', 'options', 'prices', 'colours', 'logo']),
  8: d(['menuFront', 'menuBack', 'story'], ['PDF', 'PNG'], ['dishes', 'prices', 'options', 'qr', 'hours']),
  10: d(['detailTop', 'detailPoints', 'detailSpecs'], ['JPG', 'PNG'], ['photos', 'benefits', 'ingredients', 'howToUse', 'specs'], 72),
  11: d(['feed', 'square'], ['JPG', 'PNG'], ['photos', 'headline', 'benefits', 'background'], 24),
  12: d(['feed', 'square', 'story'], ['JPG', 'PNG'], ['photos', 'headline', 'ingredients', 'handle'], 24),
  13: d(['detailTop', 'detailPoints', 'detailSpecs'], ['JPG', 'PNG'], ['photos', 'ingredients', 'benefits', 'reviews', 'specs'], 72),
  14: d(['wide', 'square'], ['PNG', 'JPG'], ['photos', 'headline', 'tagline', 'logo']),
  15: d(['poster', 'square'], ['PDF', 'PNG', 'JPG'], ['photos', 'headline', 'options', 'prices']),
  16: d(['poster', 'story'], ['PDF', 'PNG', 'JPG'], ['headline', 'dates', 'photos', 'handle', 'logo']),
  17: d(['feed', 'square'], ['JPG', 'PNG'], ['photos', 'headline', 'colours', 'care'], 24),
  18: d(['wide', 'square'], ['PNG', 'JPG'], ['photos', 'headline', 'prices', 'badge', 'sizeChart']),
  19: d(['detailTop', 'detailPoints', 'detailSpecs'], ['JPG', 'PNG'], ['photos', 'benefits', 'sizeChart', 'care', 'specs'], 72),
  20: d(['feed', 'square'], ['JPG', 'PNG'], ['photos', 'headline', 'specs', 'logo'], 24),
  21: d(['poster', 'story', 'square'], ['PDF', 'PNG', 'JPG'], ['headline', 'photos', 'discount', 'dates']),
  22: d(['feed', 'square', 'story'], ['JPG', 'PNG'], ['photos', 'background', 'headline'], 24),
  23: d(['detailTop', 'detailPoints', 'detailSpecs'], ['JPG', 'PNG'], ['photos', 'benefits', 'specs', 'badge', 'reviews'], 72),
  24: d(['feed', 'square'], ['JPG', 'PNG'], ['photos', 'tagline', 'options', 'handle'], 24),
  25: d(['wide', 'square', 'story'], ['PNG', 'JPG'], ['photos', 'headline', 'discount', 'options', 'logo']),
  26: d(['poster', 'square'], ['PDF', 'PNG', 'JPG'], ['photos', 'headline', 'options', 'handle', 'dates']),
  27: d(['detailTop', 'detailPoints', 'detailSpecs'], ['JPG', 'PNG'], ['photos', 'tagline', 'specs', 'reviews', 'care'], 72),
  28: d(['wide', 'square', 'story'], ['PNG', 'JPG'], ['headline', 'discount', 'dates', 'colours', 'qr']),
};

export function templateDesign(id: TemplateId): TemplateDesign {
  return TEMPLATE_DESIGNS[id];
}

/**
 * The pages a design is drawn for (docs/admin.md#template-designs): each country's pages in its own
 * language, and the Korean storefront's in Japanese (it serves Japan). A design that shows a price
 * is drawn once per language and currency ("en-USD", "en-AUD"); one without prices once per
 * language ("en"): the smallest set in which every country's own pages read their language and currency.
 */
export const DESIGN_RENDERS: readonly {country: CountryCode; lang: Language}[] = [
  ...Object.values(COUNTRIES).map(({code, defaultLanguage}) => ({country: code, lang: defaultLanguage})),
  {country: 'kr', lang: 'ja'},
];

/** The name of a design's render for a page: its language, and its currency where the design shows prices. */
export function renderKey(country: CountryCode, lang: Language, priced: boolean): string {
  return priced ? `${lang}-${COUNTRIES[country].currency}` : lang;
}

/**
 * The rendered pages of a template's design a page of `country` in `lang` shows: the render in the
 * page's language and the country's currency, else the country's own language and currency (an
 * English page in Korea shows the Korean render of a design with won prices), else any render.
 */
export function designFiles(id: TemplateId | string, country: CountryCode = DEFAULT_COUNTRY, lang: Language = COUNTRIES[country].defaultLanguage): readonly DesignFile[] {
  const renders = TEMPLATE_DESIGN_FILES[String(id)];
  return renders ? (pickRender(renders, country, lang) ?? []) : [];
}

/**
 * Of a design's renders (by renderKey), the one a page of `country` in `lang` shows: the page's
 * language and the country's currency, else the page's language, else the country's own language
 * and currency, else its own language, else any. The template pictures and the preview's design
 * layers (lib/preview/scenes) choose alike.
 */
export function pickRender<T>(renders: Readonly<Record<string, T>>, country: CountryCode, lang: Language): T | undefined {
  const own = COUNTRIES[country];
  for (const key of [`${lang}-${own.currency}`, lang, `${own.defaultLanguage}-${own.currency}`, own.defaultLanguage]) {
    const render = renders[key];
    if (render) return render;
  }
  return Object.values(renders)[0];
}

/** Templates.* messages the included list reads (a next-intl translator of the Templates namespace). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface IncludedList {
  /** "3 designs, each in the size it is used at:" */
  pagesTitle: string;
  /** "Menu, front · A4 · 210 × 297 mm", one per page. */
  pages: string[];
  lines: string[];
}

/** A template's own "What's included", in the language of `t`: its pages and sizes, files, editable parts, delivery. */
export function includedList(id: TemplateId, lang: string, t: Translate): IncludedList {
  const design = templateDesign(id);
  const list = (items: readonly string[]) => new Intl.ListFormat(lang, {style: 'long', type: 'conjunction'}).format(items);
  return {
    pagesTitle: t('included.pages', {count: design.pages.length}),
    pages: design.pages.map((page) => `${t(`pages.${page}`)} · ${DESIGN_PAGES[page].size}`),
    lines: [
      t('included.files', {list: list(design.formats)}),
      t('included.editable', {list: list(design.editable.map((part) => t(`editable.${part}`)))}),
      t('included.delivery', {hours: design.deliveryHours}),
      t('included.commercial'),
    ],
  };
}
