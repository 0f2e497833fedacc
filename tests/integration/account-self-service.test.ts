/**
 * Account self-service on My page (docs/accounts.md): change the password (the current one checked, other
 * sessions end, this one stays), change the e-mail (only once the link sent to the new address is
 * followed), download one's data (only one's own), delete the account (personal data removed,
 * orders kept for the books, other accounts untouched). Run on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL; the deleted files' objects on local disk and S3.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {Readable} from 'node:stream';
import {accountExport} from '@/lib/account/export';
import {changePassword, deleteAccount, deletedPlaceholders, removeStoredObjects, requestEmailChange} from '@/lib/account/store';
import {createResetToken, registerUser, resetPassword, verifyLogin} from '@/lib/auth/accounts';
import {openSession, startSession} from '@/lib/auth/sessions';
import {createVerificationToken, followEmailLink, verifyEmail, VERIFY_TOKEN_TTL_MS} from '@/lib/auth/verification';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import type {PrismaClient} from '@/lib/db/client';
import {priceOrder, type Selection} from '@/lib/orders/pricing';
import {changeOrderStatus, createOrder} from '@/lib/orders/store';
import {newStorageKey} from '@/lib/storage';
import {databaseKinds, openDatabase} from './databases';
import {storageBackends} from './storages';

const SECRET = 'integration-test-secret-0123456789abcdef';
const PASSWORD = 'Str0ngEnough';

const priced = (selections: Selection[]) => {
  const p = priceOrder(selections, 'kr', SEED_CATALOG);
  if (typeof p === 'string') throw new Error(p);
  return p;
};

async function register(db: PrismaClient, email: string, extra: {firstName?: string; phone?: string} = {}) {
  const made = await registerUser(db, {email, password: PASSWORD, ...extra});
  assert.ok(made.ok);
  return made.user;
}

/** A session as the browser holds it: its row's id and the version its token carries. */
async function signIn(db: PrismaClient, userId: string) {
  const sid = await startSession(db, userId);
  const {sessionVersion} = await db.user.findUniqueOrThrow({where: {id: userId}});
  return {sid, sv: sessionVersion};
}
const isOpen = async (db: PrismaClient, s: {sid: string; sv: number}) => (await openSession(db, s.sid, s.sv)) !== null;

async function upload(db: PrismaClient, ownerId: string, originalName: string) {
  return db.upload.create({data: {ownerId, storageKey: newStorageKey(), originalName, contentType: 'image/png', size: 1234}});
}

/** An order of the user with a brief holding `file`; paid (order_received, a succeeded payment) when asked. */
async function orderWithBrief(db: PrismaClient, user: {id: string; email: string}, options: {paid: boolean; file: {id: string}; phone?: string; address?: string}) {
  const {order} = await createOrder(db, {
    priced: priced([{type: 'service', id: 4, quantity: 3}]),
    customer: {name: '김민수', email: user.email, phone: options.phone ?? '010-1234-5678', address: options.address ?? '서울시 마포구 1'},
    requirements: 'Warm light, please',
    country: 'kr',
    language: 'ko',
    user: {id: user.id},
    secret: SECRET,
  });
  if (options.paid) {
    await db.payment.create({
      data: {orderId: order.id, provider: 'demo', status: 'succeeded', currency: order.currency, amount: order.amount, idempotencyKey: randomBytes(8).toString('hex'), approvedAt: new Date()},
    });
    assert.ok(await changeOrderStatus(db, order.id, 'order_received', {id: null, label: 'system'}, {from: ['pending_payment']}));
  }
  const brief = await db.projectBrief.create({
    data: {
      userId: user.id,
      orderId: order.id,
      orderItemId: order.items[0]?.id,
      serviceName: 'Food photos',
      style: ['modern'],
      colorTone: ['warm'],
      usage: ['sns'],
      referenceNotes: 'Like our menu',
      country: 'kr',
    },
  });
  await db.briefFile.create({data: {briefId: brief.id, uploadId: options.file.id}});
  return db.order.findUniqueOrThrow({where: {id: order.id}});
}

for (const kind of databaseKinds) {
  test(`account self-service (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);

    await t.test('change password: a wrong current password is refused and changes nothing', async () => {
      const user = await register(db, 'pw@cafe.kr');
      const here = await signIn(db, user.id);
      assert.deepEqual(await changePassword(db, user.id, 'N0tMyPassword', 'N3wPassword1', here.sid), {ok: false, error: 'wrongPassword'});
      assert.ok(await verifyLogin(db, 'pw@cafe.kr', PASSWORD));
      assert.equal(await verifyLogin(db, 'pw@cafe.kr', 'N3wPassword1'), null);
      assert.ok(await isOpen(db, here));
    });

    await t.test('change password: the new one works, the old one not; other sessions end, this one stays; open reset links die', async () => {
      const user = await register(db, 'pw2@cafe.kr');
      const here = await signIn(db, user.id);
      const phone = await signIn(db, user.id);
      const laptop = await signIn(db, user.id);
      const reset = await createResetToken(db, 'pw2@cafe.kr');
      assert.ok(reset);
      assert.deepEqual(await changePassword(db, user.id, PASSWORD, 'N3wPassword1', here.sid), {ok: true});
      assert.equal(await verifyLogin(db, 'pw2@cafe.kr', PASSWORD), null);
      assert.ok(await verifyLogin(db, 'pw2@cafe.kr', 'N3wPassword1'));
      assert.ok(await isOpen(db, here), 'the browser that changed it stays signed in');
      assert.equal(await isOpen(db, phone), false);
      assert.equal(await isOpen(db, laptop), false);
      assert.equal(await resetPassword(db, reset.token, 'An0therPassword'), null, 'a reset link from before the change no longer works');
      // Without a session to keep (a REST caller without one), every session ends.
      const again = await signIn(db, user.id);
      assert.deepEqual(await changePassword(db, user.id, 'N3wPassword1', 'Thi3dPassword', null), {ok: true});
      assert.equal(await isOpen(db, again), false);
      assert.equal(await isOpen(db, here), false);
    });

    await t.test('change password: an account without a password (Google) is told so', async () => {
      const google = await db.user.create({data: {email: 'g@gmail.test', username: 'g-user', emailVerified: new Date()}});
      assert.deepEqual(await changePassword(db, google.id, 'anything', 'N3wPassword1', null), {ok: false, error: 'noPassword'});
    });

    await t.test('change e-mail: the address changes only when the link is followed, then logs in and is confirmed', async () => {
      const user = await register(db, 'old@cafe.kr');
      const here = await signIn(db, user.id);
      const asked = await requestEmailChange(db, user.id, 'New@Cafe.kr', PASSWORD, []);
      assert.ok(asked.ok);
      assert.equal((await db.user.findUniqueOrThrow({where: {id: user.id}})).email, 'old@cafe.kr', 'nothing changed yet');
      assert.ok(await verifyLogin(db, 'old@cafe.kr', PASSWORD));
      assert.equal(await verifyLogin(db, 'new@cafe.kr', PASSWORD), null);
      // The change link is not a confirmation of the current address.
      assert.equal(await verifyEmail(db, asked.token), null);

      const followed = await followEmailLink(db, asked.token, [], {password: PASSWORD});
      assert.equal(followed.kind, 'changed');
      assert.ok(followed.kind === 'changed');
      assert.equal(followed.previous, 'old@cafe.kr');
      assert.equal(followed.user.email, 'new@cafe.kr');
      assert.ok(followed.user.emailVerified, 'the link reached the new address: it is confirmed');
      assert.ok(await verifyLogin(db, 'new@cafe.kr', PASSWORD));
      assert.equal(await verifyLogin(db, 'old@cafe.kr', PASSWORD), null);
      assert.ok(await isOpen(db, here), 'the change does not sign anyone out');
      assert.deepEqual(await followEmailLink(db, asked.token, [], {password: PASSWORD}), {kind: 'invalid'}, 'the link works once');
    });

    await t.test('change e-mail: refused for a taken address, the current one, a wrong password, from a configured admin address and to one', async () => {
      const user = await register(db, 'refuse@cafe.kr');
      await register(db, 'taken@cafe.kr');
      assert.deepEqual(await requestEmailChange(db, user.id, 'TAKEN@cafe.kr', PASSWORD, []), {ok: false, error: 'taken'});
      assert.deepEqual(await requestEmailChange(db, user.id, 'refuse@cafe.kr', PASSWORD, []), {ok: false, error: 'same'});
      assert.deepEqual(await requestEmailChange(db, user.id, 'free@cafe.kr', 'Wr0ngPassword', []), {ok: false, error: 'wrongPassword'});
      assert.deepEqual(await requestEmailChange(db, user.id, 'free@cafe.kr', undefined, []), {ok: false, error: 'wrongPassword'});
      assert.deepEqual(await requestEmailChange(db, user.id, 'free@cafe.kr', PASSWORD, ['refuse@cafe.kr']), {ok: false, error: 'configured'});
      assert.deepEqual(await requestEmailChange(db, user.id, 'Ops@Studio.kr', PASSWORD, ['ops@studio.kr']), {ok: false, error: 'listed'}, 'no account moves to an ADMIN_EMAILS address (N4)');
      assert.equal(await db.emailVerificationToken.count({where: {userId: user.id, replaces: {not: null}}}), 0, 'no link was made');
    });

    await t.test('change e-mail: only the newest link works; a link expires; an address taken meanwhile is refused', async () => {
      const user = await register(db, 'many@cafe.kr');
      const now = new Date();
      const first = await requestEmailChange(db, user.id, 'first@cafe.kr', PASSWORD, [], now);
      const second = await requestEmailChange(db, user.id, 'second@cafe.kr', PASSWORD, [], now);
      assert.ok(first.ok && second.ok);
      assert.deepEqual(await followEmailLink(db, first.token, [], {password: PASSWORD}, now), {kind: 'invalid'}, 'asking again spends the earlier link');
      assert.deepEqual(await followEmailLink(db, second.token, [], {password: PASSWORD}, new Date(now.getTime() + VERIFY_TOKEN_TTL_MS + 1)), {kind: 'invalid'}, 'expired');

      const third = await requestEmailChange(db, user.id, 'third@cafe.kr', PASSWORD, [], now);
      assert.ok(third.ok);
      await register(db, 'third@cafe.kr');
      assert.deepEqual(await followEmailLink(db, third.token, [], {password: PASSWORD}, now), {kind: 'taken'});
      assert.equal((await db.user.findUniqueOrThrow({where: {id: user.id}})).email, 'many@cafe.kr');
    });

    await t.test('change e-mail: links sent to the old address stop working', async () => {
      const user = await register(db, 'before@cafe.kr');
      const welcome = await createVerificationToken(db, user);
      const reset = await createResetToken(db, 'before@cafe.kr');
      assert.ok(reset);
      const asked = await requestEmailChange(db, user.id, 'after@cafe.kr', PASSWORD, []);
      assert.ok(asked.ok);
      const followed = await followEmailLink(db, asked.token, [], {password: PASSWORD});
      assert.ok(followed.kind === 'changed');
      assert.equal(followed.user.role, 'USER');
      assert.deepEqual(await followEmailLink(db, welcome, []), {kind: 'invalid'}, 'the welcome link was for the old address');
      assert.equal(await resetPassword(db, reset.token, 'An0therPassword'), null, 'the reset link went to the old address');
      // A change link made for an address the account has since left does not move it back.
      const stale = await requestEmailChange(db, user.id, 'back@cafe.kr', PASSWORD, []);
      assert.ok(stale.ok);
      await db.user.update({where: {id: user.id}, data: {email: 'elsewhere@cafe.kr'}});
      assert.deepEqual(await followEmailLink(db, stale.token, [], {password: PASSWORD}), {kind: 'invalid'});
    });

    await t.test('export: the profile, consents, orders with lines, statuses and payments, briefs, file names and sessions; nobody else`s', async () => {
      const me = await register(db, 'export@cafe.kr', {firstName: '민수', phone: '010-0000-0001'});
      const other = await register(db, 'export-other@cafe.kr');
      const mine = await orderWithBrief(db, me, {paid: true, file: await upload(db, me.id, 'menu-photo.png')});
      const theirs = await orderWithBrief(db, other, {paid: true, file: await upload(db, other.id, 'their-secret.png')});
      // A guest order with my address is someone's order, not my account's.
      const guest = await createOrder(db, {
        priced: priced([{type: 'service', id: 4, quantity: 3}]),
        customer: {name: 'Guest', email: 'export@cafe.kr', phone: '1'},
        country: 'kr',
        language: 'ko',
        user: null,
        secret: SECRET,
      });
      await upload(db, me.id, 'loose-file.png');
      const here = await signIn(db, me.id);
      await signIn(db, other.id);

      const data = await accountExport(db, me.id, {currentSessionId: here.sid});
      assert.ok(data);
      assert.equal(data.profile.email, 'export@cafe.kr');
      assert.equal(data.profile.firstName, '민수');
      assert.equal(data.profile.phone, '010-0000-0001');
      assert.deepEqual(data.signIn, {password: true, google: false, kakao: false, naver: false});
      assert.deepEqual(
        data.orders.map((o) => o.number),
        [mine.number],
      );
      const [order] = data.orders;
      assert.ok(order);
      assert.equal(order.status, 'order_received');
      assert.deepEqual(
        order.lines.map((l) => [l.type, l.id, l.quantity]),
        [['service', '4', 3]],
      );
      assert.deepEqual(
        order.statusHistory.map((h) => h.to),
        ['pending_payment', 'order_received'],
      );
      assert.deepEqual(
        order.payments.map((p) => [p.provider, p.status, p.amount]),
        [['demo', 'succeeded', mine.amount]],
      );
      assert.deepEqual(
        data.consents.map((c) => [c.orderNumber, c.termsOfUse, c.privacyPolicy]),
        [[mine.number, true, true]],
      );
      assert.deepEqual(
        data.briefs.map((b) => [b.orderNumber, b.files]),
        [[mine.number, ['menu-photo.png']]],
      );
      assert.deepEqual(data.uploads.map((u) => u.name).sort(), ['loose-file.png', 'menu-photo.png']);
      assert.deepEqual(
        data.sessions.map((s) => s.current),
        [true],
      );

      const text = JSON.stringify(data);
      for (const foreign of [theirs.number, guest.order.number, 'export-other@cafe.kr', 'their-secret.png']) assert.ok(!text.includes(foreign), `${foreign} is not in the export`);
      for (const secret of ['$argon2', 'tokenHash', 'guestTokenHash', 'idempotencyKey', 'storageKey', 'passwordHash']) assert.ok(!text.includes(secret), `${secret} is not in the export`);
    });

    await t.test('delete: a wrong password, a wrong e-mail and an admin account are refused, and nothing changes', async () => {
      const user = await register(db, 'keep@cafe.kr');
      assert.deepEqual(await deleteAccount(db, user.id, {password: 'Wr0ngPassword'}), {ok: false, error: 'wrongPassword'});
      assert.deepEqual(await deleteAccount(db, user.id, {email: 'keep@cafe.kr'}), {ok: false, error: 'wrongPassword'}, 'an account with a password confirms with it');
      const google = await db.user.create({data: {email: 'keep-g@gmail.test', username: 'keep-g', emailVerified: new Date()}});
      assert.deepEqual(await deleteAccount(db, google.id, {email: 'someone@else.test'}), {ok: false, error: 'wrongEmail'});
      const admin = await db.user.update({where: {id: (await register(db, 'boss@cafe.kr')).id}, data: {role: 'ADMIN'}});
      assert.deepEqual(await deleteAccount(db, admin.id, {password: PASSWORD}), {ok: false, error: 'admin'});
      for (const id of [user.id, google.id, admin.id]) assert.equal((await db.user.findUniqueOrThrow({where: {id}})).deletedAt, null);
      assert.ok(await verifyLogin(db, 'keep@cafe.kr', PASSWORD));
    });

    await t.test('delete: personal data removed, signed out everywhere, orders and payments kept, other users untouched', async () => {
      const me = await register(db, 'leaving@cafe.kr', {firstName: '지수', phone: '010-9999-0000'});
      const other = await register(db, 'staying@cafe.kr', {firstName: '민지', phone: '010-1111-2222'});
      await db.account.create({data: {userId: me.id, type: 'oauth', provider: 'google', providerAccountId: 'google-leaving'}});
      const inBrief = await upload(db, me.id, 'product.png');
      const loose = await upload(db, me.id, 'passport-scan.png');
      const paid = await orderWithBrief(db, me, {paid: true, file: inBrief, phone: '010-9999-0000', address: '서울시 종로구 2'});
      const unpaid = await orderWithBrief(db, me, {paid: false, file: await upload(db, me.id, 'draft-idea.png')});
      const orphanBrief = await db.projectBrief.create({data: {userId: me.id, serviceName: 'Posters', style: ['bold'], colorTone: [], usage: [], country: 'kr'}});
      const orphanFile = await upload(db, me.id, 'orphan.png');
      await db.briefFile.create({data: {briefId: orphanBrief.id, uploadId: orphanFile.id}});
      await db.cart.create({data: {userId: me.id, country: 'kr', items: {create: {itemType: 'template', itemId: '1'}}}});
      const session = await signIn(db, me.id);
      await createResetToken(db, 'leaving@cafe.kr');
      await createVerificationToken(db, me);
      const theirs = await orderWithBrief(db, other, {paid: true, file: await upload(db, other.id, 'theirs.png')});
      const theirLoose = await upload(db, other.id, 'their-loose.png');
      const theirSession = await signIn(db, other.id);
      const paymentsBefore = await db.payment.findMany({where: {orderId: paid.id}});

      const result = await deleteAccount(db, me.id, {password: PASSWORD});
      assert.ok(result.ok);
      assert.deepEqual(result.storageKeys.sort(), [loose.storageKey, orphanFile.storageKey].sort(), 'only the files no order needs');

      const gone = await db.user.findUniqueOrThrow({where: {id: me.id}});
      const placeholder = deletedPlaceholders(me.id);
      assert.deepEqual(
        {email: gone.email, username: gone.username, firstName: gone.firstName, lastName: gone.lastName, phone: gone.phone, passwordHash: gone.passwordHash, emailVerified: gone.emailVerified},
        {email: placeholder.email, username: placeholder.username, firstName: null, lastName: null, phone: null, passwordHash: null, emailVerified: null},
      );
      assert.ok(gone.deletedAt);
      assert.equal(await isOpen(db, session), false);
      assert.equal(await db.userSession.count({where: {userId: me.id}}), 0);
      assert.equal(await db.account.count({where: {userId: me.id}}), 0, 'the Google link is gone');
      assert.equal(await db.cart.count({where: {userId: me.id}}), 0);
      assert.equal(await db.passwordResetToken.count({where: {userId: me.id}}), 0);
      assert.equal(await db.emailVerificationToken.count({where: {userId: me.id}}), 0);
      assert.equal(await verifyLogin(db, 'leaving@cafe.kr', PASSWORD), null);

      // The books: both orders, their lines, amounts and payments, and the files their briefs use.
      const keptPaid = await db.order.findUniqueOrThrow({where: {id: paid.id}, include: {items: true, payments: true, briefs: {include: {files: true}}}});
      assert.deepEqual([keptPaid.amount, keptPaid.status, keptPaid.items.length], [paid.amount, 'order_received', 1]);
      assert.deepEqual(keptPaid.payments, paymentsBefore);
      assert.deepEqual(
        keptPaid.briefs.flatMap((b) => b.files.map((f) => f.uploadId)),
        [inBrief.id],
      );
      assert.ok(await db.upload.findUnique({where: {id: inBrief.id}}));
      // A paid order keeps the buyer's name and e-mail (the transaction record), not the phone or address.
      assert.deepEqual([keptPaid.customerName, keptPaid.customerEmail, keptPaid.customerPhone, keptPaid.customerAddress], ['김민수', 'leaving@cafe.kr', '', null]);
      // An order never paid is no transaction: nothing personal stays on it.
      const keptUnpaid = await db.order.findUniqueOrThrow({where: {id: unpaid.id}});
      assert.deepEqual(
        [keptUnpaid.customerName, keptUnpaid.customerEmail, keptUnpaid.customerPhone, keptUnpaid.customerAddress, keptUnpaid.requirements, keptUnpaid.amount],
        [placeholder.username, placeholder.email, '', null, null, unpaid.amount],
      );
      assert.equal(await db.projectBrief.count({where: {id: orphanBrief.id}}), 0, 'a brief of no order goes');
      assert.equal(await db.upload.count({where: {id: {in: [loose.id, orphanFile.id]}}}), 0);

      // Someone else: as they were.
      const still = await db.user.findUniqueOrThrow({where: {id: other.id}});
      assert.deepEqual([still.email, still.firstName, still.phone, still.deletedAt], ['staying@cafe.kr', '민지', '010-1111-2222', null]);
      assert.ok(await isOpen(db, theirSession));
      const theirOrder = await db.order.findUniqueOrThrow({where: {id: theirs.id}});
      assert.deepEqual([theirOrder.customerEmail, theirOrder.customerPhone, theirOrder.customerAddress], [theirs.customerEmail, theirs.customerPhone, theirs.customerAddress]);
      assert.ok(await db.upload.findUnique({where: {id: theirLoose.id}}));

      // The address is free again, and what is left names nobody.
      assert.ok((await registerUser(db, {email: 'leaving@cafe.kr', password: PASSWORD})).ok);
      const left = await accountExport(db, me.id);
      assert.ok(left);
      const text = JSON.stringify({...left, orders: left.orders.filter((o) => o.number !== paid.number)});
      for (const personal of ['지수', '010-9999-0000', '서울시 종로구 2', 'passport-scan.png']) assert.ok(!text.includes(personal), `${personal} is gone`);
      assert.equal(await deleteAccount(db, me.id, {password: PASSWORD}).then((r) => r.ok), false, 'a deleted account cannot be deleted again');
    });

    await t.test('delete: an account without a password confirms with its e-mail address', async () => {
      const google = await db.user.create({data: {email: 'bye@gmail.test', username: 'bye-g', emailVerified: new Date()}});
      const result = await deleteAccount(db, google.id, {email: ' BYE@gmail.test '});
      assert.ok(result.ok);
      assert.equal((await db.user.findUniqueOrThrow({where: {id: google.id}})).email, deletedPlaceholders(google.id).email);
    });
  });
}

test('delete: the stored objects of removed files are deleted; a failure is logged, not thrown', async (t) => {
  for (const {name, storage, close} of await storageBackends()) {
    await t.test(name, async (t) => {
      t.after(close);
      const keys = [newStorageKey(), newStorageKey()];
      for (const key of keys) await storage.put(key, Readable.from([Buffer.from('file')]), 'image/png');
      const warned: unknown[] = [];
      await removeStoredObjects(storage, [...keys, 'not-a-key'], {warn: (...args: unknown[]) => warned.push(args)});
      for (const key of keys) assert.equal(await storage.get(key), null, `${key} is gone`);
      assert.equal(warned.length, 1, 'the bad key is reported');
    });
  }
});
