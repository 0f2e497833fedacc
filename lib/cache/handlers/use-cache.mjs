/**
 * The `'use cache'` results (`cacheHandlers.default` in next.config.mjs, Next's documented
 * interface: get, set, refreshTags, getExpiration, updateTags). Each instance keeps the results it
 * computed in its own memory, at most MAX_BYTES, the least recently used dropped first, as Next's
 * built-in handler does; whether one may still be served is judged by the tag times every instance
 * shares (./shared-tags.mjs): `refreshTags`, which Next calls once per request before the first
 * read, learns the other instances' expiries; `updateTags` records and publishes this one's.
 * Plain JavaScript: Next loads it with Node's own `import`, at build and at run time.
 */
import {expirationOf, expireTags, outdated, syncTags} from './shared-tags.mjs';

/** Next's default for its own in-memory caches (`cacheMaxMemorySize`). */
export const MAX_BYTES = 50 * 1024 * 1024;

async function bytesOf(stream) {
  const chunks = [];
  const reader = stream.getReader();
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

/** A handler with its own store (tests make several; Next makes one per process). */
export function createUseCacheHandler({maxBytes = MAX_BYTES, now = () => Date.now()} = {}) {
  /** key -> {entry without its value, bytes}; a Map keeps insertion order, so the first key is the least recently used. */
  const store = new Map();
  const pending = new Map();
  let size = 0;

  function drop(key) {
    const held = store.get(key);
    if (!held) return;
    store.delete(key);
    size -= held.bytes.byteLength + key.length;
  }

  return {
    async get(key) {
      await pending.get(key);
      const held = store.get(key);
      if (!held) return undefined;
      const {entry, bytes} = held;
      // Past its revalidate time, or one of its tags expired since it was made: computed again.
      if (now() > entry.timestamp + entry.revalidate * 1000 || outdated(entry.tags, entry.timestamp, now())) {
        drop(key);
        return undefined;
      }
      store.delete(key);
      store.set(key, held);
      return {...entry, value: streamOf(bytes)};
    },

    async set(key, pendingEntry) {
      let done = () => {};
      pending.set(
        key,
        new Promise((resolve) => {
          done = resolve;
        }),
      );
      try {
        const {value, ...entry} = await pendingEntry;
        const bytes = await bytesOf(value);
        // An entry that expires at once is computed on every read (Next does not keep it either).
        if (entry.expire === 0 || bytes.byteLength + key.length > maxBytes) return;
        drop(key);
        store.set(key, {entry, bytes});
        size += bytes.byteLength + key.length;
        for (const oldest of store.keys()) {
          if (size <= maxBytes) break;
          drop(oldest);
        }
      } catch {
        // A result that failed to compute is not kept; the next read computes it again.
      } finally {
        pending.delete(key);
        done();
      }
    },

    async refreshTags() {
      await syncTags();
    },

    async getExpiration(tags) {
      return expirationOf(tags);
    },

    async updateTags(tags, durations) {
      await expireTags(tags, durations, now());
    },
  };
}

export default createUseCacheHandler();
