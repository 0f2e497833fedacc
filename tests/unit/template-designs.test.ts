/**
 * Each template shows itself (docs/admin.md#template-designs): its own design pages, drawn at 1x and 2x by
 * `npm run art:templates` in each country's language and currency and committed as WebP, and its own
 * "What's included" in every language.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {createTranslator} from 'next-intl';
import {TEMPLATE_IDS} from '@/lib/catalog/templates';
import {DESIGN_PAGES, DESIGN_RENDERS, TEMPLATE_DESIGNS, designFiles, includedList, renderKey} from '@/lib/catalog/template-designs';
import {COUNTRIES} from '@/lib/countries';
import {TEMPLATE_DESIGN_FILES} from '@/lib/catalog/template-design-files';
import {defaultPicture} from '@/lib/media/defaults';
import {shownPicture, type Catalog} from '@/lib/catalog/prices';
import {LANGUAGES} from '@/lib/i18n/languages';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

/** Every rendered page of a template, with the render (language, and currency where the design shows prices) it belongs to. */
const renderedPages = (id: number) => Object.entries(TEMPLATE_DESIGN_FILES[String(id)] ?? {}).flatMap(([render, pages]) => pages.map((file) => ({render, file})));

/** The render a design file was drawn for, from its name: "en-USD", "ko-KRW", or a language alone. */
const renderOf = (src: string) => /^\/templates\/\d+-\w+-([a-z]{2}(?:-[A-Z]{3})?)(?:@2x)?\.[0-9a-f]{10}\.webp$/.exec(src)?.[1];

test('every template has its own design files for each of its pages, at 1x and 2x, WebP, no bigger than needed', async () => {
  const owner = new Map<string, string>();
  for (const id of TEMPLATE_IDS) {
    const design = TEMPLATE_DESIGNS[id];
    const renders = TEMPLATE_DESIGN_FILES[String(id)] ?? {};
    expect(Object.keys(renders).length).toBeGreaterThan(0);
    for (const pages of Object.values(renders)) expect(pages.map((f) => f.page)).toEqual(design.pages);
    for (const {file} of renderedPages(id)) {
      const [w, h] = DESIGN_PAGES[file.page].preview;
      for (const [src, scale] of [
        [file.src, 1],
        [file.src2x, 2],
      ] as const) {
        // Named by the template, its page and the render that drew it, and used by no other template or page
        // (two renders share a page only where it reads the same in both).
        expect(src).toMatch(new RegExp(`^/templates/${id}-${file.page}-[a-zA-Z-]+${scale === 2 ? '@2x' : ''}\\.[0-9a-f]{10}\\.webp$`));
        expect(Object.keys(renders)).toContain(renderOf(src));
        expect(owner.get(src) ?? `${id}-${file.page}`).toBe(`${id}-${file.page}`);
        if (owner.has(src)) continue;
        owner.set(src, `${id}-${file.page}`);
        expect(existsSync(publicFile(src))).toBe(true);
        const bytes = readFileSync(publicFile(src));
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', w * scale, h * scale]);
        if (scale === 1) expect(bytes.length).toBeLessThan(80 * 1024);
      }
    }
  }
  // No two files share a picture's content either.
  const hashes = new Set([...owner.keys()].map((src) => src.split('.').at(-2)));
  expect(hashes.size).toBe(owner.size);
}, 60_000);

test("every country's own pages show each design in their language and currency; an English page in Korea keeps the won", () => {
  for (const id of TEMPLATE_IDS) {
    const renders = TEMPLATE_DESIGN_FILES[String(id)]!;
    // Designs with prices are drawn per language and currency, the others per language.
    const priced = Object.keys(renders).some((key) => key.includes('-'));
    expect(Object.keys(renders).every((key) => key.includes('-') === priced)).toBe(true);
    for (const {country, lang} of DESIGN_RENDERS) {
      const want = renderKey(country, lang, priced);
      expect({id, country, lang, render: renders[want] && want}).toEqual({id, country, lang, render: want});
      expect(designFiles(id, country, lang)).toBe(renders[want]);
    }
    // The English-speaking markets never see Korean copy or won; Korea never sees English copy.
    // (A page without a price on it reads the same in all three and is one file, named by the first render that drew it.)
    for (const country of ['us', 'au', 'my'] as const) {
      const shown = designFiles(id, country, 'en').map((file) => renderOf(file.src));
      for (const render of shown) expect(render).toMatch(priced ? /^en-(USD|AUD|MYR)$/ : /^en$/);
      if (priced) expect(shown).toContain(`en-${COUNTRIES[country].currency}`);
    }
    for (const file of designFiles(id, 'kr', 'ko')) expect(renderOf(file.src)).toBe(priced ? 'ko-KRW' : 'ko');
    // A page in another language of a country: its language where the render needs no other currency,
    // else the country's own render, so its prices stay in the country's currency.
    expect(designFiles(id, 'kr', 'en')).toBe(priced ? renders['ko-KRW'] : renders['en']);
    expect(designFiles(id, 'us', 'ko')).toBe(priced ? renders['en-USD'] : renders['ko']);
  }
  // Most designs show a price, so the markets' renders differ by currency too.
  expect(TEMPLATE_IDS.filter((id) => TEMPLATE_DESIGN_FILES[String(id)]!['en-USD']).length).toBeGreaterThan(TEMPLATE_IDS.length / 2);
});

test("a template's slots show its design pages for the page they are on until the owner uploads a picture, which wins", () => {
  const catalog = (pictures: Catalog['pictures']): Catalog => ({entries: {}, pictures});
  const us = {country: 'us', lang: 'en'} as const;
  const first = defaultPicture('template:1:0', us);
  expect(first?.src).toBe(designFiles(1, 'us', 'en')[0]!.src);
  expect(first?.src2x).toBe(designFiles(1, 'us', 'en')[0]!.src2x);
  expect(defaultPicture('template:1:0', {country: 'vn', lang: 'vi'})?.src).toBe(TEMPLATE_DESIGN_FILES['1']!['vi-VND']![0]!.src);
  expect(defaultPicture(`template:1:${TEMPLATE_DESIGNS[1].pages.length}`, us)).toBeUndefined();
  const own = {id: '5b0e8a8e-0000-4000-8000-000000000002', width: 900, height: 1200, blurDataUrl: 'data:,', alt: {en: 'Our menu'}};
  expect(shownPicture(catalog({'template:1:0': own}), 'template:1:0', us)).toBe(own);
  expect(shownPicture(catalog({'template:1:0': own}), 'template:1:0', {country: 'kr', lang: 'ko'})).toBe(own);
  expect(shownPicture(catalog({}), 'template:1:1', us)?.src).toBe(designFiles(1, 'us', 'en')[1]!.src);
});

describe.each(LANGUAGES)("each template's own What's included (%s)", (lang) => {
  const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));
  // A missing message fails the test instead of showing its key.
  const t = createTranslator({
    locale: lang,
    messages,
    namespace: 'Templates',
    onError: (error) => {
      throw error;
    },
  });
  const translate = (key: string, values?: Record<string, string | number>) => t(key as never, values as never);

  test('complete, translated and different for every template', () => {
    const lists = TEMPLATE_IDS.map((id) => includedList(id, lang, translate));
    for (const [index, list] of lists.entries()) {
      const id = TEMPLATE_IDS[index]!;
      expect(list.pages).toHaveLength(TEMPLATE_DESIGNS[id].pages.length);
      for (const line of [list.pagesTitle, ...list.pages, ...list.lines]) {
        expect(line.trim().length).toBeGreaterThan(3);
        expect(line).not.toMatch(/Templates\.|\{|\}/);
      }
      // Its sizes and formats are in it.
      for (const page of TEMPLATE_DESIGNS[id].pages) expect(list.pages.join('\n')).toContain(DESIGN_PAGES[page].size);
      for (const format of TEMPLATE_DESIGNS[id].formats) expect(list.lines.join('\n')).toContain(format);
    }
    const texts = lists.map((list) => JSON.stringify(list));
    expect(new Set(texts).size).toBe(TEMPLATE_IDS.length);
  });
});
