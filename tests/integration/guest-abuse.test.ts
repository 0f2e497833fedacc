/**
 * Guest abuse (docs/security.md#what-is-tested, N6-N9) replayed (run on PGlite and, with TEST_DATABASE_URL, PostgreSQL): what a
 * guest can make the shop store or send on their behalf is bounded.
 * - N6: a guest's quote requests bring no fresh upload quota (one quota per person across their
 *   orders, address and preview cookie), preview photos count towards it, and the files of orders
 *   never paid are removed by the hourly clean-up.
 * - N7: contact messages from one address and an account's quote requests are limited, and past
 *   a few an hour the studio gets one digest instead of a mail each.
 * - N9: a guest quote request naming a stranger's address mails them no text of the requester's choosing.
 * - The review's notes: a quote past the database's integer is refused (translated 422 in the
 *   command) with nothing changed; a preview already in one order is refused for another, except
 *   for the retried checkout that placed it. (The caller before the input: tests/unit/commands.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Readable} from 'node:stream';
import {registerUser} from '@/lib/auth/accounts';
import {quoteRequestAllowed} from '@/lib/briefs/limits';
import {contactSchema} from '@/lib/contact/schema';
import {receiveContact} from '@/lib/contact/submit';
import {studioMailGate, type DigestedKind} from '@/lib/mail/studio-digest';
import {studioDigestMail, type StudioNews} from '@/lib/mail/templates';
import {LIMITS, limiter, memoryCounter} from '@/lib/rate-limit';
import {quoteRequestMail, orderUpdateMail} from '@/lib/mail/templates';
import {customerMailData} from '@/lib/orders/addressee';
import {quoteOrder} from '@/lib/orders/pricing';
import {MAX_ORDER_AMOUNT, setQuote} from '@/lib/orders/quotes';
import {createOrder, orderPlacedWith} from '@/lib/orders/store';
import {previewPool} from '@/lib/preview/pool';
import {attachPreviewPhoto, makePreview, PREVIEW_IMAGE, PREVIEW_PHOTO, previewForOrder, visitorKeyOf} from '@/lib/preview/previews';
import {SCENE_FILES} from '@/lib/preview/scene-files';
import {localStorage, newStorageKey, type ObjectStorage} from '@/lib/storage';
import {acceptUpload} from '@/lib/uploads/accept';
import {removeUnusedUploads, UNPAID_FILES_MS} from '@/lib/uploads/cleanup';
import {uploadQuota, usageOf, type Guest} from '@/lib/uploads/quota';
import {MB} from '@/lib/uploads/types';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const root = process.cwd();
const FILE_LIMITS = {imageBytes: 10 * MB, videoBytes: 200 * MB};
const PNG = readFileSync(path.join(root, 'tests', 'fixtures', 'uploads', 'logo.png'));
const BOTTLE = readFileSync(path.join(root, 'tests', 'fixtures', 'preview', 'bottle.jpg'));
const HOUR = 60 * 60 * 1000;
const stream = (data: Buffer) => new Blob([new Uint8Array(data)]).stream();
const PHISH = 'customer. Your card was charged $499. To cancel call +1-555-0100 now';

for (const kind of databaseKinds) {
  test(`N9: a quote request to an unconfirmed address carries none of the requester's text (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    // The attack: a guest quote request naming someone else's address, with a message in the name.
    const {order} = await createOrder(db, {
      priced: quoteOrder(6, 'us'),
      customer: {name: PHISH, email: 'someone@example.org', phone: '+1 555 0100'},
      country: 'us',
      language: 'en',
      user: null,
      status: 'quote_review',
      secret: SECRET,
    });
    const mail = await quoteRequestMail(await customerMailData(db, order), 'https://shop.test/us/order/x');
    assert.equal(mail.to, 'someone@example.org');
    for (const part of [mail.subject, mail.text, mail.html]) assert.ok(!part.includes('$499') && !part.includes('555-0100'), 'the name is not in the mail');
    assert.match(mail.text, /^Hello,/);
    // The same for the status mail a guest gets when they cancel such an order.
    const update = await orderUpdateMail(await customerMailData(db, order), {status: 'cancelled', delivered: false}, 'https://shop.test/us/order/x');
    assert.ok(!update.text.includes('$499') && !update.html.includes('$499'));

    // An account's own unconfirmed address is not greeted by name either; once confirmed, it is.
    const made = await registerUser(db, {email: 'kim@cafe.example', password: 'Str0ngEnough', firstName: 'Minsu', lastName: 'Kim'});
    assert.ok(made.ok);
    const {order: own} = await createOrder(db, {
      priced: quoteOrder(6, 'us'),
      customer: {name: 'Minsu Kim', email: 'kim@cafe.example', phone: '+1 555 0101'},
      country: 'us',
      language: 'en',
      user: {id: made.user.id},
      status: 'quote_review',
      secret: SECRET,
    });
    assert.match((await quoteRequestMail(await customerMailData(db, own), 'https://shop.test/x')).text, /^Hello,/);
    await db.user.update({where: {id: made.user.id}, data: {emailVerified: new Date()}});
    assert.match((await quoteRequestMail(await customerMailData(db, own), 'https://shop.test/x')).text, /^Hello Minsu Kim,/);
  });
}

/** The studio's mail as lib/orders/notify sends it, counted: one per piece of news or digest (each to every studio address). */
function studioInbox() {
  const mails: {kind: string; count: number}[] = [];
  // What waits for the hour's digest (the app keeps it in the job queue: tests/integration/jobs.test.ts).
  const held = new Map<DigestedKind, StudioNews[]>();
  const gate = studioMailGate(limiter(memoryCounter()), {
    send: async (news) => void mails.push({kind: news.kind, count: 1}),
    wait: async (kind, news) => void held.set(kind, [...(held.get(kind) ?? []), news]),
  });
  return {
    gate,
    mails,
    waiting: (kind: DigestedKind) => held.get(kind)?.length ?? 0,
    endOfHour: () => {
      for (const [kind, news] of held) mails.push({kind: `${kind}-digest`, count: news.length});
      held.clear();
    },
  };
}

for (const kind of databaseKinds) {
  test(`N7: a contact-form loop from one address is refused after 5, and the studio gets a digest past a few an hour (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const limits = limiter(memoryCounter());
    const {gate, mails, waiting, endOfHour} = studioInbox();
    // The attack: 25 messages from one address in a loop.
    const answers: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const contact = contactSchema.parse({name: `Spam ${i}`, email: 'spam@example.com', service: 'basic', message: 'x'.repeat(500)});
      const received = await receiveContact(db, limits, contact, {language: 'en', country: 'us', address: '203.0.113.50'});
      if (received.ok) await gate.notify({kind: 'contact', message: {...contact, company: null, country: 'us'}});
      else assert.ok(received.retryAfterS > 3000 && received.retryAfterS <= 3600);
      answers.push(received.ok ? 201 : 429);
    }
    assert.deepEqual(answers, [...Array(5).fill(201), ...Array(20).fill(429)]);
    assert.equal(await db.contactSubmission.count(), 5, 'the refused ones are not stored');
    // Another address still gets through.
    const other = contactSchema.parse({name: 'Real customer', email: 'real@cafe.example', service: 'consultation', message: 'Hello'});
    assert.ok((await receiveContact(db, limits, other, {language: 'en', country: 'us', address: '198.51.100.7'})).ok);

    // Many addresses (a botnet) stay within the studio's mail budget: 5 mails, then one digest for the hour.
    for (let i = 0; i < 30; i++) await gate.notify({kind: 'contact', message: {name: `Bot ${i}`, email: `bot${i}@example.com`, company: null, service: 'basic', message: 'hi', country: 'us'}});
    assert.equal(mails.filter((m) => m.kind === 'contact').length, LIMITS.studioMails.max);
    assert.equal(waiting('contact'), 30);
    endOfHour();
    assert.deepEqual(
      mails.filter((m) => m.kind === 'contact-digest'),
      [{kind: 'contact-digest', count: 30}],
    );
    const digest = await studioDigestMail(
      'contact',
      [{kind: 'contact', message: {name: 'Bot 7', email: 'bot7@example.com', company: null, service: 'basic', message: 'hi', country: 'us'}}],
      'studio@shop.test',
      'ko',
      'https://shop.test/us/admin?tab=inbox',
      5,
    );
    assert.ok(digest.text.includes('Bot 7 (bot7@example.com)') && digest.subject.includes('1'));
    // Paid orders are never held back.
    const {order} = await createOrder(db, {priced: quoteOrder(6, 'us'), customer: {name: 'Pat', email: 'pat@shop.test', phone: '1'}, country: 'us', language: 'en', user: null, secret: SECRET});
    assert.equal(await gate.notify({kind: 'paid', order}), 'sent');
  });

  test(`N7: an account's quote requests are limited to 10 an hour, and the studio's mails of them too (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const limits = limiter(memoryCounter());
    const {gate, mails, endOfHour} = studioInbox();
    const made = await registerUser(db, {email: 'loop@cafe.example', password: 'Str0ngEnough'});
    assert.ok(made.ok);
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) {
      const allowed = await quoteRequestAllowed(limits, {userId: made.user.id});
      if (allowed.allowed) {
        const {order} = await createOrder(db, {
          priced: quoteOrder(6, 'us'),
          customer: {name: 'Loop', email: made.user.email, phone: '1'},
          country: 'us',
          language: 'en',
          user: {id: made.user.id},
          status: 'quote_review',
          secret: SECRET,
        });
        await gate.notify({kind: 'quote', order, item: 'Custom'});
      }
      answers.push(allowed.allowed ? 201 : 429);
    }
    assert.deepEqual(answers, [...Array(10).fill(201), ...Array(5).fill(429)]);
    assert.equal(await db.order.count({where: {userId: made.user.id}}), 10);
    await endOfHour();
    assert.deepEqual(mails, [...Array(5).fill({kind: 'quote', count: 1}), {kind: 'quote-digest', count: 5}]);
    // Another account is not held back by this one.
    assert.equal((await quoteRequestAllowed(limits, {userId: '00000000-0000-4000-8000-000000000000'})).allowed, true);
  });
}

function folder(t: {after: (fn: () => void) => void}): ObjectStorage {
  const dir = mkdtempSync(path.join(tmpdir(), 'guest-abuse-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  return localStorage(dir);
}

for (const kind of databaseKinds) {
  test(`N6: a guest's quote requests bring no fresh upload quota, and preview photos count towards it (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const storage = folder(t);
    // UPLOAD_DAILY_FILES=3 and 5 MB a day, as the review's own instance.
    const quota = uploadQuota({bytesPerDay: 5 * MB, filesPerDay: 3});
    const upload = async (guest: Guest) =>
      (await acceptUpload(db, storage, {guest, name: 'p.png', body: stream(PNG), declaredBytes: PNG.length, deliverable: false, limits: FILE_LIMITS, quota})).ok ? 201 : 429;
    const quoteRequest = async (email: string) =>
      (await createOrder(db, {priced: quoteOrder(6, 'us'), customer: {name: 'Guest', email, phone: '+1 555 0101'}, country: 'us', language: 'en', user: null, status: 'quote_review', secret: SECRET}))
        .order;

    // The attack: three quote requests under three e-mail addresses from one connection, four files each.
    const answers: string[] = [];
    for (let q = 1; q <= 3; q++) {
      const order = await quoteRequest(`g${q}@example.org`);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push(await upload({clientKey: 'address-a', orderId: order.id, email: order.customerEmail}));
      answers.push(statuses.join(' '));
    }
    assert.deepEqual(answers, ['201 201 201 429', '429 429 429 429', '429 429 429 429']);
    assert.equal(await db.upload.count(), 3, 'nothing refused was kept');
    // The same person from another connection, on a new order with one of their addresses: still nothing.
    const again = await quoteRequest('G1@example.org');
    assert.equal(await upload({clientKey: 'address-b', orderId: again.id, email: again.customerEmail}), 429);
    // Someone else, elsewhere, has their own quota.
    const stranger = await quoteRequest('someone@cafe.example');
    assert.equal(await upload({clientKey: 'address-c', orderId: stranger.id, email: stranger.customerEmail}), 201);

    // Preview photos count: a guest's preview (photo and picture) takes two of their three files,
    // and their brief files from another connection (the same preview cookie) get only the third.
    const visitorKey = visitorKeyOf('guest-cookie-value-cccccccccccccccccccccccccccc');
    const pool = previewPool({
      workers: 1,
      queue: 2,
      timeoutMs: 30_000,
      workerFile: path.join(root, 'lib', 'preview', 'worker.mjs'),
      model: path.join(root, 'lib', 'preview', 'model', 'u2netp.onnx'),
      sha256: '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8',
      siteName: 'AI Creative Studio',
    });
    t.after(() => pool.close());
    const scene = {data: SCENE_FILES['template-1']!, file: path.join(root, 'lib', 'preview', 'scenes', SCENE_FILES['template-1']!.file)};
    const preview = (photo: Buffer, clientKey: string) =>
      makePreview(db, storage, pool, {
        who: {visitorKey},
        target: 'template:1',
        scene,
        name: 'bottle.jpg',
        body: stream(photo),
        declaredBytes: photo.length,
        limits: FILE_LIMITS,
        quota: {keeper: quota, uploader: {guest: {clientKey, visitorKey}}},
      });
    const made = await preview(BOTTLE, 'address-d');
    assert.ok(made.ok, 'the preview is made');
    assert.deepEqual(await usageOf(db, {guest: {clientKey: 'address-d'}}, new Date()), {files: 2, bytes: (await db.upload.aggregate({where: {visitorKey}, _sum: {size: true}}))._sum.size});
    const own = await quoteRequest('preview-guest@example.org');
    assert.deepEqual(
      [await upload({clientKey: 'address-e', visitorKey, orderId: own.id, email: own.customerEmail}), await upload({clientKey: 'address-e', visitorKey, orderId: own.id, email: own.customerEmail})],
      [201, 429],
    );

    // A photo padded to nearly 10 MB (the review's COM segments) is past the 5 MB a day: refused before it is read, nothing stored.
    const padded = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      ...Array.from({length: 150}, () => Buffer.concat([Buffer.from([0xff, 0xfe, 0xff, 0xff]), Buffer.alloc(65533, 0x20)])),
      BOTTLE.subarray(2),
    ]);
    const files = await db.upload.count();
    assert.deepEqual(await preview(padded, 'address-f'), {ok: false, error: 'quota'});
    assert.equal(await db.upload.count(), files);
  });

  test(`N6: the files of orders never paid are removed by the hourly clean-up; a paid order's stay (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const storage = folder(t);
    const now = new Date();
    const file = async (data: {orderId?: string; purpose?: string; visitorKey?: string}) => {
      const storageKey = newStorageKey();
      await storage.put(storageKey, Readable.from(PNG), 'image/png');
      return db.upload.create({data: {storageKey, originalName: 'f.png', contentType: 'image/png', size: PNG.length, ...data}});
    };
    const inBrief = async (orderId: string, upload: {id: string}) => {
      const brief = await db.projectBrief.create({data: {orderId, serviceName: 'Custom', style: [], colorTone: [], usage: [], country: 'us'}});
      await db.briefFile.create({data: {briefId: brief.id, uploadId: upload.id}});
    };
    const order = async (status: 'pending_payment' | 'quote_review' | 'order_received') => {
      const made = (
        await createOrder(db, {
          priced: quoteOrder(6, 'us'),
          customer: {name: 'Guest', email: 'g@example.org', phone: '1'},
          country: 'us',
          language: 'en',
          user: null,
          status: status === 'order_received' ? 'pending_payment' : status,
          secret: SECRET,
        })
      ).order;
      // Paid: as the payment's confirmation leaves it.
      if (status === 'order_received') await db.order.update({where: {id: made.id}, data: {status}});
      return made;
    };

    // A 10 MB preview photo taken into an order that is never paid (cancelled by the reconciliation after 24 h).
    const unpaid = await order('pending_payment');
    const photo = await file({orderId: unpaid.id, purpose: PREVIEW_PHOTO, visitorKey: 'v'});
    // A quote request's brief with a guest file; the studio never prices it.
    const quote = await order('quote_review');
    const briefFile = await file({orderId: quote.id});
    await inBrief(quote.id, briefFile);
    // A quote request still being priced (two days old) and a paid order: their files stay.
    const fresh = await order('quote_review');
    const freshFile = await file({orderId: fresh.id});
    await inBrief(fresh.id, freshFile);
    const paid = await order('order_received');
    const paidPhoto = await file({orderId: paid.id, purpose: PREVIEW_PHOTO});
    const paidFile = await file({orderId: paid.id});
    await inBrief(paid.id, paidFile);

    // A day later, the unpaid order still awaits payment: nothing goes yet.
    const dayLater = new Date(now.getTime() + 25 * HOUR);
    assert.equal((await removeUnusedUploads(db, storage, dayLater, {warn: () => {}})).files, 0);
    await db.order.update({where: {id: unpaid.id}, data: {status: 'cancelled'}});
    assert.deepEqual(await removeUnusedUploads(db, storage, dayLater, {warn: () => {}}), {files: 1, bytes: PNG.length});
    assert.equal(await db.upload.findUnique({where: {id: photo.id}}), null);
    assert.equal(await storage.get(photo.storageKey), null, 'the stored photo is gone too');

    // 30 days on, the quote request never priced loses its files; the one being priced and the paid order keep theirs.
    const monthLater = new Date(now.getTime() + UNPAID_FILES_MS + HOUR);
    await db.order.update({where: {id: fresh.id}, data: {createdAt: new Date(monthLater.getTime() - 2 * 24 * HOUR)}});
    assert.deepEqual(await removeUnusedUploads(db, storage, monthLater, {warn: () => {}}), {files: 1, bytes: PNG.length});
    assert.equal(await db.upload.findUnique({where: {id: briefFile.id}}), null);
    for (const kept of [freshFile, paidPhoto, paidFile]) assert.ok(await db.upload.findUnique({where: {id: kept.id}}));
  });
}

for (const kind of databaseKinds) {
  test(`notes: a quote past the database's integer is refused with nothing changed; a preview goes into one order only (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const admin = await registerUser(db, {email: 'studio@shop.test', password: 'Str0ngEnough'});
    assert.ok(admin.ok);
    const quote = async (country: 'kr' | 'us') =>
      (
        await createOrder(db, {
          priced: quoteOrder(6, country),
          customer: {name: 'Guest', email: 'q@example.org', phone: '1'},
          country,
          language: 'en',
          user: null,
          status: 'quote_review',
          secret: SECRET,
        })
      ).order;
    // 2,147,483,648 won, and 20 million dollars (its won equivalent is past the integer too): refused, the order as it was.
    for (const [country, amount] of [
      ['kr', MAX_ORDER_AMOUNT + 1],
      ['us', 2_000_000_000],
      ['kr', 1_000_000_000_000],
    ] as const) {
      const order = await quote(country);
      assert.deepEqual(await setQuote(db, {orderId: order.id, amount, admin: admin.user}), {ok: false, error: 'tooLarge'}, `${amount} in ${country}`);
      const after = await db.order.findUniqueOrThrow({where: {id: order.id}});
      assert.deepEqual([after.status, after.amount], ['quote_review', 0]);
    }
    const fine = await quote('kr');
    assert.ok((await setQuote(db, {orderId: fine.id, amount: 1_500_000, admin: admin.user})).ok);

    // A preview whose photo went into one order: another order is refused ("used"), the retried checkout that placed it is not.
    const visitorKey = visitorKeyOf('guest-cookie-value-dddddddddddddddddddddddddddd');
    const row = (purpose: string) => db.upload.create({data: {storageKey: newStorageKey(), originalName: 'p.jpg', contentType: 'image/jpeg', size: 10, purpose, visitorKey}});
    const [photo, image] = [await row(PREVIEW_PHOTO), await row(PREVIEW_IMAGE)];
    const preview = await db.preview.create({data: {visitorKey, target: 'service:1', photoId: photo.id, imageId: image.id, coverage: 0.3}});
    const who = {visitorKey};
    assert.equal(await previewForOrder(db, preview.id, who, null), 'ok');
    const first = (
      await createOrder(db, {
        priced: quoteOrder(1, 'us'),
        customer: {name: 'Mina', email: 'mina@shop.test', phone: '1'},
        country: 'us',
        language: 'en',
        user: null,
        idempotencyKey: 'checkout-1',
        secret: SECRET,
      })
    ).order;
    assert.equal(await attachPreviewPhoto(db, preview.id, who, first), true);
    assert.equal(await previewForOrder(db, preview.id, who, null), 'used', 'a second order is told');
    assert.equal(await orderPlacedWith(db, {idempotencyKey: 'checkout-1', user: null, email: 'MINA@shop.test'}), first.id);
    assert.equal(await previewForOrder(db, preview.id, who, await orderPlacedWith(db, {idempotencyKey: 'checkout-1', user: null, email: 'mina@shop.test'})), 'ok', 'the retry gets its order back');
    assert.equal(await previewForOrder(db, preview.id, who, await orderPlacedWith(db, {idempotencyKey: 'checkout-2', user: null, email: 'mina@shop.test'})), 'used');
    assert.equal(await previewForOrder(db, preview.id, {visitorKey: visitorKeyOf('someone-else-eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')}, null), 'expired');
  });
}
