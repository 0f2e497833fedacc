/**
 * npm run bench:preview: the instant preview on real photographs, and its speed (docs/preview.md),
 * on one core (run it under `taskset -c 0`, as the npm script does). Not part of `npm test`.
 *
 * 1. The real set: every photo (the `shared/photos` folder beside the repository,
 *    or `--photos=<dir>`; read in place, never copied: their licences are in its manifest.tsv) is
 *    checked as the API checks an upload (its type from its bytes: JPEG, PNG, WebP; HEIC refused
 *    with "send a JPEG") and sent through the real worker twice: for one template and one photo
 *    service, chosen by the product's kind (lib/preview/scenes: `benchTargets`). Scored against the
 *    manifest's expected outcome (`make`, `refuse:<reason>`; `make-or-refuse:<reason>` counts either
 *    way): a made preview must stand on its contact line (the product's lowest solid point within
 *    3 px of it), stay inside the picture (no overhang), keep no hand (no skin-coloured region of
 *    the cut-out at the frame's edge, and not a photo the manifest refuses as `hand`) and put no
 *    food in a non-food scene. Writes bench/preview-real/results.json, README's figures are
 *    copied from its output, and contact sheets (photo | template preview | service preview, with
 *    the outcome) bench/preview-real/sheet-<n>.jpg, ten photos each.
 * 2. Speed: photo bytes to preview JPEG in the worker, one core: a 12-megapixel JPEG (3000x4000, a
 *    test render scaled up with sensor-like noise, about a phone file's size) 20 times, and every
 *    real photo of 8 megapixels or more 4 times each: median and p95 of each.
 * `--renders` also runs the rendered test set's mask IoU (bench/preview-set), the catalogue's
 * "before" photographs, the worker's memory and ten previews at once, into bench/preview.json.
 */
import {execSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import sharp, {type OverlayOptions} from 'sharp';
import {maskIou} from '../lib/preview/iou';
import {previewPool, type PreviewOutcome} from '../lib/preview/pool';
import {SCENE_FILES} from '../lib/preview/scene-files';
import {WHITE_SCENE, designOf, designScene, sceneKind, sceneOf, type ProductKind} from '../lib/preview/scenes';

const root = process.cwd();
const SHA256 = '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8';
// shared/photos beside the repository (for a git worktree: beside the repository it belongs to, too).
const mainRepo = path.dirname(path.resolve(root, execSync('git rev-parse --git-common-dir', {encoding: 'utf8'}).trim()));
const candidates = [path.join(root, '..', 'shared', 'photos'), path.join(mainRepo, '..', 'shared', 'photos')];
const given = process.argv.find((a) => a.startsWith('--photos='))?.slice('--photos='.length);
const photosDir = given ? path.resolve(given) : (candidates.find((dir) => existsSync(path.join(dir, 'manifest.tsv'))) ?? candidates[0]!);
const manifestFile = path.join(photosDir, 'manifest.tsv');
if (!existsSync(manifestFile)) {
  console.error(
    `bench:preview needs the real photographs: no manifest.tsv in ${[...new Set(given ? [photosDir] : candidates)].join(' or ')}. Put the set (its photos and manifest.tsv) in shared/photos beside the repository's folder, or pass --photos=<dir>.`,
  );
  process.exit(1);
}
const withRenders = process.argv.includes('--renders');
const outDir = path.join(root, 'bench', 'preview-real');

interface Row {
  file: string;
  kind: string;
  what: string;
  expected: string;
  licence: string;
}
const [, ...lines] = readFileSync(manifestFile, 'utf8').trim().split('\n');
const rows: Row[] = lines.map((line) => {
  const cells = line.split('\t');
  return {file: cells[0]!, kind: cells[1]!, what: cells[2]!, expected: cells[3]!, licence: cells[9] ?? ''};
});

/** The manifest's reasons as the preview's refusal codes. */
const CODE: Record<string, string> = {'cut-off': 'cutOff', 'too-small': 'tooSmall', 'too-dark': 'tooDark', 'small-in-frame': 'tooSmall'};
const codeOf = (reason: string) => CODE[reason] ?? reason;

/** The type the API takes, from the bytes (lib/uploads/receive): JPEG, PNG, WebP; HEIC is refused with "send a JPEG". */
function sniff(bytes: Buffer): 'jpg' | 'png' | 'webp' | 'heic' | 'other' {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(bytes.subarray(8, 12).toString('latin1'))) return 'heic';
  return 'other';
}

/** The photo's kind of product, from the manifest's words (what a buyer would pick). */
function kindOf(row: Row): ProductKind {
  const k = row.kind;
  if (/\bfood\b/.test(k)) return 'food';
  if (/drinks/.test(k)) return 'drinks';
  if (/cosmetics/.test(k)) return 'cosmetics';
  if (/shoes|bags|jewellery/.test(k)) return 'fashion';
  if (/electronics/.test(k)) return 'electronics';
  return 'other';
}

const pool = previewPool({
  workers: 1,
  queue: 16,
  timeoutMs: 120_000,
  workerFile: path.join(root, 'lib', 'preview', 'worker.mjs'),
  model: path.join(root, 'lib', 'preview', 'model', 'u2netp.onnx'),
  sha256: SHA256,
  siteName: 'AI Creative Studio',
});
// The kind the buyer picks sets the scene of services 2 and 3 (lib/preview/scenes); elsewhere it is ignored.
// A template with a recorded design is previewed in it (the buyer's photo in its slots), as the API does.
const sceneFor = (target: string, kind: ProductKind) => {
  const design = designOf(target);
  if (design) {
    const name = `template-${target.split(':')[1]}`;
    return {name: `design ${target.split(':')[1]} ${design.page.page}`, kind: sceneKind(name), data: designScene(design), file: path.join(root, 'lib', 'preview', 'designs', design.slots.layer)};
  }
  const name = sceneOf(target, kind);
  const data = name === 'white' ? WHITE_SCENE : name ? SCENE_FILES[name] : undefined;
  if (!name || !data) throw new Error(`no scene for ${target}`);
  return {name, kind: sceneKind(name), data, file: data.file ? path.join(root, 'lib', 'preview', 'scenes', data.file) : ''};
};

/** A template and a service per kind: the template a buyer of that kind would most likely preview. */
const TARGETS: Record<ProductKind, {template: string; service: string}> = {
  food: {template: 'template:2', service: 'service:4'},
  drinks: {template: 'template:3', service: 'service:2'},
  cosmetics: {template: 'template:14', service: 'service:2'},
  fashion: {template: 'template:19', service: 'service:3'},
  electronics: {template: 'template:23', service: 'service:1'},
  other: {template: 'template:26', service: 'service:1'},
};

interface Result {
  target: string;
  scene: string;
  outcome: string;
  ms: number;
  contactPx?: number;
  overhang?: boolean;
  skinAtEdge?: number;
  foodInNonFood?: boolean;
  preview?: Buffer;
}
async function runOne(bytes: Buffer, type: string, target: string, kind: ProductKind): Promise<Result> {
  const scene = sceneFor(target, kind);
  if (type === 'heic') return {target, scene: scene.name, outcome: 'heic', ms: 0};
  if (type === 'other') return {target, scene: scene.name, outcome: 'badType', ms: 0};
  const started = performance.now();
  const outcome: PreviewOutcome = await pool.run({photo: bytes, scene: {data: scene.data, file: scene.file}});
  const ms = Math.round(performance.now() - started);
  if (!outcome.ok) return {target, scene: scene.name, outcome: outcome.error, ms};
  // A food design's slot is covered by the photo itself: nothing stands on a line there.
  const p = outcome.placement;
  return {
    target,
    scene: scene.name,
    outcome: 'make',
    ms,
    contactPx: p ? Math.round(Math.abs(p.lowest - p.footY) * 10) / 10 : 0,
    overhang: p ? p.left < 0 || p.top < 0 || p.left + p.width > scene.data.width || p.top + p.height > scene.data.height : false,
    skinAtEdge: Math.round((outcome.facts?.skinAtEdge ?? 0) * 1000) / 1000,
    foodInNonFood: kind === 'food' && scene.kind !== 'food' && scene.kind !== 'any',
    preview: outcome.preview,
  };
}

const results: {file: string; kind: string; expected: string; bytes: number; type: string; runs: Result[]; pass: boolean; sameReason: boolean}[] = [];
const startedAll = performance.now();
for (const row of rows) {
  const bytes = readFileSync(path.join(photosDir, row.file));
  const type = sniff(bytes);
  const kind = kindOf(row);
  const {template, service} = TARGETS[kind];
  const runs = [await runOne(bytes, type, template, kind), await runOne(bytes, type, service, kind)];
  const [mode, reason = ''] = row.expected.split(':') as [string, string?];
  const made = runs.filter((r) => r.outcome === 'make');
  const good = (r: Result) => r.outcome === 'make' && (r.contactPx ?? 99) <= 3 && !r.overhang && (r.skinAtEdge ?? 0) < 0.04 && !r.foodInNonFood;
  const pass =
    mode === 'make' ? runs.every(good) : mode === 'refuse' ? runs.every((r) => r.outcome !== 'make') : runs.every((r) => r.outcome !== 'make' || good(r)) && (reason !== 'hand' || !made.length);
  const sameReason = mode !== 'make' && runs.every((r) => r.outcome === codeOf(reason) || (codeOf(reason) === 'cutOff' && r.outcome === 'fillsFrame'));
  results.push({file: row.file, kind, expected: row.expected, bytes: bytes.length, type, runs, pass, sameReason});
  console.log(
    `${row.file.padEnd(40)} ${row.expected.padEnd(34)} ${runs.map((r) => `${r.target}=${r.outcome}${r.contactPx === undefined ? '' : `(${r.contactPx}px)`} ${r.ms}ms`).join('  ')} ${pass ? 'pass' : 'FAIL'}`,
  );
}
const realSeconds = Math.round((performance.now() - startedAll) / 1000);

// The contact sheets: ten photos each, photo | template preview | service preview, the outcome under each.
const TW = 240;
const TH = 300;
const CAP = 54;
const esc = (s: string) => s.replace(/[<>&"]/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;'})[c]!);
const caption = (lines2: string[], colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${CAP}"><rect width="${TW}" height="${CAP}" fill="#ffffff"/>${lines2
      .map((l, i) => `<text x="6" y="${17 + i * 17}" font-family="DejaVu Sans, sans-serif" font-size="12" fill="${i === 0 ? colour : '#333'}">${esc(l)}</text>`)
      .join('')}</svg>`,
  );
const refusedTile = (code: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${TH}"><rect width="${TW}" height="${TH}" fill="#f3f1ec"/><text x="${TW / 2}" y="140" font-family="DejaVu Sans, sans-serif" font-size="18" text-anchor="middle" fill="#333">refused:</text><text x="${TW / 2}" y="168" font-family="DejaVu Sans, sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#a11">${esc(code)}</text></svg>`,
  );
const sheets: string[] = [];
for (let start = 0; start < results.length; start += 10) {
  const chunk = results.slice(start, start + 10);
  const tiles: OverlayOptions[] = [];
  for (const [i, r] of chunk.entries()) {
    const top = i * (TH + CAP);
    let photoTile: Buffer;
    try {
      photoTile = await sharp(path.join(photosDir, r.file)).rotate().resize(TW, TH, {fit: 'contain', background: '#ffffff'}).jpeg().toBuffer();
    } catch {
      photoTile = await sharp(refusedTile('cannot show')).jpeg().toBuffer();
    }
    tiles.push({input: photoTile, left: 0, top});
    tiles.push({input: caption([r.file.slice(0, 34), `expect ${r.expected}`, r.pass ? 'as the manifest says' : 'NOT as the manifest says'], r.pass ? '#185' : '#a11'), left: 0, top: top + TH});
    for (const [j, run] of r.runs.entries()) {
      const input = run.preview ? await sharp(run.preview).resize(TW, TH, {fit: 'contain', background: '#e4e4e4'}).jpeg().toBuffer() : await sharp(refusedTile(run.outcome)).jpeg().toBuffer();
      tiles.push({input, left: TW * (j + 1), top});
      const detail = run.outcome === 'make' ? `contact ${run.contactPx} px${run.overhang ? ', OVERHANG' : ''}${run.foodInNonFood ? ', FOOD IN NON-FOOD' : ''}` : `refused ${run.outcome}`;
      tiles.push({input: caption([`${run.target} (${run.scene})`, detail, `${run.ms} ms`], '#333'), left: TW * (j + 1), top: top + TH});
    }
  }
  const name = `sheet-${sheets.length + 1}.jpg`;
  await sharp({create: {width: TW * 3, height: (TH + CAP) * chunk.length, channels: 3, background: '#ffffff'}})
    .composite(tiles)
    .jpeg({quality: 78})
    .toFile(path.join(outDir, name));
  sheets.push(name);
}

// Speed: the photo's bytes to the preview JPEG in the worker.
const timesOf = async (photo: Buffer, n: number, scene = sceneFor('service:1', 'other')) => {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const outcome = await pool.run({photo, scene: {data: scene.data, file: scene.file}});
    times.push(performance.now() - started);
    if (!outcome.ok && i === 0) console.log(`  (refused ${outcome.error}: timed anyway, a refusal costs less)`);
  }
  return times;
};
const stat = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
  return {runs: sorted.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: Math.round(sorted.at(-1)!)};
};
const set = path.join(root, 'bench', 'preview-set');
const index = JSON.parse(readFileSync(path.join(set, 'index.json'), 'utf8')) as {name: string; photo: string; mask: string; look: string; clutter?: boolean}[];
const firstPhoto = (index.find((item) => item.name === 'perfume-snap') ?? index[0])!.photo;
const upscaled = await sharp(path.join(set, firstPhoto)).resize(3000, 4000, {fit: 'fill', kernel: 'lanczos3'}).raw().toBuffer();
let seed = 42;
for (let i = 0; i < upscaled.length; i++) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  upscaled[i] = Math.max(0, Math.min(255, upscaled[i]! + ((seed >> 16) % 13) - 6));
}
const phone = await sharp(upscaled, {raw: {width: 3000, height: 4000, channels: 3}})
  .jpeg({quality: 92})
  .toBuffer();
await timesOf(phone, 1); // the first run after the real set, warm
const synthetic = stat(await timesOf(phone, 20));
// The same photo into a template's design: a cut-out standing in a slot, and a food design's slot covered.
const inDesign = stat(await timesOf(phone, 20, sceneFor('template:14', 'cosmetics')));
const coveredDesign = stat(await timesOf(phone, 10, sceneFor('template:2', 'food')));
const bigReal: number[] = [];
const bigNames: string[] = [];
for (const r of results) {
  if (r.type !== 'jpg') continue;
  const meta = await sharp(path.join(photosDir, r.file)).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) < 8_000_000) continue;
  bigNames.push(`${r.file} (${Math.round(((meta.width ?? 0) * (meta.height ?? 0)) / 1e6)} MP)`);
  bigReal.push(...(await timesOf(readFileSync(path.join(photosDir, r.file)), 4)));
}
const realBig = stat(bigReal);

// The rendered set and the rest (--renders).
let renders: Record<string, unknown> | undefined;
if (withRenders) {
  const workerRss = () =>
    pool.pids().reduce((sum, pid) => {
      try {
        return sum + Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      } catch {
        return sum;
      }
    }, 0);
  let peakWorkerRss = 0;
  const sampler = setInterval(() => (peakWorkerRss = Math.max(peakWorkerRss, workerRss())), 20);
  const quality: {name: string; iou: number; outcome: string}[] = [];
  for (const item of index) {
    const outcome = await pool.run({photo: readFileSync(path.join(set, item.photo)), returnMask: true});
    const score = outcome.ok && outcome.mask ? await maskIou(outcome.mask, readFileSync(path.join(set, item.mask))) : 0;
    quality.push({name: item.name, iou: Math.round(score * 1000) / 1000, outcome: outcome.ok ? 'ok' : outcome.error});
  }
  const catalogue: {name: string; outcome: string}[] = [];
  for (const file of readdirSync(path.join(root, 'public', 'photos')).filter((f) => /-before\./.test(f))) {
    const outcome = await pool.run({photo: readFileSync(path.join(root, 'public', 'photos', file))});
    catalogue.push({name: file.split('.')[0]!, outcome: outcome.ok ? 'ok' : outcome.error});
  }
  const scene = sceneFor('service:2', 'cosmetics');
  const burstStarted = performance.now();
  const burst = await Promise.all(Array.from({length: 10}, () => pool.run({photo: readFileSync(path.join(set, firstPhoto)), scene: {data: scene.data, file: scene.file}})));
  clearInterval(sampler);
  renders = {
    meanIou: Math.round((quality.reduce((n, q) => n + q.iou, 0) / quality.length) * 1000) / 1000,
    quality,
    catalogue,
    workerRssMb: Math.round(peakWorkerRss / 1024 / 1024),
    burst: {ok: burst.filter((b) => b.ok).length, totalMs: Math.round(performance.now() - burstStarted)},
  };
}
await pool.close();

const scored = results.filter((r) => !r.expected.startsWith('make-or-refuse'));
const madeRuns = results.flatMap((r) => r.runs.filter((run) => run.outcome === 'make').map((run) => ({...run, row: r})));
const summary = {
  date: new Date().toISOString(),
  commit: execSync('git rev-parse --short HEAD', {encoding: 'utf8'}).trim(),
  cpu: cpus()[0]?.model,
  loadAverage: loadavg().map((v) => Math.round(v * 10) / 10),
  photos: results.length,
  seconds: realSeconds,
  makeOrRefuseRows: scored.length,
  asManifestSays: scored.filter((r) => r.pass).length,
  makeRows: {rows: scored.filter((r) => r.expected === 'make').length, asManifest: scored.filter((r) => r.expected === 'make' && r.pass).length},
  refuseRows: {
    rows: scored.filter((r) => r.expected.startsWith('refuse')).length,
    refused: scored.filter((r) => r.expected.startsWith('refuse') && r.pass).length,
    sameReason: scored.filter((r) => r.expected.startsWith('refuse') && r.sameReason).length,
  },
  eitherWayRows: {rows: results.length - scored.length, acceptable: results.filter((r) => r.expected.startsWith('make-or-refuse') && r.pass).length},
  madePreviews: madeRuns.length,
  floating: madeRuns.filter((m) => (m.contactPx ?? 99) > 3).length,
  overhang: madeRuns.filter((m) => m.overhang).length,
  handKept: madeRuns.filter((m) => (m.skinAtEdge ?? 0) >= 0.04 || m.row.expected.endsWith(':hand')).length,
  foodInNonFood: madeRuns.filter((m) => m.foodInNonFood).length,
  speed: {synthetic12mp: {...synthetic, bytes: phone.length}, inTemplate14Design: inDesign, coveringTemplate2Slot: coveredDesign, realPhotosOver8mp: {...realBig, photos: bigNames}},
  ...(renders ? {renders} : {}),
  sheets,
  all: results,
};
writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(summary, (key, value: unknown) => (key === 'preview' ? undefined : value), 2)}\n`);
console.log(
  `\n${summary.photos} photos in ${realSeconds} s. As the manifest says: ${summary.asManifestSays} of ${summary.makeOrRefuseRows} make/refuse rows (${Math.round((100 * summary.asManifestSays) / summary.makeOrRefuseRows)}%; target >= 90%): make ${summary.makeRows.asManifest}/${summary.makeRows.rows}, refuse ${summary.refuseRows.refused}/${summary.refuseRows.rows} (${summary.refuseRows.sameReason} with the manifest's reason); make-or-refuse rows acceptable ${summary.eitherWayRows.acceptable}/${summary.eitherWayRows.rows}`,
);
console.log(`Made previews ${summary.madePreviews}: floating ${summary.floating}, overhang ${summary.overhang}, hand kept ${summary.handKept}, food in a non-food scene ${summary.foodInNonFood}`);
console.log(
  `Speed, one core, photo bytes to preview JPEG: 12 MP synthetic JPEG (${(phone.length / 1024 / 1024).toFixed(1)} MB) median ${synthetic.medianMs} ms, p95 ${synthetic.p95Ms} ms; in template 14's design median ${inDesign.medianMs} ms, p95 ${inDesign.p95Ms} ms; covering template 2's slot median ${coveredDesign.medianMs} ms, p95 ${coveredDesign.p95Ms} ms; real photos >= 8 MP (${bigNames.join(', ')}) median ${realBig.medianMs} ms, p95 ${realBig.p95Ms} ms (target p95 <= 2000)`,
);
console.log(`Load average ${summary.loadAverage.join(' ')}; sheets: ${sheets.join(', ')}`);
if (renders) writeFileSync(path.join(root, 'bench', 'preview.json'), `${JSON.stringify({date: summary.date, commit: summary.commit, speed12mp: synthetic, ...renders}, null, 2)}\n`);
