/** Types of lib/preview/checks.mjs (plain JavaScript: the preview's worker process runs it by path). */
export type PhotoRefusal = 'tooDark' | 'blurred';
export type MaskRefusal = 'notFound' | 'tooSmall' | 'cutOff' | 'several' | 'hand' | 'transparent';

export const SIZE: {none: number; small: number};
export const LIMITS: {darkMean: number; darkP95: number; sharpness: number; sharpContrast: number};

export function isSkin(r: number, g: number, b: number): boolean;

export interface PhotoStats {
  mean: number;
  p95: number;
  contrast: number;
  laplacianVariance: number;
  sharpness: number;
}
export function photoStats(rgb: Uint8Array, w: number, h: number): PhotoStats;
export function photoRefusal(stats: PhotoStats): PhotoRefusal | null;

export function regions(mask: Uint8Array, w: number, h: number): {label: Int32Array; regions: {id: number; size: number; x0: number; y0: number; x1: number; y1: number}[]};
export function sidesTouched(mask: Uint8Array, w: number, h: number, rim?: number, share?: number): {top: boolean; bottom: boolean; left: boolean; right: boolean; count: number};
export function maskRefusal(input: {prob: Float32Array; mask: Uint8Array; rgb: Uint8Array; w: number; h: number}): {refusal: MaskRefusal | null; facts: Record<string, number>};
export const NEAR: number;
export const CUT: number;
export const RIM: number;
export const FAINT_ARM: number;
export const REPEAT: {grid: number; min: number; likeness: number};
export function markCut<R extends {id: number; x0: number; y0: number; x1: number; y1: number}>(label: Int32Array, found: R[], w: number, h: number): (R & {cut: boolean})[];
export function productParts<R extends {id: number; size: number; x0: number; y0: number; x1: number; y1: number; cut?: boolean}>(sorted: R[], w: number): {parts: R[]; room: R[]};
export function repeatLikeness(rgb: Uint8Array, w: number, h: number, box: {x0: number; y0: number; x1: number; y1: number}): number;
export function straightCut(mask: Uint8Array, w: number, h: number, rim?: number): number;
