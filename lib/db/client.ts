/**
 * Opens the database: embedded PGlite by default (data in DATA_DIR), PostgreSQL when a
 * postgres:// URL is given. Free of `server-only` so scripts and tests can use it; the app imports
 * lib/db instead.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import {PrismaPg} from '@prisma/adapter-pg';
import {PrismaPGlite} from 'pglite-prisma-adapter';
import {PrismaClient} from '@/lib/generated/prisma/client';

export interface DatabaseTarget {
  /** postgres://… ; when absent the embedded database is used. */
  url?: string;
  /** Folder of the embedded database, or 'memory://' for a throwaway one. */
  pgliteDir?: string;
}

export function describeTarget(target: DatabaseTarget): string {
  if (target.url) {
    const u = new URL(target.url);
    return `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
  }
  return `embedded PGlite (${target.pgliteDir ?? 'memory://'})`;
}

export function pgliteDirFor(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

export type Adapter = PrismaPg | PrismaPGlite;

export function createAdapter(target: DatabaseTarget): Adapter {
  if (target.url) return new PrismaPg({connectionString: target.url, connectionTimeoutMillis: 5_000});
  const dir = target.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(dir), {recursive: true});
  const pglite = new PGlite(dir);
  const adapter = new PrismaPGlite(pglite);
  embedded.set(adapter, pglite);
  return adapter;
}

/** The embedded database under a client (its job queue runs on the same instance), or undefined on PostgreSQL. */
const embedded = new WeakMap<object, PGlite>();

export function createPrismaClient(target: DatabaseTarget): PrismaClient {
  const adapter = createAdapter(target);
  const client = new PrismaClient({adapter});
  const pglite = embedded.get(adapter);
  if (pglite) embedded.set(client, pglite);
  return client;
}

/** The PGlite instance a client created by createPrismaClient runs on (undefined for PostgreSQL). */
export function embeddedDatabase(client: PrismaClient): PGlite | undefined {
  return embedded.get(client);
}

export type {PrismaClient};
export type {Country, Currency, Language, OrderStatus, OrderType, RefundStatus} from '@/lib/generated/prisma/enums';
