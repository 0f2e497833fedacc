/**
 * Applies the committed migrations (prisma/migrations/<name>/migration.sql, in name order) with a
 * small runner of ours, through the drivers' public APIs only: PGlite's `query`/`exec` for the
 * embedded database, `pg` for PostgreSQL. `prisma migrate deploy` would be the usual way for
 * PostgreSQL, but Prisma 7's CLI runs a native schema-engine binary that it downloads on first use
 * (it is not in node_modules, and an offline machine cannot fetch it), so both databases go
 * through this runner.
 *
 * It keeps Prisma's bookkeeping table `_prisma_migrations` (same columns, the same SHA-256
 * checksums of the files, the same advisory lock key), so a database migrated by this runner or by
 * `prisma migrate deploy` stays valid for the other:
 * - each file runs in one transaction together with its `_prisma_migrations` row: a file either
 *   applies whole and is recorded, or leaves nothing behind;
 * - a failed file is then recorded as failed (no `finished_at`, its error in `logs`), and every
 *   later apply refuses until it is marked rolled back (`npm run db:migrate -- resolve <name>`, or
 *   `prisma migrate resolve --rolled-back <name>`), as Prisma does;
 * - an applied file whose checksum no longer matches is refused: a migration is never edited after
 *   it shipped;
 * - one apply at a time: PostgreSQL's advisory lock 72707369 (Prisma's key, so this runner and the
 *   CLI exclude each other); the embedded database is opened by one process, and applies inside a
 *   process wait for each other.
 */
import {createHash, randomUUID} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import pg from 'pg';
import type {DatabaseTarget} from './client';

export interface MigrationPaths {
  schemaPath: string;
  migrationsDir: string;
}

export function defaultPaths(root = process.cwd()): MigrationPaths {
  return {schemaPath: path.join(root, 'prisma', 'schema.prisma'), migrationsDir: path.join(root, 'prisma', 'migrations')};
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The key `prisma migrate` takes with pg_advisory_lock on PostgreSQL. */
export const MIGRATION_LOCK_KEY = 72707369;
const LOCK_WAIT_MS = 120_000;

/** `_prisma_migrations` as Prisma's schema engine creates it. */
const BOOKKEEPING_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** SHA-256 of the file's bytes, hex: the checksum Prisma records. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/** The committed migrations, in the order they apply. */
export function migrationFiles(paths: MigrationPaths): MigrationFile[] {
  if (!existsSync(paths.migrationsDir)) return [];
  return readdirSync(paths.migrationsDir, {withFileTypes: true})
    .filter((d) => d.isDirectory() && existsSync(path.join(paths.migrationsDir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(paths.migrationsDir, name, 'migration.sql'), 'utf8');
      return {name, sql, checksum: checksumOf(sql)};
    });
}

/** A file saved with Windows line endings keeps matching (Prisma accepts both too). */
function matches(file: MigrationFile, checksum: string): boolean {
  return checksum === file.checksum || checksum === checksumOf(file.sql.replace(/\r\n/g, '\n')) || checksum === checksumOf(file.sql.replace(/\r?\n/g, '\r\n'));
}

/** The little the runner needs from a connection. */
interface Connection {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<void>;
  lock(): Promise<void>;
  close(): Promise<void>;
}

async function openPostgres(url: string): Promise<Connection> {
  const client = new pg.Client({connectionString: url, connectionTimeoutMillis: 5_000});
  client.on('error', () => {}); // a dropped connection fails the statement under way instead
  await client.connect();
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
    lock: async () => {
      const deadline = Date.now() + LOCK_WAIT_MS;
      for (;;) {
        const [row] = (await client.query<{locked: boolean}>('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK_KEY])).rows;
        if (row?.locked) return;
        if (Date.now() > deadline) throw new MigrationError(`Another migration has held the database's migration lock for ${LOCK_WAIT_MS / 1000} s.`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    // Ending the session releases the advisory lock.
    close: () => client.end(),
  };
}

async function openPglite(dir: string): Promise<Connection> {
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(dir), {recursive: true});
  const db = await PGlite.create(dir);
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await db.exec(sql);
    },
    lock: async () => {}, // one connection; applies inside this process wait in `serialised`
    close: () => db.close(),
  };
}

/** Applies in this process, one after another per database. */
const running = new Map<string, Promise<unknown>>();

function serialised<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = running.get(key) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(run);
  const tail = mine.catch(() => {});
  running.set(key, tail);
  void tail.then(() => {
    if (running.get(key) === tail) running.delete(key);
  });
  return mine;
}

function keyOf(target: DatabaseTarget): string {
  if (target.url) return `pg:${target.url}`;
  const dir = target.pgliteDir ?? 'memory://';
  return dir.startsWith('memory://') ? `pglite:${dir}:${randomUUID()}` : `pglite:${path.resolve(dir)}`;
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

interface Recorded {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
  logs: string | null;
}

async function run(connection: Connection, files: MigrationFile[]): Promise<string[]> {
  await connection.lock();
  await connection.exec(BOOKKEEPING_TABLE);
  const rows = await connection.query<Recorded>('SELECT "migration_name", "checksum", "finished_at", "rolled_back_at", "logs" FROM "_prisma_migrations" ORDER BY "started_at", "migration_name"');
  const live = rows.filter((r) => r.rolled_back_at === null);
  const failed = live.filter((r) => r.finished_at === null);
  if (failed.length) {
    const names = failed.map((r) => r.migration_name).join(', ');
    throw new MigrationError(
      `The database has a failed migration (${names}): ${failed[0]!.logs ?? 'no log'}. It was rolled back, so nothing of it is applied. ` +
        `Fix the file, mark it rolled back with \`npm run db:migrate -- resolve ${failed[0]!.migration_name}\` and apply again.`,
    );
  }
  const applied = new Map(live.map((r) => [r.migration_name, r.checksum]));
  for (const file of files) {
    const checksum = applied.get(file.name);
    if (checksum !== undefined && !matches(file, checksum)) {
      throw new MigrationError(
        `The migration ${file.name} was changed after it was applied (checksum ${file.checksum.slice(0, 12)}…, applied ${checksum.slice(0, 12)}…). ` +
          'Put the file back as it was and write the change as a new migration.',
      );
    }
  }

  const done: string[] = [];
  for (const file of files.filter((f) => !applied.has(f.name))) {
    const id = randomUUID();
    const startedAt = new Date();
    try {
      await connection.exec('BEGIN');
      await connection.exec(file.sql);
      await connection.query(
        'INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "logs", "started_at", "applied_steps_count") VALUES ($1, $2, clock_timestamp(), $3, NULL, $4, 1)',
        [id, file.checksum, file.name, startedAt],
      );
      await connection.exec('COMMIT');
    } catch (e) {
      await connection.exec('ROLLBACK').catch(() => {});
      const message = messageOf(e);
      await connection
        .query('INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "logs", "started_at", "applied_steps_count") VALUES ($1, $2, $3, $4, $5, 0)', [
          id,
          file.checksum,
          file.name,
          message,
          startedAt,
        ])
        .catch(() => {});
      throw new MigrationError(`The migration ${file.name} failed and was rolled back: ${message}`);
    }
    done.push(file.name);
  }
  return done;
}

async function open(target: DatabaseTarget): Promise<Connection> {
  try {
    return target.url ? await openPostgres(target.url) : await openPglite(target.pgliteDir ?? 'memory://');
  } catch (e) {
    throw new MigrationError(`Could not open the database: ${messageOf(e)}`);
  }
}

/** Applies every committed migration not yet applied. Returns the names just applied. */
export async function applyMigrations(target: DatabaseTarget, paths: MigrationPaths = defaultPaths()): Promise<string[]> {
  const files = migrationFiles(paths);
  return serialised(keyOf(target), async () => {
    const connection = await open(target);
    try {
      return await run(connection, files);
    } catch (e) {
      throw e instanceof MigrationError ? e : new MigrationError(messageOf(e));
    } finally {
      await connection.close().catch(() => {});
    }
  });
}

/**
 * Marks a failed migration rolled back (as `prisma migrate resolve --rolled-back` does), so the
 * next apply runs its file again. Refuses a migration that is not recorded as failed.
 */
export async function markRolledBack(target: DatabaseTarget, name: string): Promise<void> {
  return serialised(keyOf(target), async () => {
    const connection = await open(target);
    try {
      await connection.lock();
      await connection.exec(BOOKKEEPING_TABLE);
      const rows = await connection.query<{id: string}>(
        'UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = $1 AND "finished_at" IS NULL AND "rolled_back_at" IS NULL RETURNING "id"',
        [name],
      );
      if (!rows.length) throw new MigrationError(`${name} is not a failed migration of this database.`);
    } finally {
      await connection.close().catch(() => {});
    }
  });
}
