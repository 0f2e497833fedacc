/**
 * npm run art:render [--post-only] [name ...]: renders the shop's default photographs with Blender
 * (scripts/art/studio.py, scenes listed in scripts/art/shots.json) and turns them into the files
 * pages show: public/photos/<name>.<hash>.webp and their sizes and blurred placeholders in
 * lib/media/photo-files.ts. Needs `blender` on the PATH (Debian: apt-get install blender); takes
 * about 40 s a picture on two cores. Not part of `npm test`: the results are committed.
 *
 * Debian's Blender has no denoiser, so each picture is rendered at 1.25 times its size, its sample
 * noise taken out with a 3x3 median and then scaled down.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

interface Label {background: string; ink: string; title: string; line: string; serif: boolean}
interface Shot {name: string; size?: [number, number]; colors?: Record<string, unknown>; [key: string]: unknown}

const root = process.cwd();
const spec = JSON.parse(readFileSync(path.join(root, 'scripts/art/shots.json'), 'utf8')) as {labels: Record<string, Label>; shots: Shot[]};
const postOnly = process.argv.includes('--post-only');
const only = new Set(process.argv.slice(2).filter((a) => a !== '--post-only'));
const work = path.join(root, '.art-build');
const photos = path.join(root, 'public', 'photos');
mkdirSync(path.join(work, 'labels'), {recursive: true});
mkdirSync(path.join(work, 'render'), {recursive: true});
mkdirSync(photos, {recursive: true});

const DEFAULT_SIZE: [number, number] = [560, 700];
const SCALE = 1.25;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A wrap-around label, 2000x400: its front (three quarters of the way round) faces the camera. */
async function drawLabel(name: string, label: Label): Promise<string> {
  const font = label.serif ? 'DejaVu Serif' : 'Liberation Sans';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="400">
  <rect width="2000" height="400" fill="${label.background}"/>
  <rect x="1330" y="60" width="340" height="2" fill="${label.ink}" opacity="0.5"/>
  <text x="1500" y="200" font-family="${font}" font-size="64" letter-spacing="10" text-anchor="middle" fill="${label.ink}">${escape(label.title)}</text>
  <text x="1500" y="270" font-family="Liberation Sans" font-size="26" letter-spacing="5" text-anchor="middle" fill="${label.ink}" opacity="0.8">${escape(label.line)}</text>
  <rect x="1330" y="338" width="340" height="2" fill="${label.ink}" opacity="0.5"/>
</svg>`;
  const file = path.join(work, 'labels', `${name}.png`);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

const shots = spec.shots.filter((s) => !only.size || only.has(s.name));
const labels: Record<string, string> = {};
for (const [name, label] of Object.entries(spec.labels)) labels[name] = await drawLabel(name, label);

const blenderShots = shots.map((shot) => {
  const [w, h] = shot.size ?? DEFAULT_SIZE;
  const colors = {...(shot.colors ?? {})};
  if (typeof colors.labelImage === 'string') colors.labelImage = labels[colors.labelImage];
  return {...shot, colors, size: [Math.round(w * SCALE), Math.round(h * SCALE)]};
});
writeFileSync(path.join(work, 'shots.json'), JSON.stringify({shots: blenderShots}));

// --post-only turns renders already in .art-build/render into files again (after changing the post-processing).
const blender: {status: number | null; stdout: string; error?: Error} = postOnly ? {status: 0, stdout: ''} : spawnSync('blender', ['-b', '--factory-startup', '-P', path.join(root, 'scripts/art/studio.py'), '--', path.join(work, 'shots.json'), path.join(work, 'render')], {stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
if (blender.error || blender.status !== 0) {
  console.error(blender.stdout.split('\n').filter((l: string) => /Error|Traceback|rendered/.test(l)).join('\n'));
  throw new Error(`blender failed (${blender.error?.message ?? `exit ${blender.status}`}); is it installed? apt-get install blender`);
}

// The manifest keeps earlier pictures of shots not rendered this time.
const manifestFile = path.join(root, 'lib/media/photo-files.ts');
const previous = (() => {
  try {
    const text = readFileSync(manifestFile, 'utf8');
    return JSON.parse(text.slice(text.indexOf('= {') + 2, text.lastIndexOf('}') + 1)) as Record<string, PhotoFile>;
  } catch {
    return {};
  }
})();
interface PhotoFile {src: string; width: number; height: number; blurDataUrl: string}
const files: Record<string, PhotoFile> = {...previous};
for (const shot of shots) {
  const [w, h] = shot.size ?? DEFAULT_SIZE;
  // sharp resizes before other operations: the median runs on the full render first, in its own pass
  const cleaned = await sharp(path.join(work, 'render', `${shot.name}.png`)).median(3).png().toBuffer();
  let picture = sharp(cleaned).resize(w, h, {kernel: 'lanczos3'});
  // A phone's snapshot: flatter, a little washed out and over-sharpened.
  if (shot.look === 'snapshot') picture = picture.linear(0.9, 14).modulate({saturation: 0.85}).sharpen({sigma: 1.2, m1: 1.5, m2: 3});
  const webp = await picture.webp({quality: 80, effort: 6}).toBuffer();
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 10);
  const name = `${shot.name}.${hash}.webp`;
  writeFileSync(path.join(photos, name), webp);
  const blur = await sharp(webp).resize(12, Math.round((12 * h) / w)).blur(1).webp({quality: 50}).toBuffer();
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
