/**
 * npm run art:packages: each package's own picture, a collage of what it holds (lib/catalog/package-contents),
 * composed with sharp from the committed pictures of its parts: the services' default photographs
 * (lib/media/photo-files) and template designs of the types it includes (lib/catalog/template-design-files).
 * Writes public/collages/<id>.<hash>.webp at the card's 4:3 size (560x420), <id>@2x.<hash>.webp at twice it,
 * the scaled widths beside them (lib/media/widths) and lib/media/package-files.ts. Takes a few seconds, no
 * renderer; not part of `npm test`: the results are committed (tests/unit/package-pictures.test.ts checks them).
 * Run it again after the parts' pictures change.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {PHOTO_FILES} from '../lib/media/photo-files.ts';
import {designFiles} from '../lib/catalog/template-designs.ts';
import {writeScaledWidths} from './art/widths.mts';

const root = process.cwd();
const out = path.join(root, 'public', 'collages');
mkdirSync(out, {recursive: true});

const [W, H] = [560, 420];
const QUALITY_1X = 80;
const QUALITY_2X = 86;

/** A tile's picture: a default photograph by name, or a template's design page. */
type Source = {photo: string} | {template: string; page: string};
interface Collage {
  background: string;
  /** The large picture on the left, then the two stacked on the right; `position`: which part of the picture a crop keeps. */
  tiles: [Tile, Tile, Tile];
}
interface Tile {
  source: Source;
  position?: 'centre' | 'top' | 'bottom';
  /** Shown whole on white instead of cropped (a white-background photograph keeps its product whole). */
  onWhite?: boolean;
}

// Each package's collage shows its own parts: the services' photographs and the kinds of designs it includes.
const COLLAGES: Record<string, Collage> = {
  // solid-colour background photos, a banner, a poster
  sns: {background: '#f7e4ec', tiles: [{source: {photo: 'perfume-after'}}, {source: {template: '14', page: 'square'}}, {source: {template: '15', page: 'poster'}, position: 'top'}]},
  // food studio photos, a menu, white-background product photos
  delivery: {background: '#f6eadb', tiles: [{source: {photo: 'coffee-after'}}, {source: {template: '1', page: 'menuFront'}, position: 'top'}, {source: {photo: 'serum-after'}, onWhite: true}]},
  // styled studio shots, a banner, white-background catalogue shots
  ecommerce: {background: '#e6ece6', tiles: [{source: {photo: 'cleanser-after'}}, {source: {template: '18', page: 'square'}}, {source: {photo: 'serum-after'}, onWhite: true}]},
};

function sourceFile(source: Source): string {
  if ('photo' in source) {
    const file = PHOTO_FILES[source.photo];
    if (!file) throw new Error(`no photograph ${source.photo}`);
    return path.join(root, 'public', file.src2x);
  }
  // The US shop's render of the design (English words, dollar prices): one collage serves every market.
  const page = designFiles(source.template, 'us', 'en').find((p) => p.page === source.page);
  if (!page) throw new Error(`no design page ${source.template}/${source.page}`);
  return path.join(root, 'public', page.src2x);
}

/** One tile at the @2x size: the picture cropped to fill it, rounded corners. */
async function tile(t: Tile, width: number, height: number, radius: number): Promise<Buffer> {
  const mask = Buffer.from(`<svg width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" ry="${radius}"/></svg>`);
  const position = t.position === 'top' ? 'north' : t.position === 'bottom' ? 'south' : 'centre';
  return sharp(sourceFile(t.source))
    .resize(width, height, t.onWhite ? {fit: 'contain', background: '#ffffff', kernel: 'lanczos3'} : {fit: 'cover', position, kernel: 'lanczos3'})
    .composite([{input: mask, blend: 'dest-in'}])
    .png()
    .toBuffer();
}

async function compose(collage: Collage): Promise<Buffer> {
  const [w, h] = [2 * W, 2 * H];
  const pad = 44;
  const gap = 24;
  const radius = 22;
  const left = {x: pad, y: pad, w: Math.round((w - 2 * pad - gap) * 0.5), h: h - 2 * pad};
  const rightW = w - 2 * pad - gap - left.w;
  const rightH = Math.round((h - 2 * pad - gap) / 2);
  const boxes = [left, {x: pad + left.w + gap, y: pad, w: rightW, h: rightH}, {x: pad + left.w + gap, y: pad + rightH + gap, w: rightW, h: h - 2 * pad - gap - rightH}];
  // A soft shadow under each tile, so white pictures keep their edge on the light background.
  const shadows = Buffer.from(
    `<svg width="${w}" height="${h}"><defs><filter id="s" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="10"/></filter></defs>${boxes
      .map((b) => `<rect x="${b.x}" y="${b.y + 8}" width="${b.w}" height="${b.h}" rx="${radius}" fill="rgba(40,30,20,0.18)" filter="url(#s)"/>`)
      .join('')}</svg>`,
  );
  const tiles = await Promise.all(collage.tiles.map((t, i) => tile(t, boxes[i]!.w, boxes[i]!.h, radius)));
  return sharp({create: {width: w, height: h, channels: 3, background: collage.background}})
    .composite([{input: shadows, top: 0, left: 0}, ...tiles.map((input, i) => ({input, top: boxes[i]!.y, left: boxes[i]!.x}))])
    .png()
    .toBuffer();
}

function save(name: string, webp: Buffer): string {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 10);
  const file = `${name}.${hash}.webp`;
  writeFileSync(path.join(out, file), webp);
  return `/collages/${file}`;
}

const files: Record<string, {src: string; src2x: string; width: number; height: number; blurDataUrl: string}> = {};
for (const [id, collage] of Object.entries(COLLAGES)) {
  const retina = await compose(collage);
  const webp2x = await sharp(retina).webp({quality: QUALITY_2X, effort: 6}).toBuffer();
  const webp = await sharp(retina).resize(W, H, {kernel: 'lanczos3'}).webp({quality: QUALITY_1X, effort: 6}).toBuffer();
  const blur = await sharp(webp).resize(12, 9).blur(1).webp({quality: 50}).toBuffer();
  files[id] = {src: save(id, webp), src2x: save(`${id}@2x`, webp2x), width: W, height: H, blurDataUrl: `data:image/webp;base64,${blur.toString('base64')}`};
  console.log(`${id}: ${Math.round(webp.length / 1024)} KB, @2x ${Math.round(webp2x.length / 1024)} KB`);
}
const kept = new Set(Object.values(files).flatMap((f) => [f.src, f.src2x].map((src) => path.basename(src))));
for (const old of readdirSync(out)) if (!/\.\d+w\.webp$/.test(old) && !kept.has(old)) rmSync(path.join(out, old));
await writeScaledWidths(out, Object.values(files));
writeFileSync(
  path.join(root, 'lib/media/package-files.ts'),
  `/** Written by \`npm run art:packages\` (scripts/art-packages.mts): each package's collage at the card's size (width x height) and at twice it (src2x). Do not edit. */\nexport const PACKAGE_FILES: Readonly<Record<string, {src: string; src2x: string; width: number; height: number; blurDataUrl: string}>> = ${JSON.stringify(files, null, 2)};\n`,
);
