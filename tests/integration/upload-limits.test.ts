/**
 * Security finding F7: an `ftyp` header glued onto random bytes was stored as a 50 MB "video",
 * any account could upload without limit, and unused files stayed forever. Runs what
 * POST /api/uploads does (acceptUpload) and the clean-up on each database, with files on local disk.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {buffer} from 'node:stream/consumers';
import {briefSchema} from '@/lib/briefs/schema';
import {createBrief} from '@/lib/briefs/store';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {localStorage, type ObjectStorage} from '@/lib/storage';
import {acceptUpload, type AcceptInput} from '@/lib/uploads/accept';
import {removeUnusedUploads} from '@/lib/uploads/cleanup';
import {uploadQuota} from '@/lib/uploads/quota';
import {MB} from '@/lib/uploads/types';
import {databaseKinds} from './databases';
import {seedCatalog} from '@/lib/catalog/seed';

const LIMITS = {imageBytes: 10 * MB, videoBytes: 200 * MB};
const HOUR = 60 * 60 * 1000;

// ISO base media files, box by box.
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const payload = Buffer.concat(parts);
  return Buffer.concat([u32(8 + payload.length), Buffer.from(type, 'latin1'), payload]);
};
/** The same box with a 64-bit size (size field 1), as cameras write large mdat boxes. */
const largeBox = (type: string, payload: Buffer) => {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(16 + payload.length));
  return Buffer.concat([u32(1), Buffer.from(type, 'latin1'), size, payload]);
};
const fullBox = (type: string, ...parts: Buffer[]) => box(type, u32(0), ...parts);
const ftyp = (major: string, ...compatible: string[]) => box('ftyp', Buffer.from(major, 'latin1'), u32(0x200), ...compatible.map((c) => Buffer.from(c, 'latin1')));
// A version-0 movie header: times, timescale 1000, duration 1 s, rate 1.0, volume 1.0, identity matrix, next track 2.
const mvhd = fullBox(
  'mvhd',
  u32(0),
  u32(0),
  u32(1000),
  u32(1000),
  u32(0x00010000),
  Buffer.from([1, 0]),
  Buffer.alloc(10),
  ...[0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32),
  Buffer.alloc(24),
  u32(2),
);
const moov = box('moov', mvhd);
const media = (bytes: number) => deterministicBytes('media', bytes);

const MP4 = Buffer.concat([ftyp('isom', 'isom', 'iso2', 'mp41'), moov, box('mdat', media(3000))]);
// QuickTime writes the movie box last, after a `wide` placeholder and the media.
const MOV = Buffer.concat([ftyp('qt  ', 'qt  '), box('wide'), box('mdat', media(3000)), moov]);
const HEIC = Buffer.concat([
  ftyp('heic', 'mif1', 'heic'),
  fullBox('meta', fullBox('hdlr', u32(0), Buffer.from('pict', 'latin1'), Buffer.alloc(12), Buffer.from([0])), fullBox('pitm', Buffer.from([0, 1]))),
  box('mdat', media(2000)),
]);

/** Reproducible "random" bytes (SHA-256 in counter mode): the same attack file on every run. */
function deterministicBytes(seed: string, length: number): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0; i * 32 < length; i++) blocks.push(createHash('sha256').update(`${seed}:${i}`).digest());
  return Buffer.concat(blocks).subarray(0, length);
}

/** The reproduction from the finding: a valid 24-byte ftyp, then anything. */
const fakeMp4 = (payload: Buffer) => Buffer.concat([ftyp('isom', 'iso2'), payload]);
const fakeHeic = (payload: Buffer) => Buffer.concat([ftyp('heic', 'mif1'), payload]);

/** A request body in browser-sized chunks; `pulled` counts what the server actually read. */
function bodyOf(data: Buffer, chunk = 64 * 1024) {
  const counter = {pulled: 0};
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= data.length) return controller.close();
        const part = data.subarray(offset, offset + chunk);
        offset += part.length;
        counter.pulled += part.length;
        controller.enqueue(new Uint8Array(part));
      },
    },
    {highWaterMark: 0},
  ); // read on demand only, so `pulled` is what the server asked for
  return {stream, counter};
}

/** Every object in the local storage folder. */
function storedObjects(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

const brief = (fileIds: string[]) => briefSchema.parse({serviceId: 6, style: ['modern'], fileIds});

for (const kind of databaseKinds) {
  test(`upload limits: box structure, daily quota, clean-up (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    await seedCatalog(db); // the price list a fresh install starts with
    const dir = mkdtempSync(path.join(tmpdir(), 'upload-limits-'));
    const storage = localStorage(dir);
    t.after(async () => {
      await db.$disconnect();
      await database.drop();
      rmSync(dir, {recursive: true, force: true});
    });
    // Accounts as rows: sign-up itself is tested elsewhere.
    const register = (email: string) => db.user.create({data: {email, username: email.split('@')[0]!}});
    const roomy = uploadQuota({bytesPerDay: 1024 * MB, filesPerDay: 1000});
    const upload = (ownerId: string, data: Buffer, options: Partial<AcceptInput> & {chunk?: number} = {}) => {
      const {stream, counter} = bodyOf(data, options.chunk);
      const result = acceptUpload(db, storage, {ownerId, name: 'file', body: stream, declaredBytes: data.length, deliverable: false, limits: LIMITS, quota: roomy, ...options});
      return result.then((r) => ({...r, pulled: counter.pulled}));
    };

    await t.test('a container header glued onto other bytes is refused as damaged, and nothing is kept', async () => {
      const attacker = await register('attacker@example.test');
      for (const [label, data] of [
        ['fake MP4: ftyp + 2 MB of random bytes', fakeMp4(deterministicBytes('attack', 2 * MB))],
        ['fake HEIC: ftyp + 2 MB of random bytes', fakeHeic(deterministicBytes('attack-heic', 2 * MB))],
        ['MP4 without a movie box', Buffer.concat([ftyp('isom', 'isom'), box('free'), box('mdat', media(500))])],
        ['HEIC without a meta box', Buffer.concat([ftyp('heic', 'mif1'), box('mdat', media(500))])],
        ['MP4 whose last box runs past the end of the file', Buffer.concat([ftyp('isom', 'isom'), moov, box('mdat', media(3000)).subarray(0, 2000)])],
        ['MP4 with a few bytes after its last box', Buffer.concat([MP4, Buffer.from('<a>')])],
        ['MP4 with a box smaller than its own header', Buffer.concat([ftyp('isom', 'isom'), moov, u32(4), Buffer.from('free')])],
        ['MP4 with an unprintable box type', Buffer.concat([ftyp('isom', 'isom'), moov, u32(8), Buffer.from([0, 1, 2, 3])])],
        ['MOV whose first box is not ftyp', Buffer.concat([box('wide'), box('mdat', media(100)), moov])],
      ] as const) {
        // With Content-Length (a browser) and without (chunked): the end of the file decides too.
        for (const declaredBytes of [data.length, null]) {
          const result = await upload(attacker.id, data, {chunk: 1000, declaredBytes});
          assert.equal(result.ok, false, label);
          assert.equal(!result.ok && result.error, 'truncated', `${label}, declared ${declaredBytes}`);
        }
      }
      assert.deepEqual(storedObjects(dir), [], 'no refused file is left in storage');
      assert.equal(await db.upload.count({where: {ownerId: attacker.id}}), 0);

      // The finding's 50 MB of "video": refused after its first bytes, not after 50 MB. A web page after
      // the header reads as a box of about 1 GB, more than a video may be.
      const page = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'.repeat(20));
      const fifty = Buffer.concat([ftyp('isom', 'iso2'), Buffer.concat(Array.from({length: Math.ceil((50 * MB) / page.length)}, () => page))]);
      const big = await upload(attacker.id, fifty, {declaredBytes: null});
      assert.equal(!big.ok && big.error, 'tooLarge');
      assert.ok(big.pulled < MB, `stopped after ${big.pulled} bytes`);
      const noiseMb = deterministicBytes('noise', MB);
      const noise = await upload(attacker.id, fakeMp4(Buffer.concat(Array.from({length: 50}, () => noiseMb))), {declaredBytes: null});
      assert.equal(!noise.ok && noise.error, 'truncated');
      assert.ok(noise.pulled < MB, `stopped after ${noise.pulled} bytes`);
      assert.deepEqual(storedObjects(dir), []);
    });

    await t.test('well-formed MP4, MOV and HEIC files are accepted and stored byte-identical, in any chunking', async () => {
      const customer = await register('films@cafe.test');
      const accepted = [
        ['MP4', MP4, 'video/mp4'],
        ['MOV (movie box last)', MOV, 'video/quicktime'],
        ['HEIC', HEIC, 'image/heic'],
        ['MP4 with a 64-bit mdat', Buffer.concat([ftyp('isom', 'isom'), moov, largeBox('mdat', media(5000))]), 'video/mp4'],
        ['MP4 whose mdat runs to the end (size 0)', Buffer.concat([ftyp('mp42', 'isom'), moov, u32(0), Buffer.from('mdat'), media(5000)]), 'video/mp4'],
      ] as const;
      for (const [label, data, type] of accepted) {
        // 7-byte chunks split every box header across chunks.
        for (const chunk of [7, 4096]) {
          const result = await upload(customer.id, data, {chunk});
          assert.ok(result.ok, `${label} in ${chunk}-byte chunks`);
          assert.equal(result.upload.contentType, type, label);
          assert.equal(result.upload.size, data.length);
          const row = await db.upload.findUniqueOrThrow({where: {id: result.upload.id}});
          const stored = await storage.get(row.storageKey);
          assert.ok(stored);
          assert.ok((await buffer(stored.body)).equals(data), `${label} stored byte-identical`);
        }
      }
      // A real video's size limit still says "too large", not "damaged".
      const long = Buffer.concat([ftyp('isom', 'isom'), moov, box('mdat', media(40_000))]);
      const refused = await upload(customer.id, long, {declaredBytes: null, limits: {imageBytes: MB, videoBytes: 20_000}});
      assert.equal(!refused.ok && refused.error, 'tooLarge');
    });

    await t.test('the daily quota: files and bytes per account per 24 hours, before and while reading', async () => {
      const quota = uploadQuota({bytesPerDay: 20_000, filesPerDay: 3});
      const small = Buffer.concat([ftyp('isom', 'isom'), moov, box('mdat', media(5000))]);

      // Files: the fourth upload of the day is refused before a byte of it is read.
      const busy = await register('busy@bakery.test');
      for (let i = 0; i < 3; i++) assert.ok((await upload(busy.id, small, {quota})).ok, `upload ${i + 1}`);
      const fourth = await upload(busy.id, small, {quota});
      assert.equal(!fourth.ok && fourth.error, 'quota');
      assert.equal(fourth.pulled, 0, 'refused before the body is read');
      assert.equal(await db.upload.count({where: {ownerId: busy.id}}), 3);

      // Another account has its own quota.
      const other = await register('other@bakery.test');
      assert.ok((await upload(other.id, small, {quota})).ok);

      // Bytes: a declared length past what is left is refused at once; a smaller file still fits.
      const heavy = await register('heavy@bakery.test');
      const fifteen = Buffer.concat([ftyp('isom', 'isom'), moov, box('mdat', media(15_000))]);
      assert.ok((await upload(heavy.id, fifteen, {quota})).ok);
      assert.ok(fifteen.length + small.length > 20_000 && fifteen.length + small.length / 4 < 20_000);
      const over = await upload(heavy.id, small, {quota});
      assert.equal(!over.ok && over.error, 'quota');
      assert.equal(over.pulled, 0);
      const tiny = Buffer.concat([ftyp('isom', 'isom'), moov, box('mdat', media(1000))]);
      assert.ok((await upload(heavy.id, tiny, {quota})).ok, 'what is left can still be used');

      // Without Content-Length the body is cut off where the quota ends, and nothing is kept: both
      // when its boxes announce more than is left and when its last box runs "to the end" (size 0).
      const stream = await register('stream@bakery.test');
      const before = storedObjects(dir).length;
      for (const data of [Buffer.concat([ftyp('isom', 'isom'), moov, box('mdat', media(200_000))]), Buffer.concat([ftyp('isom', 'isom'), moov, u32(0), Buffer.from('mdat'), media(200_000)])]) {
        const chunked = await upload(stream.id, data, {quota, declaredBytes: null, chunk: 4096});
        assert.equal(!chunked.ok && chunked.error, 'quota');
        assert.ok(chunked.pulled <= 20_000 + 2 * 4096, `read ${chunked.pulled} bytes of ${data.length}`);
      }
      assert.equal(storedObjects(dir).length, before, 'the cut-off files are not kept');
      assert.equal(await db.upload.count({where: {ownerId: stream.id}}), 0);

      // Two bodies without a length at the same time cannot both be granted the whole remainder.
      const twins = await register('twins@bakery.test');
      const twelve = Buffer.concat([ftyp('isom', 'isom'), moov, box('mdat', media(12_000))]);
      const pair = await Promise.all([upload(twins.id, twelve, {quota, declaredBytes: null}), upload(twins.id, twelve, {quota, declaredBytes: null})]);
      assert.deepEqual(pair.map((r) => (r.ok ? 'ok' : r.error)).sort(), ['ok', 'quota']);

      // A day later the quota is back.
      await db.upload.updateMany({where: {ownerId: busy.id}, data: {createdAt: new Date(Date.now() - 25 * HOUR)}});
      assert.ok((await upload(busy.id, small, {quota})).ok, 'uploads older than 24 hours no longer count');

      // The studio's deliverables are exempt.
      const boss = await register('studio@boss.test');
      for (let i = 0; i < 5; i++) assert.ok((await upload(boss.id, fifteen, {quota, deliverable: true})).ok, `deliverable ${i + 1}`);
      assert.equal(await db.upload.count({where: {ownerId: boss.id, purpose: 'deliverable'}}), 5);
    });

    await t.test('the clean-up removes files no brief or delivery used within 24 hours, row and object', async () => {
      const owner = await register('tidy@florist.test');
      const make = async (ageHours: number, options: Partial<AcceptInput> = {}) => {
        const result = await upload(owner.id, MP4, options);
        assert.ok(result.ok);
        const row = await db.upload.update({where: {id: result.upload.id}, data: {createdAt: new Date(Date.now() - ageHours * HOUR)}});
        return row;
      };
      // Everything the earlier tests left is unused: start from a clean slate.
      for (const row of await db.upload.findMany()) {
        await db.upload.delete({where: {id: row.id}});
        await storage.delete(row.storageKey);
      }

      const abandoned = await make(25);
      const inBrief = await make(25);
      const delivered = await make(25, {deliverable: true});
      const waiting = await make(25, {deliverable: true});
      const fresh = await make(23);
      const created = await createBrief(db, owner.id, brief([inBrief.id]), {country: 'us', language: 'en'});
      assert.ok(created.ok);
      const order = await db.order.create({
        data: {
          number: 'F7-0001',
          orderType: 'service',
          country: 'us',
          language: 'en',
          currency: 'USD',
          amount: 1000,
          amountKrw: 13_000,
          customerName: 'Tidy',
          customerEmail: owner.email,
          customerPhone: '010',
          status: 'in_progress',
        },
      });
      await db.delivery.create({data: {orderId: order.id, round: 1, files: {create: [{uploadId: delivered.id}]}}});

      const warnings: unknown[][] = [];
      const tally = await removeUnusedUploads(db, storage, new Date(), {warn: (...args: unknown[]) => warnings.push(args)});
      assert.deepEqual(tally, {files: 2, bytes: 2 * MP4.length});
      const left = (await db.upload.findMany({select: {id: true}})).map((r) => r.id).sort();
      assert.deepEqual(left, [inBrief.id, delivered.id, fresh.id].sort(), 'the abandoned file and the undelivered deliverable are gone');
      assert.equal(await storage.get(abandoned.storageKey), null, 'its stored object too');
      assert.equal(await storage.get(waiting.storageKey), null);
      for (const kept of [inBrief, delivered, fresh]) assert.ok(await storage.get(kept.storageKey), 'a used or fresh file keeps its object');
      assert.deepEqual(storedObjects(dir).sort(), [inBrief, delivered, fresh].map((r) => r.storageKey).sort());
      assert.equal(warnings.length, 0, 'nothing to warn about');

      // A day later the fresh one goes too; a second run finds nothing more.
      assert.deepEqual(await removeUnusedUploads(db, storage, new Date(Date.now() + 2 * HOUR)), {files: 1, bytes: MP4.length});
      assert.deepEqual(await removeUnusedUploads(db, storage, new Date(Date.now() + 2 * HOUR)), {files: 0, bytes: 0});
      assert.equal(await db.projectBrief.count({where: {id: created.brief.id, files: {some: {uploadId: inBrief.id}}}}), 1, 'the brief still holds its file');

      // A stored object the bucket does not delete keeps its row (asked again, it is still there), and the run stops there.
      const stuck = await make(30);
      const warn = (...args: unknown[]) => void warnings.push(args);
      const failing: ObjectStorage = {...storage, delete: () => Promise.reject(new Error('bucket unreachable'))};
      const result = await removeUnusedUploads(db, failing, new Date(), {warn}, {settleMs: 0});
      assert.deepEqual(result, {files: 0, bytes: 0, stopped: {storageKey: stuck.storageKey, outcome: 'kept'}});
      assert.equal(await db.upload.count({where: {id: stuck.id}}), 1, 'its row stays with its object');
      assert.ok(await storage.get(stuck.storageKey));
      assert.match(String(warnings.at(-1)?.[0]), new RegExp(stuck.storageKey));

      // A delete that did its work but whose answer was lost: asked again, the object is gone, so the row goes too.
      const unanswered: ObjectStorage = {
        ...storage,
        delete: async (key) => {
          await storage.delete(key);
          throw new Error('socket hang up');
        },
      };
      const settled = await removeUnusedUploads(db, unanswered, new Date(), {warn}, {settleMs: 0});
      assert.deepEqual(settled, {files: 1, bytes: MP4.length, stopped: {storageKey: stuck.storageKey, outcome: 'deleted'}});
      assert.equal(await db.upload.count({where: {id: stuck.id}}), 0);

      // A bucket that answers nothing at all: the row stays for the next run, which deletes it.
      const silent = await make(30);
      const dead: ObjectStorage = {...storage, delete: () => Promise.reject(new Error('timeout')), head: () => Promise.reject(new Error('timeout'))};
      const unsure = await removeUnusedUploads(db, dead, new Date(), {warn}, {settleMs: 0});
      assert.deepEqual(unsure, {files: 0, bytes: 0, stopped: {storageKey: silent.storageKey, outcome: 'unsure'}});
      assert.deepEqual(await removeUnusedUploads(db, storage, new Date(), {warn}), {files: 1, bytes: MP4.length});
      assert.equal(await storage.get(silent.storageKey), null);
    });
  });
}
