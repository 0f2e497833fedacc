/**
 * npm run preview:scenes [--post-only] [name ...]: renders the instant preview's empty scenes with
 * Blender (scripts/art/studio.py, scenes listed in scripts/art/scenes.json): each is a shot like
 * those of scripts/art/shots.json whose product is left out ("hideProduct"), and studio.py tells
 * where it stood. A customer's cut-out product is composited there later. Writes
 * lib/preview/scenes/<name>.webp (640x800) and the manifest lib/preview/scene-files.ts: per scene its
 * file, size, the product's foot point (bottom centre), bounding box [x0, y0, x1, y1] and the unit
 * direction its shadow falls in, all in pixels of the file (y down). Needs `blender` on the PATH
 * (Debian: apt-get install blender); about 20 s a scene on two cores. Not part of `npm test`: the
 * results are committed. Renders are kept in the system's temporary directory for --post-only.
 * Rendered larger and cleaned as scripts/art/blender.mts says (Debian's Blender has no denoiser).
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {cleanRender, drawLabels, forBlender, readManifest, renderShots, shopLabels, type Shot} from './art/blender.mts';

interface Placement {
  width: number;
  height: number;
  foot: [number, number];
  box: [number, number, number, number];
  shadow: [number, number];
}
interface SceneFile {
  file: string;
  width: number;
  height: number;
  foot: readonly [number, number];
  box: readonly [number, number, number, number];
  shadow: readonly [number, number];
}

const root = process.cwd();
const spec = JSON.parse(readFileSync(path.join(root, 'scripts/art/scenes.json'), 'utf8')) as {scenes: Shot[]};
const postOnly = process.argv.includes('--post-only');
const only = new Set(process.argv.slice(2).filter((a) => a !== '--post-only'));
const work = path.join(tmpdir(), 'preview-scenes-build');
const out = path.join(root, 'lib/preview/scenes');
const manifestFile = path.join(root, 'lib/preview/scene-files.ts');
mkdirSync(out, {recursive: true});

const DEFAULT_SIZE: [number, number] = [640, 800];

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

const shots = spec.scenes.filter((s) => !only.size || only.has(s.name));
if (only.size && shots.length !== only.size) throw new Error(`unknown scene: ${[...only].filter((n) => !spec.scenes.some((s) => s.name === n)).join(', ')}`);

if (!postOnly) {
  // The label is hidden with the product, but the scene is built as art:render builds it.
  const labels = await drawLabels(shopLabels(), path.join(work, 'labels'));
  const shotsFile = path.join(work, 'scenes.json');
  writeFileSync(shotsFile, JSON.stringify({shots: shots.map((shot) => ({...forBlender(shot, labels, DEFAULT_SIZE), hideProduct: true}))}));
  const started = Date.now();
  await renderShots(shotsFile, path.join(work, 'render'));
  console.log(`${shots.length} scenes rendered in ${Math.round((Date.now() - started) / 1000)} s`);
}

// The manifest keeps the scenes not rendered this time.
const previous = readManifest<SceneFile>(manifestFile);
const files: Record<string, SceneFile> = {...previous};
for (const shot of shots) {
  const [w, h] = shot.size ?? DEFAULT_SIZE;
  const rendered = path.join(work, 'render', `${shot.name}.png`);
  const placementFile = path.join(work, 'render', `${shot.name}.json`);
  if (!existsSync(rendered) || !existsSync(placementFile)) throw new Error(`${shot.name}: no render in ${work}/render (run without --post-only)`);
  const webp = await (await cleanRender(sharp(rendered), w, h)).webp({quality: 82, effort: 6}).toBuffer();
  const file = `${shot.name}.webp`;
  writeFileSync(path.join(out, file), webp);
  const place = JSON.parse(readFileSync(placementFile, 'utf8')) as Placement;
  const sx = w / place.width;
  const sy = h / place.height;
  const [dx, dy] = [place.shadow[0] * sx, place.shadow[1] * sy];
  const length = Math.hypot(dx, dy) || 1;
  files[shot.name] = {
    file,
    width: w,
    height: h,
    foot: [round(place.foot[0] * sx, 1), round(place.foot[1] * sy, 1)],
    box: [round(place.box[0] * sx, 1), round(place.box[1] * sy, 1), round(place.box[2] * sx, 1), round(place.box[3] * sy, 1)],
    shadow: [round(dx / length, 3), round(dy / length, 3)],
  };
  console.log(`${shot.name}: ${Math.round(webp.length / 1024)} KB, foot ${files[shot.name]?.foot.join(', ')}`);
}
const names = new Set(spec.scenes.map((s) => s.name));
for (const key of Object.keys(files)) if (!names.has(key)) delete files[key];
const kept = new Set(Object.values(files).map((f) => f.file));
for (const old of readdirSync(out)) if (!kept.has(old)) rmSync(path.join(out, old));
const entries = Object.entries(files)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, f]) => `  ${JSON.stringify(name)}: ${JSON.stringify(f)}`);
writeFileSync(
  manifestFile,
  `/** Written by \`npm run preview:scenes\` (scripts/preview-scenes.mts). Do not edit. */\nexport const SCENE_FILES: Readonly<Record<string, {file: string; width: number; height: number; foot: readonly [number, number]; box: readonly [number, number, number, number]; shadow: readonly [number, number]}>> = {\n${entries.join(',\n')}\n};\n`,
);
const total = [...kept].reduce((n, f) => n + readFileSync(path.join(out, f)).length, 0);
console.log(`${kept.size} scenes in lib/preview/scenes, ${(total / 1024 / 1024).toFixed(2)} MB`);
