/**
 * Order conversations (docs/orders.md#order-conversations): who may read and write (the account buyer, the guest link's
 * holder, the studio; a stranger gets nothing), unread counts per side, the one-mail-per-10-minutes
 * throttle, files attached through the upload quota, the text limits, and the mails (a guest's
 * unconfirmed address never gets the thread's text).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {accountExport} from '@/lib/account/export';
import {registerUser} from '@/lib/auth/accounts';
import {orderMessageMail, studioMail} from '@/lib/mail/templates';
import {customerMailData} from '@/lib/orders/addressee';
import {buyerUnreadByOrder, buyerUnreadCount, conversationAccess, markThreadRead, postMessage, readThread, studioThreads, studioUnreadCount} from '@/lib/orders/conversation';
import {MESSAGE_MAX_CHARS, orderMessageSchema} from '@/lib/orders/messages/schema';
import {quoteOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {localStorage} from '@/lib/storage';
import {acceptUpload} from '@/lib/uploads/accept';
import {removeUnusedUploads, UNPAID_FILES_MS} from '@/lib/uploads/cleanup';
import {uploadQuota} from '@/lib/uploads/quota';
import {takeBackUpload} from '@/lib/uploads/remove';
import {MB} from '@/lib/uploads/types';
import {serveUpload} from '@/lib/uploads/serve';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const FILE_LIMITS = {imageBytes: 10 * MB, videoBytes: 200 * MB};
const PNG = readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'uploads', 'logo.png'));
const stream = (data: Buffer) => new Blob([new Uint8Array(data)]).stream();
const MINUTE = 60_000;

for (const kind of databaseKinds) {
  test(`order conversations (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const dir = mkdtempSync(path.join(tmpdir(), 'conversation-files-'));
    t.after(() => rmSync(dir, {recursive: true, force: true}));
    const storage = localStorage(dir);
    const register = async (email: string) => {
      const r = await registerUser(db, {email, password: 'Str0ngEnough'});
      assert.ok(r.ok);
      return r.user;
    };
    const buyer = await register('minsu@cafe.kr');
    const stranger = await register('someone@else.test');
    const admin = await db.user.update({where: {id: (await register('boss@studio.test')).id}, data: {role: 'ADMIN'}});
    const customer = (email: string) => ({name: 'Minsu Kim', email, phone: '+1 555 0101'});
    const {order: accountOrder} = await createOrder(db, {
      priced: quoteOrder(6, 'us'),
      customer: customer('minsu@cafe.kr'),
      country: 'us',
      language: 'en',
      user: {id: buyer.id},
      status: 'quote_review',
      secret: SECRET,
    });
    const guest = await createOrder(db, {
      priced: quoteOrder(6, 'kr'),
      customer: {name: '<b>Click here</b>', email: 'victim@example.org', phone: '010-1234-5678'},
      country: 'kr',
      language: 'ko',
      user: null,
      status: 'quote_review',
      secret: SECRET,
    });
    const guestToken = guest.guestToken!;
    const t0 = new Date('2026-11-26T10:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);

    await t.test('the account buyer, the guest link holder and the studio may talk; a stranger, a wrong token or a signed-out caller get nothing (404)', async () => {
      assert.equal((await conversationAccess(db, accountOrder.number, null, buyer))?.side, 'buyer');
      assert.equal((await conversationAccess(db, accountOrder.id, null, admin))?.side, 'studio');
      assert.equal(await conversationAccess(db, accountOrder.id, null, stranger), null);
      assert.equal(await conversationAccess(db, accountOrder.id, null, null), null);
      assert.equal((await conversationAccess(db, guest.order.id, guestToken, null))?.side, 'buyer');
      assert.equal((await conversationAccess(db, guest.order.number, guestToken, stranger))?.side, 'buyer', 'the link is the guest buyer, whoever is signed in');
      assert.equal(await conversationAccess(db, guest.order.id, `${guestToken.slice(0, -1)}x`, null), null);
      assert.equal(await conversationAccess(db, guest.order.id, null, stranger), null);
      // A token of one order does not open another.
      assert.equal(await conversationAccess(db, accountOrder.id, guestToken, null), null);
      assert.equal((await conversationAccess(db, guest.order.id, null, admin))?.side, 'studio');
    });

    await t.test('messages show oldest first to both sides; each side has its own unread count, zeroed by reading', async () => {
      const first = await postMessage(db, {orderId: accountOrder.id, side: 'buyer', authorId: buyer.id, text: 'Can the background be blue?', fileIds: [], now: at(0)});
      assert.ok(first.ok);
      assert.equal(await studioUnreadCount(db), 1);
      assert.equal(await buyerUnreadCount(db, buyer.id), 0, 'the writer has nothing unread');
      const reply = await postMessage(db, {orderId: accountOrder.id, side: 'studio', authorId: admin.id, text: 'Yes, any blue you like.', fileIds: [], now: at(1)});
      assert.ok(reply.ok);
      assert.equal(await studioUnreadCount(db), 0, 'replying reads the thread');
      assert.equal(await buyerUnreadCount(db, buyer.id), 1);
      assert.deepEqual([...(await buyerUnreadByOrder(db, buyer.id))], [[accountOrder.id, 1]], 'My page: per order');
      assert.equal(await buyerUnreadCount(db, stranger.id), 0);

      const seen = await readThread(db, accountOrder.id, 'buyer');
      assert.deepEqual(
        seen.messages.map((m) => [m.fromStudio, m.text]),
        [
          [false, 'Can the background be blue?'],
          [true, 'Yes, any blue you like.'],
        ],
      );
      assert.equal(seen.unread, 1);
      assert.equal(await buyerUnreadCount(db, buyer.id), 1, 'reading alone changes nothing (a mail scanner opening the link)');
      await markThreadRead(db, accountOrder.id, 'buyer', at(2));
      assert.equal(await buyerUnreadCount(db, buyer.id), 0);
      // The studio sees that the buyer has read its reply.
      const studio = await readThread(db, accountOrder.id, 'studio');
      assert.equal(studio.otherReadAt, at(2).toISOString());
      // "Download my data" carries the buyer's own thread.
      const exported = await accountExport(db, buyer.id);
      assert.deepEqual(
        exported?.orders.find((o) => o.number === accountOrder.number)?.messages.map((m) => [m.from, m.text]),
        [
          ['buyer', 'Can the background be blue?'],
          ['studio', 'Yes, any blue you like.'],
        ],
      );
      assert.deepEqual((await accountExport(db, stranger.id))?.orders, []);
    });

    await t.test('the other side is mailed at most once per thread per 10 minutes; two messages at once mail once', async () => {
      const send = (minutes: number, side: 'buyer' | 'studio' = 'buyer') =>
        postMessage(db, {orderId: guest.order.id, side, authorId: side === 'studio' ? admin.id : null, text: `at ${minutes}`, fileIds: [], now: at(minutes)});
      const mails = async (...sends: Promise<Awaited<ReturnType<typeof send>>>[]) => (await Promise.all(sends)).map((r) => (r.ok ? r.mail : 'refused'));
      assert.deepEqual(await mails(send(0)), [true]);
      assert.deepEqual(await mails(send(3)), [false], 'within 10 minutes: in the thread, no mail');
      assert.deepEqual(await mails(send(9)), [false]);
      assert.deepEqual(await mails(send(1, 'studio')), [true], 'the buyer has a throttle of its own');
      assert.deepEqual(await mails(send(10)), [true], '10 minutes after the last mail: mailed again');
      assert.deepEqual((await mails(send(25), send(25))).sort(), [false, true]);
      // The studio's reply at minute 1 read the thread: three buyer messages since.
      assert.equal(await studioUnreadCount(db), 3);
      const inbox = await studioThreads(db);
      assert.deepEqual(
        inbox.map((r) => [r.kind === 'order' ? r.number : r.questionId, r.unread]),
        [
          [guest.order.number, 3],
          [accountOrder.number, 0],
        ],
        'threads with unread messages first',
      );
    });

    await t.test("files go through the upload quota and only the writer's own uploads for this order can be attached, each once; the other side may fetch them", async () => {
      const quota = uploadQuota({bytesPerDay: 5 * MB, filesPerDay: 2});
      const guestUpload = async () =>
        acceptUpload(db, storage, {
          guest: {clientKey: 'guest-address', orderId: guest.order.id, email: guest.order.customerEmail},
          name: 'logo.png',
          body: stream(PNG),
          declaredBytes: PNG.length,
          deliverable: false,
          limits: FILE_LIMITS,
          quota,
        });
      const a = await guestUpload();
      const b = await guestUpload();
      assert.ok(a.ok && b.ok);
      assert.deepEqual(await guestUpload(), {ok: false, error: 'quota'}, 'the per-person daily quota counts message files like brief files');

      const mine = await postMessage(db, {orderId: guest.order.id, side: 'buyer', authorId: null, text: 'Our logo', fileIds: [a.upload.id], now: at(30)});
      assert.ok(mine.ok);
      assert.deepEqual(
        mine.message.files.map((f) => f.name),
        ['logo.png'],
      );
      assert.deepEqual(
        await postMessage(db, {orderId: guest.order.id, side: 'buyer', authorId: null, text: 'again', fileIds: [a.upload.id], now: at(31)}),
        {ok: false, error: 'files'},
        'a file goes into one message',
      );
      assert.deepEqual(
        await postMessage(db, {orderId: accountOrder.id, side: 'buyer', authorId: buyer.id, text: 'not mine', fileIds: [b.upload.id], now: at(31)}),
        {ok: false, error: 'files'},
        "another order's guest file",
      );
      const before = await db.orderMessage.count();
      assert.deepEqual(
        await postMessage(db, {orderId: guest.order.id, side: 'studio', authorId: admin.id, text: 'x', fileIds: [b.upload.id], now: at(31)}),
        {ok: false, error: 'files'},
        "the guest's file is not the admin's",
      );
      assert.equal(await db.orderMessage.count(), before, 'a refused message leaves nothing');

      // A signed-in visitor on the guest link uploads as their account: their own file may go in (the guest's side).
      const visitors = await acceptUpload(db, storage, {ownerId: stranger.id, name: 'mine.png', body: stream(PNG), declaredBytes: PNG.length, deliverable: false, limits: FILE_LIMITS, quota});
      assert.ok(visitors.ok);
      assert.ok((await postMessage(db, {orderId: guest.order.id, side: 'buyer', authorId: null, uploaderId: stranger.id, text: 'from my account', fileIds: [visitors.upload.id], now: at(31)})).ok);
      const own = await acceptUpload(db, storage, {ownerId: admin.id, name: 'draft.png', body: stream(PNG), declaredBytes: PNG.length, deliverable: false, limits: FILE_LIMITS, quota});
      assert.ok(own.ok);
      const studio = await postMessage(db, {orderId: guest.order.id, side: 'studio', authorId: admin.id, text: 'A sketch', fileIds: [own.upload.id], now: at(32)});
      assert.ok(studio.ok);
      const fetch = async (id: string, who: {user?: {id: string; role: string} | null; token?: string | null}) =>
        (await serveUpload(db, storage, {id, user: who.user ?? null, token: who.token ?? null, inline: false})).status;
      assert.equal(await fetch(own.upload.id, {token: guestToken}), 200, "the guest buyer fetches the studio's file through the link");
      assert.equal(await fetch(own.upload.id, {user: stranger}), 404);
      assert.equal(await fetch(a.upload.id, {user: admin}), 200);
      assert.equal(await fetch(a.upload.id, {user: stranger}), 404);

      // What was sent stays sent: the buyer cannot take back a file of the thread, nor the studio its own.
      assert.equal(await takeBackUpload(db, storage, a.upload.id, {orderId: guest.order.id, ownerId: null}), false, "the guest's file in a message");
      assert.equal(await takeBackUpload(db, storage, visitors.upload.id, {ownerId: stranger.id}), false, "the visitor's file in a message");
      assert.equal(await takeBackUpload(db, storage, own.upload.id, {ownerId: admin.id}), false, "the studio's file in a message");
      assert.equal(await fetch(a.upload.id, {user: admin}), 200, 'the studio still downloads it');
      const thread = await readThread(db, guest.order.id, 'studio');
      assert.ok(
        thread.messages.some((m) => m.files.some((f) => f.id === a.upload.id)),
        'and still sees it on the message',
      );

      // The hourly clean-up keeps files in messages (not "unused" after 24 hours)...
      const later = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
      await removeUnusedUploads(db, storage, later, {warn: () => {}});
      assert.deepEqual(
        (await db.upload.findMany({where: {id: {in: [a.upload.id, b.upload.id, own.upload.id]}}, select: {id: true}})).map((u) => u.id).sort(),
        [a.upload.id, own.upload.id].sort(),
        'the file in no message went',
      );
      // ...until their order turns out never paid (docs/security.md#limits-and-rules, "Uploads"): then the studio's file in its thread goes too.
      await removeUnusedUploads(db, storage, new Date(Date.now() + UNPAID_FILES_MS + 2 * 24 * 60 * MINUTE), {warn: () => {}});
      assert.equal(await db.upload.count({where: {id: {in: [a.upload.id, own.upload.id]}}}), 0);
    });

    await t.test('a message is 1 to 4000 characters after trimming, with at most 10 files', () => {
      assert.equal(orderMessageSchema.safeParse({text: '   '}).success, false);
      assert.equal(orderMessageSchema.safeParse({text: 'x'.repeat(MESSAGE_MAX_CHARS + 1)}).success, false);
      const ok = orderMessageSchema.safeParse({text: `  ${'x'.repeat(MESSAGE_MAX_CHARS)}  `});
      assert.ok(ok.success);
      assert.equal(ok.data.text.length, MESSAGE_MAX_CHARS);
      assert.deepEqual(ok.data.fileIds, []);
      const ids = Array.from({length: 11}, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
      assert.equal(orderMessageSchema.safeParse({text: 'x', fileIds: ids}).success, false);
      assert.equal(orderMessageSchema.safeParse({text: 'x', fileIds: ['../etc/passwd']}).success, false);
    });

    await t.test("mails are in the recipient's language; a guest's unconfirmed address gets neither the studio's words nor the guest's name", async () => {
      const url = 'https://studio.example/kr/ko/order/token';
      const toGuest = await orderMessageMail(await customerMailData(db, guest.order), 'Here is the sketch', url);
      assert.equal(toGuest.to, 'victim@example.org');
      assert.match(toGuest.subject, new RegExp(guest.order.number));
      assert.ok(!toGuest.text.includes('Here is the sketch') && !toGuest.html.includes('Here is the sketch'));
      assert.ok(!toGuest.text.includes('Click here') && !toGuest.html.includes('Click here'));
      assert.ok(toGuest.text.includes('스튜디오'), 'Korean for a Korean order');

      await db.user.update({where: {id: buyer.id}, data: {emailVerified: new Date()}});
      const toBuyer = await orderMessageMail(await customerMailData(db, accountOrder), 'Yes, any blue you like.', 'https://studio.example/us/en/order/x');
      assert.ok(toBuyer.text.includes('Yes, any blue you like.'), 'a confirmed address gets the message');
      assert.ok(toBuyer.text.includes('Minsu Kim'));

      const toStudio = await studioMail({kind: 'message', order: guest.order, text: 'Can you hurry?'}, 'boss@studio.test', 'en', 'https://studio.example/kr/en/admin/orders/x');
      assert.equal(toStudio.kind, 'studio-message');
      assert.ok(toStudio.text.includes('Can you hurry?'));
    });
  });
}
