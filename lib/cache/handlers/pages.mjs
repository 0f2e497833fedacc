/**
 * Next.js's page cache (`cacheHandler` in next.config.mjs, Next's documented interface: get, set,
 * revalidateTag, resetRequestCache): the prerendered pages, route handler answers and what this
 * instance renders again. An entry is looked for, in order:
 *
 * 1. in memory (at most MAX_BYTES, the least recently used dropped first);
 * 2. on this instance's disk (`.next/cache/storefront-pages/<build id>/`), where every page it
 *    rendered is kept, so a restart serves the last render, not the build's;
 * 3. among the build's own prerendered pages, as Next's documented build adapter listed them
 *    (../adapter.mjs wrote `.next/storefront-seeds/`): so the catalogue is served from the
 *    first request, without rendering it again.
 *
 * Whether an entry may still be served is judged by the tag times every instance shares
 * (./shared-tags.mjs): its tags (the `x-next-cache-tags` header Next gives a page or route entry,
 * or a fetch entry's own) must not have been expired since it was made. Before a page is read,
 * the instance learns the other instances' expiries (one Redis GET, nothing without REDIS_URL);
 * an expiry here (Next calls `revalidateTag`) is recorded and published.
 *
 * At start, when the build prerendered the catalogue from another database than the one this
 * server reads (a build with no DATABASE_URL uses a throwaway embedded database with the starting
 * catalogue, scripts/build.mts records which), or for another address than APP_URL, the
 * catalogue's tags are expired once, so each page is rendered from the shop's own database, with
 * its own links, on its first request.
 *
 * Plain JavaScript: Next loads it with Node's own `import`, at build and at run time. Reads
 * process.env itself for the same reason (APP_URL, DATABASE_URL as lib/env.ts settled them).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {deserialize, serialize} from 'node:v8';
import {CATALOGUE_SOURCE_FILE, CATALOGUE_TAGS, catalogueSource} from './catalogue-source.mjs';
import {SEEDS_DIR} from './seeds.mjs';
import {expireLocally, expireTags, outdated, syncTags} from './shared-tags.mjs';

/** Next's default for its own in-memory caches (`cacheMaxMemorySize`). */
export const MAX_BYTES = 50 * 1024 * 1024;

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** The build's folder: Next gives the handler `serverDistDir`, `<distDir>/server`; else `.next` where the server runs. */
function distDirOf(ctx) {
  return typeof ctx?.serverDistDir === 'string' ? path.dirname(ctx.serverDistDir) : path.join(process.cwd(), '.next');
}

/** The tags an entry is judged by: a page's or route's from its header, a fetch entry's own. */
function tagsOf(entry) {
  const header = entry.value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') return header.split(',');
  if (Array.isArray(header)) return header;
  return Array.isArray(entry.tags) ? entry.tags : [];
}

/** Bytes an entry holds, for the memory bound. */
function sizeOf(value) {
  if (!value || typeof value !== 'object') return 0;
  let n = 0;
  for (const part of [value.html, value.rscData, value.body, value.data?.body]) n += typeof part === 'string' ? part.length : (part?.byteLength ?? 0);
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) n += segment.byteLength ?? 0;
  return n + 1024;
}

/** v8's structured clone gives Buffers back as Uint8Arrays; Next reads them as Buffers. */
function asBuffer(bytes) {
  return bytes instanceof Uint8Array && !Buffer.isBuffer(bytes) ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : bytes;
}
function revive(value) {
  if (!value || typeof value !== 'object') return value;
  const out = {...value};
  if (out.rscData) out.rscData = asBuffer(out.rscData);
  if (out.body) out.body = asBuffer(out.body);
  if (out.segmentData instanceof Map) out.segmentData = new Map([...out.segmentData].map(([k, v]) => [k, asBuffer(v)]));
  return out;
}

export default class PageCache {
  /** Shared by every instance Next makes in this process (it makes one per request). */
  static memory = new Map();
  static memorySize = 0;
  static seeds;
  static diskDir;
  static checkedSource = false;

  constructor(ctx) {
    this.distDir = distDirOf(ctx);
    if (PageCache.seeds === undefined) PageCache.loadSeeds(this.distDir);
    PageCache.checkCatalogueSource(this.distDir);
  }

  /** The build's prerendered pages (./adapter.mjs) and, outside the build, a disk folder for what this instance renders. */
  static loadSeeds(distDir) {
    PageCache.seeds = null;
    try {
      PageCache.seeds = JSON.parse(readFileSync(path.join(distDir, SEEDS_DIR, 'index.json'), 'utf8'));
    } catch {
      return;
    }
    if (building()) return;
    const pages = path.join(distDir, 'cache', 'storefront-pages');
    try {
      // Pages an earlier build rendered are never served by this one.
      for (const old of readdirSync(pages)) if (old !== PageCache.seeds.buildId) rmSync(path.join(pages, old), {recursive: true, force: true});
    } catch {
      // Nothing kept yet.
    }
    try {
      mkdirSync(path.join(pages, PageCache.seeds.buildId), {recursive: true});
      PageCache.diskDir = path.join(pages, PageCache.seeds.buildId);
    } catch {
      // A read-only build folder: this instance keeps its renders in memory only.
    }
  }

  /** Expires the catalogue's tags when the build read another database, or built for another address, than this server's. */
  static checkCatalogueSource(distDir) {
    if (PageCache.checkedSource || building()) return;
    PageCache.checkedSource = true;
    let built;
    try {
      built = readFileSync(path.join(distDir, CATALOGUE_SOURCE_FILE), 'utf8').trim();
    } catch {
      return;
    }
    // Our server (scripts/serve.mts) sets APP_URL to the address lib/env.ts settled on before Next loads.
    const serving = catalogueSource(process.env.DATABASE_URL, process.env.APP_URL);
    if (built !== serving) {
      expireLocally(CATALOGUE_TAGS);
      console.log(`cache: the pages were prerendered from ${built}, this server reads ${serving}: catalogue pages render again on first request`);
    }
  }

  remember(key, entry) {
    PageCache.forget(key);
    const size = sizeOf(entry.value) + key.length;
    if (size > MAX_BYTES) return;
    PageCache.memory.set(key, {entry, size});
    PageCache.memorySize += size;
    for (const oldest of PageCache.memory.keys()) {
      if (PageCache.memorySize <= MAX_BYTES) break;
      PageCache.forget(oldest);
    }
  }

  static forget(key) {
    const held = PageCache.memory.get(key);
    if (!held) return;
    PageCache.memory.delete(key);
    PageCache.memorySize -= held.size;
  }

  diskFile(key) {
    return PageCache.diskDir && path.join(PageCache.diskDir, `${createHash('sha256').update(key).digest('hex')}.v8`);
  }

  async fromDisk(key) {
    const file = this.diskFile(key);
    if (!file) return undefined;
    try {
      const stored = deserialize(await readFile(file));
      return stored.key === key ? {...stored.entry, value: revive(stored.entry.value)} : undefined;
    } catch {
      return undefined;
    }
  }

  async toDisk(key, entry) {
    const file = this.diskFile(key);
    if (!file) return;
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await writeFile(partial, serialize({key, entry}));
      await rename(partial, file);
    } catch (error) {
      console.error('cache: could not keep a rendered page on disk', error);
    }
  }

  /** The build's own prerendered answer for `key`, as Next would have stored it. */
  async fromSeed(key, ctx) {
    const seed = PageCache.seeds?.entries?.[key];
    if (!seed) return undefined;
    const file = (relative) => readFile(path.join(this.distDir, relative));
    try {
      const entry = {lastModified: PageCache.seeds.builtAt, cacheControl: seed.cacheControl};
      if (seed.kind === 'APP_ROUTE') {
        entry.value = {kind: 'APP_ROUTE', body: await file(seed.body), headers: seed.headers, status: seed.status};
      } else {
        const segmentData = new Map();
        await Promise.all(Object.entries(seed.segments ?? {}).map(async ([segment, relative]) => segmentData.set(segment, await file(relative))));
        // A shell whose rest is rendered per request has no whole RSC payload (as Next stores it).
        const postponed = seed.postponedFile ? (await file(seed.postponedFile)).toString('utf8') : seed.postponed;
        const whole = seed.rsc && !ctx?.isFallback && (!ctx?.isRoutePPREnabled || postponed == null);
        entry.value = {
          kind: 'APP_PAGE',
          html: (await file(seed.html)).toString('utf8'),
          rscData: whole ? await file(seed.rsc) : undefined,
          postponed,
          headers: seed.headers,
          status: seed.status,
          segmentData: Object.keys(seed.segments ?? {}).length ? segmentData : undefined,
        };
      }
      return entry;
    } catch {
      return undefined;
    }
  }

  async get(key, ctx) {
    try {
      await syncTags();
      let entry = PageCache.memory.get(key)?.entry;
      if (!entry) {
        entry = (await this.fromDisk(key)) ?? (await this.fromSeed(key, ctx));
        if (entry) this.remember(key, entry);
      }
      if (!entry) return null;
      // One of its tags was expired since it was made: rendered again before anyone is answered.
      if (outdated(tagsOf(entry), entry.lastModified)) return null;
      return entry;
    } catch (error) {
      console.error('cache: a cached page could not be read; rendering it', error);
      return null;
    }
  }

  async set(key, data, ctx) {
    if (!data) {
      PageCache.forget(key);
      return;
    }
    const entry = {lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl, tags: ctx?.tags};
    this.remember(key, entry);
    if (!building()) await this.toDisk(key, entry);
  }

  async revalidateTag(tags, durations) {
    await expireTags(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}
