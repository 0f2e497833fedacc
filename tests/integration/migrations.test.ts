import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createPrismaClient} from '@/lib/db/client';
import {applyMigrations, defaultPaths, MigrationError, pendingSchemaSql} from '@/lib/db/migrate';
import {databaseKinds, type TestDatabase} from './databases';

const committed = defaultPaths();

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
        writeFileSync(
          path.join(migrationsDir, '99990101000000_broken', 'migration.sql'),
          'CREATE TABLE "half_done" ("id" INTEGER);\nSELECT "nope" FROM "table_that_does_not_exist";\n',
        );
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
    });
  });
}
