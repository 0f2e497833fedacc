/**
 * Next.js's page cache (`cacheHandler` in next.config.mjs): Next's own file-system cache (the
 * prerendered pages of the build, and what this instance re-renders, on its disk), with the
 * tag times shared through Redis (shared-tags.mjs). Every expiry (revalidateTag) passes through
 * here and is published to the other instances; before a cached page is read, this instance
 * learns of theirs (unless our server already did so for the request).
 *
 * At start, when the build prerendered the catalogue from another database than the one this
 * server reads (a build with no DATABASE_URL uses a throwaway embedded database with the starting
 * catalogue, scripts/build.mts records which), or for another address than APP_URL, the
 * catalogue's tags are expired once, so each page is rendered from the shop's own database, with
 * its own links, on its first request.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import {expireLocally, publishTags, syncedPerRequest, syncTags} from './shared-tags.mjs';
import {CATALOGUE_SOURCE_FILE, CATALOGUE_TAGS, catalogueSource} from './catalogue-source.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

let checkedSource = false;

/** Expires the catalogue's tags when the build read another database, or built for another address, than this server's. */
function checkCatalogueSource(serverDistDir) {
  if (checkedSource || !serverDistDir || process.env.NEXT_PHASE === 'phase-production-build') return;
  checkedSource = true;
  let built;
  try {
    // Read at run time from the build's own folder (not a file the bundler should trace).
    built = readFileSync(path.join(/* turbopackIgnore: true */ serverDistDir, '..', CATALOGUE_SOURCE_FILE), 'utf8').trim();
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

export default class SharedTagsCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    checkCatalogueSource(ctx?.serverDistDir);
  }

  async get(...args) {
    // Under our own server the request was synced before Next saw it.
    if (!syncedPerRequest()) await syncTags();
    return super.get(...args);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await publishTags(typeof tags === 'string' ? [tags] : tags);
  }
}
