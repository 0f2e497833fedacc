/**
 * npm run art:render [--post-only] [name ...]: renders the shop's default photographs with Blender
 * (scripts/art/studio.py, scenes listed in scripts/art/shots.json) and turns them into the files
 * pages show: public/photos/<name>.<hash>.webp at the page's size, <name>@2x.<hash>.webp at twice
 * it (retina screens: ShopImage's srcSet), and their sizes and blurred placeholders in
 * lib/media/photo-files.ts. Needs `blender` on the PATH (Debian: apt-get install blender); takes
 * about 2-4 minutes a picture on two busy cores (Blender runs under nice). Not part of `npm test`:
 * the results are committed.
 *
 * Rendered at SCALE times the retina size and cleaned as scripts/art/blender.mts says (Debian's
 * Blender has no denoiser). A shot with "white": true is rendered a second time as its product's
 * mask (<name>.mask, a few samples) and put on true white with a drawn contact shadow (onWhite).
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {writeScaledWidths} from './art/widths.mts';
import {cleanRender, drawLabels, forBlender, onWhite, readManifest, renderShots, snapshotLook, type Label, type Shot} from './art/blender.mts';

const root = process.cwd();
const spec = JSON.parse(readFileSync(path.join(root, 'scripts/art/shots.json'), 'utf8')) as {labels: Record<string, Label>; shots: Shot[]};
const postOnly = process.argv.includes('--post-only');
// --scale=1 renders at the retina size itself (no margin for the median): faster, a little noisier
const scaleArg = process.argv.find((a) => a.startsWith('--scale='));
const scale = scaleArg ? Number(scaleArg.slice('--scale='.length)) : undefined;
const only = new Set(process.argv.slice(2).filter((a) => !a.startsWith('--')));
const work = path.join(root, '.art-build');
const photos = path.join(root, 'public', 'photos');
mkdirSync(photos, {recursive: true});

const DEFAULT_SIZE: [number, number] = [560, 700];
/** WebP qualities: the page's file stays as light as before (mobile Lighthouse), the retina file under about 150 KB. */
const QUALITY_1X = 80;
const QUALITY_2X = 86;

const shots = spec.shots.filter((s) => !only.size || only.has(s.name));

// --post-only turns renders already in .art-build/render into files again (after changing the post-processing).
if (!postOnly) {
  const labels = await drawLabels(spec.labels, path.join(work, 'labels'));
  const shotsFile = path.join(work, 'shots.json');
  const forRender = shots.flatMap((shot) => {
    const photo = forBlender(scale ? {...shot, scale} : shot, labels, DEFAULT_SIZE, 2);
    return shot.white ? [photo, {...photo, name: `${shot.name}.mask`, maskOnly: true}] : [photo];
  });
  writeFileSync(shotsFile, JSON.stringify({shots: forRender}));
  await renderShots(shotsFile, path.join(work, 'render'));
}

// The manifest keeps earlier pictures of shots not rendered this time.
const manifestFile = path.join(root, 'lib/media/photo-files.ts');
const previous = readManifest<PhotoFile>(manifestFile);
interface PhotoFile {
  src: string;
  src2x?: string;
  width: number;
  height: number;
  blurDataUrl: string;
}
const files: Record<string, PhotoFile> = {...previous};

/** Writes a WebP named by its content; resolves to its public path. */
function save(name: string, webp: Buffer): string {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 10);
  const file = `${name}.${hash}.webp`;
  writeFileSync(path.join(photos, file), webp);
  return `/photos/${file}`;
}

for (const shot of shots) {
  const [w, h] = shot.size ?? DEFAULT_SIZE;
  const rendered = path.join(work, 'render', `${shot.name}.png`);
  if (!existsSync(rendered)) {
    console.log(`${shot.name}: no render in .art-build/render, kept as it was`);
    continue;
  }
  // a before is rendered small with few samples (a phone's soft picture): a wider median takes its grain out
  let picture = await cleanRender(sharp(rendered), 2 * w, 2 * h, shot.look === 'snapshot' ? 5 : 3);
  if (shot.look === 'snapshot') picture = snapshotLook(picture);
  if (shot.white) picture = await onWhite(sharp(await picture.png().toBuffer()), sharp(path.join(work, 'render', `${shot.name}.mask.png`)));
  const retina = await picture.png().toBuffer();
  const webp2x = await sharp(retina).webp({quality: QUALITY_2X, effort: 6}).toBuffer();
  const webp = await sharp(retina).resize(w, h, {kernel: 'lanczos3'}).webp({quality: QUALITY_1X, effort: 6}).toBuffer();
  const blur = await sharp(webp)
    .resize(12, Math.round((12 * h) / w))
    .blur(1)
    .webp({quality: 50})
    .toBuffer();
  files[shot.name] = {src: save(shot.name, webp), src2x: save(`${shot.name}@2x`, webp2x), width: w, height: h, blurDataUrl: `data:image/webp;base64,${blur.toString('base64')}`};
  console.log(`${shot.name}: ${Math.round(webp.length / 1024)} KB, @2x ${Math.round(webp2x.length / 1024)} KB`);
}

// A picture from before the retina files (not rendered again since) gets its @2x scaled up from it, so every entry has one.
for (const [name, file] of Object.entries(files)) {
  if (file.src2x) continue;
  const source = path.join(root, 'public', file.src);
  const webp2x = await sharp(source)
    .resize(2 * file.width, 2 * file.height, {kernel: 'lanczos3'})
    .webp({quality: QUALITY_2X, effort: 6})
    .toBuffer();
  file.src2x = save(`${name}@2x`, webp2x);
  console.log(`${name}: @2x scaled up from the old 1x file (render it again for a real one)`);
}

const names = new Set(spec.shots.map((s) => s.name));
for (const key of Object.keys(files)) if (!names.has(key)) delete files[key];
const kept = new Set(Object.values(files).flatMap((f) => [f.src, f.src2x ?? ''].map((src) => path.basename(src))));
for (const old of readdirSync(photos)) if (!kept.has(old)) rmSync(path.join(photos, old));
const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  manifestFile,
  `/** Written by \`npm run art:render\` (scripts/art-render.mts): the rendered default photographs, each at the page's size (width x height) and at twice it (src2x). Do not edit. */\nexport const PHOTO_FILES: Readonly<Record<string, {src: string; src2x: string; width: number; height: number; blurDataUrl: string}>> = ${JSON.stringify(sorted, null, 2)};\n`,
);
// The phone-sized widths beside each (lib/media/widths), scaled down from the new @2x files.
await writeScaledWidths(
  photos,
  Object.values(files).map((f) => ({...f, src2x: f.src2x ?? f.src})),
);
const size = (f: string) => readFileSync(path.join(photos, path.basename(f))).length;
const total1x = Object.values(files).reduce((n, f) => n + size(f.src), 0);
const total2x = Object.values(files).reduce((n, f) => n + size(f.src2x ?? ''), 0);
console.log(`${kept.size} files in public/photos: 1x ${(total1x / 1024).toFixed(0)} KB, @2x ${(total2x / 1024 / 1024).toFixed(2)} MB`);
