/**
 * The settings tab's real state (a static text would not tell the owner what runs): the database and its
 * migrations, mail, file storage, each payment provider, the version and the build.
 */
import {readdirSync} from 'node:fs';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import pkg from '@/package.json';
import type {PrismaClient} from '@/lib/db/client';
import {env} from '@/lib/env';
import {runProbe} from '@/lib/health/check';
import {databaseProbe} from '@/lib/health/probes';

export type ProviderState = 'notConnected' | 'test' | 'live';

export interface SystemSettings {
  database: {kind: 'embedded' | 'postgres'; reachable: boolean; migrationsApplied: number; migrationsCommitted: number; latestMigration: string | null};
  mail: {kind: 'smtp'; host: string} | {kind: 'outbox'};
  storage: {kind: 's3'; bucket: string} | {kind: 'local'};
  payments: {toss: ProviderState; stripe: ProviderState};
  version: string;
  builtAt: Date | null;
}

/** Whether a provider has keys, and whether they are its test or live keys (by the keys' own prefixes). */
export function providerStates(keys: {tossSecret?: string; tossClient?: string; stripeSecret?: string}): SystemSettings['payments'] {
  const toss: ProviderState = keys.tossSecret && keys.tossClient ? (keys.tossSecret.startsWith('live_') ? 'live' : 'test') : 'notConnected';
  const stripe: ProviderState = keys.stripeSecret ? (/^(sk|rk)_live_/.test(keys.stripeSecret) ? 'live' : 'test') : 'notConnected';
  return {toss, stripe};
}

export async function systemSettings(db: PrismaClient): Promise<SystemSettings> {
  const reachable = (await runProbe(databaseProbe(db), 3_000)) === 'up';
  let applied: {count: number; latest: string | null} = {count: 0, latest: null};
  try {
    const rows = await db.$queryRaw<{migration_name: string}[]>`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`;
    applied = {count: rows.length, latest: rows.at(-1)?.migration_name ?? null};
  } catch {
    // unreachable database: reported as such
  }
  let committed = 0;
  try {
    committed = readdirSync(path.join(process.cwd(), 'prisma', 'migrations'), {withFileTypes: true}).filter((d) => d.isDirectory()).length;
  } catch {
    committed = applied.count;
  }
  const builtAt = await stat(path.join(process.cwd(), '.next', 'BUILD_ID')).then(
    (s) => s.mtime,
    () => null,
  );
  return {
    database: {kind: env.DATABASE_URL ? 'postgres' : 'embedded', reachable, migrationsApplied: applied.count, migrationsCommitted: committed, latestMigration: applied.latest},
    mail: env.SMTP_URL ? {kind: 'smtp', host: new URL(env.SMTP_URL).hostname} : {kind: 'outbox'},
    storage: env.S3_BUCKET ? {kind: 's3', bucket: env.S3_BUCKET} : {kind: 'local'},
    payments: providerStates({tossSecret: env.TOSS_SECRET_KEY, tossClient: env.TOSS_CLIENT_KEY, stripeSecret: env.STRIPE_SECRET_KEY}),
    version: pkg.version,
    builtAt,
  };
}
