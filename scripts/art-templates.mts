/**
 * npm run art:templates [id ...]: draws every page of every template's design
 * (lib/catalog/template-designs.ts: its pages and sizes; scripts/art/template-content.mts: its
 * words in each language, prices, colours and photograph; scripts/art/template-layouts.mts: the
 * layouts) as HTML with the shop's own fonts (node_modules/@fontsource*, CJK included, read from
 * local files), once for each render of DESIGN_RENDERS (a language, and a currency where the design
 * shows prices), takes Chromium's picture of it at 1x and 2x and writes optimised WebP files to
 * public/templates/<id>-<page>-<render>[@2x].<hash>.webp, listed in lib/catalog/template-design-files.ts.
 * With `--slots`, only the preview's photo slots and layers (scripts/art/slots.mts) are recorded
 * again, each render's pages up to its first with a slot, and the pictures are kept as they are.
 * Needs Chromium (`/usr/bin/chromium`, or `--chromium=<path>`). Not part of `npm test`: the results are committed.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import sharp from 'sharp';
import {DESIGN_PAGES, DESIGN_RENDERS, TEMPLATE_DESIGNS, renderKey, type DesignPage} from '../lib/catalog/template-designs.ts';
import {pageLocale} from '../lib/countries.ts';
import {PHOTO_FILES} from '../lib/media/photo-files.ts';
import {derivedPrice, formatMoney} from '../lib/money.ts';
import {DESIGNS, contentFor, hasPrices} from './art/template-content.mts';
import {designHtml} from './art/template-layouts.mts';
import {recordSlots, writeSlots} from './art/slots.mts';
import {writeScaledWidths} from './art/widths.mts';

const root = process.cwd();
const out = path.join(root, 'public', 'templates');
const work = path.join(root, '.art-build', 'templates');
mkdirSync(out, {recursive: true});
mkdirSync(work, {recursive: true});
const slotsOnly = process.argv.includes('--slots');
const chromiumPath = process.argv.find((a) => a.startsWith('--chromium='))?.slice('--chromium='.length) ?? '/usr/bin/chromium';
const only = new Set(
  process.argv
    .slice(2)
    .filter((a) => !a.startsWith('--'))
    .map(Number),
);
const manifestFile = path.join(root, 'lib/catalog/template-design-files.ts');

interface DesignFile {
  page: DesignPage;
  width: number;
  height: number;
  src: string;
  src2x: string;
  blurDataUrl: string;
}

/** Under about 80 KB at 1x: the quality steps down until the file fits. */
async function webp(png: Buffer, budget: number): Promise<Buffer> {
  for (const quality of [84, 78, 72, 66, 60]) {
    const file = await sharp(png).webp({quality, effort: 6, smartSubsample: true}).toBuffer();
    if (file.length <= budget || quality === 60) return file;
  }
  throw new Error('unreachable');
}

function named(base: string, data: Buffer): string {
  return `${base}.${createHash('sha256').update(data).digest('hex').slice(0, 10)}.webp`;
}

/** Each template's renders, by render (renderKey: "en-USD", or "en" for a design without prices). */
type Renders = Record<string, DesignFile[]>;
const previous: Record<string, Renders> = (() => {
  try {
    const text = readFileSync(manifestFile, 'utf8');
    return JSON.parse(text.slice(text.indexOf('= {') + 2, text.lastIndexOf('}') + 1)) as Record<string, Renders>;
  } catch {
    return {};
  }
})();

const browser = await chromium.launch({executablePath: chromiumPath});
const files: Record<string, Renders> = {...previous};
try {
  for (const [idText, design] of Object.entries(TEMPLATE_DESIGNS)) {
    const id = Number(idText);
    if (only.size && !only.has(id)) continue;
    const source = DESIGNS[id];
    if (!source) throw new Error(`No content for template ${id} in scripts/art/template-content.mts`);
    const renders: Renders = {};
    // A page that reads the same in two renders (one without a price, in two English-speaking markets) is drawn once.
    const drawn = new Map<string, DesignFile>();
    for (const {country, lang} of DESIGN_RENDERS) {
      const key = renderKey(country, lang, hasPrices(source));
      if (renders[key]) continue;
      const content = contentFor(source, lang, (krw) => formatMoney(derivedPrice(krw, country), pageLocale(country, lang)));
      const pages: DesignFile[] = [];
      for (const page of design.pages) {
        const [w, h] = DESIGN_PAGES[page].preview;
        const html = designHtml(page, content, PHOTO_FILES, [w, h]);
        const htmlFile = path.join(work, `${id}-${page}-${key}.html`);
        writeFileSync(htmlFile, html);
        // The page's photo slots and, per render, the preview's layer (scripts/art/slots.mts: lib/preview/template-slots.ts).
        const layered = await recordSlots(browser, {template: id, render: key, page, htmlFile, width: w, height: h, soft: content.colors.soft});
        if (slotsOnly) {
          if (layered) break;
          continue;
        }
        const same = drawn.get(html);
        if (same) {
          pages.push(same);
          continue;
        }
        const shots: Buffer[] = [];
        for (const scale of [1, 2]) {
          const context = await browser.newContext({viewport: {width: w, height: h}, deviceScaleFactor: scale});
          const tab = await context.newPage();
          await tab.goto(`file://${htmlFile}`);
          await tab.evaluate(async () => {
            await document.fonts.ready;
            await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
            // A big word set in place of a picture shrinks until it fits its box with a margin.
            for (const big of document.querySelectorAll<HTMLElement>('.big')) {
              const box = big.parentElement!;
              let size = parseFloat(getComputedStyle(big).fontSize);
              while (size > 8 && (big.scrollWidth > box.clientWidth * 0.84 || big.offsetHeight > box.clientHeight * 0.8)) {
                size *= 0.95;
                big.style.fontSize = `${size}px`;
              }
            }
          });
          // Background images (the photographs) are decoded by the time the page has loaded; wait one frame more.
          await tab.waitForTimeout(150);
          shots.push(await tab.screenshot({clip: {x: 0, y: 0, width: w, height: h}, type: 'png'}));
          await context.close();
        }
        const one = await webp(shots[0]!, 80 * 1024);
        const two = await webp(shots[1]!, 220 * 1024);
        const name1 = named(`${id}-${page}-${key}`, one);
        const name2 = named(`${id}-${page}-${key}@2x`, two);
        writeFileSync(path.join(out, name1), one);
        writeFileSync(path.join(out, name2), two);
        const blur = await sharp(one).resize(12).blur(1).webp({quality: 50}).toBuffer();
        pages.push({page, width: w, height: h, src: `/templates/${name1}`, src2x: `/templates/${name2}`, blurDataUrl: `data:image/webp;base64,${blur.toString('base64')}`});
        drawn.set(html, pages.at(-1)!);
        console.log(`template ${id} ${page} ${key}: ${Math.round(one.length / 1024)} KB, 2x ${Math.round(two.length / 1024)} KB`);
      }
      renders[key] = pages;
    }
    if (!slotsOnly) files[idText] = renders;
  }
} finally {
  await browser.close();
}

for (const key of Object.keys(files)) if (!(key in TEMPLATE_DESIGNS)) delete files[key];
writeSlots(Object.keys(files));
if (slotsOnly) {
  console.log('photo slots and preview layers written (lib/preview/template-slots.ts, lib/preview/designs/)');
  process.exit(0);
}
const allPages = Object.values(files).flatMap((renders) => Object.values(renders).flat());
const kept = new Set(allPages.flatMap((p) => [path.basename(p.src), path.basename(p.src2x)]));
for (const old of readdirSync(out)) if (!kept.has(old)) rmSync(path.join(out, old));
const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => Number(a) - Number(b)));
writeFileSync(
  manifestFile,
  `/** Written by \`npm run art:templates\` (scripts/art-templates.mts): each template's design pages at 1x and 2x, per render (a language, and a currency where the design shows prices: lib/catalog/template-designs DESIGN_RENDERS). Do not edit. */\nimport type {DesignPage} from './template-designs';\n\nexport interface DesignFile {page: DesignPage; width: number; height: number; src: string; src2x: string; blurDataUrl: string}\n\nexport const TEMPLATE_DESIGN_FILES: Readonly<Record<string, Readonly<Record<string, readonly DesignFile[]>>>> = ${JSON.stringify(sorted, null, 2)};\n`,
);
// The phone-sized widths beside each page (lib/media/widths), scaled down from the new @2x files.
await writeScaledWidths(out, allPages);
const total = [...kept].reduce((n, f) => n + readFileSync(path.join(out, f)).length, 0);
console.log(`${kept.size} files in public/templates, ${(total / 1024 / 1024).toFixed(2)} MB`);
