/**
 * The databases integration tests run against: always a fresh embedded PGlite in a temporary
 * folder, and a fresh PostgreSQL database when TEST_DATABASE_URL is set. A migrated one is copied
 * from the templates `npm test` prepares once per run (tests/integration/templates.ts), or, for a
 * file run by hand, migrated on the spot.
 */
import {cpSync, mkdtempSync, rmSync} from 'node:fs';
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
  /** An empty database (no tables). */
  create: () => Promise<TestDatabase>;
  /** A database with every committed migration applied (nothing seeded). */
  createMigrated: () => Promise<TestDatabase>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function migrated(database: TestDatabase): Promise<TestDatabase> {
  await applyMigrations(database.target);
  return database;
}

async function emptyPglite(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pglite-'));
  return {target: {pgliteDir: path.join(dir, 'pglite')}, drop: async () => rmSync(dir, {recursive: true, force: true})};
}

export const databaseKinds: DatabaseKind[] = [
  {
    name: 'PGlite',
    create: emptyPglite,
    createMigrated: async () => {
      const database = await emptyPglite();
      if (!env.TEST_PGLITE_TEMPLATE) return migrated(database);
      // The template's folder, copied (40 MB, tens of milliseconds, against seconds of migrations).
      cpSync(env.TEST_PGLITE_TEMPLATE, (database.target as {pgliteDir: string}).pgliteDir, {recursive: true});
      return database;
    },
  },
];

const adminUrl = env.TEST_DATABASE_URL;
if (adminUrl) {
  const createFrom = async (template?: string): Promise<TestDatabase> => {
    const name = `sf_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({connectionString: adminUrl});
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
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
  };
  databaseKinds.push({
    name: 'PostgreSQL',
    create: () => createFrom(),
    createMigrated: async () => (env.TEST_PG_TEMPLATE ? createFrom(env.TEST_PG_TEMPLATE) : migrated(await createFrom())),
  });
}

/** A fresh, migrated database of this kind (with the seeded price list) and its client, dropped when the test ends. */
export async function openDatabase(kind: DatabaseKind, t: {after: (fn: () => Promise<void>) => void}) {
  const database = await kind.createMigrated();
  const db = createPrismaClient(database.target);
  await seedCatalog(db); // the price list a fresh install starts with
  t.after(async () => {
    await db.$disconnect();
    await database.drop();
  });
  return db;
}
