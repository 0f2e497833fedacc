// @ts-check
/**
 * How the buyer's photo fits a design's photo slot (lib/preview/template-slots.ts) in the instant
 * preview's worker (./worker.mjs): the slot's pixels in the layer, the crop that covers it, and
 * where a cut-out product stands in it. Plain JavaScript, as the worker is.
 */

const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

/**
 * A slot's box in the layer's pixels (its page pixels times the layer's scale), inside the layer.
 * @param {{x: number; y: number; width: number; height: number}} slot
 * @param {number} scale
 * @param {number} W
 * @param {number} H
 */
export function slotRect(slot, scale, W, H) {
  const left = clamp(Math.round(slot.x * scale), 0, W - 1);
  const top = clamp(Math.round(slot.y * scale), 0, H - 1);
  return {left, top, width: Math.max(1, Math.min(W - left, Math.round(slot.width * scale))), height: Math.max(1, Math.min(H - top, Math.round(slot.height * scale)))};
}

/**
 * The crop of a photo (sw x sh) that covers a slot (dw x dh), as CSS's background-size: cover
 * does: the slot's shape, as large as the photo allows, centred on `focus` (photo pixels: the
 * product) as far as the photo's edges let it.
 * @param {number} sw
 * @param {number} sh
 * @param {number} dw
 * @param {number} dh
 * @param {readonly [number, number]} focus
 */
export function coverCrop(sw, sh, dw, dh, focus) {
  const scale = Math.max(dw / sw, dh / sh);
  const width = Math.max(1, Math.min(sw, Math.round(dw / scale)));
  const height = Math.max(1, Math.min(sh, Math.round(dh / scale)));
  return {left: Math.round(clamp(focus[0] - width / 2, 0, sw - width)), top: Math.round(clamp(focus[1] - height / 2, 0, sh - height)), width, height};
}

/**
 * Where a cut-out product stands in a slot (slot pixels), as a scene for placeInScene: on the
 * slot's own colour, its contact line at 86% of the slot's height, centred, within its middle.
 * @param {number} w
 * @param {number} h
 * @param {string} background
 * @returns {import('./worker.mjs').Scene}
 */
export function slotScene(w, h, background) {
  const hex = /^#?([0-9a-f]{6})$/i.exec(background)?.[1] ?? 'f2f2f2';
  const rgb = /** @type {const} */ ([0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)));
  return {width: w, height: h, foot: [w / 2, h * 0.86], box: [w * 0.2, h * 0.14, w * 0.8, h * 0.9], shadow: [0, 0], white: true, background: [rgb[0], rgb[1], rgb[2]]};
}
