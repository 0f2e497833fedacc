/**
 * Fails when a storefront page is not prerendered: every country x language home and terms page
 * must be in the build's prerender manifest (served from the cache, no per-request rendering).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {COUNTRY_CODES} from '../lib/countries';
import {LANGUAGES} from '../lib/i18n/languages';

const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {routes: Record<string, unknown>};
const expected = COUNTRY_CODES.flatMap((c) => LANGUAGES.flatMap((l) => [`/${c}/${l}`, `/${c}/${l}/terms`]));
const missing = expected.filter((route) => !(route in manifest.routes));
if (missing.length) {
  console.error(`Not prerendered (${missing.length}): ${missing.slice(0, 10).join(', ')}`);
  process.exit(1);
}
console.log(`All ${expected.length} storefront pages are prerendered (SSG).`);
