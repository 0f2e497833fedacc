/**
 * The databases integration tests run against: always a fresh embedded PGlite in a temporary
 * folder, and a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import {Client} from 'pg';
import {env} from '@/lib/env';
import {createPrismaClient, type DatabaseTarget} from '@/lib/db/client';
import {applyMigrations} from '@/lib/db/migrate';
import {seedCatalog} from '@/lib/catalog/seed';

export interface TestDatabase {
  target: DatabaseTarget;
  drop: () => Promise<void>;
}

export interface DatabaseKind {
  name: string;
  create: () => Promise<TestDatabase>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const databaseKinds: DatabaseKind[] = [
  {
    name: 'PGlite',
    create: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pglite-'));
      return {target: {pgliteDir: path.join(dir, 'pglite')}, drop: async () => rmSync(dir, {recursive: true, force: true})};
    },
  },
];

const adminUrl = env.TEST_DATABASE_URL;
if (adminUrl) {
  databaseKinds.push({
    name: 'PostgreSQL',
    create: async () => {
      const name = `sf_test_${randomBytes(6).toString('hex')}`;
      const admin = new Client({connectionString: adminUrl});
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      return {
        target: {url: withDatabase(adminUrl, name)},
        drop: async () => {
          const c = new Client({connectionString: adminUrl});
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          await c.end();
        },
      };
    },
  });
}

/** A fresh, migrated database of this kind (with the seeded price list) and its client, dropped when the test ends. */
export async function openDatabase(kind: DatabaseKind, t: {after: (fn: () => Promise<void>) => void}) {
  const database = await kind.create();
  await applyMigrations(database.target);
  const db = createPrismaClient(database.target);
  await seedCatalog(db); // the price list a fresh install starts with
  t.after(async () => {
    await db.$disconnect();
    await database.drop();
  });
  return db;
}
