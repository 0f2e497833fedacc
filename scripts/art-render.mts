/**
 * npm run art:render [--post-only] [name ...]: renders the shop's default photographs with Blender
 * (scripts/art/studio.py, scenes listed in scripts/art/shots.json) and turns them into the files
 * pages show: public/photos/<name>.<hash>.webp and their sizes and blurred placeholders in
 * lib/media/photo-files.ts. Needs `blender` on the PATH (Debian: apt-get install blender); takes
 * about 40 s a picture on two cores. Not part of `npm test`: the results are committed.
 *
 * Rendered larger and cleaned as scripts/art/blender.mts says (Debian's Blender has no denoiser).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {cleanRender, drawLabels, forBlender, readManifest, renderShots, snapshotLook, type Label, type Shot} from './art/blender.mts';

const root = process.cwd();
const spec = JSON.parse(readFileSync(path.join(root, 'scripts/art/shots.json'), 'utf8')) as {labels: Record<string, Label>; shots: Shot[]};
const postOnly = process.argv.includes('--post-only');
const only = new Set(process.argv.slice(2).filter((a) => a !== '--post-only'));
const work = path.join(root, '.art-build');
const photos = path.join(root, 'public', 'photos');
mkdirSync(photos, {recursive: true});

const DEFAULT_SIZE: [number, number] = [560, 700];

const shots = spec.shots.filter((s) => !only.size || only.has(s.name));

// --post-only turns renders already in .art-build/render into files again (after changing the post-processing).
if (!postOnly) {
  const labels = await drawLabels(spec.labels, path.join(work, 'labels'));
  const shotsFile = path.join(work, 'shots.json');
  writeFileSync(shotsFile, JSON.stringify({shots: shots.map((shot) => forBlender(shot, labels, DEFAULT_SIZE))}));
  await renderShots(shotsFile, path.join(work, 'render'));
}

// The manifest keeps earlier pictures of shots not rendered this time.
const manifestFile = path.join(root, 'lib/media/photo-files.ts');
const previous = readManifest<PhotoFile>(manifestFile);
interface PhotoFile {
  src: string;
  width: number;
  height: number;
  blurDataUrl: string;
}
const files: Record<string, PhotoFile> = {...previous};
for (const shot of shots) {
  const [w, h] = shot.size ?? DEFAULT_SIZE;
  let picture = await cleanRender(sharp(path.join(work, 'render', `${shot.name}.png`)), w, h);
  if (shot.look === 'snapshot') picture = snapshotLook(picture);
  const webp = await picture.webp({quality: 80, effort: 6}).toBuffer();
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 10);
  const name = `${shot.name}.${hash}.webp`;
  writeFileSync(path.join(photos, name), webp);
  const blur = await sharp(webp)
    .resize(12, Math.round((12 * h) / w))
    .blur(1)
    .webp({quality: 50})
    .toBuffer();
  files[shot.name] = {src: `/photos/${name}`, width: w, height: h, blurDataUrl: `data:image/webp;base64,${blur.toString('base64')}`};
  console.log(`${shot.name}: ${Math.round(webp.length / 1024)} KB`);
}
const names = new Set(spec.shots.map((s) => s.name));
for (const key of Object.keys(files)) if (!names.has(key)) delete files[key];
const kept = new Set(Object.values(files).map((f) => path.basename(f.src)));
for (const old of readdirSync(photos)) if (!kept.has(old)) rmSync(path.join(photos, old));
const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  manifestFile,
  `/** Written by \`npm run art:render\` (scripts/art-render.mts): the rendered default photographs. Do not edit. */\nexport const PHOTO_FILES: Readonly<Record<string, {src: string; width: number; height: number; blurDataUrl: string}>> = ${JSON.stringify(sorted, null, 2)};\n`,
);
const total = [...kept].reduce((n, f) => n + readFileSync(path.join(photos, f)).length, 0);
console.log(`${kept.size} photographs in public/photos, ${(total / 1024 / 1024).toFixed(2)} MB`);
