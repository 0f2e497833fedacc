/** Types of lib/preview/fit.mjs (plain JavaScript: the preview's worker process runs it by path). */
export function slotRect(slot: {x: number; y: number; width: number; height: number}, scale: number, W: number, H: number): {left: number; top: number; width: number; height: number};
export function coverCrop(sw: number, sh: number, dw: number, dh: number, focus: readonly [number, number]): {left: number; top: number; width: number; height: number};
export function slotScene(
  w: number,
  h: number,
  background: string,
): {
  width: number;
  height: number;
  foot: readonly [number, number];
  box: readonly [number, number, number, number];
  shadow: readonly [number, number];
  white: true;
  background: [number, number, number];
};
