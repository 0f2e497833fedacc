import {readFileSync} from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import {checkBeforeDecoding, DECODE_LIMITS} from '@/lib/uploads/decode';
import {JpegWalker, isCompleteJpeg} from '@/lib/uploads/jpeg';
import {scanBomb} from '../fixtures/scan-bomb';

const photo = readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'uploads', 'photo.jpg'));
/** What Galaxy phones append after the end marker (ends in "SEFT"), as in tests/fixtures/real/samsung-trailer.jpg. */
const samsungTrailer = Buffer.concat([Buffer.from('\0\0\x01\x0a\x0e\0\0\0Image_UTC_Data1732600000000'), Buffer.from('SEFH'), Buffer.alloc(12), Buffer.from([0x18, 0, 0, 0]), Buffer.from('SEFT')]);

function walkInChunks(bytes: Buffer, size: number): JpegWalker {
  const walker = new JpegWalker();
  for (let i = 0; i < bytes.length; i += size) walker.push(bytes.subarray(i, i + size));
  return walker;
}

describe('JPEG completeness (the end marker reached in the structure)', () => {
  test('a phone photo is complete, and stays complete with a Samsung trailer or a second picture after it', () => {
    expect(isCompleteJpeg(photo)).toBe(true);
    expect(isCompleteJpeg(Buffer.concat([photo, samsungTrailer]))).toBe(true);
    expect(isCompleteJpeg(Buffer.concat([photo, photo]))).toBe(true); // multi-picture (MPF)
  });

  test('a photo cut off anywhere before its end marker is incomplete, whatever is glued after the cut', () => {
    for (const cut of [2, 100, Math.floor(photo.length / 2), photo.length - 1]) {
      expect(isCompleteJpeg(photo.subarray(0, cut))).toBe(false);
    }
    // A file cut short keeps its tail's bytes random: a trailer after a cut scan is not an end marker.
    expect(isCompleteJpeg(Buffer.concat([photo.subarray(0, photo.length / 2), samsungTrailer]))).toBe(false);
  });

  test('not a JPEG at all fails at once', () => {
    const walker = new JpegWalker();
    walker.push(Buffer.from('GIF89a'));
    expect(walker.failed).toBe(true);
  });

  test('progressive JPEGs and EXIF thumbnails (with their own end marker inside a segment) are followed correctly', async () => {
    const progressive = await sharp(photo).jpeg({progressive: true}).toBuffer();
    const walker = new JpegWalker();
    walker.push(progressive);
    expect(walker.finish()).toBe(true);
    expect(walker.scans).toBeGreaterThan(1);
    // An APP1 segment holding a whole JPEG (as EXIF thumbnails do) before the picture's own data.
    const thumbnail = await sharp(photo).resize(32).jpeg().toBuffer();
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.from([((thumbnail.length + 2) >> 8) & 0xff, (thumbnail.length + 2) & 0xff]), thumbnail]);
    const withThumbnail = Buffer.concat([photo.subarray(0, 2), app1, photo.subarray(2)]);
    expect(isCompleteJpeg(withThumbnail)).toBe(true);
    // Cut inside the picture (after the thumbnail's end marker): still incomplete.
    expect(isCompleteJpeg(withThumbnail.subarray(0, app1.length + 2 + 200))).toBe(false);
  });

  test('the answer does not depend on how the bytes arrive', () => {
    const bytes = Buffer.concat([photo, samsungTrailer]);
    fc.assert(
      fc.property(fc.integer({min: 1, max: 4096}), fc.integer({min: 0, max: bytes.length}), (size, cut) => {
        const whole = isCompleteJpeg(bytes.subarray(0, cut));
        expect(walkInChunks(bytes.subarray(0, cut), size).finish()).toBe(whole);
        expect(whole).toBe(cut >= photo.length);
      }),
      {numRuns: 200},
    );
  });
});

describe('scans counted before decoding (security review 3, N2)', () => {
  test('a scan bomb is complete and its every scan is counted, however its bytes arrive; over the limit it is refused', () => {
    const bomb = scanBomb(300, 512);
    expect(isCompleteJpeg(bomb)).toBe(true);
    for (const size of [1, 7, 4096, bomb.length]) expect(walkInChunks(bomb, size).scans).toBe(301);
    expect(checkBeforeDecoding(bomb)).toBe('tooManyScans');
    expect(checkBeforeDecoding(scanBomb(DECODE_LIMITS.jpegScans - 1, 512))).toBeNull(); // with its DC scan: exactly the limit
    expect(checkBeforeDecoding(scanBomb(DECODE_LIMITS.jpegScans, 512))).toBe('tooManyScans');
  });

  test('what encoders write passes: a baseline photo, a progressive one, and files that are not JPEG at all', async () => {
    expect(checkBeforeDecoding(photo)).toBeNull();
    const progressive = await sharp(photo).jpeg({progressive: true}).toBuffer();
    expect(checkBeforeDecoding(progressive)).toBeNull();
    expect(checkBeforeDecoding(await sharp(photo).png().toBuffer())).toBeNull();
  });
});
