/**
 * Uploads straight to the bucket (lib/uploads/direct), against a local s3rver: the browser's PUT
 * to a signed address, then the server's checks of the stored object before it counts. What the
 * bucket took but the checks refuse is deleted; a ticket is the asker's alone and expires; a
 * download is a redirect to a one-minute signed GET with the sniffed type and the disposition.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import {acceptPicture} from '@/lib/media/accept';
import {previewPool} from '@/lib/preview/pool';
import {makePreview} from '@/lib/preview/previews';
import {SCENE_FILES} from '@/lib/preview/scene-files';
import {s3Storage} from '@/lib/storage';
import {acceptUpload} from '@/lib/uploads/accept';
import {removeUnusedUploads} from '@/lib/uploads/cleanup';
import {presignUpload, readTicket, recordPending, restorePending, signTicket, takePending, type Ticket} from '@/lib/uploads/direct';
import {uploadQuota} from '@/lib/uploads/quota';
import {serveUpload} from '@/lib/uploads/serve';
import {MB} from '@/lib/uploads/types';
import {databaseKinds, openDatabase} from './databases';

const root = process.cwd();
const real = (name: string) => readFileSync(path.join(root, 'tests', 'fixtures', 'real', name));
const LIMITS = {imageBytes: 10 * MB, videoBytes: 200 * MB};

test("tickets: signed, the asker's, expiring", async () => {
  // The ticket's expiry is kept to the second.
  const ticket: Ticket = {key: 'a'.repeat(32), purpose: 'brief', who: 'order:1', name: 'menu.jpg', size: 10, exp: Math.floor(Date.now() / 1000) * 1000 + 60_000};
  const token = await signTicket(ticket, 'secret-one');
  assert.deepEqual(await readTicket(token, 'secret-one'), ticket);
  assert.equal(await readTicket(token, 'another-secret'), null);
  const [header, payload, mac] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({...claims, who: 'user:admin'})).toString('base64url');
  assert.equal(await readTicket(`${header}.${forged}.${mac}`, 'secret-one'), null, 'another asker under the same signature');
  assert.equal(await readTicket(`${header}.${payload}.`, 'secret-one'), null);
  assert.equal(await readTicket(token, 'secret-one', ticket.exp), null, 'expired');
  assert.deepEqual(await readTicket(token, 'secret-one', ticket.exp - 1), ticket, 'valid until its expiry');
});

const kind = databaseKinds.at(-1)!;

test(`direct uploads to S3 (s3rver, ${kind.name})`, async (t) => {
  const db = await openDatabase(kind, t);
  const dir = mkdtempSync(path.join(tmpdir(), 'direct-s3-'));
  const server = new S3rver({port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{name: 'direct', configs: []}]});
  const {port} = (await server.run()) as unknown as {port: number};
  t.after(async () => {
    await server.close();
    rmSync(dir, {recursive: true, force: true});
  });
  const storage = s3Storage({bucket: 'direct', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true});
  const buyer = await db.user.create({data: {email: 'buyer@direct.test', username: 'buyer'}});
  const quota = uploadQuota({bytesPerDay: 1024 * MB, filesPerDay: 1000});

  /** What the browser does: a signed PUT of these bytes (declaring `size`), as a ticket for `size` was issued. */
  const put = async (bytes: Buffer, size = bytes.length, type = 'image/jpeg') => {
    const signed = await presignUpload(storage, {contentType: type, size});
    const answer = await fetch(signed.url, {method: 'PUT', headers: signed.headers, body: new Uint8Array(bytes)});
    assert.equal(answer.status, 200, 'the bucket took the PUT');
    return signed.key;
  };
  const exists = async (key: string) => (await storage.get(key)) !== null;
  const accept = (key: string, size: number, name = 'file') =>
    acceptUpload(db, storage, {ownerId: buyer.id, name, body: null, declaredBytes: null, stored: {key, size}, deliverable: false, limits: LIMITS, quota});

  await t.test('a Samsung photo and a phone video put by the browser are checked and recorded under a key of their own; the key put to is emptied', async () => {
    for (const [file, type] of [
      ['samsung-trailer.jpg', 'image/jpeg'],
      ['phone-moov-at-end.mp4', 'video/mp4'],
    ] as const) {
      const bytes = real(file);
      const key = await put(bytes, bytes.length, type);
      const result = await accept(key, bytes.length, file);
      assert.ok(result.ok, JSON.stringify(result));
      assert.equal(result.upload.contentType, type);
      const row = await db.upload.findUniqueOrThrow({where: {id: result.upload.id}});
      assert.notEqual(row.storageKey, key, 'kept as read, under a key no signature was issued for');
      assert.ok(await exists(row.storageKey));
      assert.equal(await exists(key), false, 'the object the browser put is deleted');
    }
  });

  await t.test('a second PUT to the same signed address after completion changes nothing that is downloaded', async () => {
    const png = readFileSync(path.join(root, 'tests', 'fixtures', 'uploads', 'logo.png'));
    const signed = await presignUpload(storage, {contentType: 'image/png', size: png.length});
    const putAgain = (bytes: Buffer) => fetch(signed.url, {method: 'PUT', headers: signed.headers, body: new Uint8Array(bytes)});
    assert.equal((await putAgain(png)).status, 200);
    const result = await accept(signed.key, png.length, 'logo.png');
    assert.ok(result.ok, JSON.stringify(result));
    // The attack: the same size and type, other bytes, through the signature that is still valid.
    const html = Buffer.alloc(png.length, ' ');
    html.write('<html><script>alert(document.domain)</script>');
    assert.equal((await putAgain(html)).status, 200, 'the bucket takes it (the signature lasts its 15 minutes)');
    const answer = await serveUpload(db, storage, {id: result.upload.id, user: {id: buyer.id, role: 'USER'}, token: null, inline: false});
    assert.equal(answer.status, 302);
    const file = await fetch(new URL(answer.headers.get('location')!));
    assert.equal(file.headers.get('content-type'), 'image/png');
    assert.ok(Buffer.from(await file.arrayBuffer()).equals(png), 'the PNG that was checked, byte for byte');
  });

  await t.test("what the bucket took but the checks refuse is deleted: a disguised file, a cut-off photo, another size than the ticket's", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [string, Buffer, number, string][] = [
      ['an SVG called a JPEG', svg, svg.length, 'badType'],
      ['a cut-off JPEG', real('truncated.jpg'), real('truncated.jpg').length, 'truncated'],
      ['a file of another size than the ticket', real('progressive.jpg'), 1000, 'truncated'],
    ];
    for (const [what, bytes, ticketSize, error] of cases) {
      const key = await put(bytes);
      assert.deepEqual(await accept(key, ticketSize), {ok: false, error}, what);
      assert.equal(await exists(key), false, `${what}: deleted from the bucket`);
    }
  });

  await t.test('a ticket whose file never arrived says so', async () => {
    const {key} = await presignUpload(storage, {contentType: 'image/jpeg', size: 100});
    assert.deepEqual(await accept(key, 100), {ok: false, error: 'missing'});
  });

  await t.test('over the daily quota, the stored file is deleted', async () => {
    const tight = uploadQuota({bytesPerDay: 1024 * MB, filesPerDay: 2});
    const bytes = real('progressive.jpg');
    const key = await put(bytes);
    assert.deepEqual(
      await acceptUpload(db, storage, {ownerId: buyer.id, name: 'x', body: null, declaredBytes: null, stored: {key, size: bytes.length}, deliverable: false, limits: LIMITS, quota: tight}),
      {ok: false, error: 'quota'},
    );
    assert.equal(await exists(key), false);
  });

  await t.test("the shop's picture: decoded at its displayed size; an iPhone HEIC is refused with how to send JPEG, and deleted", async () => {
    const oriented = real('exif-orientation-6.jpg');
    const picture = await acceptPicture(db, storage, {
      body: null,
      declaredBytes: null,
      limits: LIMITS,
      actor: {id: null, email: 'owner@direct.test'},
      stored: {key: await put(oriented), size: oriented.length},
    });
    assert.ok(picture.ok, JSON.stringify(picture));
    assert.deepEqual([picture.picture.width, picture.picture.height], [600, 800]);
    const heic = real('iphone.heic');
    const key = await put(heic, heic.length, 'image/heic');
    assert.deepEqual(await acceptPicture(db, storage, {body: null, declaredBytes: null, limits: LIMITS, actor: {id: null, email: 'owner@direct.test'}, stored: {key, size: heic.length}}), {
      ok: false,
      error: 'heic',
    });
    assert.equal(await exists(key), false);
  });

  await t.test('an instant preview from a photo the browser put into the bucket; an HEIC one is refused with how to send JPEG, and deleted', async () => {
    const pool = previewPool({
      workers: 1,
      queue: 2,
      timeoutMs: 60_000,
      workerFile: path.join(root, 'lib', 'preview', 'worker.mjs'),
      model: path.join(root, 'lib', 'preview', 'model', 'u2netp.onnx'),
      sha256: '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8',
      siteName: 'AI Creative Studio',
    });
    try {
      const data = SCENE_FILES['serum-after']!;
      const scene = {data, file: path.join(root, 'lib', 'preview', 'scenes', data.file)};
      const make = (key: string, size: number) =>
        makePreview(db, storage, pool, {who: {ownerId: buyer.id}, target: 'template:24', scene, name: 'photo.jpg', body: null, declaredBytes: null, limits: LIMITS, stored: {key, size}});
      const bottle = readFileSync(path.join(root, 'tests', 'fixtures', 'preview', 'bottle.jpg'));
      const made = await make(await put(bottle), bottle.length);
      assert.ok(made.ok, JSON.stringify(made));
      const photo = await db.upload.findUniqueOrThrow({where: {id: made.preview.photoId}});
      assert.ok(await exists(photo.storageKey), 'the photo stays in the bucket, under a key of its own');
      const heic = real('iphone.heic');
      const key = await put(heic, heic.length, 'image/heic');
      assert.deepEqual(await make(key, heic.length), {ok: false, error: 'heic'});
      assert.equal(await exists(key), false);
    } finally {
      await pool.close();
    }
  });

  await t.test('a ticket is recorded as pending: completing takes the record once; one never completed goes with its object in the clean-up after 24 hours', async () => {
    const bytes = real('progressive.jpg');
    const kept = await put(bytes);
    await recordPending(db, kept, {name: 'kept.jpg', size: bytes.length, contentType: 'image/jpeg'}, {ownerId: buyer.id});
    // Completing while the bucket does not answer gives the record back as it was: the ticket completes later.
    const taken = await takePending(db, kept);
    assert.deepEqual(taken && [taken.size, taken.ownerId], [bytes.length, buyer.id]);
    await restorePending(db, taken!);
    const restored = await db.upload.findFirstOrThrow({where: {storageKey: kept}});
    assert.deepEqual([restored.purpose, restored.size, restored.ownerId], ['direct-pending', bytes.length, buyer.id]);
    assert.ok(await takePending(db, kept));
    assert.equal(await takePending(db, kept), null, 'a second completion finds nothing');
    // The spent key keeps a record counted for nobody: whatever a second PUT leaves there goes with it in the clean-up.
    const spent = await db.upload.findFirstOrThrow({where: {storageKey: kept}});
    assert.deepEqual([spent.purpose, spent.size, spent.ownerId], ['direct-spent', 0, null]);
    const abandoned = await put(bytes);
    await recordPending(db, abandoned, {name: 'abandoned.jpg', size: bytes.length, contentType: 'image/jpeg'}, {ownerId: buyer.id});
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await removeUnusedUploads(db, storage, later, {warn: () => {}});
    assert.equal(await db.upload.count({where: {storageKey: abandoned}}), 0);
    assert.equal(await exists(abandoned), false, 'its object is deleted too');
    assert.equal(await db.upload.count({where: {storageKey: kept}}), 0);
    assert.equal(await exists(kept), false, 'and the spent key`s object with its record');
  });

  await t.test('a download is a redirect to a one-minute signed GET answering with the sniffed type and as an attachment', async () => {
    const bytes = real('webp-named.jpg');
    const accepted = await accept(await put(bytes), bytes.length, 'named.jpg');
    assert.ok(accepted.ok);
    const answer = await serveUpload(db, storage, {id: accepted.upload.id, user: {id: buyer.id, role: 'USER'}, token: null, inline: false});
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.get('cache-control'), 'private, no-store');
    const location = new URL(answer.headers.get('location')!);
    assert.equal(location.origin, `http://127.0.0.1:${port}`);
    assert.equal(location.searchParams.get('X-Amz-Expires'), '60');
    const file = await fetch(location);
    assert.equal(file.headers.get('content-type'), 'image/webp');
    assert.match(file.headers.get('content-disposition') ?? '', /^attachment; filename\*=UTF-8''named\.jpg$/);
    assert.ok(Buffer.from(await file.arrayBuffer()).equals(bytes));
    // Someone else: 404 before any address is signed.
    const stranger = await serveUpload(db, storage, {id: accepted.upload.id, user: null, token: null, inline: false});
    assert.equal(stranger.status, 404);
  });
});
