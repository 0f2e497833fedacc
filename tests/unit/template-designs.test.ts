/**
 * Each template shows itself (docs/admin.md#template-designs): its own design pages, drawn at 1x and 2x by
 * `npm run art:templates` and committed as WebP, and its own "What's included" in every language.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {createTranslator} from 'next-intl';
import {TEMPLATE_IDS} from '@/lib/catalog/templates';
import {DESIGN_PAGES, TEMPLATE_DESIGNS, includedList} from '@/lib/catalog/template-designs';
import {TEMPLATE_DESIGN_FILES} from '@/lib/catalog/template-design-files';
import {defaultPicture} from '@/lib/media/defaults';
import {shownPicture, type Catalog} from '@/lib/catalog/prices';
import {LANGUAGES} from '@/lib/i18n/languages';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

test('every template has its own design files for each of its pages, at 1x and 2x, WebP, no bigger than needed', async () => {
  const seen = new Set<string>();
  for (const id of TEMPLATE_IDS) {
    const design = TEMPLATE_DESIGNS[id];
    const files = TEMPLATE_DESIGN_FILES[String(id)];
    expect(files?.map((f) => f.page)).toEqual(design.pages);
    for (const file of files!) {
      const [w, h] = DESIGN_PAGES[file.page].preview;
      expect([file.width, file.height]).toEqual([w, h]);
      for (const [src, scale] of [
        [file.src, 1],
        [file.src2x, 2],
      ] as const) {
        // Named by the template and its page, and used by no other template or page.
        expect(src).toMatch(new RegExp(`^/templates/${id}-${file.page}${scale === 2 ? '@2x' : ''}\\.[0-9a-f]{10}\\.webp$`));
        expect(seen.has(src)).toBe(false);
        seen.add(src);
        expect(existsSync(publicFile(src))).toBe(true);
        const bytes = readFileSync(publicFile(src));
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', w * scale, h * scale]);
        if (scale === 1) expect(bytes.length).toBeLessThan(80 * 1024);
      }
    }
  }
  // No two templates share a picture's content either.
  const hashes = new Set([...seen].map((src) => src.split('.').at(-2)));
  expect(hashes.size).toBe(seen.size);
});

test("a template's slots show its design pages until the owner uploads a picture, which wins", () => {
  const catalog = (pictures: Catalog['pictures']): Catalog => ({entries: {}, pictures});
  const first = defaultPicture('template:1:0');
  expect(first?.src).toBe(TEMPLATE_DESIGN_FILES['1']![0]!.src);
  expect(first?.src2x).toBe(TEMPLATE_DESIGN_FILES['1']![0]!.src2x);
  expect(defaultPicture(`template:1:${TEMPLATE_DESIGNS[1].pages.length}`)).toBeUndefined();
  const own = {id: '5b0e8a8e-0000-4000-8000-000000000002', width: 900, height: 1200, blurDataUrl: 'data:,', alt: {en: 'Our menu'}};
  expect(shownPicture(catalog({'template:1:0': own}), 'template:1:0')).toBe(own);
  expect(shownPicture(catalog({}), 'template:1:1')?.src).toBe(TEMPLATE_DESIGN_FILES['1']![1]!.src);
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
