/**
 * Fails when a storefront page is not prerendered: every public page (lib/i18n/seo.ts) in every
 * country x language must be in the build's prerender manifest, whole (served from the cache, no
 * per-request rendering); every personal page (checkout, orders, payment results, admin) must be
 * a prerendered shell there, its visitor part resumed per request (Cache Components).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {COUNTRY_CODES} from '../lib/countries';
import {LANGUAGES} from '../lib/i18n/languages';
import {internalPath} from '../lib/i18n/paths';
import {PUBLIC_PATHS} from '../lib/i18n/seo';
import {allCheckoutItems} from '../lib/checkout/item';

interface Prerendered {
  renderingMode?: string;
  response?: string;
}
const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {routes: Record<string, Prerendered>; dynamicRoutes: Record<string, Prerendered>};
const expected = COUNTRY_CODES.flatMap((c) => LANGUAGES.flatMap((l) => PUBLIC_PATHS.map((p) => internalPath(c, l, p))));
const missing = expected.filter((route) => manifest.routes[route]?.response !== 'complete');
if (missing.length) {
  console.error(`Not prerendered whole (${missing.length}): ${missing.slice(0, 10).join(', ')}`);
  process.exit(1);
}
console.log(`All ${expected.length} storefront pages are prerendered whole (SSG).`);

/** Personal pages: a shell per country and language (for a dynamic segment, the route's fallback shell). */
const PERSONAL = [
  '/checkout',
  '/checkout/[item]',
  '/order/[ref]',
  '/order/[ref]/receipt',
  '/payment/success/[[...rest]]',
  '/payment/fail/[[...rest]]',
  '/payment/demo',
  '/admin',
  '/admin/users',
  '/admin/orders/[ref]',
];
const shells = COUNTRY_CODES.flatMap((c) => LANGUAGES.flatMap((l) => PERSONAL.map((p) => `/${c}/${l}${p}`)));
const notShells = shells.filter((route) => {
  const entry = manifest.routes[route] ?? manifest.dynamicRoutes[route];
  return entry?.renderingMode !== 'PARTIALLY_STATIC' || entry.response === 'complete';
});
if (notShells.length) {
  console.error(`Personal pages without a prerendered shell (${notShells.length}): ${notShells.slice(0, 10).join(', ')}`);
  process.exit(1);
}
console.log(`All ${shells.length} personal pages have a prerendered shell (partial prerendering).`);

/** Every item's checkout in every country and language: prerendered (a quote service's consultation page whole, the rest as a shell around the streamed form). */
const checkouts = COUNTRY_CODES.flatMap((c) => LANGUAGES.flatMap((l) => allCheckoutItems().map((item) => `/${c}/${l}/checkout/${item}`)));
const unlisted = checkouts.filter((route) => manifest.routes[route]?.renderingMode !== 'PARTIALLY_STATIC');
if (unlisted.length) {
  console.error(`Checkouts not prerendered (${unlisted.length}): ${unlisted.slice(0, 10).join(', ')}`);
  process.exit(1);
}
console.log(`All ${checkouts.length} item checkouts are prerendered.`);
