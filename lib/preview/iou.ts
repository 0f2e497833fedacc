/**
 * How well a cut-out's mask matches the truth: intersection over union of two greyscale masks
 * (each thresholded at half), the truth scaled to the mask's size. For the tests and
 * `npm run bench:preview`.
 */
import sharp from 'sharp';

export async function maskIou(mask: Buffer, truth: Buffer): Promise<number> {
  const a = await sharp(mask).extractChannel(0).raw().toBuffer({resolveWithObject: true});
  const b = await sharp(truth).resize(a.info.width, a.info.height, {fit: 'fill'}).extractChannel(0).raw().toBuffer();
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.data.length; i++) {
    const x = a.data[i]! >= 128;
    const y = b[i]! >= 128;
    if (x && y) both++;
    if (x || y) either++;
  }
  return either ? both / either : 0;
}
