/**
 * Files as phones, cameras and apps write them (tests/fixtures/real/, each with its origin in
 * manifest.json), through every way a file enters the shop: a buyer's brief upload, the studio's
 * delivery upload, the owner's pictures and the instant preview (the real model in a worker).
 * Each is accepted, with its type from its bytes, its displayed size (EXIF orientation applied)
 * and its colours as they should look, or refused with the reason that tells the person what to
 * send instead. An intact file is never called damaged. Prints the table docs/uploads.md shows.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {acceptPicture} from '@/lib/media/accept';
import {previewPool} from '@/lib/preview/pool';
import {makePreview} from '@/lib/preview/previews';
import {SCENE_FILES} from '@/lib/preview/scene-files';
import {localStorage, readObject} from '@/lib/storage';
import {acceptUpload} from '@/lib/uploads/accept';
import {uploadQuota} from '@/lib/uploads/quota';
import {MB} from '@/lib/uploads/types';
import {fiftyMegapixelJpeg} from '../fixtures/real/large';
import {databaseKinds, openDatabase} from './databases';

interface Entry {
  file: string;
  what: string;
  kind: 'image' | 'video';
  expect: {format: string; mime: string; intact: boolean; width: number; height: number; orientation?: number; animated?: boolean; topLeftColour?: string};
}

const root = process.cwd();
const dir = path.join(root, 'tests', 'fixtures', 'real');
const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Entry[];
// The shop's defaults (docs/uploads.md): images up to 10 MB, videos up to 200 MB.
const LIMITS = {imageBytes: 10 * MB, videoBytes: 200 * MB};
const stream = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]).stream();
/** Refusals that mean the file itself could not be read: never right for an intact photo the path takes. */
const UNREADABLE = new Set(['truncated', 'unreadable', 'failed', 'badType', 'heic', 'empty']);

/** The colour a region mostly is: red, green, blue or yellow (the corpus's quadrants), else 'other'. */
function colourName([r, g, b]: number[]): string {
  if (r! > 150 && g! > 150 && b! < 110) return 'yellow';
  if (r! > 150 && g! < 110 && b! < 110) return 'red';
  if (g! > 130 && r! < 110 && b! < 120) return 'green';
  if (b! > 150 && r! < 110 && g! < 140) return 'blue';
  return 'other';
}

/** The top-left quadrant's colour as a browser shows the picture: orientation applied, in sRGB. */
async function topLeftColour(bytes: Buffer): Promise<string> {
  const image = sharp(bytes, {failOn: 'none'}).rotate();
  const {width, height} = await sharp(await image.clone().toBuffer()).metadata();
  const pixel = await image
    .toColourspace('srgb')
    .extract({left: Math.round(width! * 0.05), top: Math.round(height! * 0.05), width: Math.round(width! * 0.3), height: Math.round(height! * 0.3)})
    .resize(1, 1)
    .removeAlpha()
    .raw()
    .toBuffer();
  return colourName([...pixel]);
}

const results: string[][] = [];

// One database is enough here: what is tested is how files are read (both databases run the same code for the rows).
const kind = databaseKinds.at(-1)!;

test(`real-world files through every upload path (${kind.name}, local storage)`, async (t) => {
  const db = await openDatabase(kind, t);
  const files = mkdtempSync(path.join(tmpdir(), 'real-files-'));
  const storage = localStorage(files);
  const pool = previewPool({
    workers: 1,
    queue: 4,
    timeoutMs: 60_000,
    workerFile: path.join(root, 'lib', 'preview', 'worker.mjs'),
    model: path.join(root, 'lib', 'preview', 'model', 'u2netp.onnx'),
    sha256: '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8',
    siteName: 'AI Creative Studio',
  });
  t.after(async () => {
    await pool.close();
    rmSync(files, {recursive: true, force: true});
  });
  const buyer = await db.user.create({data: {email: 'buyer@real-files.test', username: 'buyer'}});
  const studio = await db.user.create({data: {email: 'studio@real-files.test', username: 'studio'}});
  const quota = uploadQuota({bytesPerDay: 1024 * MB, filesPerDay: 1000});
  const sceneData = SCENE_FILES['serum-after']!;
  const scene = {data: sceneData, file: path.join(root, 'lib', 'preview', 'scenes', sceneData.file)};

  const large = await fiftyMegapixelJpeg();
  const entries: (Entry & {bytes: Buffer})[] = [
    ...manifest.map((entry) => ({...entry, bytes: readFileSync(path.join(dir, entry.file))})),
    {
      file: '50-megapixel.jpg (made by large.ts)',
      what: 'a 50-MP phone photo',
      kind: 'image',
      expect: {format: 'jpeg', mime: 'image/jpeg', intact: true, width: 8160, height: 6120, topLeftColour: 'red'},
      bytes: large,
    },
  ];
  assert.ok(entries.length >= 19, `${entries.length} files in the corpus`);

  for (const entry of entries) {
    await t.test(`${entry.file}: ${entry.what.slice(0, 90)}`, async () => {
      const {expect: want} = entry;
      const row = [entry.file];
      const still = entry.kind === 'image' && ['jpeg', 'png', 'webp'].includes(want.format);

      // 1. A buyer's brief file, and 2. the studio's delivery: every allowed type, by its bytes.
      for (const deliverable of [false, true]) {
        const accepted = await acceptUpload(db, storage, {
          ownerId: deliverable ? studio.id : buyer.id,
          name: entry.file,
          body: stream(entry.bytes),
          declaredBytes: entry.bytes.length,
          deliverable,
          limits: LIMITS,
          quota,
        });
        if (!want.intact) {
          assert.deepEqual(accepted, {ok: false, error: 'truncated'}, 'a cut-off file is refused as damaged');
          row.push('refused: damaged');
        } else {
          assert.ok(accepted.ok, `an intact ${want.format} is accepted: ${JSON.stringify(accepted)}`);
          assert.equal(accepted.upload.contentType, want.mime, 'the type comes from the bytes, not the name');
          assert.equal(accepted.upload.size, entry.bytes.length);
          const stored = await db.upload.findUniqueOrThrow({where: {id: accepted.upload.id}});
          const kept = await readObject(storage, stored.storageKey);
          assert.ok(kept?.equals(entry.bytes), 'stored byte for byte');
          row.push(`accepted (${want.mime})`);
        }
      }

      // 3. The owner's picture for a page: what browsers show, at its displayed size and colours.
      const picture = await acceptPicture(db, storage, {body: stream(entry.bytes), declaredBytes: entry.bytes.length, limits: LIMITS, actor: {id: null, email: 'owner@real-files.test'}});
      if (!want.intact) {
        assert.deepEqual(picture, {ok: false, error: 'truncated'});
        row.push('refused: damaged');
      } else if (still) {
        assert.ok(picture.ok, `a ${want.format} picture is taken: ${JSON.stringify(picture)}`);
        assert.deepEqual([picture.picture.width, picture.picture.height], [want.width, want.height], 'its displayed size (EXIF orientation applied)');
        if (want.topLeftColour) assert.equal(await topLeftColour(entry.bytes), want.topLeftColour, 'upright and in its colours as shown');
        row.push(`accepted ${want.width}×${want.height}`);
      } else {
        const error = want.format === 'heic' ? 'heic' : 'badType';
        assert.deepEqual(picture, {ok: false, error}, `${want.format} is not a picture browsers show`);
        row.push(error === 'heic' ? 'refused: save as JPEG (how)' : 'refused: JPEG, PNG, WebP or AVIF');
      }

      // 4. The instant preview: a still photo is read (upright, in sRGB); anything else is refused with what to send.
      const started = Date.now();
      const preview = await makePreview(db, storage, pool, {
        who: {ownerId: buyer.id},
        target: 'template:24',
        scene,
        name: entry.file,
        body: stream(entry.bytes),
        declaredBytes: entry.bytes.length,
        limits: LIMITS,
      });
      if (!want.intact) {
        assert.deepEqual(preview, {ok: false, error: 'truncated'});
        row.push('refused: damaged');
      } else if (still) {
        assert.ok(preview.ok || !UNREADABLE.has(preview.error), `the photo is read: ${JSON.stringify(preview)}`);
        row.push(preview.ok ? `preview made (${Date.now() - started} ms)` : `read; refused: ${preview.error} (take another photo)`);
      } else {
        const error = want.format === 'heic' ? 'heic' : 'badType';
        assert.deepEqual(preview, {ok: false, error});
        row.push(error === 'heic' ? 'refused: send as JPEG (how)' : 'refused: JPEG, PNG or WebP');
      }
      results.push(row);
    });
  }
});

test.after(() => {
  if (!results.length) return;
  console.log(['', "| file | brief upload | delivery upload | owner's picture | instant preview |", '| --- | --- | --- | --- | --- |', ...results.map((r) => `| ${r.join(' | ')} |`)].join('\n'));
});
