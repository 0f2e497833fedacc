/**
 * The instant preview's refusals with guidance (docs/preview.md, lib/preview/checks.mjs) on synthetic
 * masks and images: each bad photo is refused with its own code (a product cut off by the frame,
 * a hand coming in from the edge, several products, too small, too dark, blurred, a clear product
 * the model cannot see), a good one is not, and every code has a message in all five languages.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {isSkin, maskRefusal, photoRefusal, photoStats, repeatLikeness, sidesTouched, straightCut} from '@/lib/preview/checks.mjs';
import {GUIDANCE_REFUSALS} from '@/lib/preview/pool';

const S = 160;

/** A grid with a filled rectangle (or several), as the model's mask; probabilities 1 inside, 0 outside. */
function grid(rects: [number, number, number, number][], colour: [number, number, number] = [90, 110, 160]) {
  const mask = new Uint8Array(S * S);
  const prob = new Float32Array(S * S);
  const rgb = new Uint8Array(S * S * 3).fill(235);
  for (const [x0, y0, x1, y1] of rects)
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const i = y * S + x;
        mask[i] = 1;
        prob[i] = 1;
        rgb.set(colour, i * 3);
      }
  return {mask, prob, rgb, w: S, h: S};
}

const judge = (input: ReturnType<typeof grid>) => maskRefusal(input).refusal;

describe('refusals on the mask', () => {
  test('a product alone in the middle of the frame is accepted', () => {
    expect(judge(grid([[55, 40, 105, 130]]))).toBeNull();
  });

  test('a product running out of the frame on two sides, or cut straight along one, is refused as cut off; one touching a side at a point is not', () => {
    expect(judge(grid([[0, 60, 90, 160]]))).toBe('cutOff');
    expect(judge(grid([[100, 0, 160, 90]]))).toBe('cutOff');
    // Its whole base on the bottom edge: the photo cut it there.
    expect(judge(grid([[50, 60, 110, 160]]))).toBe('cutOff');
    // A bottle whose tip only reaches the bottom edge (a tenth of its width).
    expect(
      judge(
        grid([
          [50, 40, 110, 150],
          [77, 150, 83, 160],
        ]),
      ),
    ).toBeNull();
  });

  test('the straight cut is the share of the product’s own width or height lying on one side of the frame', () => {
    const {mask} = grid([[40, 0, 120, 100]]);
    expect(straightCut(mask, S, S)).toBeCloseTo(1, 2);
    const {mask: standing} = grid([[40, 20, 120, 100]]);
    expect(straightCut(standing, S, S)).toBe(0);
  });

  test('one object close beside the product (a lipstick and its cap) is part of it; further away, or two of them, they are several', () => {
    expect(
      judge(
        grid([
          [40, 40, 80, 130],
          [86, 90, 110, 130],
        ]),
      ),
    ).toBeNull();
    expect(
      judge(
        grid([
          [20, 40, 60, 130],
          [110, 90, 134, 130],
        ]),
      ),
    ).toBe('several');
    expect(
      judge(
        grid([
          [60, 40, 100, 130],
          [32, 90, 56, 130],
          [104, 90, 128, 130],
        ]),
      ),
    ).toBe('several');
  });

  test('two products of about the same size are refused as several; a small crumb beside one product is not', () => {
    expect(
      judge(
        grid([
          [20, 50, 60, 130],
          [100, 50, 140, 130],
        ]),
      ),
    ).toBe('several');
    expect(
      judge(
        grid([
          [50, 40, 100, 130],
          [120, 120, 124, 124],
        ]),
      ),
    ).toBeNull();
  });

  test('a row of many small things is several, not too small', () => {
    const rects: [number, number, number, number][] = [];
    for (let k = 0; k < 6; k++) rects.push([10 + k * 24, 70, 10 + k * 24 + 14, 90]);
    expect(judge(grid(rects))).toBe('several');
  });

  test('a speck is too small; nothing at all is not found', () => {
    expect(judge(grid([[75, 75, 90, 90]]))).toBe('tooSmall');
    expect(judge(grid([]))).toBe('notFound');
  });

  test('a hand and forearm coming in from the frame edge into the cut-out is refused; a skin-coloured product in the middle is not', () => {
    const held = grid([[60, 40, 100, 110]]);
    // The forearm: skin-coloured, joined to the product, running out of the right edge.
    for (let y = 80; y < 100; y++)
      for (let x = 100; x < S; x++) {
        const i = y * S + x;
        held.mask[i] = 1;
        held.prob[i] = 1;
        held.rgb.set([214, 160, 130], i * 3);
      }
    expect(judge(held)).toBe('hand');
    // A beige cosmetics bottle (skin-coloured all over) standing alone: not a hand.
    expect(judge(grid([[60, 40, 100, 130]], [214, 160, 130]))).toBeNull();
  });

  test('a hand whose arm the model is unsure of (a faint mask running out of the frame) is refused; the same product alone is not', () => {
    const held = grid([[60, 40, 100, 120]]);
    // Fingers over the can, skin-coloured, a fifth of the cut-out.
    for (let y = 80; y < 100; y++) for (let x = 60; x < 100; x++) held.rgb.set([214, 160, 130], (y * S + x) * 3);
    expect(judge(held)).toBeNull();
    // The sleeve: faint (0.3), from the fingers to the frame's left edge.
    for (let y = 82; y < 98; y++) for (let x = 0; x < 60; x++) held.prob[y * S + x] = 0.3;
    expect(judge(held)).toBe('hand');
  });

  test('a clear bottle the model cannot see (a solid label inside a large faint region) is refused as transparent', () => {
    const clear = grid([[60, 75, 100, 105]]);
    for (let y = 30; y < 140; y++) for (let x = 60; x < 100; x++) if (!clear.mask[y * S + x]) clear.prob[y * S + x] = 0.3;
    expect(judge(clear)).toBe('transparent');
    expect(judge(grid([[65, 30, 95, 140]]))).toBeNull();
  });

  test('a product whose edge lies just inside the frame along its width (a strap cut by the photo) is cut off', () => {
    // On the model's 320 grid the band is 4 pixels: a strap whose end is 3 pixels below the top is cut there.
    const strap = new Uint8Array(320 * 320);
    for (let y = 3; y < 290; y++) for (let x = 120; x < 150; x++) strap[y * 320 + x] = 1;
    expect(straightCut(strap, 320, 320)).toBeGreaterThanOrEqual(0.6);
    const standing = new Uint8Array(320 * 320);
    for (let y = 12; y < 290; y++) for (let x = 120; x < 150; x++) standing[y * 320 + x] = 1;
    expect(straightCut(standing, 320, 320)).toBe(0);
    expect(judge(grid([[60, 6, 100, 120]]))).toBeNull();
  });

  test('an object cut by the frame beside a whole product is the room, not a second product: the whole one is judged', () => {
    // A globe cut by the frame's left side, larger than the bottle standing beside it.
    const room = grid([
      [0, 20, 50, 140],
      [80, 50, 120, 130],
    ]);
    expect(judge(room)).toBeNull();
    // Without the whole product, the cut object is the product, and it is cut off.
    expect(judge(grid([[0, 20, 50, 140]]))).toBe('cutOff');
    // Two whole products are still several.
    expect(
      judge(
        grid([
          [10, 20, 55, 140],
          [80, 50, 120, 130],
        ]),
      ),
    ).toBe('several');
  });

  test('the same product again beside it in the photo (rows of one bottle the model picks one of) is several', () => {
    const bottle = (rgb: Uint8Array, x0: number) => {
      for (let y = 30; y < 140; y++)
        for (let x = x0; x < x0 + 30; x++) {
          const cap = y < 55;
          const label = y > 90 && y < 115;
          const v = cap ? 20 : label ? 240 : 150 + ((x - x0) % 10) * 6;
          rgb.set([v, v - 10, v - 20], (y * S + x) * 3);
        }
    };
    const alone = grid([[65, 30, 95, 140]]);
    alone.rgb.fill(200);
    bottle(alone.rgb, 65);
    expect(repeatLikeness(alone.rgb, S, S, {x0: 65, y0: 30, x1: 94, y1: 139})).toBeLessThan(0.8);
    expect(judge(alone)).toBeNull();
    const rows = grid([[65, 30, 95, 140]]);
    rows.rgb.fill(200);
    for (const x0 of [20, 65, 110]) bottle(rows.rgb, x0);
    expect(repeatLikeness(rows.rgb, S, S, {x0: 65, y0: 30, x1: 94, y1: 139})).toBeGreaterThan(0.95);
    expect(judge(rows)).toBe('several');
  });

  test('the sides are counted on runs along the edge, not a stray pixel', () => {
    const one = new Uint8Array(S * S);
    one[0] = 1;
    expect(sidesTouched(one, S, S).count).toBe(0);
  });
});

describe('skin colour (YCbCr)', () => {
  test('skin tones from light to dark are skin; grey, white, blue, green and saturated red are not', () => {
    for (const [r, g, b] of [
      [232, 190, 172],
      [214, 160, 130],
      [170, 120, 90],
      [120, 80, 60],
    ] as const)
      expect(isSkin(r, g, b)).toBe(true);
    for (const [r, g, b] of [
      [128, 128, 128],
      [250, 250, 250],
      [40, 80, 200],
      [60, 160, 70],
      [230, 20, 30],
    ] as const)
      expect(isSkin(r, g, b)).toBe(false);
  });
});

describe('too dark or blurred', () => {
  /** A photo with sharp-edged shapes, at the worker's judging size; `gain` darkens it, `blur` box-blurs it `blur` times. */
  function photo(gain = 1, blur = 0) {
    const w = 256;
    const h = 192;
    let rgb = new Uint8Array(w * h * 3);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const inside = (x > 80 && x < 170 && y > 40 && y < 160) || (x - 40) ** 2 + (y - 40) ** 2 < 400;
        const v = inside ? 60 : 220;
        rgb.set([v * gain, v * gain, (v + 10) * gain], (y * w + x) * 3);
      }
    for (let pass = 0; pass < blur; pass++) {
      const out = new Uint8Array(rgb.length);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++)
          for (let c = 0; c < 3; c++) {
            let sum = 0;
            let n = 0;
            for (let d = -3; d <= 3; d++) {
              const xx = Math.min(w - 1, Math.max(0, x + d));
              const yy = Math.min(h - 1, Math.max(0, y + d));
              sum += rgb[(y * w + xx) * 3 + c]! + rgb[(yy * w + x) * 3 + c]!;
              n += 2;
            }
            out[(y * w + x) * 3 + c] = sum / n;
          }
      rgb = out;
    }
    return photoStats(rgb, w, h);
  }

  test('a sharp, well-lit photo passes', () => {
    expect(photoRefusal(photo())).toBeNull();
  });

  test('the same photo at a fifth of its light is too dark', () => {
    expect(photoRefusal(photo(0.2))).toBe('tooDark');
  });

  test('the same photo blurred is blurred, and its Laplacian variance falls', () => {
    const sharp = photo();
    const soft = photo(1, 4);
    expect(photoRefusal(soft)).toBe('blurred');
    expect(soft.laplacianVariance).toBeLessThan(sharp.laplacianVariance / 10);
  });
});

test('every refusal with guidance has a message in all five languages', () => {
  for (const lang of ['en', 'ko', 'ja', 'zh', 'vi']) {
    const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8')) as {TryOn: {errors: Record<string, string>}};
    for (const code of GUIDANCE_REFUSALS) expect(messages.TryOn.errors[code]?.length ?? 0).toBeGreaterThan(20);
  }
});
