/**
 * Regenerates tests/fixtures/real/: upload files written the way phones, cameras and apps write them
 * (EXIF orientation, a Samsung trailer after the JPEG's end, a multi-picture JPEG, CMYK, 16-bit and
 * cut-out PNGs, files whose name lies about their type, animations, HEIC, a cut-off JPEG, and MP4/MOV
 * videos with moov at the end, a rotation matrix or fragments), with manifest.json (what a test can
 * check about each) and README.md (what each imitates, how it was made, what the tools reported).
 *
 *   node --import tsx scripts/fixtures-real.mts
 *
 * Not run by the test suite: the files are committed. It checks every file it writes against its
 * manifest entry with sharp, ImageMagick, ExifTool, ffprobe and file(1), and stops on a mismatch.
 *
 * Needs, besides node_modules (sharp):
 *   apt-get install libimage-exiftool-perl imagemagick libheif-examples ffmpeg file
 *   - exiftool            (libimage-exiftool-perl): EXIF tags and thumbnails; checks MPF and the Samsung trailer
 *   - convert, identify   (imagemagick): the CMYK JPEG; identify checks every picture
 *   - heif-enc, heif-convert (libheif-examples, with libheif1's x265 encoder): the HEVC HEIC
 *   - ffmpeg, ffprobe     (ffmpeg, with libx264 and the native AAC encoder): the videos
 *   - file                (file): checks what each file says it is
 * Made with Debian 12's versions (ExifTool 12.57, ImageMagick 6.9.11, libheif 1.15.1 with x265 3.5,
 * ffmpeg 5.1); other versions write slightly different bytes. Everything drawn here is seeded, and
 * the tools are run so as to write no dates or versions of their own where they allow it.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, {type Sharp} from 'sharp';
import {FIFTY_MP, QUADRANTS, fiftyMegapixelJpeg, photoPixels, random} from '../tests/fixtures/real/large';

const OUT = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'real');
const LICENCE = 'CC0-1.0 (made here for this project)';

// ---------------------------------------------------------------------------------------------
// Tools

const TOOLS: {cmd: string; args: string[]; pkg: string; want: RegExp; what: string}[] = [
  {cmd: 'exiftool', args: ['-ver'], pkg: 'libimage-exiftool-perl', want: /^\d+\.\d+/, what: 'ExifTool'},
  {cmd: 'convert', args: ['-version'], pkg: 'imagemagick', want: /ImageMagick/, what: "ImageMagick's convert"},
  {cmd: 'identify', args: ['-version'], pkg: 'imagemagick', want: /ImageMagick/, what: "ImageMagick's identify"},
  {cmd: 'heif-enc', args: ['--list-encoders'], pkg: 'libheif-examples', want: /x265/, what: 'heif-enc with the x265 HEVC encoder'},
  {cmd: 'heif-convert', args: ['-h'], pkg: 'libheif-examples', want: /heif-convert/, what: 'heif-convert'},
  {cmd: 'ffmpeg', args: ['-hide_banner', '-encoders'], pkg: 'ffmpeg', want: /libx264[\s\S]*\baac\b|\baac\b[\s\S]*libx264/, what: 'ffmpeg with libx264 and aac'},
  {cmd: 'ffprobe', args: ['-version'], pkg: 'ffmpeg', want: /ffprobe version/, what: 'ffprobe'},
  {cmd: 'file', args: ['--version'], pkg: 'file', want: /file-\d/, what: 'file(1)'},
];

function checkTools() {
  const missing: string[] = [];
  for (const tool of TOOLS) {
    const r = spawnSync(tool.cmd, tool.args, {encoding: 'utf8'});
    if (r.error || !tool.want.test(`${r.stdout}${r.stderr}`)) missing.push(`  ${tool.what} (\`${tool.cmd}\`, Debian package ${tool.pkg})`);
  }
  if (missing.length > 0) {
    const pkgs = [...new Set(TOOLS.map((t) => t.pkg))].join(' ');
    console.error(`fixtures-real: missing tools:\n${missing.join('\n')}\nInstall them with: apt-get update && apt-get install -y ${pkgs}`);
    process.exit(1);
  }
}

function run(cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, {maxBuffer: 256 * 1024 * 1024});
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr.toString()}`);
  return r.stdout.toString();
}

const exiftool = (...args: string[]) => run('exiftool', ['-overwrite_original', '-q', ...args]);

checkTools();

// ---------------------------------------------------------------------------------------------
// Pictures

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fixtures-real-'));
process.on('exit', () => rmSync(tmp, {recursive: true, force: true}));
const out = (name: string) => path.join(OUT, name);
const temp = (name: string) => path.join(tmp, name);

const raw = (width: number, height: number, seed: number, noise = 6) => sharp(photoPixels(width, height, {seed, noise}), {raw: {width, height, channels: 3}});

/** Turns an upright picture into the pixels a camera stores for an EXIF orientation (1, 3, 6 or 8). */
const stored = (image: Sharp, orientation: 1 | 3 | 6 | 8) => (orientation === 1 ? image : image.rotate({3: 180, 6: 270, 8: 90}[orientation]));

/** The JPEG's segments up to the first SOS, and where its entropy-coded data ends (after FF D9). */
function jpegLayout(buf: Buffer) {
  if (buf[0] !== 0xff || buf[1] !== 0xd8) throw new Error('not a JPEG');
  const segments: {marker: number; offset: number; length: number; name: string}[] = [];
  let p = 2;
  for (;;) {
    const marker = buf[p + 1]!;
    const length = buf.readUInt16BE(p + 2) + 2;
    segments.push({marker, offset: p, length, name: buf.toString('latin1', p + 4, p + 8)});
    p += length;
    if (marker === 0xda) break;
  }
  // In entropy-coded data every FF is followed by 00 or an RSTn; FF D9 is the end of the image.
  // (Baseline single-scan JPEGs only, which is all this is used for.)
  let end = -1;
  for (let i = p; i < buf.length - 1; i++)
    if (buf[i] === 0xff && buf[i + 1] === 0xd9) {
      end = i + 2;
      break;
    }
  return {segments, end};
}

/**
 * A Samsung trailer as Galaxy phones append it after the JPEG's FF D9 (ExifTool's Samsung.pm,
 * ProcessSamsung): data blocks, each `00 00 <type LE16> <name length LE32> <name> <data>`, then the
 * directory `SEFH <version LE32> <count LE32>` with one 12-byte entry per block
 * (`00 00 <type LE16> <offset back from SEFH LE32> <block length LE32>`), then the directory's length
 * (LE32) and `SEFT`, the file's last 4 bytes.
 */
function samsungTrailer(blocks: {type: number; name: string; data: Buffer}[], version = 107): Buffer {
  const parts = blocks.map(({type, name, data}) => {
    const head = Buffer.alloc(8);
    head.writeUInt16LE(0, 0);
    head.writeUInt16LE(type, 2);
    head.writeUInt32LE(name.length, 4);
    return Buffer.concat([head, Buffer.from(name, 'latin1'), data]);
  });
  const dataLength = parts.reduce((n, b) => n + b.length, 0);
  const dir = Buffer.alloc(12 + 12 * blocks.length);
  dir.write('SEFH', 0, 'latin1');
  dir.writeUInt32LE(version, 4);
  dir.writeUInt32LE(blocks.length, 8);
  let start = 0;
  blocks.forEach((block, i) => {
    dir.writeUInt16LE(0, 12 + 12 * i);
    dir.writeUInt16LE(block.type, 14 + 12 * i);
    dir.writeUInt32LE(dataLength - start, 16 + 12 * i); // back from the start of SEFH
    dir.writeUInt32LE(parts[i]!.length, 20 + 12 * i);
    start += parts[i]!.length;
  });
  const tail = Buffer.alloc(8);
  tail.writeUInt32LE(dir.length, 0);
  tail.write('SEFT', 4, 'latin1');
  return Buffer.concat([...parts, dir, tail]);
}

/**
 * A multi-picture JPEG (CIPA DC-007 MPF): the primary image gets an APP2 "MPF\0" segment right after
 * its EXIF APP1, holding a big-endian TIFF header and an MP Index IFD (MPFVersion "0100",
 * NumberOfImages, MPEntry: 16 bytes per image: attribute, size, offset from the MPF TIFF header,
 * two dependent-image entry numbers); the other images follow the primary's FF D9.
 */
function multiPicture(primary: Buffer, others: {jpeg: Buffer; attribute: number}[]): Buffer {
  const n = 1 + others.length;
  const ifdEntries = 3;
  const entriesAt = 8 + 2 + 12 * ifdEntries + 4; // from the TIFF header
  const tiff = Buffer.alloc(entriesAt + 16 * n);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(ifdEntries, 8);
  const entry = (i: number, tag: number, type: number, count: number, value: (b: Buffer, at: number) => void) => {
    const at = 10 + 12 * i;
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(tiff, at + 8);
  };
  entry(0, 0xb000, 7, 4, (b, at) => b.write('0100', at, 'latin1')); // MPFVersion, UNDEFINED[4]
  entry(1, 0xb001, 4, 1, (b, at) => b.writeUInt32BE(n, at)); // NumberOfImages, LONG
  entry(2, 0xb002, 7, 16 * n, (b, at) => b.writeUInt32BE(entriesAt, at)); // MPEntry, UNDEFINED[16n]
  tiff.writeUInt32BE(0, 10 + 12 * ifdEntries); // no MP Attribute IFD
  const app2 = Buffer.alloc(4 + 4 + tiff.length);
  app2.writeUInt16BE(0xffe2, 0);
  app2.writeUInt16BE(app2.length - 2, 2);
  app2.write('MPF\0', 4, 'latin1');

  const {segments} = jpegLayout(primary);
  const exif = segments.find((s) => s.marker === 0xe1 && s.name === 'Exif');
  const insertAt = exif ? exif.offset + exif.length : 2;
  const tiffStart = insertAt + 8; // where the MPF TIFF header will be in the file
  const firstLength = primary.length + app2.length;
  let offset = firstLength - tiffStart;
  const write = (i: number, attribute: number, size: number, from: number) => {
    const at = entriesAt + 16 * i;
    tiff.writeUInt32BE(attribute, at);
    tiff.writeUInt32BE(size, at + 4);
    tiff.writeUInt32BE(from, at + 8);
    tiff.writeUInt16BE(0, at + 12);
    tiff.writeUInt16BE(0, at + 14);
  };
  write(0, 0x20030000, firstLength, 0); // representative image, JPEG, Baseline MP Primary Image
  others.forEach((other, i) => {
    write(i + 1, other.attribute, other.jpeg.length, offset);
    offset += other.jpeg.length;
  });
  tiff.copy(app2, 8);
  return Buffer.concat([primary.subarray(0, insertAt), app2, primary.subarray(insertAt), ...others.map((o) => o.jpeg)]);
}

/** The boxes of an ISO BMFF file (MP4, MOV, HEIC) between start and end: type, where its body starts, where it ends. */
function children(buf: Buffer, start = 0, end = buf.length) {
  const found: {type: string; start: number; body: number; end: number}[] = [];
  for (let p = start; p + 8 <= end;) {
    let size = buf.readUInt32BE(p);
    let header = 8;
    const type = buf.toString('latin1', p + 4, p + 8);
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(p + 8));
      header = 16;
    } else if (size === 0) size = end - p;
    if (size < header) throw new Error(`bad box ${type} at ${p}`);
    found.push({type, start: p, body: p + header, end: p + size});
    p += size;
  }
  return found;
}
const boxes = (buf: Buffer) => children(buf).map((b) => b.type);

/**
 * Sets the video track's tkhd matrix to a 90° clockwise rotation, in place, as iPhones write portrait
 * video ({0, 1, 0; -1, 0, 0; height, 0, 1} in 16.16/2.30 fixed point). (ExifTool's -Rotation writes the
 * same matrix but moves moov before mdat, and an iPhone's moov comes last.)
 */
function rotateVideoTrack(buf: Buffer, storedHeight: number) {
  const moov = children(buf).find((b) => b.type === 'moov')!;
  for (const trak of children(buf, moov.body, moov.end).filter((b) => b.type === 'trak')) {
    const inTrak = children(buf, trak.body, trak.end);
    const mdia = inTrak.find((b) => b.type === 'mdia')!;
    const hdlr = children(buf, mdia.body, mdia.end).find((b) => b.type === 'hdlr')!;
    if (buf.toString('latin1', hdlr.body + 8, hdlr.body + 12) !== 'vide') continue;
    const tkhd = inTrak.find((b) => b.type === 'tkhd')!;
    const matrix = tkhd.body + (buf[tkhd.body] === 1 ? 52 : 40);
    [0, 0x10000, 0, -0x10000, 0, 0, storedHeight * 0x10000, 0, 0x40000000].forEach((v, i) => buf.writeInt32BE(v, matrix + 4 * i));
    return;
  }
  throw new Error('no video track');
}

// ---------------------------------------------------------------------------------------------
// The manifest

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'mp4' | 'mov';
interface Expect {
  format: Format;
  mime: string;
  intact: boolean;
  width: number;
  height: number;
  orientation: number;
  animated: boolean;
  frames?: number;
  topLeftColour?: string;
  [more: string]: unknown;
}
interface Entry {
  file: string;
  what: string;
  origin: string;
  licence: string;
  kind: 'image' | 'video';
  expect: Expect;
}
const entries: Entry[] = [];
// Keys in the manifest's order: file, what, origin, licence, kind, expect.
const add = ({file, what, origin, kind, expect}: Omit<Entry, 'licence'>) => entries.push({file, what, origin, licence: LICENCE, kind, expect});

const TL = QUADRANTS.topLeft.name;
const PHOTO = 'photoPixels (large.ts)';

// samsung-trailer.jpg -------------------------------------------------------------------------
{
  const [w, h] = [1000, 750];
  await raw(w, h, 11).jpeg({quality: 90}).toFile(temp('samsung.jpg'));
  exiftool(
    '-JFIF:all=',
    '-Make=samsung',
    '-Model=SM-S918N',
    '-Software=S918NKSU2BWL1',
    '-Orientation#=1',
    '-DateTimeOriginal=2024:05:18 09:30:12',
    '-CreateDate=2024:05:18 09:30:12',
    '-ModifyDate=2024:05:18 09:30:12',
    '-OffsetTime*=+09:00',
    '-ExifImageWidth=1000',
    '-ExifImageHeight=750',
    temp('samsung.jpg'),
  );
  const jpeg = readFileSync(temp('samsung.jpg'));
  const dual = await raw(320, 240, 12, 3).jpeg({quality: 80}).toBuffer();
  const trailer = samsungTrailer([
    {type: 0x0001, name: 'DualShot_1', data: dual},
    {type: 0x0a01, name: 'Image_UTC_Data', data: Buffer.from('1716024612345', 'latin1')},
    {type: 0x0aa1, name: 'MCC_Data', data: Buffer.from('450', 'latin1')},
  ]);
  writeFileSync(out('samsung-trailer.jpg'), Buffer.concat([jpeg, trailer]));
  add({
    file: 'samsung-trailer.jpg',
    kind: 'image',
    what: 'Samsung Galaxy S23 Ultra (SM-S918N) photo: EXIF, then after the JPEG\'s FF D9 a Samsung "SEFH/SEFT" trailer (a Live-focus DualShot_1 JPEG, Image_UTC_Data, MCC_Data); the file ends in "SEFT", not FF D9',
    origin: `sharp: ${PHOTO} 1000x750 to JPEG q90; exiftool: JFIF removed, Make/Model/Software/dates set; the script appends a trailer in ExifTool Samsung.pm's layout (version 107, 3 blocks: 0x0001 DualShot_1 = a 320x240 JPEG, 0x0a01 Image_UTC_Data = "1716024612345", 0x0aa1 MCC_Data = "450")`,
    expect: {
      format: 'jpeg',
      mime: 'image/jpeg',
      intact: true,
      width: w,
      height: h,
      orientation: 1,
      animated: false,
      topLeftColour: TL,
      make: 'samsung',
      model: 'SM-S918N',
      jpegEnd: jpeg.length,
      trailer: 'samsung',
      trailerBytes: trailer.length,
      endsWith: 'SEFT',
      samsungTimeStamp: 1716024612345,
    },
  });
}

// exif-orientation-{3,6,8}.jpg ----------------------------------------------------------------
{
  const [w, h] = [600, 800]; // as displayed: portrait
  const devices = {
    3: {make: 'Google', model: 'Pixel 7', what: 'Google Pixel 7 photo taken with the phone upside down'},
    6: {make: 'Apple', model: 'iPhone 13', what: 'iPhone 13 portrait photo as iPhones write every portrait shot'},
    8: {make: 'samsung', model: 'SM-A536B', what: 'Samsung Galaxy A53 portrait photo taken with the phone turned the other way'},
  } as const;
  for (const o of [3, 6, 8] as const) {
    const file = `exif-orientation-${o}.jpg`;
    const upright = photoPixels(w, h, {seed: 20 + o});
    const image = () => sharp(upright, {raw: {width: w, height: h, channels: 3}});
    await stored(image(), o).jpeg({quality: 88}).toFile(temp(file));
    // The EXIF thumbnail is stored rotated too, as cameras write it.
    await stored(image().resize(120, 160), o)
      .jpeg({quality: 70})
      .toFile(temp(`thumb-${o}.jpg`));
    const sw = o === 3 ? w : h;
    const sh = o === 3 ? h : w;
    // What a reader that ignores the orientation shows top-left: the displayed picture's bottom-right
    // (3), top-right (6: stored turned anticlockwise) or bottom-left (8: stored turned clockwise).
    const storedTopLeftColour = {3: QUADRANTS.bottomRight, 6: QUADRANTS.topRight, 8: QUADRANTS.bottomLeft}[o].name;
    const d = devices[o];
    exiftool(
      '-JFIF:all=',
      `-Make=${d.make}`,
      `-Model=${d.model}`,
      `-Orientation#=${o}`,
      '-DateTimeOriginal=2024:06:02 17:45:03',
      `-ExifImageWidth=${sw}`,
      `-ExifImageHeight=${sh}`,
      `-ThumbnailImage<=${temp(`thumb-${o}.jpg`)}`,
      temp(file),
    );
    writeFileSync(out(file), readFileSync(temp(file)));
    add({
      file,
      kind: 'image',
      what: `${d.what}: pixels stored ${sw}x${sh}${o === 3 ? ' upside down' : o === 6 ? ' turned 90° anticlockwise' : ' turned 90° clockwise'}, EXIF Orientation ${o} (and an EXIF thumbnail stored the same way); upright only once the orientation is applied`,
      origin: `sharp: ${PHOTO} drawn upright 600x800, rotated ${{3: 180, 6: 270, 8: 90}[o]}° clockwise, JPEG q88; a 120x160 thumbnail the same way; exiftool: JFIF removed, Make/Model/Orientation#=${o}/DateTimeOriginal/ExifImageWidth/Height and ThumbnailImage set`,
      expect: {
        format: 'jpeg',
        mime: 'image/jpeg',
        intact: true,
        width: w,
        height: h,
        orientation: o,
        animated: false,
        topLeftColour: TL,
        storedWidth: sw,
        storedHeight: sh,
        storedTopLeftColour,
        make: d.make,
        model: d.model,
      },
    });
  }
}

// mpf-multi-picture.jpg -----------------------------------------------------------------------
{
  const [w, h] = [1000, 750];
  await raw(w, h, 31).jpeg({quality: 88}).toFile(temp('mpf.jpg'));
  exiftool('-JFIF:all=', '-Make=Apple', '-Model=iPhone 14', '-Orientation#=1', '-DateTimeOriginal=2024:07:14 12:01:40', temp('mpf.jpg'));
  const preview = await raw(640, 480, 31).jpeg({quality: 80}).toBuffer();
  const file = multiPicture(readFileSync(temp('mpf.jpg')), [{jpeg: preview, attribute: 0x00010001}]);
  writeFileSync(out('mpf-multi-picture.jpg'), file);
  add({
    file: 'mpf-multi-picture.jpg',
    kind: 'image',
    what: 'Multi-picture JPEG (CIPA MPF) as iPhones, Android phones (Ultra HDR gain maps) and cameras write: an APP2 "MPF" index after EXIF, then a second, 640x480 JPEG after the primary image\'s FF D9',
    origin: `sharp: ${PHOTO} 1000x750 JPEG q88, exiftool: JFIF removed, Make/Model/date set; the script inserts an APP2 MPF segment (big-endian MP Index IFD: MPFVersion 0100, NumberOfImages 2, MPEntry: primary 0x20030000 "Baseline MP Primary Image", second 0x00010001 "Large Thumbnail (VGA)") and appends a 640x480 JPEG q80 of the same picture`,
    expect: {
      format: 'jpeg',
      mime: 'image/jpeg',
      intact: true,
      width: w,
      height: h,
      orientation: 1,
      animated: false,
      topLeftColour: TL,
      mpfImages: 2,
      secondImage: {offset: file.length - preview.length, bytes: preview.length, width: 640, height: 480},
    },
  });
}

// progressive.jpg -----------------------------------------------------------------------------
{
  const [w, h] = [1000, 750];
  await raw(w, h, 41).jpeg({quality: 85, progressive: true}).toFile(out('progressive.jpg'));
  add({
    file: 'progressive.jpg',
    kind: 'image',
    what: 'Progressive JPEG, as messengers, social apps and web exports (Photoshop "Save for Web", WhatsApp) save photos: several scans instead of one, no EXIF',
    origin: `sharp: ${PHOTO} 1000x750, JPEG q85 progressive`,
    expect: {format: 'jpeg', mime: 'image/jpeg', intact: true, width: w, height: h, orientation: 1, animated: false, topLeftColour: TL, progressive: true},
  });
}

// cmyk.jpg ------------------------------------------------------------------------------------
{
  const [w, h] = [800, 600];
  await raw(w, h, 51).png().toFile(temp('cmyk.png'));
  run('convert', [temp('cmyk.png'), '-strip', '-colorspace', 'CMYK', '-quality', '90', temp('cmyk.jpg')]);
  exiftool('-JFIF:all=', temp('cmyk.jpg')); // JFIF is for YCbCr and grey; Photoshop's CMYK files have none
  writeFileSync(out('cmyk.jpg'), readFileSync(temp('cmyk.jpg')));
  add({
    file: 'cmyk.jpg',
    kind: 'image',
    what: 'CMYK JPEG as print and Photoshop-style apps save it: 4 components, Adobe APP14 marker, no ICC profile (a decoder must convert it to RGB itself)',
    origin: `sharp: ${PHOTO} 800x600 to PNG; ImageMagick: convert -strip -colorspace CMYK -quality 90 (Adobe APP14, YCCK); exiftool: JFIF removed`,
    expect: {format: 'jpeg', mime: 'image/jpeg', intact: true, width: w, height: h, orientation: 1, animated: false, topLeftColour: TL, space: 'cmyk', channels: 4, adobeApp14: true},
  });
}

// png-16bit.png -------------------------------------------------------------------------------
{
  // Small: 16-bit data barely compresses (480x360 already makes 700 KB); no noise for the same reason.
  const [w, h] = [320, 240];
  const pixels = photoPixels(w, h, {seed: 61, noise: 0, depth16: true});
  await sharp(pixels, {raw: {width: w, height: h, channels: 3}})
    .toColourspace('rgb16')
    .png({compressionLevel: 9})
    .toFile(out('png-16bit.png'));
  add({
    file: 'png-16bit.png',
    kind: 'image',
    what: '16-bit-per-channel RGB PNG as Lightroom, Photoshop, Affinity or a scanner app export it (48 bits a pixel, values using the full 16-bit range)',
    origin: `sharp: ${PHOTO} 320x240 drawn at 16 bits without noise (Uint16Array), toColourspace('rgb16'), PNG level 9`,
    expect: {format: 'png', mime: 'image/png', intact: true, width: w, height: h, orientation: 1, animated: false, topLeftColour: TL, bitDepth: 16, channels: 3},
  });
}

// png-alpha.png -------------------------------------------------------------------------------
{
  const [w, h] = [600, 800];
  // A cut-out "product": a bottle-like silhouette with soft (anti-aliased) edges, transparent around it.
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <path fill="#fff" d="M255 60 h90 a12 12 0 0 1 12 12 v110 c0 30 108 60 108 150 v360 a40 40 0 0 1 -40 40 h-250 a40 40 0 0 1 -40 -40 v-360 c0 -90 108 -120 108 -150 v-110 a12 12 0 0 1 12 -12 z"/>
  </svg>`);
  await raw(w, h, 71, 1.5)
    .ensureAlpha()
    .composite([{input: mask, blend: 'dest-in'}])
    .png({compressionLevel: 9})
    .toFile(out('png-alpha.png'));
  add({
    file: 'png-alpha.png',
    kind: 'image',
    what: 'RGBA PNG cut-out as background-removal apps (iOS "Lift subject", remove.bg, Canva) export it: a bottle-shaped object with anti-aliased edges on a fully transparent background',
    origin: `sharp: ${PHOTO} 600x800, ensureAlpha, composited 'dest-in' with an SVG bottle silhouette, PNG level 9`,
    expect: {format: 'png', mime: 'image/png', intact: true, width: w, height: h, orientation: 1, animated: false, alpha: true, transparentCorners: true, channels: 4},
  });
}

// webp-named.jpg, png-named.jpg ---------------------------------------------------------------
{
  await raw(1000, 750, 81).webp({quality: 85}).toFile(out('webp-named.jpg'));
  add({
    file: 'webp-named.jpg',
    kind: 'image',
    what: 'A lossy WebP saved with a .jpg name, as browsers ("Save image as" from a CDN serving WebP) and some Android galleries and messengers do',
    origin: `sharp: ${PHOTO} 1000x750, WebP q85, written as .jpg`,
    expect: {format: 'webp', mime: 'image/webp', intact: true, width: 1000, height: 750, orientation: 1, animated: false, topLeftColour: TL, extensionLies: true},
  });
  await raw(640, 480, 82, 1).png({compressionLevel: 9}).toFile(out('png-named.jpg'));
  add({
    file: 'png-named.jpg',
    kind: 'image',
    what: 'A PNG saved with a .jpg name, as messenger apps (Telegram, WhatsApp "Save to gallery", screenshot sharing) save forwarded pictures',
    origin: `sharp: ${PHOTO} 640x480, PNG level 9, written as .jpg`,
    expect: {format: 'png', mime: 'image/png', intact: true, width: 640, height: 480, orientation: 1, animated: false, topLeftColour: TL, extensionLies: true},
  });
}

// animated.webp, animated.gif -----------------------------------------------------------------
async function animation(width: number, height: number, frames: number, seed: number, noise: number) {
  const all = Buffer.concat(Array.from({length: frames}, (_, i) => photoPixels(width, height, {seed, noise, shift: (i - 1) * 0.03})));
  return sharp(all, {raw: {width, height: height * frames, channels: 3, pageHeight: height}});
}
{
  const frames = 4;
  await (await animation(512, 512, frames, 91, 3)).webp({quality: 75, loop: 0, delay: Array(frames).fill(200)}).toFile(out('animated.webp'));
  add({
    file: 'animated.webp',
    kind: 'image',
    what: 'Animated WebP (4 frames, 512x512, looping) as WhatsApp/Telegram animated stickers and GIF keyboards save them',
    origin: `sharp: 4 frames of ${PHOTO} with the round objects moving, raw input with pageHeight, WebP q75 loop 0 delay 200 ms`,
    expect: {format: 'webp', mime: 'image/webp', intact: true, width: 512, height: 512, orientation: 1, animated: true, frames, topLeftColour: TL},
  });
  await (await animation(480, 360, frames, 92, 0)).gif({loop: 0, delay: Array(frames).fill(150), colours: 128}).toFile(out('animated.gif'));
  add({
    file: 'animated.gif',
    kind: 'image',
    what: 'Animated GIF (4 frames, 480x360, looping) as GIF makers, Giphy and phone "convert to GIF" features write',
    origin: `sharp: 4 frames of ${PHOTO} (no noise) with the round objects moving, raw input with pageHeight, GIF 128 colours loop 0 delay 150 ms`,
    expect: {format: 'gif', mime: 'image/gif', intact: true, width: 480, height: 360, orientation: 1, animated: true, frames, topLeftColour: TL},
  });
}

// iphone.heic ---------------------------------------------------------------------------------
{
  const [w, h] = [1008, 756]; // a quarter of an iPhone's 4032x3024 on each side
  await raw(w, h, 101, 4).png().toFile(temp('heic.png'));
  run('heif-enc', ['-q', '55', '-t', '320', '-o', temp('iphone.heic'), temp('heic.png')]);
  const heic = readFileSync(temp('iphone.heic'));
  // heif-enc 1.15 writes the compatible brands "mif1 heic miaf" twice; iPhones (iOS 15-16) write
  // "mif1 MiHE MiPr miaf MiHB heic". Same length, so the in-place swap moves no offsets.
  const ftyp = heic.subarray(0, heic.readUInt32BE(0));
  if (ftyp.toString('latin1', 4, 12) !== 'ftypheic' || ftyp.length !== 40) throw new Error(`unexpected heif-enc ftyp: ${ftyp.toString('latin1')}`);
  ftyp.write('mif1MiHEMiPrmiafMiHBheic', 16, 'latin1');
  writeFileSync(temp('iphone.heic'), heic);
  exiftool('-Make=Apple', '-Model=iPhone 15 Pro', '-Software=17.5.1', '-Orientation#=1', '-DateTimeOriginal=2024:08:03 10:12:55', '-OffsetTimeOriginal=+02:00', temp('iphone.heic'));
  writeFileSync(out('iphone.heic'), readFileSync(temp('iphone.heic')));
  add({
    file: 'iphone.heic',
    kind: 'image',
    what: 'HEIC as iPhones write photos (HEVC-coded HEIF, ftyp major brand "heic", compatible "mif1 MiHE MiPr miaf MiHB heic", EXIF Make Apple, a 320-px thumbnail item); unlike a real iPhone file the primary image is one HEVC image, not a grid of 512x512 tiles',
    origin: `sharp: ${PHOTO} 1008x756 to PNG; heif-enc (libheif 1.15.1, x265) -q 55 -t 320; the script swaps heif-enc's compatible brands for an iPhone's (same length); exiftool: Make/Model/Software/Orientation/date set`,
    expect: {format: 'heic', mime: 'image/heic', intact: true, width: w, height: h, orientation: 1, animated: false, topLeftColour: TL, compression: 'hevc', brand: 'heic', sharpDecodes: false},
  });
}

// truncated.jpg -------------------------------------------------------------------------------
{
  const [w, h] = [1000, 750];
  await raw(w, h, 111).jpeg({quality: 85}).toFile(temp('whole.jpg'));
  exiftool('-JFIF:all=', '-Make=Xiaomi', '-Model=Redmi Note 12', '-DateTimeOriginal=2024:09:21 19:05:44', temp('whole.jpg'));
  const whole = readFileSync(temp('whole.jpg'));
  const {segments} = jpegLayout(whole);
  const sos = segments.at(-1)!;
  const cut = Math.floor(whole.length * 0.6);
  if (cut <= sos.offset + sos.length) throw new Error('the cut is not inside the scan data');
  writeFileSync(out('truncated.jpg'), whole.subarray(0, cut));
  add({
    file: 'truncated.jpg',
    kind: 'image',
    what: 'An upload cut off by a dropped mobile connection: a Redmi Note 12 JPEG whose headers are whole but whose scan data stops at 60% of the file (no FF D9); decoders see the size but not all the pixels',
    origin: `sharp: ${PHOTO} 1000x750 JPEG q85, exiftool: JFIF removed, Make/Model/date set; the first 60% of its ${whole.length} bytes kept`,
    expect: {format: 'jpeg', mime: 'image/jpeg', intact: false, width: w, height: h, orientation: 1, animated: false, wholeBytes: whole.length, bytes: cut, scanDataStarts: sos.offset + sos.length},
  });
}

// Videos --------------------------------------------------------------------------------------
const FPS = 30;
const SECONDS = 2;
/** Raw RGB frames (rgb24) of the picture with the round objects drifting, in a temp file. */
function frames(name: string, width: number, height: number, seed: number) {
  const rand = random(seed);
  const all = Array.from({length: FPS * SECONDS}, (_, i) => photoPixels(width, height, {seed, noise: 1.5, shift: (i / (FPS * SECONDS) - 0.5) * 0.08 + rand() * 0.002}));
  writeFileSync(temp(name), Buffer.concat(all));
  return ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(FPS), '-i', temp(name)];
}
const tone = (rate: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=${rate}:duration=${SECONDS},aformat=channel_layouts=stereo`];
const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', '-threads', '1'];
const H264 = (crf: number, gop: number) => ['-c:v', 'libx264', '-preset', 'medium', '-crf', String(crf), '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', String(gop), '-x264-params', 'threads=1'];
const AAC = ['-c:a', 'aac', '-b:a', '64k'];
const ffmpeg = (...args: string[]) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

{
  const input = frames('landscape.rgb', 640, 360, 121);
  ffmpeg(...input, ...tone(48000), ...BITEXACT, ...H264(30, 60), ...AAC, '-brand', 'mp42', '-metadata', 'creation_time=2024-05-18T09:31:00Z', '-shortest', '-f', 'mp4', out('phone-moov-at-end.mp4'));
  add({
    file: 'phone-moov-at-end.mp4',
    kind: 'video',
    what: 'MP4 as Android phones record (H.264 High + AAC stereo, ftyp "mp42"): the moov index comes AFTER the mdat media data, so a reader must seek to the end before it can play or probe it',
    origin: 'script: 60 frames of photoPixels 640x360 (objects drifting) piped raw to ffmpeg 5.1: libx264 crf 30 high, aac 64k from a 440 Hz sine, -brand mp42, no +faststart, bitexact, 1 thread',
    expect: {
      format: 'mp4',
      mime: 'video/mp4',
      intact: true,
      width: 640,
      height: 360,
      orientation: 1,
      animated: false,
      topLeftColour: TL,
      rotation: 0,
      durationSeconds: SECONDS,
      videoCodec: 'h264',
      audioCodec: 'aac',
      brand: 'mp42',
      topLevelBoxes: ['ftyp', 'free', 'mdat', 'moov'],
      moovAfterMdat: true,
    },
  });

  ffmpeg(
    ...input,
    ...tone(44100),
    ...BITEXACT,
    ...H264(30, 15),
    ...AAC,
    '-movflags',
    'frag_keyframe+empty_moov+default_base_moof',
    '-metadata',
    'creation_time=2024-05-18T09:32:00Z',
    '-shortest',
    '-f',
    'mp4',
    out('fragmented.mp4'),
  );
  add({
    file: 'fragmented.mp4',
    kind: 'video',
    what: "Fragmented MP4 as Safari's MediaRecorder, screen recorders and live-streaming apps write: an empty moov (no sample tables) then one moof+mdat pair per half second",
    origin: 'script: the same 60 frames piped to ffmpeg 5.1: libx264 crf 30 high, keyframe every 15 frames, aac 64k, -movflags frag_keyframe+empty_moov+default_base_moof, bitexact, 1 thread',
    expect: {
      format: 'mp4',
      mime: 'video/mp4',
      intact: true,
      width: 640,
      height: 360,
      orientation: 1,
      animated: false,
      topLeftColour: TL,
      rotation: 0,
      durationSeconds: SECONDS,
      videoCodec: 'h264',
      audioCodec: 'aac',
      fragmented: true,
      fragments: 4,
    },
  });
}
{
  // Displayed portrait 360x640; stored 640x360 turned 90° anticlockwise with a 90° rotation matrix,
  // as iPhones record portrait video.
  const input = frames('portrait.rgb', 360, 640, 131);
  ffmpeg(
    ...input,
    ...tone(44100),
    ...BITEXACT,
    '-vf',
    'transpose=cclock',
    ...H264(30, 30),
    ...AAC,
    '-movflags',
    'use_metadata_tags',
    '-metadata',
    'com.apple.quicktime.make=Apple',
    '-metadata',
    'com.apple.quicktime.model=iPhone 13',
    '-metadata',
    'com.apple.quicktime.software=17.5.1',
    '-metadata',
    'com.apple.quicktime.creationdate=2024-05-18T11:33:00+0200',
    '-metadata',
    'creation_time=2024-05-18T09:33:00Z',
    '-shortest',
    '-f',
    'mov',
    temp('phone.mov'),
  );
  const mov = readFileSync(temp('phone.mov'));
  rotateVideoTrack(mov, 360);
  writeFileSync(out('phone.mov'), mov);
  add({
    file: 'phone.mov',
    kind: 'video',
    what: 'QuickTime MOV as iPhones record portrait video ("Most Compatible": H.264 + AAC, ftyp "qt  ", Apple make/model keys, moov after mdat): pixels stored 640x360 landscape with a 90° track matrix, so it shows as 360x640 portrait',
    origin:
      'script: 60 frames of photoPixels drawn upright 360x640, piped to ffmpeg 5.1: transpose=cclock, libx264 crf 30 high, aac 64k, -f mov, use_metadata_tags with com.apple.quicktime.* keys, bitexact; the script sets the video tkhd matrix to a 90° rotation as an iPhone writes it (moov stays after mdat)',
    expect: {
      format: 'mov',
      mime: 'video/quicktime',
      intact: true,
      width: 360,
      height: 640,
      orientation: 1,
      animated: false,
      topLeftColour: TL,
      rotation: 90,
      storedWidth: 640,
      storedHeight: 360,
      durationSeconds: SECONDS,
      videoCodec: 'h264',
      audioCodec: 'aac',
      brand: 'qt  ',
      topLevelBoxes: ['ftyp', 'wide', 'mdat', 'moov'],
      moovAfterMdat: true,
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Checks: every file against its manifest entry, with sharp and the command-line tools

const COLOURS = Object.values(QUADRANTS);
function nearestColour(rgb: number[]) {
  const d = COLOURS.map((c) => ({name: c.name, d: Math.hypot(...c.rgb.map((v, i) => v - rgb[i]!))})).sort((a, b) => a.d - b.d);
  return d[0]!.name;
}
/** Mean colour of the middle of the top-left quadrant of an upright RGB(A) picture. */
async function topLeft(image: Sharp) {
  const {data, info} = await image.removeAlpha().raw().toBuffer({resolveWithObject: true});
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.floor(info.height * 0.1); y < info.height * 0.4; y++)
    for (let x = Math.floor(info.width * 0.1); x < info.width * 0.4; x++) {
      for (let c = 0; c < 3; c++) sum[c]! += data[(y * info.width + x) * info.channels + c]!;
      n++;
    }
  return nearestColour(sum.map((s) => s / n));
}

const problems: string[] = [];
const checked: Record<string, string[]> = {};
const must = (file: string, ok: boolean, what: string) => {
  if (!ok) problems.push(`${file}: ${what}`);
};

for (const {file, kind, expect} of entries) {
  const p = out(file);
  const buf = readFileSync(p);
  const notes: string[] = [];
  const fileSays = run('file', ['-b', p]).trim();
  notes.push(
    `file: ${fileSays
      .replace(/: \[[^\]]*\]/, '')
      .split(', ')
      .slice(0, 3)
      .join(', ')}`,
  );
  const exif = JSON.parse(run('exiftool', ['-j', '-n', '-G1', p]))[0] as Record<string, unknown>;
  const x = (tag: string) => exif[tag];

  if (kind === 'image') {
    // ImageMagick: one line per frame.
    const id = spawnSync('identify', ['-format', '%m %wx%h %z-bit %[colorspace]\n', p], {encoding: 'utf8'});
    const lines = id.stdout.trim().split('\n').filter(Boolean);
    const idWarn =
      id.status !== 0 || /corrupt|premature|warning|error/i.test(id.stderr)
        ? ` (${id.status === 0 ? 'warns' : 'fails'}: "${id.stderr
            .trim()
            .split('\n')[0]!
            .replace(/^identify(-im6\.q16)?: /, '')
            .replace(/ `.*$/, '')}")`
        : '';
    notes.push(`identify: ${lines[0] ?? '-'}${lines.length > 1 ? `, ${lines.length} frames` : ''}${idWarn}`);
    if (expect.intact) must(file, id.status === 0 && lines.length === (expect.frames ?? 1), `identify: ${id.status} ${id.stderr} ${lines.length} frames`);

    // ExifTool
    const et: string[] = [`${x('File:FileType')} ${String(x('Composite:ImageSize') ?? '').replace(' ', 'x')}`.trim()];
    const orient = x('IFD0:Orientation');
    if (orient !== undefined) et.push(`Orientation ${orient}`);
    if (x('IFD0:Make')) et.push(`${x('IFD0:Make')} ${x('IFD0:Model')}`);
    if (x('IFD1:ThumbnailLength')) et.push(`thumbnail ${x('IFD1:ThumbnailLength')} B`);
    if (x('MPF0:NumberOfImages')) et.push(`MPF NumberOfImages ${x('MPF0:NumberOfImages')}, MPImage2 ${x('MPImage2:MPImageLength') ?? x('MPF0:MPImageLength')} B`);
    if (x('Samsung:TimeStamp')) et.push(`Samsung trailer: TimeStamp ${x('Samsung:TimeStamp')}, EmbeddedImage ${x('Samsung:EmbeddedImageName')}, MCCData ${x('Samsung:MCCData')}`);
    if (x('Adobe:ColorTransform') !== undefined) et.push(`Adobe APP14 ColorTransform ${x('Adobe:ColorTransform')}`);
    if (x('PNG:BitDepth')) et.push(`BitDepth ${x('PNG:BitDepth')} ColorType ${x('PNG:ColorType')}`);
    if (x('GIF:FrameCount')) et.push(`FrameCount ${x('GIF:FrameCount')}`);
    if (x('QuickTime:MajorBrand')) et.push(`brand ${x('QuickTime:MajorBrand')}`);
    for (const w of ['ExifTool:Warning', 'ExifTool:Error']) if (x(w)) et.push(`${w.split(':')[1]}: ${x(w)}`);
    notes.push(`exiftool: ${et.join(', ')}`);
    if (expect.orientation !== 1) must(file, orient === expect.orientation, `exiftool Orientation ${orient}`);

    // sharp
    const meta = await sharp(buf).metadata();
    const shown = meta.autoOrient ?? {width: meta.width, height: meta.height};
    must(file, meta.format === (expect.format === 'heic' ? 'heif' : expect.format), `sharp format ${meta.format}`);
    must(file, shown.width === expect.width && shown.height === expect.height, `sharp autoOrient ${shown.width}x${shown.height}`);
    must(file, (meta.orientation ?? 1) === expect.orientation, `sharp orientation ${meta.orientation}`);
    must(file, (meta.pages ?? 1) === (expect.frames ?? 1), `sharp pages ${meta.pages}`);
    let decoded = 'decodes';
    let tl: string | undefined;
    try {
      const pixels = await sharp(buf).autoOrient().raw().toBuffer();
      void pixels;
      tl = await topLeft(sharp(buf).autoOrient());
    } catch (e) {
      decoded = `does not decode: "${(e as Error).message
        .split('\n')
        .at(-1)!
        .replace(/^heif: /, '')}"`;
    }
    if (expect.format === 'heic') {
      must(file, decoded !== 'decodes', 'sharp decodes HEVC HEIC now: set expect.sharpDecodes');
      run('heif-convert', [p, temp('heic-check.png')]);
      tl = await topLeft(sharp(temp('heic-check.png')));
      notes.push(`heif-convert: decodes, top-left ${tl}`);
    }
    if (!expect.intact) {
      must(file, decoded !== 'decodes', 'sharp decodes the damaged file without complaint');
      const partial = await sharp(buf, {failOn: 'none'}).raw().toBuffer({resolveWithObject: true});
      notes.push(`sharp failOn 'none': ${partial.info.width}x${partial.info.height} (rest grey)`);
    }
    const desc = [`${meta.format} ${meta.width}x${meta.height}`];
    if (meta.orientation && meta.orientation !== 1) desc.push(`orientation ${meta.orientation} → ${shown.width}x${shown.height}`);
    desc.push(`${meta.space} ${meta.channels}ch ${meta.depth}`);
    if ((meta.pages ?? 1) > 1) desc.push(`${meta.pages} pages`);
    if (meta.isProgressive) desc.push('progressive');
    if (meta.compression) desc.push(meta.compression);
    desc.push(decoded);
    if (tl && expect.topLeftColour && decoded === 'decodes') desc.push(`top-left ${tl}`);
    if (expect.topLeftColour) must(file, tl === expect.topLeftColour, `top-left is ${tl}`);
    if (expect.storedTopLeftColour) {
      const storedTl = await topLeft(sharp(buf, {autoOrient: false}));
      desc.push(`top-left ${storedTl} without orientation`);
      must(file, storedTl === expect.storedTopLeftColour, `stored top-left is ${storedTl}`);
    }
    notes.push(`sharp: ${desc.join(', ')}`);
    if (expect.alpha) {
      const {data, info} = await sharp(buf).raw().toBuffer({resolveWithObject: true});
      const corners = [0, info.width - 1, (info.height - 1) * info.width, info.height * info.width - 1].map((i) => data[i * 4 + 3]);
      must(file, meta.hasAlpha === true && corners.every((a) => a === 0), `alpha ${meta.hasAlpha} corners ${corners}`);
    }
    if (expect.bitDepth === 16) must(file, meta.depth === 'ushort' && x('PNG:BitDepth') === 16, `depth ${meta.depth}`);
    if (expect.space === 'cmyk') must(file, meta.space === 'cmyk' && meta.channels === 4 && x('Adobe:ColorTransform') !== undefined, `space ${meta.space}`);
    if (expect.progressive) must(file, meta.isProgressive === true, 'not progressive');
    if (expect.trailer === 'samsung') {
      const last4 = buf.toString('latin1', buf.length - 4);
      const atEnd = buf.subarray(Number(expect.jpegEnd) - 2, Number(expect.jpegEnd)).toString('hex');
      notes.push(`last 4 bytes "${last4}", FF D9 at ${Number(expect.jpegEnd) - 2}`);
      must(file, last4 === 'SEFT' && atEnd === 'ffd9' && buf.subarray(-2).toString('hex') !== 'ffd9', `ends ${last4}, ${atEnd}`);
      const ts = String(x('Samsung:TimeStamp') ?? '');
      must(file, ts.startsWith('2024:05:18 09:30:12.345'), `ExifTool TimeStamp ${ts}`);
      must(file, x('Samsung:EmbeddedImageName') === 'DualShot_1' && x('Samsung:MCCData') === 450, `ExifTool EmbeddedImageName ${x('Samsung:EmbeddedImageName')} MCCData ${x('Samsung:MCCData')}`);
    }
    if (expect.mpfImages) {
      must(file, x('MPF0:NumberOfImages') === expect.mpfImages, `MPF NumberOfImages ${x('MPF0:NumberOfImages')}`);
      // ExifTool 12.57 names a "Large Thumbnail" entry's image MPImage2:PreviewImage (other types: MPImage2).
      const second = Buffer.from(execFileSync('exiftool', ['-b', '-MPImage2:PreviewImage', '-MPImage2', p]));
      const s = expect.secondImage as {offset: number; bytes: number; width: number; height: number};
      const sm = await sharp(second).metadata();
      must(file, second.equals(buf.subarray(s.offset, s.offset + s.bytes)) && sm.width === s.width && sm.height === s.height, 'MPImage2 is not the appended JPEG');
      notes.push(`exiftool -b -MPImage2:PreviewImage: JPEG ${sm.width}x${sm.height}, the bytes at ${s.offset}`);
    }
  } else {
    const probe = JSON.parse(run('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', p])) as {
      format: {format_name: string; duration: string; tags?: Record<string, string>};
      streams: {codec_type: string; codec_name: string; width?: number; height?: number; side_data_list?: {rotation?: number}[]; profile?: string; sample_rate?: string}[];
    };
    const v = probe.streams.find((s) => s.codec_type === 'video')!;
    const a = probe.streams.find((s) => s.codec_type === 'audio');
    const rotation = -(v.side_data_list?.find((s) => s.rotation !== undefined)?.rotation ?? 0) || 0;
    const shown = rotation % 180 ? {width: v.height, height: v.width} : {width: v.width, height: v.height};
    const duration = Number(probe.format.duration);
    const top = boxes(buf);
    notes.push(
      `ffprobe: ${v.codec_name} ${v.profile} ${v.width}x${v.height}${rotation ? `, rotation ${rotation}° → ${shown.width}x${shown.height}` : ''}, ${a ? `${a.codec_name} ${a.sample_rate} Hz` : 'no audio'}, ${duration.toFixed(2)} s, brand "${probe.format.tags?.major_brand}"`,
    );
    notes.push(
      `boxes: ${top
        .join(' ')
        .replace(/(moof mdat ?)+/, (m) => `(moof mdat)×${m.trim().split(' ').length / 2} `)
        .trim()}`,
    );
    notes.push(
      `exiftool: ${x('File:FileType')} ${x('QuickTime:ImageWidth') ?? x('Track1:ImageWidth') ?? ''}x${x('QuickTime:ImageHeight') ?? x('Track1:ImageHeight') ?? ''}${x('Composite:Rotation') ? `, Rotation ${x('Composite:Rotation')}` : ''}${x('Keys:Model') ? `, ${x('Keys:Make')} ${x('Keys:Model')}` : ''}`,
    );
    must(file, v.codec_name === expect.videoCodec && a?.codec_name === expect.audioCodec, `codecs ${v.codec_name} ${a?.codec_name}`);
    must(file, shown.width === expect.width && shown.height === expect.height && rotation === expect.rotation, `ffprobe ${shown.width}x${shown.height} rotation ${rotation}`);
    must(file, Math.abs(duration - SECONDS) < 0.1, `duration ${duration}`);
    if (expect.brand) must(file, probe.format.tags?.major_brand === expect.brand, `brand ${probe.format.tags?.major_brand}`);
    if (expect.moovAfterMdat) must(file, JSON.stringify(top) === JSON.stringify(expect.topLevelBoxes), `boxes ${top}`);
    if (expect.fragmented) {
      const moofs = top.filter((t) => t === 'moof').length;
      must(file, top.indexOf('moov') < top.indexOf('moof') && moofs >= Number(expect.fragments), `boxes ${top}`);
    }
    // The first frame as a player shows it (ffmpeg applies the rotation matrix).
    const frame = execFileSync('ffmpeg', ['-v', 'error', '-i', p, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-']);
    const tl = await topLeft(sharp(frame));
    const fm = await sharp(frame).metadata();
    notes.push(`ffmpeg first frame: ${fm.width}x${fm.height}, top-left ${tl}`);
    must(file, tl === expect.topLeftColour && fm.width === expect.width, `first frame ${fm.width}x${fm.height} top-left ${tl}`);
    notes.push('sharp: not an image format (not checked)');
  }
  const size = statSync(p).size;
  checked[file] = notes;
  console.log(`${file.padEnd(28)} ${String(size).padStart(8)} B  ${notes.join(' | ')}`);
}

// The 50-megapixel JPEG: made here to measure it, not written.
const started = performance.now();
const big = await fiftyMegapixelJpeg();
const ms = performance.now() - started;
const bigMeta = await sharp(big).metadata();
const bigMb = big.length / 1e6;
must('fiftyMegapixelJpeg()', bigMeta.width === FIFTY_MP.width && bigMeta.height === FIFTY_MP.height && bigMb >= 4 && bigMb <= 9.5, `${bigMeta.width}x${bigMeta.height} ${bigMb} MB`);
console.log(`fiftyMegapixelJpeg(): ${bigMeta.width}x${bigMeta.height}, ${big.length} B (${bigMb.toFixed(2)} MB), ${Math.round(ms)} ms`);

if (problems.length > 0) {
  console.error(`\nfixtures-real: ${problems.length} check(s) failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// manifest.json and README.md

const withSize = entries.map((e) => ({...e, expect: {...e.expect, bytes: statSync(out(e.file)).size}}));
writeFileSync(out('manifest.json'), `${JSON.stringify(withSize, null, 2)}\n`);

const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');
const kb = (n: number) => (n >= 100_000 ? `${Math.round(n / 1000)} KB` : `${(n / 1000).toFixed(1)} KB`);
const readme = `# Real-world upload files

Files written the way phones, cameras and apps write them, for tests of the upload, picture and
preview code. Every one was made here (no photo of anyone or anything real), licence
${LICENCE}. Every picture is \`photoPixels\` from \`large.ts\`: red, green, blue and yellow
quadrants under a light gradient and vignette, soft round "objects" and mild seeded noise.
\`manifest.json\` lists, for each file, what it imitates, how it was made and the facts a test can
check (\`expect\`):

- \`format\`: what the bytes are (\`jpeg\`, \`png\`, \`webp\`, \`gif\`, \`heic\`, \`mp4\`, \`mov\`), whatever the name says; \`mime\` the matching type.
- \`intact\`: \`false\` only for \`truncated.jpg\`.
- \`width\`/\`height\`: as displayed, after EXIF orientation (images) or the track's rotation matrix (videos: \`rotation\` in degrees clockwise, \`storedWidth\`/\`storedHeight\` the coded size).
- \`orientation\`: the EXIF Orientation value, 1 where there is none (videos too: they rotate with \`rotation\`).
- \`animated\` and \`frames\`: for images; videos say \`animated: false\`.
- \`topLeftColour\`: every picture has a red top-left, green top-right, blue bottom-left and yellow bottom-right quadrant; after orientation (or rotation) is applied the top-left quadrant is mostly \`"red"\`. The oriented JPEGs also give \`storedTopLeftColour\`, what a reader that ignores the orientation shows there.
- \`bytes\` and the file-specific facts (\`jpegEnd\` and \`trailerBytes\` of the Samsung trailer, \`secondImage\` of the MPF file, \`scanDataStarts\` of the truncated one, \`topLevelBoxes\` of the videos, …).

Regenerate with \`node --import tsx scripts/fixtures-real.mts\` (needs \`apt-get install
libimage-exiftool-perl imagemagick libheif-examples ffmpeg file\`; the test suite does not run it). It
checks every file with sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ImageMagick, ExifTool, ffprobe and file(1) and
wrote the "checked" column below from what they reported.

| file | bytes | what it imitates | how made | licence | checked |
| --- | --- | --- | --- | --- | --- |
${withSize.map((e) => `| \`${e.file}\` | ${kb(e.expect.bytes)} | ${cell(e.what)} | ${cell(e.origin)} | CC0-1.0 | ${cell(checked[e.file]!.join('; '))} |`).join('\n')}

## Not a file: the 50-megapixel photo

A 50 MP phone photo is too big to commit. \`large.ts\` exports \`fiftyMegapixelJpeg(): Promise<Buffer>\`: an
${FIFTY_MP.width}x${FIFTY_MP.height} baseline JPEG (quality 85, 4:2:0, EXIF Make samsung / Model SM-S918N) of the same
quadrant picture scaled up, with a tiled grain laid over it. It is deterministic; the generator measured
**${big.length} bytes (${bigMb.toFixed(2)} MB)**. Making it takes about 3 s on one core of a 2-core CI machine
(3.3 s measured with \`taskset -c 1\` and \`sharp.concurrency(1)\`; the generator prints its own time). \`large.ts\`
also exports \`photoPixels\`, which draws every picture here.

## Notes

- sharp's prebuilt libvips reads \`iphone.heic\`'s header (format \`heif\`, compression \`hevc\`, 1008x756, EXIF) but cannot
  decode it: its libheif has no HEVC decoder (only AV1). \`heif-convert\` (libde265) and ImageMagick decode it.
- \`iphone.heic\` is one HEVC image; a real iPhone HEIC's primary image is a grid of 512x512 HEVC tiles
  (libheif 1.15's heif-enc cannot write grids).
- \`truncated.jpg\` decodes in sharp only with \`failOn: 'none'\` (the missing rows come out grey); its
  \`metadata()\` reads fine.
- \`cmyk.jpg\`: sharp reports \`space: 'cmyk'\`, 4 channels, and converts it to sRGB when writing another format.
- The Samsung trailer's 0x0001 block is named \`DualShot_1\` (ExifTool calls it EmbeddedImage, a Live-focus
  picture); "SoundShot_Meta_Info" is type 0x0800 in ExifTool's table and comes with an audio block, so it is not used.
`;
writeFileSync(out('README.md'), readme);
console.log(`wrote ${entries.length} files, manifest.json and README.md to ${path.relative(process.cwd(), OUT)}`);
