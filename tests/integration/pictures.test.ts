/**
 * The shop's pictures (docs/admin.md#setting-up-the-shop) on both databases and both storages: an upload gets the brief
 * uploads' checks and must decode; AVIF is taken (briefs do not take it), GIF and a disguised file
 * are not; a placed picture is in the catalogue with its size, placeholder and alt texts; slots
 * are only the real places; everything is audited.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import {loadCatalog} from '@/lib/catalog/store';
import {acceptPicture} from '@/lib/media/accept';
import {isSlot} from '@/lib/media/pictures';
import {MEDIA_UNUSED_FOR_MS, placePicture, removeUnusedMedia} from '@/lib/media/store';
import {MB} from '@/lib/uploads/types';
import {databaseKinds, openDatabase} from './databases';
import {storageBackends} from './storages';

const OWNER = {id: null, email: 'owner@studio.test'};
const LIMITS = {imageBytes: 2 * MB, videoBytes: 2 * MB};
const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/uploads', name));
const stream = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]).stream();
const upload = (db: Parameters<typeof acceptPicture>[0], storage: Parameters<typeof acceptPicture>[1], bytes: Buffer) =>
  acceptPicture(db, storage, {body: stream(bytes), declaredBytes: bytes.length, limits: LIMITS, actor: OWNER});

test('picture slots are the real places on the pages', () => {
  assert.deepEqual(
    [
      'service:1:cover',
      'service:13:after',
      'template:28:3',
      'hero:0',
      'hero:1',
      'hero:2',
      'service:14:cover',
      'service:01:cover',
      'template:9:0',
      'template:1:4',
      'hero:6',
      'hero',
      'portfolio:1',
      'service:1:side',
    ].map(isSlot),
    [true, true, true, true, true, false, false, false, false, false, false, false, false, false],
  );
});

for (const kind of databaseKinds) {
  test(`the shop's pictures (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const backends = await storageBackends();
    t.after(() => Promise.all(backends.map((b) => b.close())));
    const avif = await sharp({create: {width: 64, height: 48, channels: 3, background: '#c0392b'}})
      .avif()
      .toBuffer();

    for (const {name, storage} of backends) {
      await t.test(`${name}: JPEG, PNG, WebP and AVIF are taken with their size and a placeholder; GIF, a disguised or damaged file is not`, async () => {
        const photo = await upload(db, storage, fixture('photo.jpg'));
        assert.ok(photo.ok);
        const meta = await sharp(fixture('photo.jpg')).metadata();
        assert.deepEqual([photo.picture.width, photo.picture.height], [meta.width, meta.height]);
        assert.match(photo.picture.blurDataUrl, /^data:image\/webp;base64,/);
        const taken = await Promise.all([fixture('logo.png'), fixture('sticker.webp'), avif].map((bytes) => upload(db, storage, bytes)));
        assert.deepEqual(
          taken.map((r) => r.ok),
          [true, true, true],
        );
        assert.deepEqual(
          taken.map((r) => r.ok && r.picture.width),
          [(await sharp(fixture('logo.png')).metadata()).width, (await sharp(fixture('sticker.webp')).metadata()).width, 64],
        );

        const refused = await Promise.all(
          [fixture('dot.gif'), fixture('page.html.png'), fixture('script.svg.jpg'), fixture('truncated.jpg'), Buffer.alloc(0)].map((bytes) => upload(db, storage, bytes)),
        );
        assert.deepEqual(
          refused.map((r) => (r.ok ? 'ok' : r.error)),
          ['badType', 'badType', 'badType', 'truncated', 'empty'],
        );
        // A PNG's signature and ending around bytes that are not a picture: only decoding finds it out.
        const png = fixture('logo.png');
        const forged = Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 7), png.subarray(png.length - 12)]);
        const decoded = await upload(db, storage, forged);
        assert.deepEqual(decoded, {ok: false, error: 'truncated'});
        assert.deepEqual(await upload(db, storage, Buffer.alloc(3 * MB, 1)), {ok: false, error: 'tooLarge'});
      });
    }

    await t.test('a placed picture is in the catalogue with its alt texts; replaced, emptied; unknown slots and pictures are refused; all audited', async () => {
      const [{storage}] = backends as [(typeof backends)[number]];
      const first = await upload(db, storage, fixture('photo.jpg'));
      const second = await upload(db, storage, avif);
      assert.ok(first.ok && second.ok);
      const placed = await placePicture(db, 'service:4:after', first.picture.id, {en: 'Pasta on a slate plate', ko: '석판 위의 파스타'}, OWNER);
      assert.ok(placed.ok);
      let catalog = await loadCatalog(db);
      assert.deepEqual(catalog.pictures['service:4:after'], {...first.picture, alt: {en: 'Pasta on a slate plate', ko: '석판 위의 파스타'}});

      assert.ok((await placePicture(db, 'service:4:after', second.picture.id, {en: 'Pasta, evening light'}, OWNER)).ok);
      catalog = await loadCatalog(db);
      assert.equal(catalog.pictures['service:4:after']?.id, second.picture.id);
      assert.deepEqual(catalog.pictures['service:4:after']?.alt, {en: 'Pasta, evening light'});

      assert.deepEqual(await placePicture(db, 'service:99:after', first.picture.id, undefined, OWNER), {ok: false, error: 'slot'});
      assert.deepEqual(await placePicture(db, 'hero:0', '00000000-0000-4000-8000-000000000000', undefined, OWNER), {ok: false, error: 'unknown'});
      assert.ok((await placePicture(db, 'service:4:after', null, undefined, OWNER)).ok);
      assert.equal((await loadCatalog(db)).pictures['service:4:after'], undefined);

      // A day later, pictures nothing shows are removed (row and file); a placed one stays.
      assert.ok((await placePicture(db, 'hero:0', first.picture.id, {}, OWNER)).ok);
      assert.equal(await removeUnusedMedia(db, storage).then((t) => t.files), 0, 'nothing younger than a day');
      const before = await db.media.count();
      const gone = await removeUnusedMedia(db, storage, new Date(Date.now() + MEDIA_UNUSED_FOR_MS + 60_000));
      assert.equal(gone.files, before - 1);
      assert.deepEqual(
        (await db.media.findMany({select: {id: true}})).map((m) => m.id),
        [first.picture.id],
      );
      const kept = await storage.get((await db.media.findUniqueOrThrow({where: {id: first.picture.id}})).storageKey);
      assert.ok(kept, 'the placed picture keeps its file');
      assert.ok((await kept.body.toArray()).length > 0);

      const actions = (await db.auditLog.findMany({where: {targetType: 'media'}, orderBy: {createdAt: 'asc'}})).map((a) => a.action);
      assert.ok(actions.includes('media.upload'));
      assert.deepEqual(actions.filter((a) => a === 'media.place').length, 4);
    });
  });
}
