/**
 * Writes the scaled widths of the default pictures (lib/media/widths: half and one and a half
 * times the page's width) from their @2x files, and removes scaled files whose @2x file is gone.
 * Called by art:render and art:templates after they write their files, and by `npm run art:widths`.
 */
import {existsSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {SCALED, scaledFile} from '../../lib/media/widths.ts';

/** WebP quality of the scaled files: between the 1x files' 80 and the @2x files' 86. */
const QUALITY = 82;

export async function writeScaledWidths(dir: string, pictures: readonly {src: string; src2x: string; width: number; height: number}[]): Promise<{written: number; bytes: number}> {
  const wanted = new Set<string>();
  let written = 0;
  let bytes = 0;
  for (const picture of pictures) {
    for (const factor of SCALED) {
      const width = Math.round(picture.width * factor);
      const file = path.join(dir, path.basename(scaledFile(picture.src2x, width)));
      wanted.add(path.basename(file));
      if (existsSync(file)) continue;
      const info = await sharp(path.join(dir, path.basename(picture.src2x)))
        .resize(width, Math.round(picture.height * factor), {kernel: 'lanczos3'})
        .webp({quality: QUALITY, effort: 6})
        .toFile(file);
      written++;
      bytes += info.size;
    }
  }
  for (const old of readdirSync(dir)) if (/\.\d+w\.webp$/.test(old) && !wanted.has(old)) rmSync(path.join(dir, old));
  return {written, bytes};
}
