// @ts-check
/**
 * Decodes one of the shop's uploaded pictures in a process of its own (lib/uploads/decode's
 * decodeOnce starts it, and kills it when its time is up): its size (turned upright) and the
 * blurred placeholder. Decoding the whole picture is the last check of lib/media/accept: a file
 * that only looks like a picture fails here.
 *
 * Plain JavaScript on purpose: started from its path, in `next dev`, `next start`, the standalone
 * server and the tests alike. Message in: {bytes, pixels}. Message out: {ok: true, width, height,
 * blur} or {ok: false, error: 'tooManyPixels' | 'unreadable'}.
 */
import sharp from 'sharp';

sharp.concurrency(1);
sharp.cache(false);

/**
 * @param {Uint8Array} bytes
 * @param {number} pixels
 */
async function probe(bytes, pixels) {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** @type {sharp.Metadata} */
  let header;
  try {
    header = await sharp(input).metadata();
  } catch {
    return {ok: false, error: 'unreadable'};
  }
  // From the header, before any pixel is decoded.
  if ((header.width ?? 0) * (header.height ?? 0) > pixels) return {ok: false, error: 'tooManyPixels'};
  try {
    const image = sharp(input, {failOn: 'error', limitInputPixels: pixels}).rotate();
    const rotated = (header.orientation ?? 1) >= 5;
    const width = (rotated ? header.height : header.width) ?? 0;
    const height = (rotated ? header.width : header.height) ?? 0;
    const blur = await image.resize(16, 16, {fit: 'inside'}).webp({quality: 40}).toBuffer();
    if (!width || !height) return {ok: false, error: 'unreadable'};
    return {ok: true, width, height, blur};
  } catch {
    return {ok: false, error: 'unreadable'};
  }
}

if (process.send) {
  process.once('message', async (/** @type {{bytes: Uint8Array; pixels: number}} */ job) => {
    const answer = await probe(job.bytes, job.pixels);
    process.send?.(answer, () => process.exit(0));
  });
  process.once('disconnect', () => process.exit(0));
}
