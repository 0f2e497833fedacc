/**
 * The readiness checks of the app's dependencies. Free of `server-only` so integration tests can
 * run them against real servers; the app wires them in lib/health/app.ts.
 */
import {Redis} from 'ioredis';
import type {PrismaClient} from '@/lib/db/client';
import {storageProbe, type StorageSettings} from '@/lib/storage';
import type {Probe} from './check';

/** The database answers `SELECT 1`. */
export function databaseProbe(db: Pick<PrismaClient, '$queryRaw'>): Probe {
  return () => db.$queryRaw`SELECT 1`;
}

/**
 * Redis answers PING on a connection of its own, opened for the check and closed after it (the
 * rate limiter's connection queues commands while Redis is away, which would hide an outage).
 */
export function redisProbe(url: string, timeoutMs = 3_000): Probe {
  return async () => {
    const client = new Redis(url, {lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null});
    client.on('error', () => {}); // reported by the rejected connect or PING
    try {
      await client.connect();
      const answer = await client.ping();
      if (answer !== 'PONG') throw new Error(`PING answered ${answer}`);
    } finally {
      client.disconnect();
    }
  };
}

/**
 * What is unsafe in a REDIS_URL (docs/security.md#limits-and-rules, "Redis"): Redis holds the rate limits and the page
 * cache's tag times, so whoever can reach it must also need its password. `redis-without-password`:
 * the URL carries none (this app reaches Redis without authenticating, so anyone who can reach it
 * can); `redis-without-tls`: plain redis:// to a host that is not this machine (use rediss://, or
 * keep Redis on a private network).
 */
export function redisWarnings(url: string | undefined): string[] {
  if (!url) return [];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  return [...(parsed.password ? [] : ['redis-without-password']), ...(parsed.protocol === 'redis:' && !local ? ['redis-without-tls'] : [])];
}

/** The checks for these settings: the database, Redis when REDIS_URL is set, and the file storage. */
export function dependencyProbes(db: Pick<PrismaClient, '$queryRaw'>, settings: StorageSettings & {REDIS_URL?: string}, timeoutMs = 3_000): Record<string, Probe> {
  return {
    database: databaseProbe(db),
    ...(settings.REDIS_URL ? {redis: redisProbe(settings.REDIS_URL, timeoutMs)} : {}),
    storage: storageProbe(settings),
  };
}
