/**
 * When each cache tag was last expired: the one clock both of our cache handlers judge their
 * entries by (the page cache, ./pages.mjs, Next's documented `cacheHandler`; the `'use cache'`
 * results, ./use-cache.mjs, its documented `cacheHandlers`). Each instance keeps its own copies of
 * what it rendered; what must be the same everywhere is *when a tag was expired*, since that
 * decides whether a copy may still be served. This process keeps the times in one map (on
 * globalThis: Next may load the two handlers as separate module instances); with REDIS_URL set,
 * the map is kept in step with a Redis hash:
 *
 * - an expiry made here (the owner's save: Next calls the handlers' `revalidateTag`/`updateTags`)
 *   is written to the hash and bumps a version counter before the save's response is sent;
 * - before a cached page or `'use cache'` result is read (the page cache's `get`, the `'use
 *   cache'` handler's `refreshTags`, which Next calls once per request), the instance reads the
 *   version (one GET) and, when it moved, the hash, merging the newer times into its map.
 *
 * So an owner's change made through one instance is served by every instance on its next request.
 * Without REDIS_URL (one process) the map is this process's alone. Plain JavaScript: Next loads its
 * cache handlers with Node's own `import`, at build and at run time. Reads process.env itself for
 * the same reason (lib/env.ts is TypeScript): REDIS_URL as lib/env.ts validates it, NEXT_PHASE as
 * Next sets it.
 */
import {Redis} from 'ioredis';

/** tag -> {stale?, expired?} (ms since the epoch), shared by every copy of this module in the process. */
const TIMES = Symbol.for('storefront.cacheTags.times');
const times = (globalThis[TIMES] ??= new Map());

export const TAGS_KEY = 'storefront:next:tags';
export const VERSION_KEY = 'storefront:next:tags:version';

// During `next build` nothing is shared yet, and an open connection would keep build workers alive.
let redisUrl = process.env.NEXT_PHASE === 'phase-production-build' ? undefined : process.env.REDIS_URL?.trim() || undefined;

let client;
let seenVersion = null;
let inFlight = null;
let warned = false;

async function redis() {
  if (!redisUrl) return null;
  if (!client) {
    // A static import: bundled into serve.mjs, a dynamic import() of this CommonJS package had only
    // a default export, and `Redis` was undefined (every request failed with REDIS_URL set).
    client = new Redis(redisUrl, {maxRetriesPerRequest: 1, connectTimeout: 2_000, enableAutoPipelining: true});
    client.on('error', () => {});
  }
  return client;
}

function warn(error) {
  if (warned) return;
  warned = true;
  console.error('cache: Redis did not answer; this instance serves its own copies until it does', error);
}

/** Points this process at another Redis (the integration test); `undefined` turns sharing off. */
export function useRedis(url) {
  client?.disconnect();
  client = undefined;
  seenVersion = null;
  redisUrl = url;
}

/** Later of two optional times. */
const later = (a, b) => (typeof a === 'number' ? (typeof b === 'number' ? Math.max(a, b) : a) : b);

/** How far ahead of this machine's clock a tag time from Redis may be (the instances' clocks differ a little). */
export const MAX_SKEW_MS = 60_000;

/**
 * A time read from Redis as this process may use it: a finite, non-negative number of ms; one
 * further ahead than MAX_SKEW_MS is taken as now. Redis is shared, and whoever can write to it must
 * not be able to plant a time that keeps every page stale (or expired) for good: a planted future
 * time costs at most one fresh render per version bump, never a page stale beyond a minute.
 */
function bounded(value, now) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  return value > now + MAX_SKEW_MS ? now : value;
}

/** Merges tag times read from Redis into this process's map (a newer local time is kept; entries that are not tag times are skipped, times in the future are bounded). */
export function mergeTags(entries, now = Date.now()) {
  for (const [tag, json] of Object.entries(entries)) {
    let remote;
    try {
      remote = JSON.parse(json);
    } catch {
      continue;
    }
    if (remote === null || typeof remote !== 'object' || Array.isArray(remote)) continue;
    const local = times.get(tag) ?? {};
    const merged = {...local};
    const stale = later(local.stale, bounded(remote.stale, now));
    const expired = later(local.expired, bounded(remote.expired, now));
    if (stale !== undefined) merged.stale = stale;
    if (expired !== undefined) merged.expired = expired;
    if (stale === undefined && expired === undefined) continue;
    times.set(tag, merged);
  }
}

async function pull() {
  const r = await redis();
  if (!r) return;
  try {
    const version = await r.get(VERSION_KEY);
    if (version === seenVersion) return;
    mergeTags(await r.hgetall(TAGS_KEY));
    seenVersion = version;
    warned = false;
  } catch (error) {
    warn(error);
  }
}

/** Brings this process's tag times up to date (concurrent callers share one round trip). */
export function syncTags() {
  if (!redisUrl) return Promise.resolve();
  inFlight ??= pull().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

// Atomic "keep the later time" merge of each tag's times into the hash, then a new version.
const PUBLISH = `
for i = 0, #ARGV / 3 - 1 do
  local tag, stale, expired = ARGV[i * 3 + 1], tonumber(ARGV[i * 3 + 2]), tonumber(ARGV[i * 3 + 3])
  local current = redis.call('HGET', KEYS[1], tag)
  local entry = current and cjson.decode(current) or {}
  if stale > 0 and (entry.stale == nil or stale > entry.stale) then entry.stale = stale end
  if expired > 0 and (entry.expired == nil or expired > entry.expired) then entry.expired = expired end
  redis.call('HSET', KEYS[1], tag, cjson.encode(entry))
end
return redis.call('INCR', KEYS[2])`;

/** Writes this process's times for `tags` to Redis for the other instances. */
export async function publishTags(tags) {
  const r = await redis();
  if (!r) return;
  const args = [];
  for (const tag of tags) {
    const local = times.get(tag);
    if (local) args.push(tag, String(local.stale ?? 0), String(local.expired ?? 0));
  }
  if (args.length === 0) return;
  try {
    await r.eval(PUBLISH, 2, TAGS_KEY, VERSION_KEY, ...args);
  } catch (error) {
    warn(error);
  }
}

/**
 * Records that `tags` were expired (what Next asks of a handler's `revalidateTag`/`updateTags`,
 * see `updateTags` in Next's `cacheHandlers` reference): without `durations`, expired now; with
 * them, stale now and expired `durations.expire` seconds from now. Then publishes the times to the
 * other instances.
 */
export async function expireTags(tags, durations, now = Date.now()) {
  for (const tag of tags) {
    const entry = {...(times.get(tag) ?? {})};
    if (durations) {
      entry.stale = now;
      if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000;
    } else entry.expired = now;
    times.set(tag, entry);
  }
  await publishTags(tags);
}

/**
 * Marks `tags` expired now in this process only: used at start when the prerendered pages were
 * built from another database than the one this server reads (see pages.mjs).
 */
export function expireLocally(tags) {
  const now = Date.now();
  for (const tag of tags) times.set(tag, {...(times.get(tag) ?? {}), expired: now, stale: now});
}

/** This process's times for one tag. */
export function tagTimes(tag) {
  return times.get(tag);
}

/** Forgets every time (tests). */
export function forgetTags() {
  times.clear();
}

/**
 * Whether an entry made at `since` may no longer be served: one of its tags was expired after it
 * was made (and that expiry has come), or went stale after it was made. Either way our handlers
 * have the page or result rendered again before answering: the shop's expiries are immediate
 * (lib/cache/expire.ts), and a stale copy is never what a visitor should get after an owner's save.
 */
export function outdated(tags, since, now = Date.now()) {
  for (const tag of tags) {
    const entry = times.get(tag);
    if (!entry) continue;
    if (typeof entry.expired === 'number' && entry.expired <= now && entry.expired > since) return true;
    if (typeof entry.stale === 'number' && entry.stale > since) return true;
  }
  return false;
}

/** The latest time one of `tags` was expired, or 0 (the `'use cache'` handler's getExpiration). */
export function expirationOf(tags) {
  let latest = 0;
  for (const tag of tags) {
    const expired = times.get(tag)?.expired;
    if (typeof expired === 'number' && expired > latest) latest = expired;
  }
  return latest;
}
