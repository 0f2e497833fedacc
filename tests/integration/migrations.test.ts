import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createPrismaClient, type DatabaseTarget} from '@/lib/db/client';
import {applyMigrations, defaultPaths, markRolledBack, MIGRATION_LOCK_KEY, MigrationError} from '@/lib/db/migrate';
import {pendingSchemaSql} from '@/lib/db/schema-diff';
import {Client} from 'pg';
import {env} from '@/lib/env';
import {databaseKinds, type TestDatabase} from './databases';

const committed = defaultPaths();

/** One query through a client opened and closed around it (an embedded database has one opener at a time). */
async function sql<T>(target: DatabaseTarget, query: string): Promise<T[]> {
  const db = createPrismaClient(target);
  try {
    return await db.$queryRawUnsafe<T[]>(query);
  } finally {
    await db.$disconnect();
  }
}

test('the committed migrations match prisma/schema.prisma (no migration forgotten)', async () => {
  assert.equal(await pendingSchemaSql(committed), '');
});

for (const kind of databaseKinds) {
  describe(`migrations on ${kind.name}`, () => {
    test('apply creates the schema; applying again is a no-op', async () => {
      const database = await kind.create();
      try {
        const first = await applyMigrations(database.target, committed);
        assert.ok(first.length > 0, 'the first apply applies the committed migrations');
        assert.deepEqual(await applyMigrations(database.target, committed), []);

        const db = createPrismaClient(database.target);
        try {
          const user = await db.user.create({data: {email: 'a@example.com', username: 'a'}});
          assert.equal(user.role, 'USER');
          assert.equal(await db.order.count(), 0);
        } finally {
          await db.$disconnect();
        }
      } finally {
        await database.drop();
      }
    });

    describe('a failing migration', () => {
      let database: TestDatabase;
      let dir: string;
      let paths: {schemaPath: string; migrationsDir: string};
      before(async () => {
        database = await kind.create();
        dir = mkdtempSync(path.join(tmpdir(), 'storefront-migrations-'));
        const migrationsDir = path.join(dir, 'migrations');
        cpSync(committed.migrationsDir, migrationsDir, {recursive: true});
        mkdirSync(path.join(migrationsDir, '99990101000000_broken'));
        writeFileSync(path.join(migrationsDir, '99990101000000_broken', 'migration.sql'), 'CREATE TABLE "half_done" ("id" INTEGER);\nSELECT "nope" FROM "table_that_does_not_exist";\n');
        paths = {schemaPath: committed.schemaPath, migrationsDir};
      });
      after(async () => {
        rmSync(dir, {recursive: true, force: true});
        await database.drop();
      });

      test('is reported', async () => {
        await assert.rejects(applyMigrations(database.target, paths), (e: unknown) => {
          assert.ok(e instanceof MigrationError, `expected a MigrationError, got ${String(e)}`);
          assert.match(e.message, /99990101000000_broken|table_that_does_not_exist/);
          return true;
        });
      });

      test('blocks the next apply', async () => {
        await assert.rejects(applyMigrations(database.target, paths), (e: unknown) => {
          assert.ok(e instanceof MigrationError);
          assert.match(e.message, /failed migration/i);
          return true;
        });
      });

      test('is rolled back whole: its first statement left nothing, and it is recorded as failed as Prisma records it', async () => {
        const rows = await sql<{exists: boolean}>(database.target, `SELECT to_regclass('"half_done"') IS NOT NULL AS "exists"`);
        assert.equal(rows[0]!.exists, false);
        const failed = await sql<{finished_at: Date | null; logs: string | null; applied_steps_count: number}>(
          database.target,
          `SELECT "finished_at", "logs", "applied_steps_count" FROM "_prisma_migrations" WHERE "migration_name" = '99990101000000_broken'`,
        );
        assert.equal(failed.length, 1);
        assert.equal(failed[0]!.finished_at, null);
        assert.match(failed[0]!.logs ?? '', /table_that_does_not_exist/);
        assert.equal(failed[0]!.applied_steps_count, 0);
      });

      test('once fixed and marked rolled back, applies', async () => {
        writeFileSync(path.join(paths.migrationsDir, '99990101000000_broken', 'migration.sql'), 'CREATE TABLE "half_done" ("id" INTEGER);\n');
        await markRolledBack(database.target, '99990101000000_broken');
        await assert.rejects(markRolledBack(database.target, '99990101000000_broken'), MigrationError);
        assert.deepEqual(await applyMigrations(database.target, paths), ['99990101000000_broken']);
        const rows = await sql<{exists: boolean}>(database.target, `SELECT to_regclass('"half_done"') IS NOT NULL AS "exists"`);
        assert.equal(rows[0]!.exists, true);
      });
    });

    test('records each migration as prisma migrate does (name, SHA-256 of the file, finished, one step)', async () => {
      const database = await kind.create();
      try {
        await applyMigrations(database.target, committed);
        const rows = await sql<{migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null; applied_steps_count: number}>(
          database.target,
          'SELECT "migration_name", "checksum", "finished_at", "rolled_back_at", "applied_steps_count" FROM "_prisma_migrations" ORDER BY "migration_name"',
        );
        const files = readdirSync(committed.migrationsDir)
          .filter((d) => /^\d{14}_/.test(d))
          .sort();
        assert.deepEqual(
          rows.map((r) => r.migration_name),
          files,
        );
        for (const row of rows) {
          const file = readFileSync(path.join(committed.migrationsDir, row.migration_name, 'migration.sql'));
          assert.equal(row.checksum, createHash('sha256').update(file).digest('hex'));
          assert.ok(row.finished_at instanceof Date);
          assert.equal(row.rolled_back_at, null);
          assert.equal(row.applied_steps_count, 1);
        }
      } finally {
        await database.drop();
      }
    });

    test('a migration edited after it was applied is refused, and nothing after it is applied', async () => {
      const database = await kind.create();
      const dir = mkdtempSync(path.join(tmpdir(), 'storefront-migrations-'));
      try {
        const migrationsDir = path.join(dir, 'migrations');
        cpSync(committed.migrationsDir, migrationsDir, {recursive: true});
        const paths = {schemaPath: committed.schemaPath, migrationsDir};
        await applyMigrations(database.target, paths);
        const first = readdirSync(migrationsDir)
          .filter((d) => /^\d{14}_/.test(d))
          .sort()[0]!;
        appendFileSync(path.join(migrationsDir, first, 'migration.sql'), '\nCREATE TABLE "sneaked_in" ("id" INTEGER);\n');
        mkdirSync(path.join(migrationsDir, '99990101000000_later'));
        writeFileSync(path.join(migrationsDir, '99990101000000_later', 'migration.sql'), 'CREATE TABLE "later" ("id" INTEGER);\n');
        await assert.rejects(applyMigrations(database.target, paths), (e: unknown) => {
          assert.ok(e instanceof MigrationError);
          assert.match(e.message, new RegExp(`${first} was changed after it was applied`));
          return true;
        });
        const rows = await sql<{sneaked: boolean; later: boolean}>(database.target, `SELECT to_regclass('"sneaked_in"') IS NOT NULL AS "sneaked", to_regclass('"later"') IS NOT NULL AS "later"`);
        assert.deepEqual({...rows[0]}, {sneaked: false, later: false});
      } finally {
        rmSync(dir, {recursive: true, force: true});
        await database.drop();
      }
    });

    test('applies started together run one after another: every migration applied once', async () => {
      const database = await kind.create();
      try {
        // On PostgreSQL the three go through different connection strings of one database, so
        // the database's advisory lock (not only this process's queue) has to keep them apart.
        const targets = [0, 1, 2].map((i) => (database.target.url ? {url: `${database.target.url}?application_name=migrate_${i}`} : database.target));
        const results = await Promise.all(targets.map((t) => applyMigrations(t, committed)));
        const files = readdirSync(committed.migrationsDir)
          .filter((d) => /^\d{14}_/.test(d))
          .sort();
        assert.deepEqual(results.flat().sort(), files);
        const rows = await sql<{migration_name: string}>(database.target, 'SELECT "migration_name" FROM "_prisma_migrations" ORDER BY "migration_name"');
        assert.deepEqual(
          rows.map((r) => r.migration_name),
          files,
        );
      } finally {
        await database.drop();
      }
    });
  });
}

for (const kind of databaseKinds) {
  test(`the order-lifecycle migration moves existing data (${kind.name})`, async () => {
    const database = await kind.create();
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-migrations-'));
    try {
      const migrationsDir = path.join(dir, 'migrations');
      cpSync(committed.migrationsDir, migrationsDir, {recursive: true});
      const lifecycle = readdirSync(migrationsDir).find((d) => d.endsWith('_order_lifecycle'))!;
      const later = readdirSync(migrationsDir).filter((d) => /^\d{14}_/.test(d) && d >= lifecycle);
      const held = path.join(dir, 'held');
      mkdirSync(held);
      for (const d of later) renameSync(path.join(migrationsDir, d), path.join(held, d));
      const paths = {schemaPath: committed.schemaPath, migrationsDir};
      await applyMigrations(database.target, paths);

      const db = createPrismaClient(database.target);
      try {
        const run = (sql: string) => db.$executeRawUnsafe(sql);
        await run(`INSERT INTO "User" ("id", "email", "username", "updatedAt") VALUES ('11111111-1111-4111-8111-111111111111', 'a@shop.test', 'a', now())`);
        // Two carts of one account (the old race): the newest stays, the other's lines join it.
        await run(
          `INSERT INTO "Cart" ("id", "userId", "country", "updatedAt") VALUES ('22222222-2222-4222-8222-222222222221', '11111111-1111-4111-8111-111111111111', 'kr', now() - interval '1 day'), ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'kr', now())`,
        );
        await run(
          `INSERT INTO "CartItem" ("id", "cartId", "itemType", "itemId", "quantity") VALUES (gen_random_uuid(), '22222222-2222-4222-8222-222222222221', 'template', '3', 1), (gen_random_uuid(), '22222222-2222-4222-8222-222222222221', 'service', '1', 4), (gen_random_uuid(), '22222222-2222-4222-8222-222222222222', 'service', '1', 5)`,
        );
        // A claimed guest order (stale flag), a service line with 2 extra images, a partial refund.
        await run(
          `INSERT INTO "Order" ("id", "number", "userId", "isGuestOrder", "status", "orderType", "country", "language", "currency", "amount", "amountKrw", "customerName", "customerEmail", "customerPhone", "updatedAt") VALUES ('33333333-3333-4333-8333-333333333333', 'SO-OLD-1', '11111111-1111-4111-8111-111111111111', true, 'in_progress', 'service', 'kr', 'ko', 'KRW', 44000, 44000, 'N', 'a@shop.test', '1', now())`,
        );
        await run(
          `INSERT INTO "OrderItem" ("id", "orderId", "itemType", "itemId", "title", "quantity", "unitAmount", "lineAmount") VALUES (gen_random_uuid(), '33333333-3333-4333-8333-333333333333', 'service', '1', 'x', 5, 38000, 44000)`,
        );
        await run(
          `INSERT INTO "Payment" ("id", "orderId", "provider", "status", "currency", "amount", "idempotencyKey", "refundedAmount", "updatedAt") VALUES ('44444444-4444-4444-8444-444444444444', '33333333-3333-4333-8333-333333333333', 'toss', 'partially_refunded', 'KRW', 44000, 'k1', 10000, now())`,
        );
      } finally {
        await db.$disconnect();
      }

      for (const d of later) renameSync(path.join(held, d), path.join(migrationsDir, d));
      assert.ok((await applyMigrations(database.target, paths)).includes(lifecycle));
      const after = createPrismaClient(database.target);
      try {
        const carts = await after.cart.findMany({include: {items: true}});
        assert.equal(carts.length, 1);
        assert.equal(carts[0]!.id, '22222222-2222-4222-8222-222222222222');
        assert.deepEqual(carts[0]!.items.map((i) => `${i.itemType}:${i.itemId}:${i.quantity}`).sort(), ['service:1:5', 'template:3:1']);
        const order = await after.order.findUniqueOrThrow({where: {id: '33333333-3333-4333-8333-333333333333'}, include: {items: true}});
        assert.equal(order.currency, 'KRW');
        assert.deepEqual([order.items[0]!.extraImages, order.items[0]!.extraUnitAmount], [2, 3000]);
        const refunds = await after.refund.findMany();
        assert.deepEqual(
          refunds.map((r) => [r.amount, r.status]),
          [[10000, 'succeeded']],
        );
        // The CHECKs hold from now on.
        await assert.rejects(after.payment.update({where: {id: '44444444-4444-4444-8444-444444444444'}, data: {refundedAmount: 50000}}));
        await assert.rejects(after.order.update({where: {id: order.id}, data: {amount: -1}}));
      } finally {
        await after.$disconnect();
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
      await database.drop();
    }
  });
}

for (const kind of databaseKinds) {
  test(`orders paid before their method was recorded take their payment's method (${kind.name})`, async () => {
    const database = await kind.create();
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-migrations-'));
    try {
      const migrationsDir = path.join(dir, 'migrations');
      cpSync(committed.migrationsDir, migrationsDir, {recursive: true});
      const backfill = readdirSync(migrationsDir).find((d) => d.endsWith('_order_payment_method'))!;
      const later = readdirSync(migrationsDir).filter((d) => /^\d{14}_/.test(d) && d >= backfill);
      const held = path.join(dir, 'held');
      mkdirSync(held);
      for (const d of later) renameSync(path.join(migrationsDir, d), path.join(held, d));
      const paths = {schemaPath: committed.schemaPath, migrationsDir};
      await applyMigrations(database.target, paths);

      const db = createPrismaClient(database.target);
      const order = (number: string, status: 'order_received' | 'pending_payment', payment: {status: 'succeeded' | 'refunded' | 'failed' | 'awaiting_deposit'; method: string}) =>
        db.order.create({
          data: {
            number,
            status,
            orderType: 'service',
            country: 'kr',
            language: 'ko',
            currency: 'KRW',
            amount: 30000,
            amountKrw: 30000,
            customerName: 'N',
            customerEmail: 'a@shop.test',
            customerPhone: '1',
            payments: {create: {provider: 'toss', status: payment.status, currency: 'KRW', amount: 30000, idempotencyKey: `k-${number}`, method: payment.method}},
          },
        });
      let ids: string[];
      try {
        ids = [
          (await order('SO-PAID', 'order_received', {status: 'succeeded', method: 'card'})).id,
          (await order('SO-REFUNDED', 'order_received', {status: 'refunded', method: 'toss'})).id,
          (await order('SO-FAILED', 'pending_payment', {status: 'failed', method: 'card'})).id,
          (await order('SO-WAITING', 'pending_payment', {status: 'awaiting_deposit', method: 'virtual_account'})).id,
        ];
      } finally {
        await db.$disconnect();
      }

      for (const d of later) renameSync(path.join(held, d), path.join(migrationsDir, d));
      assert.ok((await applyMigrations(database.target, paths)).includes(backfill));
      const after = createPrismaClient(database.target);
      try {
        const methods = await Promise.all(ids.map(async (id) => (await after.order.findUniqueOrThrow({where: {id}})).paymentMethod));
        assert.deepEqual(methods, ['card', 'toss', null, null]);
      } finally {
        await after.$disconnect();
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
      await database.drop();
    }
  });
}

if (env.TEST_DATABASE_URL) {
  test('on PostgreSQL an apply waits while prisma migrate (its advisory lock) is at work', async () => {
    const kind = databaseKinds.find((k) => k.name === 'PostgreSQL')!;
    const database = await kind.create();
    const holder = new Client({connectionString: database.target.url});
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let finished = false;
      const applying = applyMigrations(database.target, committed).then((names) => {
        finished = true;
        return names;
      });
      await new Promise((r) => setTimeout(r, 1_000));
      assert.equal(finished, false, 'the apply waits for the lock');
      const {rows} = await holder.query(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS "exists"`);
      assert.equal(rows[0].exists, false, 'nothing was written while the lock was held elsewhere');
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      assert.ok((await applying).length > 0);
    } finally {
      await holder.end();
      await database.drop();
    }
  });
}
