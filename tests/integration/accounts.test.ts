import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {createPrismaClient} from '@/lib/db/client';
import {applyMigrations} from '@/lib/db/migrate';
import {createResetToken, endAllSessions, isEmailAvailable, registerUser, resetPassword, updateProfile, verifyLogin, RESET_TOKEN_TTL_MS} from '@/lib/auth/accounts';
import {databaseKinds} from './databases';

for (const kind of databaseKinds) {
  test(`accounts: sign-up, login, reset and profile (${kind.name})`, async (t) => {
    const database = await kind.create();
    await applyMigrations(database.target);
    const db = createPrismaClient(database.target);
    t.after(async () => {
      await db.$disconnect();
      await database.drop();
    });

    await t.test('sign-up derives a unique username, hashes the password and makes listed e-mails admin', async () => {
      const first = await registerUser(db, {email: 'Minsu@Cafe.kr', password: 'Str0ngEnough', firstName: '민수'}, ['boss@studio.kr']);
      const second = await registerUser(db, {email: 'minsu@other.kr', password: 'Str0ngEnough'}, ['boss@studio.kr']);
      const boss = await registerUser(db, {email: 'boss@studio.kr', password: 'Str0ngEnough'}, ['boss@studio.kr']);
      assert.ok(first.ok && second.ok && boss.ok);
      assert.equal(first.user.email, 'minsu@cafe.kr');
      assert.equal(first.user.username, 'minsu');
      assert.equal(second.user.username, 'minsu2');
      assert.equal(first.user.role, 'USER');
      assert.equal(boss.user.role, 'ADMIN');
      assert.match(first.user.passwordHash ?? '', /^\$argon2id\$/);
      assert.deepEqual(await registerUser(db, {email: 'MINSU@cafe.kr', password: 'Str0ngEnough'}, []), {ok: false, error: 'emailTaken'});
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

    await t.test('logout everywhere raises the session version', async () => {
      const user = await db.user.findUniqueOrThrow({where: {email: 'minsu@other.kr'}});
      await endAllSessions(db, user.id);
      assert.equal((await db.user.findUniqueOrThrow({where: {id: user.id}})).sessionVersion, user.sessionVersion + 1);
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
