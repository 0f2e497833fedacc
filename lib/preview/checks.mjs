// @ts-check
/**
 * The instant preview's refusals with guidance (docs/preview.md): checks on the visitor's photo and on
 * the model's mask that say "this would make a bad picture; take this photo instead" before
 * anything is composited. Pure functions on raw pixels (no sharp, no model), so the worker
 * (lib/preview/worker.mjs) runs them and the unit tests feed them synthetic masks and images.
 *
 * Each refusal has a stable code (the API's error, a key of `TryOn.errors` in messages/*.json):
 * - `tooDark`: the photo is too dark (mean luminance low and nothing bright in it);
 * - `blurred`: the photo is blurred (its strongest Laplacian responses are weak for its contrast);
 * - `tooSmall`: the product is too small in the frame to be cut out cleanly;
 * - `cutOff`: the product runs out of the photo on two or more sides, or is cut straight along one (cut off by the frame);
 * - `several`: more than one product (several large, separate objects in the mask, or the same product again in the photo; one close beside the largest is part of it);
 * - `hand`: skin (a hand, an arm) is part of the cut-out, coming in from the frame's edge;
 * - `transparent`: a clear product the model cannot separate (a large faint region around a small solid one).
 */

/** Below this share of the frame no product was found at all (`notFound`); below `small`, it is `tooSmall`. */
export const SIZE = {none: 0.004, small: 0.03};

/** BT.601 luma of 8-bit RGB. */
const luma601 = (r, g, b) => 0.299 * r + 0.587 * g + 0.114 * b;

/**
 * Whether an sRGB colour is skin-coloured: the YCbCr box of Chai & Ngan (1999), Cb 77-127,
 * Cr 133-173, with enough light to judge (Y > 50) and some saturation (R > G > B).
 */
export function isSkin(r, g, b) {
  const y = luma601(r, g, b);
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return y > 50 && cb >= 77 && cb <= 127 && cr >= 138 && cr <= 173 && r > g && g > b && r - b > 30;
}

/**
 * Light and sharpness of a photo (RGB, 3 channels): mean luminance, its 95th percentile, and
 * sharpness: the 99.5th percentile of the absolute Laplacian of the luminance, over the photo's
 * contrast (its luminance's 98th minus 2nd percentile). The variance of the Laplacian is reported
 * as well; the percentile is what is judged, since a sharp product on a plain backdrop has a low
 * variance (most of the frame is flat) but a strong response along its edges.
 * @param {Uint8Array} rgb
 * @param {number} w
 * @param {number} h
 */
export function photoStats(rgb, w, h) {
  const grey = new Float32Array(w * h);
  const hist = new Uint32Array(256);
  let sum = 0;
  for (let i = 0; i < w * h; i++) {
    const y = luma601(rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]);
    grey[i] = y;
    sum += y;
    hist[Math.min(255, Math.round(y))]++;
  }
  const percentile = (h0, total, q) => {
    let seen = 0;
    for (let v = 0; v < h0.length; v++) {
      seen += h0[v];
      if (seen >= total * q) return v;
    }
    return h0.length - 1;
  };
  const n = w * h;
  const lap = new Uint32Array(1024);
  let lapSum = 0;
  let lapSq = 0;
  let count = 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const v = grey[i - 1] + grey[i + 1] + grey[i - w] + grey[i + w] - 4 * grey[i];
      lapSum += v;
      lapSq += v * v;
      count++;
      lap[Math.min(1023, Math.round(Math.abs(v)))]++;
    }
  const lapMean = count ? lapSum / count : 0;
  const contrast = Math.max(1, percentile(hist, n, 0.98) - percentile(hist, n, 0.02));
  return {
    mean: sum / n,
    p95: percentile(hist, n, 0.95),
    contrast,
    laplacianVariance: count ? lapSq / count - lapMean * lapMean : 0,
    sharpness: count ? percentile(lap, count, 0.995) / contrast : 0,
  };
}

/** The thresholds, from the bench renders and the real set (bench/preview-real/README.md). */
export const LIMITS = {darkMean: 50, darkP95: 110, sharpness: 0.2, sharpContrast: 40};

/**
 * The photo-level refusal, judged at a fixed working size (the worker passes the photo at 384 px
 * on its longer side, so sharpness means the same for every camera): `tooDark`, `blurred` or null.
 * @param {ReturnType<typeof photoStats>} stats
 */
export function photoRefusal(stats) {
  if (stats.mean < LIMITS.darkMean && stats.p95 < LIMITS.darkP95) return /** @type {const} */ ('tooDark');
  // A photo of almost no contrast (a white product on white) is not judged for blur: its edges are faint anyway.
  if (stats.contrast >= LIMITS.sharpContrast && stats.sharpness < LIMITS.sharpness) return /** @type {const} */ ('blurred');
  return null;
}

/**
 * Labels the 8-connected regions of a binary mask: a label per pixel (0 = out) and each region's
 * size, box and whether it touches each side of the frame.
 * @param {Uint8Array} mask
 * @param {number} w
 * @param {number} h
 */
export function regions(mask, w, h) {
  const label = new Int32Array(w * h);
  const stack = new Int32Array(w * h);
  /** @type {{id: number; size: number; x0: number; y0: number; x1: number; y1: number}[]} */
  const found = [];
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || label[start]) continue;
    const region = {id: found.length + 1, size: 0, x0: w, y0: h, x1: -1, y1: -1};
    found.push(region);
    let top = 0;
    stack[top++] = start;
    label[start] = region.id;
    while (top) {
      const p = stack[--top];
      region.size++;
      const x = p % w;
      const y = (p - x) / w;
      if (x < region.x0) region.x0 = x;
      if (x > region.x1) region.x1 = x;
      if (y < region.y0) region.y0 = y;
      if (y > region.y1) region.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const q = yy * w + xx;
          if (mask[q] && !label[q]) {
            label[q] = region.id;
            stack[top++] = q;
          }
        }
      }
    }
  }
  return {label, regions: found};
}

/**
 * How many sides of the frame a mask runs out of: a side counts when the mask covers at least
 * `share` of the frame's outermost `rim` pixels along it (a stray pixel or a shadow's tip does not).
 * @param {Uint8Array} mask
 * @param {number} w
 * @param {number} h
 */
export function sidesTouched(mask, w, h, rim = 2, share = 0.04) {
  let top = 0;
  let bottom = 0;
  let left = 0;
  let right = 0;
  for (let x = 0; x < w; x++) {
    let t = 0;
    let b = 0;
    for (let r = 0; r < rim; r++) {
      t ||= mask[r * w + x];
      b ||= mask[(h - 1 - r) * w + x];
    }
    top += t ? 1 : 0;
    bottom += b ? 1 : 0;
  }
  for (let y = 0; y < h; y++) {
    let l = 0;
    let rr = 0;
    for (let r = 0; r < rim; r++) {
      l ||= mask[y * w + r];
      rr ||= mask[y * w + w - 1 - r];
    }
    left += l ? 1 : 0;
    right += rr ? 1 : 0;
  }
  const sides = {top: top >= w * share, bottom: bottom >= w * share, left: left >= h * share, right: right >= h * share};
  return {...sides, count: Number(sides.top) + Number(sides.bottom) + Number(sides.left) + Number(sides.right)};
}

/** How close (a share of the frame's side) a second object must be to count as part of the product. */
export const NEAR = 0.06;
/** The share of the product's width or height lying on one side of the frame that is a straight cut. */
export const CUT = 0.6;

/** The model's probability from which a faint region joined to the product may be an arm the model is unsure of (a dark sleeve). */
export const FAINT_ARM = 0.1;

/** The frame's outermost band, as a share of its side, in which the mask lying along a side is a straight cut. */
export const RIM = 0.0125;

/**
 * Marks each region cut by the frame (`cut`): it runs out of the photo on two or more sides, or lies
 * along one side (within RIM of it) for CUT of its own width or height there. Such a region beside
 * a whole object is the room (a globe on the shelf, a cupboard), not the product.
 * @template {{id: number; x0: number; y0: number; x1: number; y1: number}} R
 * @param {Int32Array} label
 * @param {R[]} found
 * @param {number} w
 * @param {number} h
 * @returns {(R & {cut: boolean})[]}
 */
export function markCut(label, found, w, h) {
  const rim = Math.max(1, Math.round(Math.max(w, h) * RIM));
  const ids = found.length + 1;
  const along = [new Int32Array(ids), new Int32Array(ids), new Int32Array(ids), new Int32Array(ids)];
  const seen = new Int32Array(ids).fill(-1);
  const count = (/** @type {Int32Array} */ into, /** @type {number} */ k, /** @type {(r: number) => number} */ at) => {
    for (let r = 0; r < rim; r++) {
      const id = label[at(r)];
      if (id && seen[id] !== k) {
        seen[id] = k;
        into[id]++;
      }
    }
  };
  for (let x = 0; x < w; x++) count(along[0], x, (r) => r * w + x);
  seen.fill(-1);
  for (let x = 0; x < w; x++) count(along[1], x, (r) => (h - 1 - r) * w + x);
  seen.fill(-1);
  for (let y = 0; y < h; y++) count(along[2], y, (r) => y * w + r);
  seen.fill(-1);
  for (let y = 0; y < h; y++) count(along[3], y, (r) => y * w + w - 1 - r);
  return found.map((region) => {
    const bw = region.x1 - region.x0 + 1;
    const bh = region.y1 - region.y0 + 1;
    const [top, bottom, left, right] = along.map((a) => a[region.id]);
    const sides = Number(top >= w * 0.04) + Number(bottom >= w * 0.04) + Number(left >= h * 0.04) + Number(right >= h * 0.04);
    return {...region, cut: sides >= 2 || Math.max(top / bw, bottom / bw, left / bh, right / bh) >= CUT};
  });
}

/**
 * The regions that make the product: the largest, and one other object at least a quarter of its
 * size within NEAR of it (a lipstick and its cap, a pair of pastries); with two or more such
 * objects, or one further away, the largest alone (the rest are other products). A region cut by
 * the frame (`markCut`) is the room when a whole object at least a quarter of its size is in the
 * photo: the product is then chosen among the whole objects.
 * @template {{id: number; size: number; x0: number; y0: number; x1: number; y1: number; cut?: boolean}} R
 * @param {R[]} sorted the regions, largest first
 * @param {number} w the frame's width on the grid
 * @returns {{parts: R[]; room: R[]}}
 */
export function productParts(sorted, w) {
  let candidates = sorted;
  /** @type {R[]} */
  let room = [];
  if (sorted[0]?.cut) {
    const whole = sorted.filter((r) => !r.cut);
    if (whole[0] && whole[0].size >= sorted[0].size * 0.25) {
      room = sorted.filter((r) => r.cut);
      candidates = whole;
    }
  }
  const main = candidates[0];
  if (!main) return {parts: [], room};
  const big = candidates.slice(1).filter((r) => r.size >= main.size * 0.25);
  if (big.length !== 1) return {parts: [main], room};
  const r = big[0];
  const gap = Math.max(0, r.x0 - main.x1, main.x0 - r.x1, r.y0 - main.y1, main.y0 - r.y1);
  return {parts: gap <= w * NEAR ? [main, r] : [main], room};
}

/**
 * The longest straight cut of a mask by the frame: for each side, the share of the mask's own
 * extent along that side (its width for the top and bottom, its height for the left and right)
 * that lies in the frame's outermost `rim` pixels (RIM of its side); the largest of the four.
 * @param {Uint8Array} mask
 * @param {number} w
 * @param {number} h
 */
export function straightCut(mask, w, h, rim = Math.max(1, Math.round(Math.max(w, h) * RIM))) {
  let x0 = w;
  let x1 = -1;
  let y0 = h;
  let y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (mask[y * w + x]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return 0;
  const run = (/** @type {(k: number, r: number) => number} */ at, len) => {
    let hits = 0;
    for (let k = 0; k < len; k++) {
      let hit = false;
      for (let r = 0; r < rim && !hit; r++) hit = mask[at(k, r)] === 1;
      if (hit) hits++;
    }
    return hits;
  };
  const bw = x1 - x0 + 1;
  const bh = y1 - y0 + 1;
  return Math.max(run((k, r) => r * w + k, w) / bw, run((k, r) => (h - 1 - r) * w + k, w) / bw, run((k, r) => k * w + r, h) / bh, run((k, r) => k * w + w - 1 - r, h) / bh);
}

/** The grid the repeat check compares on (a side), the smallest product box there it judges, and the likeness that is the same product again. */
export const REPEAT = {grid: 80, min: 8, likeness: 0.8};

/**
 * The same product again elsewhere in the photo (a shelf or rows of one bottle, which the model
 * picks one of): the product's box, in grey on a REPEAT.grid square grid, compared by normalised
 * cross-correlation with every place of the photo that overlaps it by at most a quarter; the best
 * likeness found (0 when the box is too small to judge).
 * @param {Uint8Array} rgb the photo on the model's grid (w x h, RGB)
 * @param {number} w
 * @param {number} h
 * @param {{x0: number; y0: number; x1: number; y1: number}} box the product's box on that grid
 */
export function repeatLikeness(rgb, w, h, box) {
  const G = REPEAT.grid;
  const grey = new Float32Array(G * G);
  const count = new Float32Array(G * G);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const cell = Math.floor((y * G) / h) * G + Math.floor((x * G) / w);
      grey[cell] += luma601(rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]);
      count[cell]++;
    }
  for (let c = 0; c < G * G; c++) grey[c] /= count[c] || 1;
  const bx0 = Math.floor((box.x0 * G) / w);
  const by0 = Math.floor((box.y0 * G) / h);
  const pw = Math.ceil(((box.x1 + 1) * G) / w) - bx0;
  const ph = Math.ceil(((box.y1 + 1) * G) / h) - by0;
  if (pw < REPEAT.min || ph < REPEAT.min) return 0;
  const area = pw * ph;
  let mean = 0;
  for (let y = 0; y < ph; y++) for (let x = 0; x < pw; x++) mean += grey[(by0 + y) * G + bx0 + x];
  mean /= area;
  const patch = new Float32Array(area);
  let spread = 0;
  for (let y = 0; y < ph; y++)
    for (let x = 0; x < pw; x++) {
      const d = grey[(by0 + y) * G + bx0 + x] - mean;
      patch[y * pw + x] = d;
      spread += d * d;
    }
  if (spread < 1e-6) return 0;
  let best = 0;
  for (let oy = 0; oy + ph <= G; oy++)
    for (let ox = 0; ox + pw <= G; ox++) {
      const ix = Math.max(0, Math.min(ox + pw, bx0 + pw) - Math.max(ox, bx0));
      const iy = Math.max(0, Math.min(oy + ph, by0 + ph) - Math.max(oy, by0));
      if (ix * iy > area * 0.25) continue;
      let m = 0;
      for (let y = 0; y < ph; y++) for (let x = 0; x < pw; x++) m += grey[(oy + y) * G + ox + x];
      m /= area;
      let cross = 0;
      let own = 0;
      for (let y = 0; y < ph; y++)
        for (let x = 0; x < pw; x++) {
          const d = grey[(oy + y) * G + ox + x] - m;
          cross += d * patch[y * pw + x];
          own += d * d;
        }
      const likeness = cross / Math.sqrt(own * spread + 1e-9);
      if (likeness > best) best = likeness;
    }
  return best;
}

/**
 * The mask-level refusal, on the model's grid (w x h): `prob` the model's probabilities (0-1),
 * `rgb` the photo at the same grid, `mask` the binary mask (prob >= 0.5, every object).
 * Returns {refusal, facts}: the refusal's code or null, and what was measured (the bench prints it).
 * @param {{prob: Float32Array; mask: Uint8Array; rgb: Uint8Array; w: number; h: number}} input
 */
export function maskRefusal({prob, mask, rgb, w, h}) {
  const n = w * h;
  const {label, regions: all} = regions(mask, w, h);
  const marked = markCut(label, all, w, h).sort((a, b) => b.size - a.size);
  const {parts, room} = productParts(marked, w);
  // The room (a region cut by the frame beside a whole object) is neither the product nor another one.
  const sorted = marked.filter((r) => !room.includes(r));
  const main = parts[0];
  const coverage = main ? main.size / n : 0;
  /** @type {Record<string, number>} */
  const facts = {coverage};
  if (!main || coverage < SIZE.none) return {refusal: /** @type {const} */ ('notFound'), facts};
  // Several products: another separate object at least a quarter of the largest's size (and 0.8%
  // of the frame), or three or more smaller ones (0.3% of the frame each) that together are half
  // its size (a row of jars, a tray of coins). One such object close beside the largest (within
  // NEAR of the frame's side: a lipstick's cap, a second pastry on the plate) is part of the
  // product (`productParts`), not a second product. Judged before the size: a dozen small things
  // is "one at a time", not "come closer".
  facts.room = room.length;
  const others = sorted.slice(1).filter((r) => r.size >= main.size * 0.25 && r.size >= n * 0.008 && !parts.includes(r));
  const crowd = sorted.slice(1).filter((r) => r.size >= n * 0.003 && !parts.includes(r));
  facts.others = others.length;
  facts.crowd = crowd.length;
  facts.parts = parts.length;
  const size = parts.reduce((sum, r) => sum + r.size, 0);
  if (others.length || (crowd.length >= 3 && crowd.reduce((sum, r) => sum + r.size, 0) >= size * 0.5)) return {refusal: /** @type {const} */ ('several'), facts};
  // The same product again beside it (rows of one bottle, the model joining none of them to it).
  const box = {x0: Math.min(...parts.map((r) => r.x0)), y0: Math.min(...parts.map((r) => r.y0)), x1: Math.max(...parts.map((r) => r.x1)), y1: Math.max(...parts.map((r) => r.y1))};
  const likeness = repeatLikeness(rgb, w, h, box);
  facts.repeat = Math.round(likeness * 1000) / 1000;
  if (likeness >= REPEAT.likeness) return {refusal: /** @type {const} */ ('several'), facts};
  facts.coverage = size / n;
  if (size / n < SIZE.small) return {refusal: /** @type {const} */ ('tooSmall'), facts};
  const ids = new Set(parts.map((r) => r.id));
  const kept = new Uint8Array(n);
  for (let i = 0; i < n; i++) kept[i] = ids.has(label[i]) ? 1 : 0;

  // Cut off by the frame on two or more sides: the product runs out of the photo (judged before the
  // hand: a product's skin-coloured label running out of the frame is not a hand).
  const sides = sidesTouched(kept, w, h);
  facts.sides = sides.count;
  if (sides.count >= 2) return {refusal: /** @type {const} */ ('cutOff'), facts};

  // A hand or arm: skin-coloured pixels of the cut-out, joined into regions; one that reaches the
  // frame's edge (an arm comes in from outside the photo) and holds at least 4% of the cut-out is
  // a hand holding the product. The share of skin colour alone is not judged: wood, cardboard,
  // beige cosmetics and warm light are skin-coloured too (on the bench renders up to 98% of a
  // cut-out was, with no hand in sight).
  const skin = new Uint8Array(n);
  let skinCount = 0;
  for (let i = 0; i < n; i++)
    if (kept[i] && isSkin(rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2])) {
      skin[i] = 1;
      skinCount++;
    }
  facts.skin = skinCount / main.size;
  let skinAtEdge = 0;
  if (skinCount) {
    const parts = regions(skin, w, h);
    for (const part of parts.regions) {
      const atEdge = part.x0 <= 1 || part.y0 <= 1 || part.x1 >= w - 2 || part.y1 >= h - 2;
      if (atEdge) skinAtEdge = Math.max(skinAtEdge, part.size / main.size);
    }
  }
  facts.skinAtEdge = skinAtEdge;
  if (skinAtEdge >= 0.04) return {refusal: /** @type {const} */ ('hand'), facts};

  // Cut straight along one side (judged after the hand: an arm coming in from the edge is the
  // better guidance): the product's edge lies on the frame's side for CUT of its own width or
  // height there (a product standing in the picture touches a side at a point, never along it).
  const straight = straightCut(kept, w, h);
  facts.straight = Math.round(straight * 1000) / 1000;
  if (straight >= CUT) return {refusal: /** @type {const} */ ('cutOff'), facts};

  // A hand whose arm fades out before the frame's edge (after the straight cut: a carton cut by the frame is not held) (a sleeve the model is unsure of): a
  // skin-coloured part of 5-45% of the cut-out (more is the product's own colour: a beige bottle),
  // and the model's faint mask (probability >= 0.1) joined to the product running out of the frame.
  let skinPart = 0;
  if (skinCount) for (const part of regions(skin, w, h).regions) skinPart = Math.max(skinPart, part.size / size);
  facts.skinPart = skinPart;
  if (skinPart >= 0.05 && skinPart <= 0.45) {
    const faintMask = new Uint8Array(n);
    for (let i = 0; i < n; i++) faintMask[i] = prob[i] >= FAINT_ARM ? 1 : 0;
    const faintRegions = regions(faintMask, w, h);
    let productLabel = 0;
    for (let i = 0; i < n && !productLabel; i++) if (kept[i]) productLabel = faintRegions.label[i];
    let rim = 0;
    for (let k = 0; k < w; k++) rim += Number(faintRegions.label[k] === productLabel) + Number(faintRegions.label[(h - 1) * w + k] === productLabel);
    for (let k = 0; k < h; k++) rim += Number(faintRegions.label[k * w] === productLabel) + Number(faintRegions.label[k * w + w - 1] === productLabel);
    facts.faintRim = rim;
    if (rim >= Math.max(w, h) * 0.06) return {refusal: /** @type {const} */ ('hand'), facts};
  }

  // A clear product: the model is unsure (0.12-0.5) over an area about as large as what it is sure
  // of, around the product's box (more above and below than beside it: bottles are upright): a
  // label floating in a bottle the model cannot see.
  const padX = Math.round((main.x1 - main.x0 + 1) * 0.6);
  const padY = Math.round((main.y1 - main.y0 + 1) * 1.2);
  let faint = 0;
  for (let y = Math.max(0, main.y0 - padY); y <= Math.min(h - 1, main.y1 + padY); y++)
    for (let x = Math.max(0, main.x0 - padX); x <= Math.min(w - 1, main.x1 + padX); x++) {
      const p = prob[y * w + x];
      if (p >= 0.12 && p < 0.5 && label[y * w + x] !== main.id) faint++;
    }
  facts.faint = faint / main.size;
  if (faint / main.size >= 0.9) return {refusal: /** @type {const} */ ('transparent'), facts};
  return {refusal: null, facts};
}
