/** The shape of lib/preview/template-slots.ts (written by `npm run art:templates`, scripts/art/slots.mts). Client-safe. */

/** A picture area of a design page: where the buyer's photo goes. */
export interface Slot {
  /** The box in the page's own (1x) pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radii in the same pixels: top-left, top-right, bottom-right, bottom-left. */
  radius: readonly [number, number, number, number];
  fit: 'cover' | 'contain';
  /** The slot's panel colour (#rrggbb): the background a cut-out product stands on. */
  background: string;
}

export interface PageSlots {
  page: string;
  width: number;
  height: number;
  slots: readonly Slot[];
}

export interface TemplateSlots {
  /** The page the preview shows (the design's first with a slot) and its layer's file in lib/preview/designs: that page with its slots see-through. */
  page: string;
  layer: string;
  layerWidth: number;
  layerHeight: number;
  pages: readonly PageSlots[];
}
