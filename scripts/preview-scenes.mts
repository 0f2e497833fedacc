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
 *
 * Debian's Blender has no denoiser, so each picture is rendered at 1.25 times its size, its sample
 * noise taken out with a 3x3 median and then scaled down (as scripts/art-render.mts does).
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createInterface} from 'node:readline';
import sharp from 'sharp';

interface Label {background: string; ink: string; title: string; line: string; serif: boolean}
interface Shot {name: string; size?: [number, number]; colors?: Record<string, unknown>; [key: string]: unknown}
interface Placement {width: number; height: number; foot: [number, number]; box: [number, number, number, number]; shadow: [number, number]}
interface SceneFile {file: string; width: number; height: number; foot: readonly [number, number]; box: readonly [number, number, number, number]; shadow: readonly [number, number]}

const root = process.cwd();
const labelSpec = JSON.parse(readFileSync(path.join(root, 'scripts/art/shots.json'), 'utf8')) as {labels: Record<string, Label>};
const spec = JSON.parse(readFileSync(path.join(root, 'scripts/art/scenes.json'), 'utf8')) as {scenes: Shot[]};
const postOnly = process.argv.includes('--post-only');
const only = new Set(process.argv.slice(2).filter((a) => a !== '--post-only'));
const work = path.join(tmpdir(), 'preview-scenes-build');
const out = path.join(root, 'lib/preview/scenes');
const manifestFile = path.join(root, 'lib/preview/scene-files.ts');
mkdirSync(path.join(work, 'labels'), {recursive: true});
mkdirSync(path.join(work, 'render'), {recursive: true});
mkdirSync(out, {recursive: true});

const DEFAULT_SIZE: [number, number] = [640, 800];
const SCALE = 1.25;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A wrap-around label, 2000x400, as scripts/art-render.mts draws it (hidden with the product, but the scene is built the same). */
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

/** Runs studio.py over the shots, echoing its progress; resolves to each shot's render time in seconds. */
function render(shotsFile: string, renderDir: string): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    const times = new Map<string, number>();
    const tail: string[] = [];
    const child = spawn('blender', ['-b', '--factory-startup', '-P', path.join(root, 'scripts/art/studio.py'), '--', shotsFile, renderDir], {stdio: ['ignore', 'pipe', 'inherit']});
    createInterface({input: child.stdout}).on('line', (line) => {
      const done = /^rendered (\S+) in ([\d.]+) s$/.exec(line);
      if (done?.[1] && done[2]) {
        times.set(done[1], Number(done[2]));
        console.log(`${done[1]}: rendered in ${done[2]} s`);
      } else if (/Error|Traceback|^\s+File /.test(line)) {
        tail.push(line);
      }
    });
    child.on('error', (error) => reject(new Error(`blender failed (${error.message}); is it installed? apt-get install blender`)));
    child.on('close', (code) => (code === 0 ? resolve(times) : reject(new Error(`blender failed (exit ${code})\n${tail.join('\n')}`))));
  });
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

const shots = spec.scenes.filter((s) => !only.size || only.has(s.name));
if (only.size && shots.length !== only.size) throw new Error(`unknown scene: ${[...only].filter((n) => !spec.scenes.some((s) => s.name === n)).join(', ')}`);

if (!postOnly) {
  const labels: Record<string, string> = {};
  for (const [name, label] of Object.entries(labelSpec.labels)) labels[name] = await drawLabel(name, label);
  const blenderShots = shots.map((shot) => {
    const [w, h] = shot.size ?? DEFAULT_SIZE;
    const colors = {...(shot.colors ?? {})};
    if (typeof colors.labelImage === 'string') colors.labelImage = labels[colors.labelImage];
    return {...shot, colors, hideProduct: true, size: [Math.round(w * SCALE), Math.round(h * SCALE)]};
  });
  const shotsFile = path.join(work, 'scenes.json');
  writeFileSync(shotsFile, JSON.stringify({shots: blenderShots}));
  const started = Date.now();
  await render(shotsFile, path.join(work, 'render'));
  console.log(`${shots.length} scenes rendered in ${Math.round((Date.now() - started) / 1000)} s`);
}

// The manifest keeps the scenes not rendered this time.
const previous = (() => {
  try {
    const text = readFileSync(manifestFile, 'utf8');
    return JSON.parse(text.slice(text.indexOf('= {') + 2, text.lastIndexOf('}') + 1)) as Record<string, SceneFile>;
  } catch {
    return {};
  }
})();
const files: Record<string, SceneFile> = {...previous};
for (const shot of shots) {
  const [w, h] = shot.size ?? DEFAULT_SIZE;
  const rendered = path.join(work, 'render', `${shot.name}.png`);
  const placementFile = path.join(work, 'render', `${shot.name}.json`);
  if (!existsSync(rendered) || !existsSync(placementFile)) throw new Error(`${shot.name}: no render in ${work}/render (run without --post-only)`);
  // sharp resizes before other operations: the median runs on the full render first, in its own pass
  const cleaned = await sharp(rendered).median(3).png().toBuffer();
  const webp = await sharp(cleaned).resize(w, h, {kernel: 'lanczos3'}).webp({quality: 82, effort: 6}).toBuffer();
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
