/**
 * The widths a default picture's files come in. `npm run art:render` and `npm run art:templates`
 * write each picture at the page's width (`src`) and at twice it (`src2x`); `npm run art:widths`
 * scales the @2x file down to half and one and a half times the page's width beside it, so a
 * phone downloads the width it draws: Lighthouse's phone (412 px wide at 1.75x) drew the front
 * page's 380 px hero from the 1120 px file (52 KB for the pair) where 840 px (24 KB) is enough, and
 * a template page's 140 px thumbnails from 560 px files. Plain functions, safe for client components.
 */

/** Multiples of the page's width written beside the 1x and 2x files. */
export const SCALED = [0.5, 1.5] as const;

/** The file of a picture scaled down from its @2x file to `width` pixels: named after the @2x file, whose name is its content's hash. */
export const scaledFile = (src2x: string, width: number) => src2x.replace(/\.webp$/, `.${width}w.webp`);

/** Every width of a default picture, narrowest first (`srcset` of its <img>). */
export function pictureWidths(picture: {src: string; src2x: string; width: number}): {src: string; width: number}[] {
  const scaled = SCALED.map((factor) => Math.round(picture.width * factor)).map((width) => ({src: scaledFile(picture.src2x, width), width}));
  return [...scaled, {src: picture.src, width: picture.width}, {src: picture.src2x, width: 2 * picture.width}].sort((a, b) => a.width - b.width);
}

/** The `srcset` attribute of a default picture. */
export const pictureSrcSet = (picture: {src: string; src2x: string; width: number}) =>
  pictureWidths(picture)
    .map((file) => `${file.src} ${file.width}w`)
    .join(', ');
