/**
 * The cache tags of what is prerendered from the database; the owner's saves expire them
 * (lib/cache/expire.ts). lib/cache/handlers/catalogue-source.mjs lists the same names (plain
 * JavaScript, loaded by Next itself); tests/integration/cache-tags.test.ts keeps the two equal.
 */
export const CATALOG_TAG = 'catalog';
export const BUSINESS_TAG = 'business';
export const SHOWCASE_TAG = 'showcase';
