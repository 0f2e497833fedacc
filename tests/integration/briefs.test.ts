import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buffer} from 'node:stream/consumers';
import {registerUser} from '@/lib/auth/accounts';
import {briefSchema} from '@/lib/briefs/schema';
import {createBrief, listBriefs, moveBrief} from '@/lib/briefs/store';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {localPrice} from '@/lib/money';
import {receiveUpload} from '@/lib/uploads/receive';
import {MB} from '@/lib/uploads/types';
import {seedText} from '@/tests/seed-texts';
import type {ObjectStorage} from '@/lib/storage';
import {databaseKinds} from './databases';
import {storageBackends} from './storages';
import {seedCatalog} from '@/lib/catalog/seed';

const photo = readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'uploads', 'photo.jpg'));
const LIMITS = {imageBytes: 10 * MB, videoBytes: 200 * MB};
const brief = (input: Record<string, unknown>) => briefSchema.parse({style: ['modern'], ...input});

/** What POST /api/uploads does: stream into storage, then a row owned by the customer. */
async function uploadAs(db: PrismaClient, storage: ObjectStorage, ownerId: string, data: Buffer, name: string) {
  const received = await receiveUpload(new Blob([new Uint8Array(data)]).stream(), storage, LIMITS);
  assert.ok(received.ok);
  return db.upload.create({data: {ownerId, storageKey: received.file.storageKey, originalName: name, contentType: received.file.contentType, size: received.file.size}});
}

for (const kind of databaseKinds) {
  test(`project briefs: create, list, status, files (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    await seedCatalog(db); // the price list a fresh install starts with
    const backends = await storageBackends();
    t.after(async () => {
      await db.$disconnect();
      await database.drop();
      for (const backend of backends) await backend.close();
    });
    const register = async (email: string) => {
      const result = await registerUser(db, {email, password: 'Str0ngEnough'});
      assert.ok(result.ok);
      return result.user;
    };
    const cafe = await register('owner@cafe.test');
    const bakery = await register('owner@bakery.test');
    // Admin by the studio's choice (sign-up never makes admins).
    const boss = await db.user.update({where: {id: (await register('boss@studio.test')).id}, data: {role: 'ADMIN'}});

    for (const {name, storage} of backends) {
      await t.test(`with files on ${name}`, async () => {
        const cafePhoto = await uploadAs(db, storage, cafe.id, photo, '메뉴 사진.jpg');
        const bakeryPhoto = await uploadAs(db, storage, bakery.id, photo, 'bread.jpg');

        // Someone else's upload cannot be attached to your brief.
        assert.deepEqual(await createBrief(db, cafe.id, brief({serviceId: 6, fileIds: [bakeryPhoto.id]}), {country: 'us', language: 'en'}), {ok: false, error: 'files'});

        const quote = await createBrief(db, cafe.id, brief({serviceId: 6, usage: ['menu'], additionalRequests: '  Rainy night  ', fileIds: [cafePhoto.id]}), {country: 'us', language: 'en'});
        assert.ok(quote.ok);
        assert.equal(quote.brief.status, 'pending');
        assert.equal(quote.brief.serviceName, seedText('en', 'service', 6).name);
        assert.equal(quote.brief.serviceAmount, null, 'a quote service has no price');
        assert.equal(quote.brief.additionalRequests, 'Rainy night');

        // The price is the one the customer saw: service 1 in won, in their language.
        const priced = await createBrief(db, bakery.id, brief({serviceId: 1, colorTone: ['pastel'], fileIds: [bakeryPhoto.id]}), {country: 'kr', language: 'ko'});
        assert.ok(priced.ok);
        assert.equal(priced.brief.serviceName, seedText('ko', 'service', 1).name);
        assert.deepEqual({amount: priced.brief.serviceAmount, currency: priced.brief.currency}, localPrice(30_000, 'kr'));
        assert.equal(priced.brief.deliveryTime, '1-2');

        // A file already attached to a brief cannot be attached again.
        assert.deepEqual(await createBrief(db, cafe.id, brief({serviceId: 1, fileIds: [cafePhoto.id]}), {country: 'us', language: 'en'}), {ok: false, error: 'files'});

        // Customers see only their own briefs; the file they get back is the one they sent.
        const mine = await listBriefs(db, cafe);
        const own = mine.find((b) => b.id === quote.brief.id);
        assert.ok(own);
        assert.ok(mine.every((b) => b.userId === cafe.id));
        assert.deepEqual(own.files, [{id: cafePhoto.id, name: '메뉴 사진.jpg', contentType: 'image/jpeg', size: photo.length, url: `/uploads/${cafePhoto.id}`}]);
        assert.equal(own.applicantEmail, undefined, 'a customer is not shown e-mail addresses');
        const stored = await storage.get(cafePhoto.storageKey);
        assert.ok(stored);
        assert.ok((await buffer(stored.body)).equals(photo));
        assert.ok(!(await listBriefs(db, bakery)).some((b) => b.id === quote.brief.id));

        // The studio sees every brief with its applicant, and moves it along.
        const all = await listBriefs(db, boss);
        assert.ok(all.some((b) => b.id === quote.brief.id && b.applicant === cafe.username && b.applicantEmail === cafe.email));
        assert.ok(all.some((b) => b.id === priced.brief.id && b.applicant === bakery.username));
        assert.deepEqual(await moveBrief(db, quote.brief.id, 'in_review'), {ok: true, from: 'pending'});
        assert.equal((await listBriefs(db, cafe)).find((b) => b.id === quote.brief.id)?.status, 'in_review');
        // The table refuses what it does not list: nothing goes back to pending, a decision only back to review.
        assert.deepEqual(await moveBrief(db, quote.brief.id, 'pending'), {ok: false, error: 'notAllowed', from: 'in_review'});
        assert.deepEqual(await moveBrief(db, quote.brief.id, 'approved'), {ok: true, from: 'in_review'});
        assert.deepEqual(await moveBrief(db, quote.brief.id, 'rejected'), {ok: false, error: 'notAllowed', from: 'approved'});
        assert.equal((await listBriefs(db, cafe)).find((b) => b.id === quote.brief.id)?.status, 'approved');
        assert.deepEqual(await moveBrief(db, '00000000-0000-4000-8000-000000000000', 'approved'), {ok: false, error: 'notFound'});
      });
    }

    await t.test('a brief whose account was deleted stays, shown as from a guest', async () => {
      await db.user.delete({where: {id: bakery.id}});
      const all = await listBriefs(db, boss);
      assert.ok(all.length >= 4);
      assert.ok(all.filter((b) => b.userId === null).every((b) => b.applicant === 'guest'));
      assert.equal(all.filter((b) => b.applicant === 'guest').length, 2);
    });
  });
}
