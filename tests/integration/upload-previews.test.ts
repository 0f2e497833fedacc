/**
 * GET /uploads/{id}'s rules (lib/uploads/serve, which the route calls): a delivered draft's inline
 * preview answers exactly the people its download answers (the order's customer, admins, the guest
 * link's holder) and only images browsers draw are ever sent inline.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Readable} from 'node:stream';
import {registerUser} from '@/lib/auth/accounts';
import {deliver, DELIVERABLE_PURPOSE} from '@/lib/orders/deliveries';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {localStorage, newStorageKey} from '@/lib/storage';
import {receiveUpload} from '@/lib/uploads/receive';
import {serveUpload} from '@/lib/uploads/serve';
import {MB} from '@/lib/uploads/types';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'uploads', name));
const LIMITS = {imageBytes: 10 * MB, videoBytes: 200 * MB};

for (const kind of databaseKinds) {
  test(`delivered files: inline previews follow the download's access rules (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const dir = mkdtempSync(path.join(tmpdir(), 'previews-'));
    t.after(() => rmSync(dir, {recursive: true, force: true}));
    const storage = localStorage(dir);

    const register = async (email: string) => {
      const made = await registerUser(db, {email, password: 'Str0ngEnough'});
      assert.ok(made.ok);
      return made.user;
    };
    const buyer = await register('buyer@shop.test');
    const stranger = await register('stranger@shop.test');
    const studio = await db.user.update({where: {id: (await register('studio@shop.test')).id}, data: {role: 'ADMIN'}});
    const actor = {id: studio.id, email: studio.email};

    async function orderInProgress(user: typeof buyer | null) {
      const priced = priceOrder([{type: 'service', id: 1, quantity: 3}], 'us', SEED_CATALOG);
      if (typeof priced === 'string') throw new Error(priced);
      const made = await createOrder(db, {priced, customer: {name: 'Jane Park', email: user?.email ?? 'guest@shop.test', phone: '1'}, country: 'us', language: 'en', user, secret: SECRET});
      await db.order.update({where: {id: made.order.id}, data: {status: 'in_progress'}});
      return made;
    }
    /** What the studio's upload does: the bytes sniffed into storage, a deliverable row of the admin. */
    async function deliverable(name: string) {
      const received = await receiveUpload(new Blob([new Uint8Array(fixture(name))]).stream(), storage, LIMITS);
      assert.ok(received.ok, name);
      return db.upload.create({
        data: {ownerId: studio.id, storageKey: received.file.storageKey, originalName: name, contentType: received.file.contentType, size: received.file.size, purpose: DELIVERABLE_PURPOSE},
      });
    }

    const owned = await orderInProgress(buyer);
    const photo = await deliverable('photo.jpg');
    const clip = await deliverable('clip.mp4');
    // A row claiming SVG (no upload can make one: types come from the bytes) must still never be shown inline.
    const svgKey = newStorageKey();
    await storage.put(svgKey, Readable.from([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')]), 'image/svg+xml');
    const svg = await db.upload.create({data: {ownerId: studio.id, storageKey: svgKey, originalName: 'art.svg', contentType: 'image/svg+xml', size: 72, purpose: DELIVERABLE_PURPOSE}});
    assert.deepEqual(await deliver(db, {orderId: owned.order.id, uploadIds: [photo.id, clip.id, svg.id], admin: actor}), {ok: true, round: 1});

    const guest = await orderInProgress(null);
    assert.ok(guest.guestToken);
    const guestPhoto = await deliverable('sticker.webp');
    assert.deepEqual(await deliver(db, {orderId: guest.order.id, uploadIds: [guestPhoto.id], admin: actor}), {ok: true, round: 1});

    const fetch = (id: string, who: {id: string; role: string} | null, options: {token?: string; inline?: boolean} = {}) =>
      serveUpload(db, storage, {id, user: who, token: options.token ?? null, inline: options.inline ?? true});

    await t.test('the order customer and admins see the preview, inline, byte for byte', async () => {
      for (const who of [buyer, studio]) {
        const response = await fetch(photo.id, who);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'image/jpeg');
        assert.equal(response.headers.get('content-disposition'), "inline; filename*=UTF-8''photo.jpg");
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(response.headers.get('cache-control'), 'private, no-store');
        assert.deepEqual(Buffer.from(await response.arrayBuffer()), fixture('photo.jpg'));
      }
    });

    await t.test('anyone else gets 404 for the preview as for the download: another customer, nobody, another order’s guest link', async () => {
      for (const inline of [true, false]) {
        assert.equal((await fetch(photo.id, stranger, {inline})).status, 404);
        assert.equal((await fetch(photo.id, null, {inline})).status, 404);
        assert.equal((await fetch(photo.id, null, {inline, token: guest.guestToken!})).status, 404);
        assert.equal((await fetch(photo.id, stranger, {inline, token: 'not-a-token'})).status, 404);
      }
    });

    await t.test('a guest order: the link token opens the preview; without it, or with a wrong one, 404', async () => {
      const response = await fetch(guestPhoto.id, null, {token: guest.guestToken!});
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-disposition'), "inline; filename*=UTF-8''sticker.webp");
      assert.equal((await fetch(guestPhoto.id, null)).status, 404);
      assert.equal((await fetch(guestPhoto.id, stranger)).status, 404);
      assert.equal((await fetch(guestPhoto.id, null, {token: `${guest.guestToken!}x`})).status, 404);
      assert.equal((await fetch(guestPhoto.id, buyer)).status, 404, 'a customer of another order');
    });

    await t.test('only images browsers draw go inline: a video or an SVG asked inline is still an attachment; no inline asked, a download', async () => {
      const video = await fetch(clip.id, buyer);
      assert.equal(video.status, 200);
      assert.match(video.headers.get('content-disposition')!, /^attachment;/);
      const vector = await fetch(svg.id, buyer);
      assert.equal(vector.status, 200);
      assert.match(vector.headers.get('content-disposition')!, /^attachment;/);
      assert.equal(vector.headers.get('content-security-policy'), "default-src 'none'; sandbox");
      const download = await fetch(photo.id, buyer, {inline: false});
      assert.equal(download.headers.get('content-disposition'), "attachment; filename*=UTF-8''photo.jpg");
      await Promise.all([video, vector, download].map((r) => r.body?.cancel()));
    });

    await t.test('an id that is not a file: 404', async () => {
      assert.equal((await fetch('not-a-uuid', studio)).status, 404);
      assert.equal((await fetch('00000000-0000-4000-8000-000000000000', studio)).status, 404);
    });
  });
}
