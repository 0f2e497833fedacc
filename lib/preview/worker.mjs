// @ts-check
/**
 * The instant preview's worker process (lib/preview/pool.ts starts one per core, as a child process
 * it kills when a run is past its time: lib/uploads/decode): it cuts the product out of a
 * visitor's photo with U²-Netp (onnxruntime-node, one CPU thread) and places it in a scene, or
 * puts it into a template's own design (the scene's `design`: its photo slots, under its layer).
 * Everything heavy happens here, never in the server's process: decoding (within the decoding
 * limits: the photo's pixels are read from its header first), the model, the mask's clean-up and
 * the composite.
 *
 * Plain JavaScript on purpose: the process is started from a file path, outside the app's
 * bundle, in `next dev`, `next start`, the standalone server and the tests alike. Its settings
 * are its one argument (JSON: model, sha256, siteName, pixels).
 *
 * Messages in: {id, photo: Uint8Array, scene?: Scene, sceneFile?: string (the scene's image, or a design's layer), returnMask?: boolean}.
 * Messages out: {type: 'ready'} once the model's hash checked out and its session exists,
 * {type: 'failed', message} if it did not, then per job {id, ok: true, preview, coverage,
 * timings, placement, facts, mask?} or {id, ok: false, error: 'unreadable' | 'tooManyPixels' | 'notFound' |
 * 'fillsFrame' | a refusal with guidance of lib/preview/checks.mjs, facts?}.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import {markCut, maskRefusal, photoRefusal, photoStats, productParts, regions} from './checks.mjs';
import {coverCrop, slotRect, slotScene} from './fit.mjs';

/** @typedef {{width: number; height: number; foot: readonly [number, number]; box: readonly [number, number, number, number]; shadow: readonly [number, number]; white?: boolean; background?: readonly [number, number, number]; design?: Design}} Scene */
/** @typedef {{x: number; y: number; width: number; height: number; radius: readonly number[]; fit: 'cover' | 'contain'; background: string}} Slot */
/** A template's own design (lib/preview/template-slots.ts): its layer's size, the layer's scale against the page's slots, the slots, and whether the photo covers them (food) or a cut-out product stands in them. @typedef {{width: number; height: number; scale: number; mode: 'cover' | 'product'; slots: readonly Slot[]}} Design */

const SIDE = 320; // the model's input
/** The longest side the photo is worked on at: the preview never needs more. */
const WORK = 768;
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
/** The product's share of the frame over which it fills the frame (docs/preview.md); the smallest share is lib/preview/checks' SIZE. */
export const COVERAGE = {max: 0.9};
/** The fewest pixels the product may have on its longer side in the photo. */
export const MIN_PIXELS = 160;

sharp.concurrency(1);
sharp.cache(false);

/** The model file's sha256, checked before it is loaded: a changed file is refused, not run. */
export function verifyModel(file, expected) {
  const actual = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (actual !== expected) throw new Error(`model ${file}: sha256 ${actual}, expected ${expected}`);
}

/** @param {string} file */
export async function openModel(file) {
  // Without the CPU memory arena the worker's peak stays far lower (about 200 MB less, measured when the model was chosen) for a few per cent of speed.
  return ort.InferenceSession.create(file, {intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all', enableCpuMemArena: false});
}

/**
 * The product: the largest 8-connected region of a binary mask (1 = in), with one object close
 * beside it of at least a quarter of its size (lib/preview/checks' productParts: a lipstick's
 * cap), as a new mask, with its size; every other object (clutter, a second thing on the table)
 * goes. Keeping every nearby piece (any size) was tried on the bench renders: it kept clutter next
 * to small products more often than it found a product's second piece (mean IoU 0.888 -> 0.866).
 * @param {Uint8Array} mask
 * @param {number} w
 * @param {number} h
 */
export function largestRegion(mask, w, h) {
  const {label, regions: found} = regions(mask, w, h);
  const {parts} = productParts(
    markCut(label, found, w, h).sort((a, b) => b.size - a.size),
    w,
  );
  const out = new Uint8Array(w * h);
  if (!parts.length) return {mask: out, size: 0};
  const ids = new Set(parts.map((r) => r.id));
  for (let i = 0; i < w * h; i++) out[i] = ids.has(label[i]) ? 1 : 0;
  return {mask: out, size: parts.reduce((sum, r) => sum + r.size, 0)};
}

/** Grows a binary mask by `r` pixels (a square neighbourhood). */
function dilate(mask, w, h, r) {
  let cur = mask;
  for (let step = 0; step < r; step++) {
    const out = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        out[i] = cur[i] || (x > 0 && cur[i - 1]) || (x < w - 1 && cur[i + 1]) || (y > 0 && cur[i - w]) || (y < h - 1 && cur[i + w]) ? 1 : 0;
      }
    cur = out;
  }
  return cur;
}

/**
 * One run of the model on a region of the working image (the whole frame, or a crop), at 320x320:
 * its probabilities (0-1 after min-max), the largest object's mask at that grid and its size.
 * @param {ort.InferenceSession} session
 * @param {Buffer} rgb
 * @param {number} W
 * @param {number} H
 * @param {{left: number; top: number; width: number; height: number}} rect
 */
export async function runModel(session, rgb, W, H, rect) {
  let image = sharp(rgb, {raw: {width: W, height: H, channels: 3}});
  if (rect.width !== W || rect.height !== H) image = image.extract(rect);
  const small = await image.resize(SIDE, SIDE, {fit: 'fill', kernel: 'lanczos3'}).raw().toBuffer();
  let max = 1;
  for (let i = 0; i < small.length; i++) if (small[i] > max) max = small[i];
  const N = SIDE * SIDE;
  const input = new Float32Array(3 * N);
  for (let i = 0; i < N; i++) for (let c = 0; c < 3; c++) input[c * N + i] = (small[i * 3 + c] / max - MEAN[c]) / STD[c];
  const outputs = await session.run({[session.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, SIDE, SIDE])});
  const d0 = /** @type {Float32Array} */ (outputs[session.outputNames[0]].data);
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < N; i++) {
    if (d0[i] < lo) lo = d0[i];
    if (d0[i] > hi) hi = d0[i];
  }
  const range = hi - lo || 1;
  const prob = new Float32Array(N);
  const binary = new Uint8Array(N);
  for (let i = 0; i < N; i++) {
    prob[i] = (d0[i] - lo) / range;
    binary[i] = prob[i] >= 0.5 ? 1 : 0;
  }
  const {mask, size} = largestRegion(binary, SIDE, SIDE);
  let x0 = SIDE;
  let y0 = SIDE;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++)
      if (mask[y * SIDE + x]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  return {prob, mask, binary, small, size, box: [x0 / SIDE, y0 / SIDE, (x1 + 1) / SIDE, (y1 + 1) / SIDE]};
}

/**
 * The soft alpha of the kept object on the model's grid: the object keeps its soft edge (the
 * probabilities just outside it), other objects go; a smooth ramp from 0.2 to 0.8 of the model's
 * probability takes off the faint halo around it and makes its inside solid.
 */
function softAlpha(prob, mask) {
  const keep = dilate(mask, SIDE, SIDE, 2);
  const soft = Buffer.alloc(SIDE * SIDE);
  for (let i = 0; i < SIDE * SIDE; i++) {
    const t = keep[i] ? Math.min(1, Math.max(0, (prob[i] - 0.2) / 0.6)) : 0;
    soft[i] = Math.round(255 * t * t * (3 - 2 * t));
  }
  return soft;
}

/** The most pixels a photo may have (lib/uploads/decode's DECODE_LIMITS, passed in the settings). */
let maxPixels = 60_000_000;

/**
 * The cut-out: the photo (turned upright, at most WORK pixels a side), and its alpha. The model
 * first looks at the whole frame: that finds the product (the largest object; its share of the
 * frame decides the refusals). A product that is small in the frame (as it should be: "some space
 * around it") is then looked at again, cropped with a margin, so its edge is found at the model's
 * full resolution; the alpha is refined (ramp, feather) and is zero outside that crop.
 * @param {ort.InferenceSession} session
 * @param {Buffer} photo
 */
export async function cutOut(session, photo) {
  const t0 = performance.now();
  /** @type {{data: Buffer; info: sharp.OutputInfo}} */
  let decoded;
  let sentLongest = 0;
  try {
    // The size from the header, before any pixel is decoded; libvips' own limit behind it.
    const header = await sharp(photo).metadata();
    sentLongest = Math.max(header.width ?? 0, header.height ?? 0);
    if ((header.width ?? 0) * (header.height ?? 0) > maxPixels) return {ok: /** @type {const} */ (false), error: /** @type {const} */ ('tooManyPixels')};
    decoded = await sharp(photo, {failOn: 'error', limitInputPixels: maxPixels})
      .rotate()
      .resize(WORK, WORK, {fit: 'inside', withoutEnlargement: true})
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({resolveWithObject: true});
  } catch {
    return {ok: /** @type {const} */ (false), error: /** @type {const} */ ('unreadable')};
  }
  const {data: rgb, info} = decoded;
  const W = info.width;
  const H = info.height;
  const t1 = performance.now();
  // Too dark or blurred (lib/preview/checks), judged at 384 px on the longer side whatever the camera.
  const judged = await sharp(rgb, {raw: {width: W, height: H, channels: 3}})
    .resize(384, 384, {fit: 'inside'})
    .raw()
    .toBuffer({resolveWithObject: true});
  const stats = photoStats(judged.data, judged.info.width, judged.info.height);
  // A thumbnail (under twice MIN_PIXELS on its longer side) cannot hold a product large enough, and looks blurred only because it is small.
  if (sentLongest < MIN_PIXELS * 2) return {ok: /** @type {const} */ (false), error: /** @type {const} */ ('tooSmall'), coverage: 0, facts: {...stats, sentLongest}};
  const dimOrBlurred = photoRefusal(stats);
  if (dimOrBlurred) return {ok: /** @type {const} */ (false), error: dimOrBlurred, coverage: 0, facts: stats};
  const whole = await runModel(session, rgb, W, H, {left: 0, top: 0, width: W, height: H});
  const coverage = whole.size / (SIDE * SIDE);
  // A product over 90% of the frame, or running out of it on three or four sides (cut off by the
  // frame: it cannot be stood in a scene), fills the frame.
  const rim = 2 / SIDE;
  const sides = Number(whole.box[0] <= rim) + Number(whole.box[1] <= rim) + Number(whole.box[2] >= 1 - rim) + Number(whole.box[3] >= 1 - rim);
  if (coverage > COVERAGE.max || sides >= 3) return {ok: /** @type {const} */ (false), error: /** @type {const} */ ('fillsFrame'), coverage};
  // The refusals with guidance on the mask (lib/preview/checks): not found, too small, cut off, several products, a hand, a clear product.
  const judgedMask = maskRefusal({prob: whole.prob, mask: whole.binary, rgb: whole.small, w: SIDE, h: SIDE});
  // A product under MIN_PIXELS on its longer side in the photo as sent (a thumbnail, a forwarded
  // copy) cannot be shown large: too small, whatever its share of the frame.
  const productPixels = Math.max((whole.box[2] - whole.box[0]) * W, (whole.box[3] - whole.box[1]) * H) * (sentLongest / Math.max(W, H) || 1);
  if (!judgedMask.refusal && productPixels < MIN_PIXELS)
    return {ok: /** @type {const} */ (false), error: /** @type {const} */ ('tooSmall'), coverage, facts: {...stats, ...judgedMask.facts, productPixels}};
  if (judgedMask.refusal) return {ok: /** @type {const} */ (false), error: judgedMask.refusal, coverage, facts: {...stats, ...judgedMask.facts}};
  // The crop: the object's box with half its size again around it, inside the frame. When the
  // close look finds the object running into the crop's edge (the whole-frame look saw only part
  // of it), the crop grows around what was found and the model looks once more.
  const cropAround = (box, grow) => {
    const bw = (box[2] - box[0]) * W;
    const bh = (box[3] - box[1]) * H;
    const side = Math.max(bw, bh) * grow;
    const cx = ((box[0] + box[2]) / 2) * W;
    const cy = ((box[1] + box[3]) / 2) * H;
    const left = Math.max(0, Math.floor(cx - side / 2));
    const top = Math.max(0, Math.floor(cy - side / 2));
    return {left, top, width: Math.min(W, Math.ceil(cx + side / 2)) - left, height: Math.min(H, Math.ceil(cy + side / 2)) - top};
  };
  let rect = cropAround(whole.box, 1.5);
  let close = null;
  let passes = 1;
  while (rect.width * rect.height < W * H * 0.85 && rect.width >= 16 && rect.height >= 16 && passes < 3) {
    passes++;
    close = await runModel(session, rgb, W, H, rect);
    // The close look's box, in the frame's terms.
    const [x0, y0, x1, y1] = close.box;
    const found = [(rect.left + x0 * rect.width) / W, (rect.top + y0 * rect.height) / H, (rect.left + x1 * rect.width) / W, (rect.top + y1 * rect.height) / H];
    const edge = 2 / SIDE;
    const touches = (x0 < edge && rect.left > 0) || (y0 < edge && rect.top > 0) || (x1 > 1 - edge && rect.left + rect.width < W) || (y1 > 1 - edge && rect.top + rect.height < H);
    if (!touches || passes >= 3) break;
    const union = [Math.min(found[0], whole.box[0]), Math.min(found[1], whole.box[1]), Math.max(found[2], whole.box[2]), Math.max(found[3], whole.box[3])];
    rect = cropAround(union, 1.5);
    close = null;
  }
  // The whole-frame look's alpha, or with a close look that one's: its edge is sharper (the model
  // saw the product at its full resolution) and it finds thin parts the first look missed (a
  // pump's nozzle). When the close look lost a large part of the object (under 80% of the first
  // look's area: a frosted base), the first look's alpha fills it in. (Keeping the close look to
  // near the first look's object was tried: it cut off what the first look had missed, bench mean
  // unchanged, the bottle fixture 0.92 -> 0.82.)
  const upscale = (grid) =>
    sharp(grid, {raw: {width: SIDE, height: SIDE, channels: 1}})
      .resize(W, H, {fit: 'fill', kernel: 'cubic'})
      .extractChannel(0)
      .raw()
      .toBuffer();
  const wholeAlpha = await upscale(softAlpha(whole.prob, whole.mask));
  let alpha = wholeAlpha;
  if (close) {
    const soft = softAlpha(close.prob, close.mask);
    const inCrop = await sharp(soft, {raw: {width: SIDE, height: SIDE, channels: 1}})
      .resize(rect.width, rect.height, {fit: 'fill', kernel: 'cubic'})
      .extractChannel(0)
      .raw()
      .toBuffer();
    const closeAlpha = Buffer.alloc(W * H);
    let closeArea = 0;
    let wholeArea = 0;
    for (let y = 0; y < rect.height; y++)
      for (let x = 0; x < rect.width; x++) {
        const i = (rect.top + y) * W + rect.left + x;
        const a = inCrop[y * rect.width + x];
        closeAlpha[i] = a;
        if (a >= 128) closeArea++;
      }
    for (let i = 0; i < W * H; i++) if (wholeAlpha[i] >= 128) wholeArea++;
    alpha = closeAlpha;
    if (closeArea < wholeArea * 0.8) for (let i = 0; i < W * H; i++) if (wholeAlpha[i] > alpha[i]) alpha[i] = wholeAlpha[i];
  }
  alpha = await sharp(alpha, {raw: {width: W, height: H, channels: 1}})
    .blur(0.6)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const t2 = performance.now();
  return {ok: /** @type {const} */ (true), rgb, alpha, width: W, height: H, coverage, passes, facts: {...stats, ...judgedMask.facts}, timings: {decode: t1 - t0, model: t2 - t1}};
}

/**
 * The watermark tile: the shop's mark and name, white at low opacity (20%, its shade 8%: lighter
 * since the refusals with guidance, docs/preview.md, so the product can be judged), repeated over the preview.
 * @param {string} name
 */
function watermarkTile(name) {
  const safe = name.replace(/[<>&"]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="170"><g transform="rotate(-24 150 85)" opacity="0.2" fill="#ffffff" stroke="#ffffff">
  <circle cx="44" cy="80" r="13" fill="none" stroke-width="4"/><circle cx="44" cy="80" r="4" stroke="none"/><circle cx="56" cy="68" r="3" stroke="none"/>
  <text x="66" y="86" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="17" font-weight="700" stroke="none">${safe}</text></g>
  <g transform="rotate(-24 150 85)" opacity="0.08" fill="#000000"><text x="67" y="87" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="17" font-weight="700">${safe}</text></g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The mean colour of a scene region and of a cut-out (alpha-weighted). */
function meanOf(data, channels, width, x0, y0, x1, y1, alpha) {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      const a = alpha ? alpha[i] / 255 : 1;
      r += data[i * channels] * a;
      g += data[i * channels + 1] * a;
      b += data[i * channels + 2] * a;
      n += a;
    }
  return n ? [r / n, g / n, b / n] : [128, 128, 128];
}

const luma = (c) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

/**
 * The preview: the cut-out scaled to where the scene's product stood, standing on its foot point,
 * its colour and light pulled towards the scene's, a contact shadow and a soft cast shadow in the
 * scene's light direction, the watermark over all of it; a JPEG at the scene's size.
 * @param {{rgb: Buffer; alpha: Buffer; width: number; height: number}} cut
 * A white scene (`scene.white`, the product photo on white) has no image: its background is true
 * white (255), the product keeps its own colours (only the photo's colour cast is taken out) and
 * stands on a soft contact shadow, with no cast shadow.
 * @param {Scene} scene
 * @param {Buffer | null} sceneImage
 * @param {Buffer} watermark
 */
export async function compose(cut, scene, sceneImage, watermark) {
  const {out, placement} = await placeInScene(cut, scene, sceneImage);
  const jpeg = await sharp(out, {raw: {width: scene.width, height: scene.height, channels: 3}})
    .composite([{input: watermark, tile: true, blend: 'over'}])
    .jpeg({quality: 82, progressive: true})
    .toBuffer();
  return {jpeg, placement};
}

/**
 * The product placed in a scene, as raw RGB at the scene's size, and where it landed (compose's
 * work before the watermark). A scene with `background` (a design's slot) stands the product on
 * that colour, lighter at the top and darker towards the bottom, as on white: its own colours and a
 * contact shadow, no cast shadow.
 * @param {{rgb: Buffer; alpha: Buffer; width: number; height: number}} cut
 * @param {Scene} scene
 * @param {Buffer | null} sceneImage
 */
export async function placeInScene(cut, scene, sceneImage) {
  const {width: SW, height: SH} = scene;
  // The cut-out's own box.
  let x0 = cut.width;
  let y0 = cut.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < cut.height; y++)
    for (let x = 0; x < cut.width; x++)
      if (cut.alpha[y * cut.width + x] > 24) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  const cw = x1 - x0 + 1;
  const ch = y1 - y0 + 1;
  const [bx0, by0, bx1, by1] = scene.box;
  const boxW = bx1 - bx0;
  const boxH = by1 - by0;
  // The scene's product box is its hidden product's bounds seen in perspective: a little larger than the product itself.
  // Never taller than the room above the contact line (a scene whose surface is high in the picture):
  // else the product would be pushed down off the frame's top and float above its line.
  const scale = Math.min((boxH * 0.85) / ch, (boxW * 1.5) / cw, (SW * 0.75) / cw, (SH * 0.75) / ch, (scene.foot[1] * 0.96) / ch);
  const w = Math.max(1, Math.round(cw * scale));
  const h = Math.max(1, Math.round(ch * scale));
  const rgba = Buffer.alloc(cut.width * cut.height * 4);
  for (let i = 0; i < cut.width * cut.height; i++) {
    rgba[i * 4] = cut.rgb[i * 3];
    rgba[i * 4 + 1] = cut.rgb[i * 3 + 1];
    rgba[i * 4 + 2] = cut.rgb[i * 3 + 2];
    rgba[i * 4 + 3] = cut.alpha[i];
  }
  const product = await sharp(rgba, {raw: {width: cut.width, height: cut.height, channels: 4}})
    .extract({left: x0, top: y0, width: cw, height: ch})
    .resize(w, h, {fit: 'fill', kernel: 'lanczos3'})
    .raw()
    .toBuffer();
  const white = Boolean(scene.white) || !sceneImage;
  const base = scene.background ? panel(scene.background, SW, SH) : white ? Buffer.alloc(SW * SH * 3, 255) : await sharp(sceneImage).resize(SW, SH, {fit: 'fill'}).removeAlpha().raw().toBuffer();

  // Colour and light (docs/preview.md): first the photo's own colour cast is taken out (the mean colour
  // of the photo around the product, a table or wall that is near grey, says what colour the light
  // was; a clearly coloured surface is left alone), then the product takes on part of the scene's
  // tint and brightness around where it stands.
  const pad = Math.round(Math.max(boxW, boxH) * 0.4);
  const around = meanOf(base, 3, SW, clamp(Math.round(bx0 - pad), 0, SW), clamp(Math.round(by0 - pad), 0, SH), clamp(Math.round(bx1 + pad), 1, SW), clamp(Math.round(by1 + pad), 1, SH), null);
  const productAlpha = new Uint8Array(w * h);
  const productRgb = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    productAlpha[i] = product[i * 4 + 3];
    productRgb[i * 3] = product[i * 4];
    productRgb[i * 3 + 1] = product[i * 4 + 1];
    productRgb[i * 3 + 2] = product[i * 4 + 2];
  }
  const cast = photoCast(cut.rgb, cut.alpha, cut.width * cut.height);
  const own = meanOf(productRgb, 3, w, 0, 0, w, h, productAlpha).map((v, c) => v * cast[c]);
  const sceneLuma = Math.max(1, luma(around));
  const ownLuma = Math.max(1, luma(own));
  const light = clamp(Math.pow(sceneLuma / ownLuma, 0.25), 0.8, 1.15);
  const gain = white ? cast : [0, 1, 2].map((c) => cast[c] * clamp(Math.pow(around[c] / sceneLuma / (own[c] / ownLuma || 1), 0.3), 0.85, 1.15) * light);

  // Where it stands (docs/preview.md): the product's lowest solid point (the lowest row with at least two
  // pixels of alpha >= 128, not the faint halo under it) on the scene's contact line (its foot
  // point's row), centred on the foot point.
  const solidBottom = lowestSolidRow(productAlpha, w, h);
  const [fx, fy] = scene.foot;
  const left = Math.round(clamp(fx - w / 2, 0, SW - w));
  const top = Math.round(clamp(fy - solidBottom, 0, SH - h));
  const footY = top + solidBottom + 1;

  // Shadows drawn from the silhouette: a contact shadow under the columns of the product that touch
  // the surface (its base, flattened into the surface: darkest where it stands, a few pixels deep),
  // and a soft cast shadow, the silhouette laid down along the scene's light.
  const contact = Buffer.alloc(SW * SH);
  const depth = Math.max(3, Math.round(w * 0.045));
  let baseLeft = w;
  let baseRight = -1;
  for (let x = 0; x < w; x++) {
    let bottom = -1;
    for (let y = h - 1; y >= 0; y--)
      if (productAlpha[y * w + x] >= 128) {
        bottom = y;
        break;
      }
    // A column whose lowest solid pixel is within 4% of the product's height of the lowest point stands on the surface.
    if (bottom < 0 || bottom < solidBottom - Math.max(2, h * 0.04)) continue;
    baseLeft = Math.min(baseLeft, x);
    baseRight = Math.max(baseRight, x);
    const sx = left + x;
    if (sx < 0 || sx >= SW) continue;
    for (let d = -Math.round(depth * 0.6); d <= depth; d++) {
      const sy = footY - 1 + d;
      if (sy < 0 || sy >= SH) continue;
      const v = Math.round(255 * (1 - Math.abs(d) / (depth + 1)));
      if (v > contact[sy * SW + sx]) contact[sy * SW + sx] = v;
    }
  }
  // An ambient occlusion ellipse across the base (wider and fainter than the contact line).
  const baseWidth = Math.max(4, baseRight - baseLeft + 1);
  const ax = left + (baseLeft + baseRight + 1) / 2;
  const rx = baseWidth * 0.62;
  const ry = Math.max(3, baseWidth * 0.08);
  for (let y = Math.max(0, Math.floor(footY - ry)); y < Math.min(SH, Math.ceil(footY + ry)); y++)
    for (let x = Math.max(0, Math.floor(ax - rx)); x < Math.min(SW, Math.ceil(ax + rx)); x++) {
      const d = ((x - ax) / rx) ** 2 + ((y - footY) / ry) ** 2;
      if (d < 1) contact[y * SW + x] = Math.max(contact[y * SW + x], Math.round(150 * (1 - d)));
    }
  const castMap = Buffer.alloc(SW * SH);
  const [sdx, sdy] = scene.shadow;
  for (let y = 0; y <= (white ? -1 : solidBottom); y += 1)
    for (let x = 0; x < w; x += 1) {
      const a = productAlpha[y * w + x];
      if (a < 64) continue;
      const above = solidBottom - y; // height above the surface, in pixels
      const tx = Math.round(left + x + sdx * above * 0.55);
      const ty = Math.round(footY + sdy * above * 0.2 - above * 0.02);
      if (tx >= 0 && tx < SW && ty >= 0 && ty < SH) castMap[ty * SW + tx] = Math.max(castMap[ty * SW + tx], a);
    }
  const [contactSoft, castSoft] = await Promise.all([
    sharp(contact, {raw: {width: SW, height: SH, channels: 1}})
      .blur(Math.max(1, depth * 0.5))
      .extractChannel(0)
      .raw()
      .toBuffer(),
    sharp(castMap, {raw: {width: SW, height: SH, channels: 1}})
      .blur(Math.max(2, h * 0.035))
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const out = Buffer.alloc(SW * SH * 3);
  for (let i = 0; i < SW * SH; i++) {
    const shade = 1 - Math.min(0.8, (contactSoft[i] / 255) * (white ? 0.42 : 0.6) + (castSoft[i] / 255) * 0.3);
    out[i * 3] = base[i * 3] * shade;
    out[i * 3 + 1] = base[i * 3 + 1] * shade;
    out[i * 3 + 2] = base[i * 3 + 2] * shade;
  }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const sx = left + x;
      const sy = top + y;
      const j = y * w + x;
      // The soft alpha is kept as the model gave it: the edge of glass and clear plastic stays see-through.
      const a = productAlpha[j] / 255;
      if (!a || sy >= SH) continue;
      const i = sy * SW + sx;
      for (let c = 0; c < 3; c++) out[i * 3 + c] = clamp(productRgb[j * 3 + c] * gain[c], 0, 255) * a + out[i * 3 + c] * (1 - a);
    }
  // Where the product landed, measured on the layer as placed (the bench's and the tests' contact check).
  return {out, placement: {left, top, width: w, height: h, lowest: top + solidBottom, footY: fy}};
}

/** A slot's panel: its colour, 4% lighter at the top to 6% darker at the bottom (a surface under soft light), raw RGB. */
function panel(rgb, w, h) {
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    const k = 1.04 - (0.1 * y) / Math.max(1, h - 1);
    const row = rgb.map((v) => clamp(Math.round(v * k), 0, 255));
    for (let x = 0; x < w; x++) out.set(row, (y * w + x) * 3);
  }
  return out;
}

/** The middle of the cut-out's solid part (alpha >= 128), photo pixels; the photo's middle when there is none. */
function productCentre(cut) {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = 0; y < cut.height; y += 2)
    for (let x = 0; x < cut.width; x += 2)
      if (cut.alpha[y * cut.width + x] >= 128) {
        sx += x;
        sy += y;
        n++;
      }
  return /** @type {const} */ (n ? [sx / n, sy / n] : [cut.width / 2, cut.height / 2]);
}

/**
 * The preview in the template's own design: the buyer's photo in each of the page's photo slots
 * (food: the photo itself, cropped to cover the slot around the product; else the cut-out product
 * standing on the slot's own colour with a contact shadow), the design's layer over it (the page
 * with its slots see-through: its words, corners and frames stay on top), the watermark over all;
 * a JPEG at the layer's size.
 * @param {{rgb: Buffer; alpha: Buffer; width: number; height: number}} cut
 * @param {Design} design
 * @param {Buffer} layer
 * @param {Buffer} watermark
 */
export async function composeDesign(cut, design, layer, watermark) {
  const {width: W, height: H, scale} = design;
  const base = Buffer.alloc(W * H * 3, 255);
  /** @type {import('./pool').Placement | undefined} */
  let placement;
  const focus = productCentre(cut);
  for (const slot of design.slots) {
    const {left: sx, top: sy, width: sw, height: sh} = slotRect(slot, scale, W, H);
    let pixels;
    if (design.mode === 'cover') {
      const crop = coverCrop(cut.width, cut.height, sw, sh, focus);
      pixels = await sharp(cut.rgb, {raw: {width: cut.width, height: cut.height, channels: 3}})
        .extract(crop)
        .resize(sw, sh, {fit: 'fill', kernel: 'lanczos3'})
        .raw()
        .toBuffer();
    } else {
      const placed = await placeInScene(cut, slotScene(sw, sh, slot.background), null);
      pixels = placed.out;
      const p = placed.placement;
      placement ??= {left: p.left + sx, top: p.top + sy, width: p.width, height: p.height, lowest: p.lowest + sy, footY: p.footY + sy};
    }
    for (let y = 0; y < sh; y++) pixels.copy(base, ((sy + y) * W + sx) * 3, y * sw * 3, (y + 1) * sw * 3);
  }
  const jpeg = await sharp(base, {raw: {width: W, height: H, channels: 3}})
    .composite([
      {input: layer, left: 0, top: 0},
      {input: watermark, tile: true, blend: 'over'},
    ])
    .jpeg({quality: 82, progressive: true})
    .toBuffer();
  return {jpeg, placement};
}

/** The lowest row of a product layer (w x h alpha) with at least two pixels of alpha >= 128; h - 1 when none. */
export function lowestSolidRow(alpha, w, h) {
  for (let y = h - 1; y >= 0; y--) {
    let n = 0;
    for (let x = 0; x < w; x++) if (alpha[y * w + x] >= 128 && ++n >= 2) return y;
  }
  return h - 1;
}

/**
 * The correction for a photo's colour cast: per channel, what takes the photo's surroundings
 * (every pixel outside the cut-out) to grey, at 70% strength, when they are near grey already
 * (each channel within 25% of their brightness: a cast, not a coloured table); else no change.
 * @param {Buffer} rgb
 * @param {Buffer} alpha
 * @param {number} n
 */
export function photoCast(rgb, alpha, n) {
  let r = 0;
  let g = 0;
  let b = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (alpha[i] > 8) continue;
    r += rgb[i * 3];
    g += rgb[i * 3 + 1];
    b += rgb[i * 3 + 2];
    count++;
  }
  if (count < n * 0.1) return [1, 1, 1];
  const mean = [r / count, g / count, b / count];
  const y = Math.max(1, luma(mean));
  const ratio = mean.map((v) => v / y);
  if (ratio.some((v) => Math.abs(v - 1) > 0.25)) return [1, 1, 1];
  return ratio.map((v) => clamp(1 + (1 / Math.max(0.01, v) - 1) * 0.7, 0.8, 1.25));
}

/** The cut-out's alpha as a greyscale PNG at the working size (for the quality bench and tests). */
function maskPng(cut) {
  return sharp(cut.alpha, {raw: {width: cut.width, height: cut.height, channels: 1}})
    .png()
    .toBuffer();
}

async function main() {
  const send = process.send?.bind(process);
  if (!send) return;
  // The pool went away (the server stopped): so does this process.
  process.on('disconnect', () => process.exit(0));
  /** @type {{model: string; sha256: string; siteName: string; pixels?: number}} */
  const options = JSON.parse(process.argv[2] ?? '{}');
  if (options.pixels) maxPixels = options.pixels;
  const port = {postMessage: (/** @type {unknown} */ message) => send(message)};
  let session;
  let watermark;
  try {
    verifyModel(options.model, options.sha256);
    session = await openModel(options.model);
    watermark = await watermarkTile(options.siteName);
  } catch (error) {
    port.postMessage({type: 'failed', message: error instanceof Error ? error.message : String(error)});
    return;
  }
  /** @type {Map<string, Buffer>} */
  const scenes = new Map();
  port.postMessage({type: 'ready'});
  // One job at a time, in arrival order (the pool sends one, but a worker never runs two at once).
  let chain = Promise.resolve();
  process.on('message', (/** @type {any} */ job) => {
    chain = chain.then(() => run(job));
  });
  async function run(job) {
    try {
      const started = performance.now();
      const cut = await cutOut(session, Buffer.from(job.photo));
      if (!cut.ok) {
        port.postMessage({id: job.id, ok: false, error: cut.error, coverage: cut.coverage, facts: cut.facts});
        return;
      }
      const mask = job.returnMask ? await maskPng(cut) : undefined;
      let preview;
      let placement;
      if (job.scene && (job.sceneFile || job.scene.white)) {
        let image = job.scene.white ? null : scenes.get(job.sceneFile);
        if (!image && !job.scene.white) {
          image = readFileSync(job.sceneFile);
          scenes.set(job.sceneFile, image);
        }
        const made = job.scene.design && image ? await composeDesign(cut, job.scene.design, image, watermark) : await compose(cut, job.scene, image, watermark);
        preview = made.jpeg;
        placement = made.placement;
      }
      const timings = {...cut.timings, compose: performance.now() - started - cut.timings.decode - cut.timings.model, total: performance.now() - started};
      port.postMessage({id: job.id, ok: true, preview, placement, mask, coverage: cut.coverage, facts: cut.facts, timings, rss: process.memoryUsage().rss});
    } catch (error) {
      port.postMessage({id: job.id, ok: false, error: 'failed', message: error instanceof Error ? error.message : String(error)});
    }
  }
}

await main();
