import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {createResetToken, isEmailAvailable, linkGoogleAccount, registerUser, resetPassword, updateProfile, verifyLogin, RESET_TOKEN_TTL_MS} from '@/lib/auth/accounts';
import {endAllSessions, endSession, openSession, startSession} from '@/lib/auth/sessions';
import {createVerificationToken, verifyEmail, VERIFY_TOKEN_TTL_MS} from '@/lib/auth/verification';
import {databaseKinds, openDatabase} from './databases';

for (const kind of databaseKinds) {
  test(`accounts: sign-up, login, reset and profile (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);

    await t.test('sign-up derives a unique username and hashes the password; nobody is admin or verified at sign-up', async () => {
      const first = await registerUser(db, {email: 'Minsu@Cafe.kr', password: 'Str0ngEnough', firstName: '민수'});
      const second = await registerUser(db, {email: 'minsu@other.kr', password: 'Str0ngEnough'});
      const boss = await registerUser(db, {email: 'boss@studio.kr', password: 'Str0ngEnough'});
      assert.ok(first.ok && second.ok && boss.ok);
      assert.equal(first.user.email, 'minsu@cafe.kr');
      assert.equal(first.user.username, 'minsu');
      assert.equal(second.user.username, 'minsu2');
      assert.equal(first.user.role, 'USER');
      // F2: the first to sign up with an ADMIN_EMAILS address is not admin.
      assert.equal(boss.user.role, 'USER');
      assert.equal(boss.user.emailVerified, null);
      assert.match(first.user.passwordHash ?? '', /^\$argon2id\$/);
      assert.deepEqual(await registerUser(db, {email: 'MINSU@cafe.kr', password: 'Str0ngEnough'}), {ok: false, error: 'emailTaken'});
      assert.equal(await isEmailAvailable(db, 'minsu@cafe.kr'), false);
      assert.equal(await isEmailAvailable(db, 'nobody@cafe.kr'), true);
    });

    await t.test('login: right password only; an unknown e-mail and a wrong password look the same', async () => {
      assert.equal((await verifyLogin(db, 'MINSU@cafe.kr', 'Str0ngEnough'))?.username, 'minsu');
      assert.equal(await verifyLogin(db, 'minsu@cafe.kr', 'Wr0ngPassword'), null);
      assert.equal(await verifyLogin(db, 'nobody@cafe.kr', 'Str0ngEnough'), null);
    });

    await t.test('reset tokens: stored hashed, one hour, once; a reset ends every session', async () => {
      assert.equal(await createResetToken(db, 'nobody@cafe.kr'), null);
      const now = new Date('2026-11-22T10:00:00Z');
      const created = await createResetToken(db, 'minsu@cafe.kr', now);
      assert.ok(created);
      assert.ok(Buffer.from(created.token, 'base64url').length >= 16, 'at least 128 random bits');
      const row = await db.passwordResetToken.findFirstOrThrow({where: {userId: created.user.id}});
      assert.notEqual(row.tokenHash, created.token);
      assert.equal(row.tokenHash, createHash('sha256').update(created.token).digest('hex'));
      assert.equal(row.expiresAt.getTime() - now.getTime(), RESET_TOKEN_TTL_MS);

      const late = new Date(now.getTime() + RESET_TOKEN_TTL_MS + 1);
      assert.equal(await resetPassword(db, created.token, 'N3wPassword', late), null, 'expired');
      const before = created.user.sessionVersion;
      const user = await resetPassword(db, created.token, 'N3wPassword', now);
      assert.equal(user?.sessionVersion, before + 1);
      assert.equal(await resetPassword(db, created.token, 'An0therOne', now), null, 'used once');
      assert.equal(await verifyLogin(db, 'minsu@cafe.kr', 'Str0ngEnough'), null);
      assert.ok(await verifyLogin(db, 'minsu@cafe.kr', 'N3wPassword'));
      assert.equal(await resetPassword(db, 'made-up-token', 'N3wPassword', now), null);
    });

    await t.test('verification: the link confirms the address once, within 24 h; it makes nobody admin, a listed address included (N4)', async () => {
      const boss = await db.user.findUniqueOrThrow({where: {email: 'boss@studio.kr'}});
      const now = new Date('2026-11-22T10:00:00Z');
      const token = await createVerificationToken(db, boss, now);
      assert.equal(await verifyEmail(db, token, new Date(now.getTime() + VERIFY_TOKEN_TTL_MS + 1)), null, 'expired');
      assert.equal(await verifyEmail(db, 'made-up-token-made-up-token', now), null);
      const verified = await verifyEmail(db, token, now);
      assert.equal(verified?.role, 'USER', 'whoever signed up with it still knows its password: a reset makes it admin, not a confirmation');
      assert.deepEqual(verified?.emailVerified, now);
      assert.equal(await verifyEmail(db, token, now), null, 'used once');

      // A link sent to an address the account no longer has proves nothing.
      const other = await db.user.findUniqueOrThrow({where: {email: 'minsu@other.kr'}});
      const stale = await createVerificationToken(db, other, now);
      await db.user.update({where: {id: other.id}, data: {email: 'minsu@elsewhere.kr'}});
      assert.equal(await verifyEmail(db, stale, now), null);
      await db.user.update({where: {id: other.id}, data: {email: 'minsu@other.kr'}});
    });

    await t.test('a password reset verifies the address (the link reached it) and grants a listed admin address', async () => {
      const made = await registerUser(db, {email: 'ops@studio.kr', password: 'Str0ngEnough'});
      assert.ok(made.ok);
      const created = await createResetToken(db, 'ops@studio.kr');
      const user = await resetPassword(db, created!.token, 'N3wPassword', new Date(), ['ops@studio.kr']);
      assert.equal(user?.role, 'ADMIN');
      assert.ok(user?.emailVerified);
    });

    await t.test('Google sign-in joins only a confirmed account; a new Google account is confirmed (F2)', async () => {
      // Someone signed up with the victim's address first and never confirmed it.
      const squatter = await registerUser(db, {email: 'victim@gmail.test', password: 'Str0ngEnough'});
      assert.ok(squatter.ok);
      assert.equal(await linkGoogleAccount(db, 'google-sub-1', 'Victim@gmail.test', []), null, 'not shared with the real owner');
      assert.equal(await db.account.count({where: {userId: squatter.user.id}}), 0);
      // Once the address is confirmed (by its owner), Google joins that account.
      await db.user.update({where: {id: squatter.user.id}, data: {emailVerified: new Date()}});
      assert.equal((await linkGoogleAccount(db, 'google-sub-1', 'victim@gmail.test', []))?.id, squatter.user.id);
      const fresh = await linkGoogleAccount(db, 'google-sub-2', 'ops@gmail.test', ['ops@gmail.test']);
      assert.ok(fresh?.emailVerified);
      assert.equal(fresh?.role, 'ADMIN', 'a listed address Google verified is admin');
      assert.equal((await linkGoogleAccount(db, 'google-sub-2', 'ops@gmail.test', []))?.id, fresh?.id, 'the same Google account signs in again');
    });

    await t.test('sessions: a logout ends that session only; everywhere and a reset end all of them (F11)', async () => {
      const user = await db.user.findUniqueOrThrow({where: {email: 'minsu@other.kr'}});
      const a = await startSession(db, user.id);
      const b = await startSession(db, user.id);
      assert.equal((await openSession(db, a, user.sessionVersion))?.id, user.id);
      assert.equal(await openSession(db, a, user.sessionVersion + 1), null, 'another version');
      assert.equal(await openSession(db, 'not-a-session', user.sessionVersion), null);
      await endSession(db, a);
      assert.equal(await openSession(db, a, user.sessionVersion), null, 'the copied token of a logged-out session is dead');
      assert.ok(await openSession(db, b, user.sessionVersion), 'the other browser stays signed in');
      await endAllSessions(db, user.id);
      const after = await db.user.findUniqueOrThrow({where: {id: user.id}});
      assert.equal(after.sessionVersion, user.sessionVersion + 1);
      assert.equal(await openSession(db, b, after.sessionVersion), null, 'everywhere ends every session');
      const expired = await startSession(db, user.id, new Date('2020-01-01T00:00:00Z'));
      assert.equal(await openSession(db, expired, after.sessionVersion), null, 'an expired session');
    });

    await t.test('profile: saves names and phone; a taken username is refused', async () => {
      const user = await db.user.findUniqueOrThrow({where: {email: 'minsu@other.kr'}});
      const saved = await updateProfile(db, user.id, {username: 'minsu.other', firstName: 'Minsu', phone: '+82 10-1234-5678'});
      assert.ok(saved.ok);
      assert.deepEqual([saved.user.username, saved.user.firstName, saved.user.phone], ['minsu.other', 'Minsu', '+82 10-1234-5678']);
      assert.deepEqual(await updateProfile(db, user.id, {username: 'minsu'}), {ok: false, error: 'usernameTaken'});
    });
  });
}
