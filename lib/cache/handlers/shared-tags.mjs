/**
 * Next.js's cache, shared by every app instance. Each instance keeps its own copy of what it
 * rendered (prerendered pages on disk, `'use cache'` results in memory); what must be the same
 * everywhere is *when a tag was expired*, since that decides whether a copy may still be served.
 * Next keeps those times in one in-process map (`tagsManifest`); with REDIS_URL set, this module
 * keeps that map in step with a Redis hash:
 *
 * - an expiry made here (the owner's save) is written to the hash and bumps a version counter
 *   before the save's response is sent;
 * - before Next handles a request (scripts/serve.mts; the page cache's own read, under another
 *   server), the instance reads the version (one GET) and, when it moved, the hash, merging the
 *   newer times into its map. Next's page cache and its built-in `'use cache'` handler both judge
 *   their entries by that map, pages, API routes and server actions alike.
 *
 * So an owner's change made through one instance is served by every instance on its next request.
 * Without REDIS_URL (one process) it does nothing. Plain JavaScript: Next loads its cache handler
 * with Node's own `import`, at build and at run time. Reads process.env itself for the same reason
 * (lib/env.ts is TypeScript): REDIS_URL as lib/env.ts validates it, NEXT_PHASE as Next sets it.
 */
import {Redis} from 'ioredis';
import {tagsManifest} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

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
    const local = tagsManifest.get(tag) ?? {};
    const merged = {...local};
    const stale = later(local.stale, bounded(remote.stale, now));
    const expired = later(local.expired, bounded(remote.expired, now));
    if (stale !== undefined) merged.stale = stale;
    if (expired !== undefined) merged.expired = expired;
    if (stale === undefined && expired === undefined) continue;
    tagsManifest.set(tag, merged);
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

// Set by our HTTP server (scripts/serve.mts), which syncs before handing each request to Next:
// the page cache then need not sync again. Global: the server's bundle and the handler Next loads
// may each hold their own copy of this module.
const SYNCED_PER_REQUEST = Symbol.for('storefront.cacheTags.syncedPerRequest');

/** Called once by a server that runs `syncTags()` before every request it hands to Next. */
export function markSyncedPerRequest() {
  globalThis[SYNCED_PER_REQUEST] = true;
}

export function syncedPerRequest() {
  return globalThis[SYNCED_PER_REQUEST] === true;
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

/** Writes this process's times for `tags` (just updated by Next) to Redis for the other instances. */
export async function publishTags(tags) {
  const r = await redis();
  if (!r) return;
  const args = [];
  for (const tag of tags) {
    const local = tagsManifest.get(tag);
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
 * Marks `tags` expired now in this process only: used at start when the prerendered pages were
 * built from another database than the one this server reads (see incremental.mjs).
 */
export function expireLocally(tags) {
  const now = Date.now();
  for (const tag of tags) tagsManifest.set(tag, {...(tagsManifest.get(tag) ?? {}), expired: now, stale: now});
}
