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
 * Rendered larger and cleaned as scripts/art/blender.mts says (the mask's alpha the same way), and
 * a snapshot gets the phone's post look, as in art:render.
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {cleanRender, drawLabels, forBlender, renderShots, shopLabels, snapshotLook, type Label, type Shot} from './art/blender.mts';

interface Entry {
  name: string;
  photo: string;
  mask: string;
  look: string;
  clutter: boolean;
}

const root = process.cwd();
const spec = JSON.parse(readFileSync(path.join(root, 'scripts/art/testset.json'), 'utf8')) as {labels?: Record<string, Label>; shots: Shot[]; fixture: Shot};
const postOnly = process.argv.includes('--post-only');
const only = new Set(process.argv.slice(2).filter((a) => a !== '--post-only'));
const work = path.join(tmpdir(), 'preview-testset-build');
const setDir = path.join(root, 'bench/preview-set');
const fixtureDir = path.join(root, 'tests/fixtures/preview');
for (const dir of [setDir, fixtureDir]) mkdirSync(dir, {recursive: true});

const DEFAULT_SIZE: [number, number] = [640, 800];
const JPEG_QUALITY = 88;

const all = [...spec.shots, spec.fixture];
const shots = all.filter((s) => !only.size || only.has(s.name));
if (only.size && shots.length !== only.size) throw new Error(`unknown shot: ${[...only].filter((n) => !all.some((s) => s.name === n)).join(', ')}`);

if (!postOnly) {
  const labels = await drawLabels({...shopLabels(), ...spec.labels}, path.join(work, 'labels'));
  const blenderShots = shots.flatMap((shot) => {
    const photo = {...forBlender(shot, labels, DEFAULT_SIZE), seed: shot.name};
    // the truth: the same scene (same clutter: same seed), the product alone in the alpha
    return [photo, {...photo, name: `${shot.name}.mask`, maskOnly: true}];
  });
  const shotsFile = path.join(work, 'testset.json');
  writeFileSync(shotsFile, JSON.stringify({shots: blenderShots}));
  const started = Date.now();
  await renderShots(shotsFile, path.join(work, 'render'));
  console.log(`${shots.length} shots rendered twice in ${Math.round((Date.now() - started) / 1000)} s`);
}

for (const shot of shots) {
  const [w, h] = shot.size ?? DEFAULT_SIZE;
  const photoFile = path.join(work, 'render', `${shot.name}.png`);
  const maskFile = path.join(work, 'render', `${shot.name}.mask.png`);
  if (!existsSync(photoFile) || !existsSync(maskFile)) throw new Error(`${shot.name}: no render in ${work}/render (run without --post-only)`);
  let picture = await cleanRender(sharp(photoFile), w, h);
  if (shot.look === 'snapshot') picture = snapshotLook(picture);
  const jpeg = await picture.jpeg({quality: JPEG_QUALITY}).toBuffer();
  const mask = await (await cleanRender(sharp(maskFile).extractChannel(3), w, h)).toColourspace('b-w').png({compressionLevel: 9}).toBuffer();
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
