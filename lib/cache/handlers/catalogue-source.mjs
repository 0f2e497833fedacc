/**
 * What the build prerendered the catalogue from, written by scripts/build.mts into `.next/` and
 * compared by pages.mjs at start: the database (named without its credentials: `embedded`
 * or `postgres://host:port/name`) and the shop's address (APP_URL: canonical and language links,
 * share images). A server reading another database, or serving at another address, renders the
 * catalogue again on first request.
 */
export const CATALOGUE_SOURCE_FILE = 'catalogue-source';

/** The tags of everything prerendered from the database (lib/catalog, lib/business, lib/showcase read.ts). */
export const CATALOGUE_TAGS = ['catalog', 'business', 'showcase'];

export function databaseIdentity(databaseUrl) {
  const url = databaseUrl?.trim();
  if (!url) return 'embedded';
  try {
    const u = new URL(url);
    return `postgres://${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'postgres';
  }
}

/** The database and the address the pages are rendered for, e.g. `embedded at http://localhost:3000`. */
export function catalogueSource(databaseUrl, appUrl) {
  return `${databaseIdentity(databaseUrl)} at ${appUrl?.trim() || '(no APP_URL)'}`;
}
