/**
 * The photo slots of the template designs, for the instant preview in the design itself
 * (docs/preview.md): called by `npm run art:templates` for each page it draws. From the page's DOM
 * it records every picture area (a photograph `.ph`, or the big word set in place of one,
 * `.bigbox`): its box in the page's pixels, its corner radii, how the photo fills it and its panel
 * colour. Per render of the design (its language and currency, lib/catalog/template-designs
 * DESIGN_RENDERS), for the first page that has a slot it also draws the design's layer: the
 * page with the slot see-through, so a photo composited under it keeps the design's words, corners
 * and frames on top. The layer is taken by difference matting: the page drawn twice with the slot
 * painted black and then white (everything in it hidden); where the two agree the layer is opaque,
 * where they differ by 255 it is clear, and the soft edges in between (rounded corners, anti-aliased
 * type over the photo) keep their exact coverage. Writes lib/preview/template-slots.ts and
 * lib/preview/designs/<id>-<render>-<page>.webp.
 */
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import sharp from 'sharp';
import type {PageSlots, Slot, TemplateSlots} from '../../lib/preview/template-slot-types.ts';

/** The layer's scale against the page's preview size (a 560 x 792 poster: 840 x 1188). */
export const LAYER_SCALE = 1.5;

const root = process.cwd();
const manifest = path.join(root, 'lib', 'preview', 'template-slots.ts');
const layers = path.join(root, 'lib', 'preview', 'designs');

type Renders = Record<string, TemplateSlots & {pages: PageSlots[]}>;

function previous(): Record<string, Renders> {
  try {
    const text = readFileSync(manifest, 'utf8');
    return JSON.parse(text.slice(text.indexOf('= {') + 2, text.lastIndexOf('}') + 1)) as Record<string, Renders>;
  } catch {
    return {};
  }
}

/** Per template, per render: what was recorded (a template drawn again starts afresh). */
const found: Record<string, Renders> = previous();
const seen = new Set<string>();

/** A computed colour as #rrggbb; a see-through one (a photograph's box has no colour of its own) is the design's panel colour. */
const hex = (rgb: string, fallback: string) => {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?/.exec(rgb);
  if (!m || (m[4] !== undefined && Number(m[4]) < 0.5)) return fallback;
  return `#${[m[1], m[2], m[3]].map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`;
};

/**
 * The layer's alpha and colour from the page drawn with the slot black (`dark`) and white
 * (`light`): alpha = 1 - (light - dark) / 255, colour = dark / alpha. Exported for its test.
 */
export function matte(dark: Buffer, light: Buffer, pixels: number): Buffer {
  const out = Buffer.alloc(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    const diff = (light[i * 4]! - dark[i * 4]! + light[i * 4 + 1]! - dark[i * 4 + 1]! + light[i * 4 + 2]! - dark[i * 4 + 2]!) / 3;
    const alpha = Math.min(255, Math.max(0, Math.round(255 - diff)));
    out[i * 4 + 3] = alpha;
    for (let c = 0; c < 3; c++) out[i * 4 + c] = alpha ? Math.min(255, Math.round((dark[i * 4 + c]! * 255) / alpha)) : 0;
  }
  return out;
}

/** Records one page's slots (and, for the render's first page with a slot, its layer); true once the render has its layer. */
export async function recordSlots(browser: Browser, input: {template: number; render: string; page: string; htmlFile: string; width: number; height: number; soft: string}): Promise<boolean> {
  const template = String(input.template);
  if (!seen.has(template)) {
    seen.add(template);
    found[template] = {};
  }
  const renders = found[template]!;
  const key = `${template}-${input.render}`;
  const tab = await layerTab(browser);
  await tab.setViewportSize({width: input.width, height: input.height});
  await tab.goto(`file://${input.htmlFile}`);
  await tab.evaluate(() => document.fonts.ready.then(() => undefined));
  const raw = await tab.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.ph, .bigbox')].map((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return {
        x: r.left,
        y: r.top,
        width: r.width,
        height: r.height,
        // No helper function here: the page's script is sent as written, without the bundler's name helper.
        radius: [s.borderTopLeftRadius, s.borderTopRightRadius, s.borderBottomRightRadius, s.borderBottomLeftRadius].map((v) => parseFloat(v) || 0),
        size: s.backgroundSize,
        colour: s.backgroundColor,
      };
    }),
  );
  const round = (v: number) => Math.round(v * 10) / 10;
  const slots: Slot[] = raw
    .filter((s) => s.width >= 8 && s.height >= 8)
    .map((s) => ({
      x: round(s.x),
      y: round(s.y),
      width: round(s.width),
      height: round(s.height),
      radius: s.radius.map(round) as unknown as Slot['radius'],
      fit: s.size === 'contain' ? 'contain' : 'cover',
      background: hex(s.colour, input.soft),
    }));
  const entry = renders[input.render];
  const pageSlots = {page: input.page, width: input.width, height: input.height, slots};
  if (entry) {
    entry.pages.push(pageSlots);
    return true;
  }
  if (!slots.length) {
    // No slot on this page: remembered only once a later page of the design has one.
    pending.set(key, [...(pending.get(key) ?? []), pageSlots]);
    return false;
  }
  const shots: Buffer[] = [];
  for (const paint of ['#000000', '#ffffff']) {
    await tab.evaluate((colour) => {
      for (const el of document.querySelectorAll<HTMLElement>('.ph, .bigbox')) {
        el.style.setProperty('background', colour, 'important');
        for (const child of el.querySelectorAll<HTMLElement>('*')) child.style.visibility = 'hidden';
      }
    }, paint);
    await tab.waitForTimeout(50);
    shots.push(await tab.screenshot({clip: {x: 0, y: 0, width: input.width, height: input.height}, type: 'png'}));
  }
  const [dark, light] = await Promise.all(shots.map((png) => sharp(png).ensureAlpha().raw().toBuffer({resolveWithObject: true})));
  const {width: lw, height: lh} = dark!.info;
  const layer = await sharp(matte(dark!.data, light!.data, lw * lh), {raw: {width: lw, height: lh, channels: 4}})
    .webp({quality: 90, alphaQuality: 100, effort: 6})
    .toBuffer();
  mkdirSync(layers, {recursive: true});
  const file = `${key}-${input.page}.webp`;
  writeFileSync(path.join(layers, file), layer);
  renders[input.render] = {page: input.page, layer: file, layerWidth: lw, layerHeight: lh, pages: [...(pending.get(key) ?? []), pageSlots]};
  pending.delete(key);
  return true;
}

/** One tab at the layer's scale for every page (its fonts stay loaded from one page to the next). */
let shared: {browser: Browser; tab: Page} | undefined;
async function layerTab(browser: Browser): Promise<Page> {
  if (shared?.browser !== browser) {
    const context = await browser.newContext({deviceScaleFactor: LAYER_SCALE});
    shared = {browser, tab: await context.newPage()};
  }
  return shared.tab;
}

const pending = new Map<string, PageSlots[]>();

/** Writes lib/preview/template-slots.ts (the designs in `keep` only) and removes layers no design uses. */
export function writeSlots(keep: readonly string[]): void {
  for (const key of Object.keys(found)) if (!keep.includes(key)) delete found[key];
  const sorted = Object.fromEntries(Object.entries(found).sort(([a], [b]) => Number(a) - Number(b)));
  writeFileSync(
    manifest,
    `/** Written by \`npm run art:templates\` (scripts/art/slots.mts): each template design's photo slots and its preview layer, per render (lib/catalog/template-designs DESIGN_RENDERS). Do not edit. */\nimport type {TemplateSlots} from './template-slot-types';\n\nexport const TEMPLATE_SLOTS: Readonly<Record<string, Readonly<Record<string, TemplateSlots>>>> = {\n${Object.entries(
      sorted,
    )
      .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(',\n')}\n};\n`,
  );
  const used = new Set(Object.values(found).flatMap((renders) => Object.values(renders).map((t) => t.layer)));
  mkdirSync(layers, {recursive: true});
  for (const old of readdirSync(layers)) if (!used.has(old)) rmSync(path.join(layers, old));
}
