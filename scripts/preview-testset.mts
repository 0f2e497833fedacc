/**
 * npm run preview:testset [--post-only] [name ...]: renders the instant preview's mask-quality test
 * set with Blender (scripts/art/studio.py, shots listed in scripts/art/testset.json): photographs of
 * products, most on a kitchen table the way a customer's phone sees them (the "snapshot" look, half of
 * them among clutter), a few in the studio, each with its true mask. Every shot is rendered twice:
 * the photograph, and with "maskOnly" (the product alone in the alpha, everything else a holdout).
 * Writes bench/preview-set/<name>.jpg, bench/preview-set/<name>.mask.png (8-bit grey, white where
 * the product is) and bench/preview-set/index.json, and the npm-test fixture (testset.json's
 * "fixture", name "bottle") as tests/fixtures/preview/bottle.jpg and bottle.mask.png. Needs
 * `blender` on the PATH (Debian: apt-get install blender); about 30 s a shot on two cores. Not part of
 * `npm test`: the results are committed. Renders are kept in the system's temporary directory for
 * --post-only.
 *
 * As in scripts/art-render.mts, each picture is rendered at 1.25 times its size, its sample noise
 * taken out with a 3x3 median and then scaled down (the mask's alpha the same way), and a snapshot
 * gets the phone's post look.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createInterface} from 'node:readline';
import sharp, {type Sharp} from 'sharp';

interface Label {background: string; ink: string; title: string; line: string; serif: boolean}
interface Shot {name: string; look?: string; clutter?: boolean; size?: [number, number]; colors?: Record<string, unknown>; [key: string]: unknown}
interface Entry {name: string; photo: string; mask: string; look: string; clutter: boolean}

const root = process.cwd();
const labelSpec = JSON.parse(readFileSync(path.join(root, 'scripts/art/shots.json'), 'utf8')) as {labels: Record<string, Label>};
const spec = JSON.parse(readFileSync(path.join(root, 'scripts/art/testset.json'), 'utf8')) as {labels?: Record<string, Label>; shots: Shot[]; fixture: Shot};
const postOnly = process.argv.includes('--post-only');
const only = new Set(process.argv.slice(2).filter((a) => a !== '--post-only'));
const work = path.join(tmpdir(), 'preview-testset-build');
const setDir = path.join(root, 'bench/preview-set');
const fixtureDir = path.join(root, 'tests/fixtures/preview');
for (const dir of [path.join(work, 'labels'), path.join(work, 'render'), setDir, fixtureDir]) mkdirSync(dir, {recursive: true});

const DEFAULT_SIZE: [number, number] = [640, 800];
const SCALE = 1.25;
const JPEG_QUALITY = 88;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A wrap-around label, 2000x400, as scripts/art-render.mts draws it: its front faces the camera. */
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

const all = [...spec.shots, spec.fixture];
const shots = all.filter((s) => !only.size || only.has(s.name));
if (only.size && shots.length !== only.size) throw new Error(`unknown shot: ${[...only].filter((n) => !all.some((s) => s.name === n)).join(', ')}`);

if (!postOnly) {
  const labels: Record<string, string> = {};
  for (const [name, label] of Object.entries({...labelSpec.labels, ...spec.labels})) labels[name] = await drawLabel(name, label);
  const blenderShots = shots.flatMap((shot) => {
    const [w, h] = shot.size ?? DEFAULT_SIZE;
    const colors = {...(shot.colors ?? {})};
    if (typeof colors.labelImage === 'string') colors.labelImage = labels[colors.labelImage];
    const photo = {...shot, colors, seed: shot.name, size: [Math.round(w * SCALE), Math.round(h * SCALE)]};
    // the truth: the same scene (same clutter: same seed), the product alone in the alpha
    return [photo, {...photo, name: `${shot.name}.mask`, maskOnly: true}];
  });
  const shotsFile = path.join(work, 'testset.json');
  writeFileSync(shotsFile, JSON.stringify({shots: blenderShots}));
  const started = Date.now();
  await render(shotsFile, path.join(work, 'render'));
  console.log(`${shots.length} shots rendered twice in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Median-cleaned at render size, then scaled down. */
async function clean(input: Sharp, w: number, h: number): Promise<Sharp> {
  // sharp resizes before other operations: the median runs on the full render first, in its own pass
  const cleaned = await input.median(3).png().toBuffer();
  return sharp(cleaned).resize(w, h, {kernel: 'lanczos3'});
}

for (const shot of shots) {
  const [w, h] = shot.size ?? DEFAULT_SIZE;
  const photoFile = path.join(work, 'render', `${shot.name}.png`);
  const maskFile = path.join(work, 'render', `${shot.name}.mask.png`);
  if (!existsSync(photoFile) || !existsSync(maskFile)) throw new Error(`${shot.name}: no render in ${work}/render (run without --post-only)`);
  let picture = await clean(sharp(photoFile), w, h);
  // A phone's snapshot: flatter, a little washed out and over-sharpened.
  if (shot.look === 'snapshot') picture = picture.linear(0.9, 14).modulate({saturation: 0.85}).sharpen({sigma: 1.2, m1: 1.5, m2: 3});
  const jpeg = await picture.jpeg({quality: JPEG_QUALITY}).toBuffer();
  const mask = await (await clean(sharp(maskFile).extractChannel(3), w, h)).toColourspace('b-w').png({compressionLevel: 9}).toBuffer();
  const {data} = await sharp(mask).raw().toBuffer({resolveWithObject: true});
  let covered = 0;
  let between = 0;
  for (const v of data) {
    covered += v / 255;
    if (v > 8 && v < 247) between++;
  }
  const dir = shot === spec.fixture ? fixtureDir : setDir;
  writeFileSync(path.join(dir, `${shot.name}.jpg`), jpeg);
  writeFileSync(path.join(dir, `${shot.name}.mask.png`), mask);
  const coverage = covered / data.length;
  console.log(`${shot.name}: ${Math.round(jpeg.length / 1024)} KB photo, mask ${(coverage * 100).toFixed(1)}% covered, ${((between / data.length) * 100).toFixed(2)}% edge`);
  if (coverage < 0.05 || coverage > 0.6) console.warn(`${shot.name}: the product covers ${(coverage * 100).toFixed(1)}% of the picture (expected 5-60%)`);
}

const index: Entry[] = spec.shots.map((s) => ({name: s.name, photo: `${s.name}.jpg`, mask: `${s.name}.mask.png`, look: s.look ?? 'studio', clutter: s.clutter === true}));
const kept = new Set(['index.json', ...index.flatMap((e) => [e.photo, e.mask])]);
for (const old of readdirSync(setDir)) if (!kept.has(old)) rmSync(path.join(setDir, old));
writeFileSync(path.join(setDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
const total = readdirSync(setDir).reduce((n, f) => n + readFileSync(path.join(setDir, f)).length, 0);
console.log(`${index.length} photographs with masks in bench/preview-set, ${(total / 1024 / 1024).toFixed(2)} MB`);
