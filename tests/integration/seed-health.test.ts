import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {verifyPassword} from '@/lib/auth/password';
import {createPrismaClient} from '@/lib/db/client';
import {seed} from '@/lib/db/seed';
import {createResetToken, resetPassword, usernameFromEmail} from '@/lib/auth/accounts';
import {checkReadiness} from '@/lib/health/check';
import {databaseProbe} from '@/lib/health/probes';
import pkg from '@/package.json';
import {databaseKinds} from './databases';

for (const kind of databaseKinds) {
  describe(`seed and health on ${kind.name}`, () => {
    test('the seed creates the admin once and never changes its password', async () => {
      const database = await kind.createMigrated();
      const db = createPrismaClient(database.target);
      try {
        const first = await seed(db, {adminEmail: 'Boss@Studio.kr', adminPassword: 'Str0ngPassw0rd', production: true});
        assert.deepEqual(first, {adminEmail: 'boss@studio.kr', generatedPassword: undefined, created: true});
        const again = await seed(db, {adminEmail: 'boss@studio.kr', adminPassword: 'Different1Pass', production: true});
        assert.equal(again.created, false);

        const admins = await db.user.findMany({where: {email: 'boss@studio.kr'}});
        assert.equal(admins.length, 1);
        assert.equal(admins[0]!.role, 'ADMIN');
        assert.equal(await verifyPassword(admins[0]!.passwordHash!, 'Str0ngPassw0rd'), true);
        assert.match(admins[0]!.passwordHash!, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

        // An existing customer listed as admin is not promoted by the seed, confirmed or not: it may
        // be a stranger's sign-up with the address, whose owner confirmed the welcome mail (security
        // reviews 2 and 3, F2 and N4). The owner's password reset makes it admin.
        await db.user.create({data: {email: 'staff@studio.kr', username: 'staff'}});
        await seed(db, {adminEmail: 'staff@studio.kr', production: true});
        assert.equal((await db.user.findUniqueOrThrow({where: {email: 'staff@studio.kr'}})).role, 'USER');
        await db.user.update({where: {email: 'staff@studio.kr'}, data: {emailVerified: new Date()}});
        await seed(db, {adminEmail: 'staff@studio.kr', production: true});
        assert.equal((await db.user.findUniqueOrThrow({where: {email: 'staff@studio.kr'}})).role, 'USER');
        const reset = await createResetToken(db, 'staff@studio.kr');
        assert.equal((await resetPassword(db, reset!.token, 'Own3rsPassword', new Date(), ['staff@studio.kr']))?.role, 'ADMIN');
        assert.ok(admins[0]!.emailVerified, 'the configured admin address counts as confirmed');

        const health = await checkReadiness({database: databaseProbe(db)});
        assert.deepEqual(health, {status: 200, body: {status: 'ready', version: pkg.version, checks: {database: 'up'}, down: []}});
      } finally {
        await db.$disconnect();
        await database.drop();
      }
    });
  });
}

test('outside production a missing admin password is generated and returned once', async () => {
  const database = await databaseKinds[0]!.createMigrated();
  const db = createPrismaClient(database.target);
  try {
    const result = await seed(db, {developmentFallbackEmail: 'admin@localhost.localdomain', production: false});
    assert.equal(result.created, true);
    assert.ok(result.generatedPassword && result.generatedPassword.length >= 16);
    const user = await db.user.findUniqueOrThrow({where: {email: 'admin@localhost.localdomain'}});
    assert.equal(await verifyPassword(user.passwordHash!, result.generatedPassword), true);
    assert.equal((await seed(db, {developmentFallbackEmail: 'admin@localhost.localdomain', production: false})).generatedPassword, undefined);
  } finally {
    await db.$disconnect();
    await database.drop();
  }
});

test('production without an admin password refuses to invent one', async () => {
  const database = await databaseKinds[0]!.createMigrated();
  const db = createPrismaClient(database.target);
  try {
    await assert.rejects(seed(db, {adminEmail: 'boss@studio.kr', production: true}), /ADMIN_PASSWORD/);
  } finally {
    await db.$disconnect();
    await database.drop();
  }
});

test('readiness answers 503 when the database is unreachable', async () => {
  const db = createPrismaClient({url: 'postgres://postgres@127.0.0.1:9/nowhere'});
  try {
    const health = await checkReadiness({database: databaseProbe(db)}, {timeoutMs: 5_000});
    assert.equal(health.status, 503);
    assert.deepEqual(health.body, {status: 'not ready', version: pkg.version, checks: {database: 'down'}, down: ['database']});
  } finally {
    await db.$disconnect();
  }
});

test('usernames come from the e-mail local part', () => {
  assert.equal(usernameFromEmail('Kim.Min-Su@naver.com'), 'kim.min-su');
  assert.equal(usernameFromEmail('jo@x.kr'), 'jouser');
});
