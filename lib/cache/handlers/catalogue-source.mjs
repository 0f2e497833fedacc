/**
 * Which database the build prerendered the catalogue from, written by scripts/build.mts into
 * `.next/` and compared by incremental.mjs at start. The identity names the database without its
 * credentials: `embedded` or `postgres://host:port/name`.
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
