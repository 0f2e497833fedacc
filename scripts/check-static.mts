/**
 * Fails when a storefront page is not prerendered: every public page (lib/i18n/seo.ts) in every
 * country x language must be in the build's prerender manifest (served from the cache, no per-request rendering).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {COUNTRY_CODES} from '../lib/countries';
import {LANGUAGES} from '../lib/i18n/languages';
import {internalPath} from '../lib/i18n/paths';
import {PUBLIC_PATHS} from '../lib/i18n/seo';

const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {routes: Record<string, unknown>};
const expected = COUNTRY_CODES.flatMap((c) => LANGUAGES.flatMap((l) => PUBLIC_PATHS.map((p) => internalPath(c, l, p))));
const missing = expected.filter((route) => !(route in manifest.routes));
if (missing.length) {
  console.error(`Not prerendered (${missing.length}): ${missing.slice(0, 10).join(', ')}`);
  process.exit(1);
}
console.log(`All ${expected.length} storefront pages are prerendered (SSG).`);
