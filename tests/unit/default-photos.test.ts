import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_SLOTS, defaultPicture} from '@/lib/media/defaults';
import {PHOTO_FILES} from '@/lib/media/photo-files';
import {isSlot, pictureUrl, type Picture} from '@/lib/media/pictures';
import {shownPicture, type Catalog} from '@/lib/catalog/prices';
import {LANGUAGES} from '@/lib/i18n/languages';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

test('every default photograph fills a real slot, exists as a committed WebP and is described in five languages', () => {
  expect(DEFAULT_SLOTS.length).toBeGreaterThan(0);
  for (const slot of DEFAULT_SLOTS) {
    expect(isSlot(slot)).toBe(true);
    const picture = defaultPicture(slot);
    expect(picture).toBeDefined();
    const file = publicFile(picture!.src!);
    expect(existsSync(file)).toBe(true);
    // The file is what the manifest says: a WebP of the recorded size, and named by its content.
    const bytes = readFileSync(file);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(picture!.width).toBeGreaterThanOrEqual(500);
    expect(picture!.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
    for (const lang of LANGUAGES) expect(picture!.alt[lang]?.trim().length ?? 0).toBeGreaterThan(10);
  }
});

test('the default set stays within a few megabytes', () => {
  const total = Object.values(PHOTO_FILES).reduce((n, f) => n + statSync(publicFile(f.src)).size, 0);
  expect(total).toBeLessThan(4 * 1024 * 1024);
});

test("the owner's picture wins over the default; an empty slot shows the default; a slot without one shows nothing", () => {
  const slot = DEFAULT_SLOTS[0]!;
  const own: Picture = {id: '5b0e8a8e-0000-4000-8000-000000000001', width: 800, height: 1000, blurDataUrl: 'data:,', alt: {en: 'Ours'}};
  const catalog = (pictures: Record<string, Picture>): Catalog => ({entries: {}, pictures});
  expect(shownPicture(catalog({[slot]: own}), slot)).toBe(own);
  expect(pictureUrl(own)).toBe(`/media/${own.id}`);
  const fallback = shownPicture(catalog({}), slot);
  expect(pictureUrl(fallback!)).toMatch(/^\/photos\/[\w-]+\.[0-9a-f]{10}\.webp$/);
  expect(shownPicture(catalog({}), 'template:1:3')).toBeUndefined();
});
