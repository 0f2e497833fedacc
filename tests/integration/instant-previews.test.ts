/**
 * The instant preview (docs/preview.md), with the real model in a real worker thread: the cut-out's
 * quality on a rendered bottle against the render's own alpha, the refusals, the queue's limits,
 * the model's hash check, and (on both databases) the privacy of previews, their 24 hours, the
 * clean-up, and the hand-over of the photo into an order and its brief.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {createOrderBrief} from '@/lib/briefs/store';
import {briefSchema} from '@/lib/briefs/schema';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {maskIou} from '@/lib/preview/iou';
import {inFlight, PREVIEWS_IN_FLIGHT} from '@/lib/preview/in-flight';
import {previewPool, type PoolOptions} from '@/lib/preview/pool';
import {attachPreviewPhoto, makePreview, ownPreview, PREVIEW_PHOTO, visitorKeyOf} from '@/lib/preview/previews';
import {SCENE_FILES} from '@/lib/preview/scene-files';
import {localStorage} from '@/lib/storage';
import {removeUnusedUploads} from '@/lib/uploads/cleanup';
import {serveUpload} from '@/lib/uploads/serve';
import {MB} from '@/lib/uploads/types';
import {databaseKinds, openDatabase} from './databases';

const root = process.cwd();
const fixture = (name: string) => readFileSync(path.join(root, 'tests', 'fixtures', 'preview', name));
const SECRET = 'integration-test-secret-0123456789abcdef';
const LIMITS = {imageBytes: 10 * MB, videoBytes: 200 * MB};
const SHA256 = '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8';
const options = (overrides: Partial<PoolOptions> = {}): PoolOptions => ({
  workers: 1,
  queue: 4,
  timeoutMs: 30_000,
  workerFile: path.join(root, 'lib', 'preview', 'worker.mjs'),
  model: path.join(root, 'lib', 'preview', 'model', 'u2netp.onnx'),
  sha256: SHA256,
  siteName: 'AI Creative Studio',
  ...overrides,
});
const sceneNamed = (name: string) => {
  const data = SCENE_FILES[name];
  assert.ok(data, `scene ${name}`);
  return {data, file: path.join(root, 'lib', 'preview', 'scenes', data.file)};
};

/** The bottle photo with its table extended on every side: the product becomes a speck. */
async function speck(): Promise<Buffer> {
  const photo = fixture('bottle.jpg');
  const {width, height} = await sharp(photo).metadata();
  const [r, g, b] = (await sharp(photo)
    .extract({left: 0, top: height - 4, width: 4, height: 4})
    .resize(1, 1)
    .raw()
    .toBuffer()) as unknown as number[];
  return sharp(photo)
    .extend({top: height * 2, bottom: height * 2, left: width * 2, right: width * 2, background: {r: r!, g: g!, b: b!}})
    .jpeg()
    .toBuffer();
}

/** A pet bowl photographed so close that it runs out of the frame on every side (tests/fixtures/preview/closeup.jpg). */
const closeUp = async () => fixture('closeup.jpg');

test('the cut-out and the composite, in a worker thread', async (t) => {
  const pool = previewPool(options());
  t.after(() => pool.close());

  await t.test('a rendered bottle: the mask matches the render’s own alpha (IoU >= 0.85), the preview is the scene’s size', async () => {
    const scene = sceneNamed('serum-after');
    const outcome = await pool.run({photo: fixture('bottle.jpg'), scene, returnMask: true});
    assert.ok(outcome.ok, JSON.stringify(outcome));
    assert.ok(outcome.mask && outcome.preview);
    const score = await maskIou(outcome.mask, fixture('bottle.mask.png'));
    assert.ok(score >= 0.85, `IoU ${score.toFixed(3)}`);
    console.log(`bottle fixture: IoU ${score.toFixed(3)}, coverage ${outcome.coverage.toFixed(3)}, ${Math.round(outcome.timings.total ?? 0)} ms`);
    assert.ok(outcome.coverage > 0.03 && outcome.coverage < 0.9, `coverage ${outcome.coverage}`);
    const meta = await sharp(outcome.preview).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.deepEqual([meta.width, meta.height], [scene.data.width, scene.data.height], 'preview resolution, never the deliverable');
    // The product is in the scene where the scene's product stood: the preview differs from the empty scene there.
    const [a, b] = await Promise.all([outcome.preview, readFileSync(scene.file)].map((img) => sharp(img).resize(scene.data.width, scene.data.height, {fit: 'fill'}).removeAlpha().raw().toBuffer()));
    const [bx0, by0, bx1, by1] = scene.data.box.map(Math.round) as [number, number, number, number];
    let changed = 0;
    for (let y = by0; y < by1; y++) for (let x = bx0; x < bx1; x++) if (Math.abs(a![(y * scene.data.width + x) * 3]! - b![(y * scene.data.width + x) * 3]!) > 24) changed++;
    assert.ok(changed / ((bx1 - bx0) * (by1 - by0)) > 0.2, 'the product shows in the scene’s product box');
  });

  await t.test('refusals: a product too small to find, a product filling the frame, bytes that are no photo', async () => {
    const small = await pool.run({photo: await speck()});
    assert.deepEqual(small.ok ? 'made' : small.error, 'notFound');
    const full = await pool.run({photo: await closeUp()});
    assert.deepEqual(full.ok ? 'made' : full.error, 'fillsFrame');
    const garbage = await pool.run({photo: Buffer.from('this is not a photo at all')});
    assert.deepEqual(garbage.ok ? 'made' : garbage.error, 'unreadable');
  });
});

test('limits: a full queue answers busy at once, a run past the time limit is stopped, a changed model is refused', async () => {
  const pool = previewPool(options({queue: 1}));
  try {
    const photo = fixture('bottle.jpg');
    // One running, one waiting: the third is refused at once, the first two finish.
    const first = pool.run({photo});
    const second = pool.run({photo});
    let firstDone = false;
    void first.then(() => (firstDone = true));
    const third = await pool.run({photo});
    assert.deepEqual(third, {ok: false, error: 'busy'});
    // At once: before the preview running ahead of it has finished (no clock, so a loaded machine cannot fail it).
    assert.ok(!firstDone, 'refused without waiting for the running preview');
    assert.ok((await first).ok);
    assert.ok((await second).ok);
  } finally {
    await pool.close();
  }

  const slow = previewPool(options({timeoutMs: 5}));
  try {
    assert.deepEqual(await slow.run({photo: fixture('bottle.jpg')}), {ok: false, error: 'timeout'});
  } finally {
    await slow.close();
  }

  const changed = previewPool(options({sha256: '0'.repeat(64)}));
  assert.match(changed.problem() ?? '', /sha256/);
  assert.deepEqual(await changed.run({photo: fixture('bottle.jpg')}), {ok: false, error: 'unavailable'});
  await changed.close();
});

test('the queue serves clients in turn: a client with many jobs waiting does not hold back another', async () => {
  const pool = previewPool(options({queue: 8}));
  try {
    const photo = fixture('bottle.jpg');
    const done: string[] = [];
    const job = (name: string, client: string) => pool.run({photo, client}).then((outcome) => (assert.ok(outcome.ok), done.push(name)));
    const jobs = [job('a1', 'a'), job('a2', 'a'), job('a3', 'a'), job('b1', 'b')];
    await Promise.all(jobs);
    assert.deepEqual(done, ['a1', 'b1', 'a2', 'a3'], 'b, served never, goes before the second of a');
  } finally {
    await pool.close();
  }
});

test(`one client's many previews at once: all but ${PREVIEWS_IN_FLIGHT.address} are refused at once, and another visitor's preview is served in turn`, async (t) => {
  const db = await openDatabase(databaseKinds[0]!, t);
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-flood-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  const storage = localStorage(dir);
  const pool = previewPool(options({queue: 16}));
  t.after(() => pool.close());
  const places = inFlight();
  const scene = sceneNamed('template-1');
  const photo = fixture('bottle.jpg');
  const make = async (visitor: string, address: string) => {
    const started = performance.now();
    const visitorKey = visitorKeyOf(`${visitor}-cookie-value-aaaaaaaaaaaaaaaaaaaaaaaaaaaa`);
    const result = await makePreview(db, storage, pool, {
      who: {visitorKey},
      target: 'template:1',
      scene,
      name: 'photo.jpg',
      body: new Blob([new Uint8Array(photo)]).stream(),
      declaredBytes: photo.length,
      limits: LIMITS,
      client: {places, visitor: visitorKey, address},
    });
    return {result, ms: performance.now() - started};
  };
  assert.ok((await make('warm-up', '198.51.100.1')).result.ok, 'the worker has loaded its model');
  // The baseline: one visitor's preview with nobody else previewing, in this run.
  const baseline = await make('baseline', '198.51.100.2');
  assert.ok(baseline.result.ok);

  // The attack: one address sends eight at once, each with a fresh preview cookie; another visitor sends one just after.
  const burst = Array.from({length: 8}, (_, i) => make(`flood-${i}`, '203.0.113.66'));
  const other = make('other', '198.51.100.3');
  const flood = await Promise.all(burst);
  const refused = flood.filter((f) => !f.result.ok && f.result.error === 'inFlight');
  assert.equal(refused.length, 8 - PREVIEWS_IN_FLIGHT.address, 'all but the allowed are refused');
  assert.equal(flood.filter((f) => f.result.ok).length, PREVIEWS_IN_FLIGHT.address);
  for (const f of refused) assert.ok(f.ms < baseline.ms / 2, `refused at once: ${Math.round(f.ms)} ms against a ${Math.round(baseline.ms)} ms preview`);
  const theirs = await other;
  assert.ok(theirs.result.ok, JSON.stringify(theirs.result));
  // At most the one run already under way before its own (the queue serves it before the address's second): about 2 previews' time, never the eight's.
  assert.ok(theirs.ms < 3 * baseline.ms, `another visitor's preview took ${Math.round(theirs.ms)} ms against a ${Math.round(baseline.ms)} ms baseline`);
  console.log(`preview flood: baseline ${Math.round(baseline.ms)} ms; refusals ${refused.map((f) => Math.round(f.ms)).join('/')} ms; another visitor ${Math.round(theirs.ms)} ms`);
  // A visitor has one in flight: the places are all given back.
  assert.equal(places.count('address:203.0.113.66'), 0);
});

for (const kind of databaseKinds) {
  test(`previews are private, last 24 hours, and their photo goes into the order and its brief (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const dir = mkdtempSync(path.join(tmpdir(), 'instant-previews-'));
    t.after(() => rmSync(dir, {recursive: true, force: true}));
    const storage = localStorage(dir);
    const pool = previewPool(options());
    t.after(() => pool.close());
    const scene = sceneNamed('template-1');
    const guest = {visitorKey: visitorKeyOf('guest-cookie-value-aaaaaaaaaaaaaaaaaaaaaaaaaaaa')};
    const other = {visitorKey: visitorKeyOf('other-cookie-value-bbbbbbbbbbbbbbbbbbbbbbbbbbbb')};
    const body = (data: Buffer) => new Blob([new Uint8Array(data)]).stream();
    const make = (data: Buffer, who = guest) => makePreview(db, storage, pool, {who, target: 'template:1', scene, name: 'my-bottle.jpg', body: body(data), declaredBytes: data.length, limits: LIMITS});
    const files = () => readdirSync(dir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile()).length;

    const made = await make(fixture('bottle.jpg'));
    assert.ok(made.ok, JSON.stringify(made));
    const {preview} = made;
    const serve = (id: string, visitorKey: string | null, user: {id: string; role: string} | null = null, token: string | null = null) =>
      serveUpload(db, storage, {id, user, token, visitorKey, inline: true});

    await t.test('its visitor sees the preview and the photo inline; another visitor, nobody and an admin get 404', async () => {
      const image = await serve(preview.imageId, guest.visitorKey);
      assert.equal(image.status, 200);
      assert.equal(image.headers.get('content-type'), 'image/jpeg');
      assert.equal(image.headers.get('cache-control'), 'private, no-store');
      assert.equal((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width, scene.data.width);
      const photo = await serve(preview.photoId, guest.visitorKey);
      assert.deepEqual(Buffer.from(await photo.arrayBuffer()), fixture('bottle.jpg'), 'the photo as sent');
      for (const id of [preview.imageId, preview.photoId]) {
        assert.equal((await serve(id, other.visitorKey)).status, 404);
        assert.equal((await serve(id, null)).status, 404);
        assert.equal((await serve(id, null, {id: '00000000-0000-4000-8000-000000000000', role: 'ADMIN'})).status, 404);
      }
      assert.ok(await ownPreview(db, preview.id, guest));
      assert.equal(await ownPreview(db, preview.id, other), null);
      assert.equal(await ownPreview(db, preview.id, null), null);
    });

    await t.test('a refused photo leaves nothing stored: not a photo type, a product that cannot be found', async () => {
      const before = {files: files(), rows: await db.upload.count()};
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      assert.deepEqual(await make(gif), {ok: false, error: 'badType'});
      assert.deepEqual(await make(await speck()), {ok: false, error: 'notFound'});
      assert.deepEqual({files: files(), rows: await db.upload.count()}, before);
    });

    await t.test('after 24 hours nobody can fetch it, and the clean-up removes both files and the preview', async () => {
      const old = await make(fixture('bottle.jpg'));
      assert.ok(old.ok);
      const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
      await db.upload.updateMany({where: {id: {in: [old.preview.imageId, old.preview.photoId]}}, data: {createdAt: dayAgo}});
      await db.preview.update({where: {id: old.preview.id}, data: {createdAt: dayAgo}});
      assert.equal((await serve(old.preview.imageId, guest.visitorKey)).status, 404);
      assert.equal(await ownPreview(db, old.preview.id, guest), null);
      const tally = await removeUnusedUploads(db, storage, new Date(), {warn: () => {}});
      assert.equal(tally.files, 2);
      assert.equal(await db.preview.count({where: {id: old.preview.id}}), 0);
      assert.ok(await db.preview.findUnique({where: {id: preview.id}}), 'a fresh preview stays');
    });

    await t.test('"Use this photo": the photo goes with the order (the guest link opens it), survives the clean-up and goes into the brief', async () => {
      const priced = priceOrder([{type: 'template', id: 1, quantity: 1}], 'us', SEED_CATALOG);
      if (typeof priced === 'string') throw new Error(priced);
      const {order, guestToken} = await createOrder(db, {priced, customer: {name: 'Mina Lee', email: 'mina@shop.test', phone: '1'}, country: 'us', language: 'en', user: null, secret: SECRET});
      assert.equal(await attachPreviewPhoto(db, preview.id, other, order), false, 'another visitor cannot take it');
      assert.equal(await attachPreviewPhoto(db, preview.id, guest, order), true);
      assert.equal((await serve(preview.photoId, null, null, guestToken ?? null)).status, 200, 'the order link opens the photo');
      await db.upload.update({where: {id: preview.photoId}, data: {createdAt: new Date(Date.now() - 48 * 60 * 60 * 1000)}});
      await removeUnusedUploads(db, storage, new Date(), {warn: () => {}});
      assert.ok(await db.upload.findUnique({where: {id: preview.photoId}}), 'the order’s photo is kept');
      await db.order.update({where: {id: order.id}, data: {status: 'order_received'}});
      const full = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {items: true}});
      const brief = briefSchema.parse({style: ['minimal'], orderId: order.id});
      const sent = await createOrderBrief(db, full, brief, {userId: null});
      assert.ok(sent.ok);
      const attached = await db.briefFile.findMany({where: {briefId: sent.brief.id}, include: {upload: true}});
      assert.deepEqual(
        attached.map((f) => [f.upload.id, f.upload.purpose]),
        [[preview.photoId, PREVIEW_PHOTO]],
      );
    });
  });
}
