/**
 * Fails when a storefront page the build should prerender is not: every public page (lib/i18n/seo.ts)
 * of every prerendered country and language (lib/i18n/prerendered.ts: each country in its own
 * language and in English) must be in the build's prerender manifest, whole (served from the cache,
 * no per-request rendering); every personal page (checkout, orders, payment results, admin) must be
 * a prerendered shell there, its visitor part resumed per request (Cache Components). The other
 * languages render on first request and are cached from then on (tests/e2e/routing.spec.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {COUNTRY_CODES} from '../lib/countries';
import {LANGUAGES} from '../lib/i18n/languages';
import {internalPath} from '../lib/i18n/paths';
import {PUBLIC_PATHS} from '../lib/i18n/seo';
import {allCheckoutItems} from '../lib/checkout/item';
import {PRERENDERED_PAIRS} from '../lib/i18n/prerendered';

interface Prerendered {
  renderingMode?: string;
  response?: string;
}
const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {routes: Record<string, Prerendered>; dynamicRoutes: Record<string, Prerendered>};
const expected = PRERENDERED_PAIRS.flatMap(({country: c, lang: l}) => PUBLIC_PATHS.map((p) => internalPath(c, l, p)));
const missing = expected.filter((route) => manifest.routes[route]?.response !== 'complete');
if (missing.length) {
  console.error(`Not prerendered whole (${missing.length}): ${missing.slice(0, 10).join(', ')}`);
  process.exit(1);
}
const onDemand = COUNTRY_CODES.flatMap((c) => LANGUAGES.flatMap((l) => (PRERENDERED_PAIRS.some((p) => p.country === c && p.lang === l) ? [] : PUBLIC_PATHS.map((p) => internalPath(c, l, p)))));
console.log(
  `All ${expected.length} storefront pages of ${PRERENDERED_PAIRS.length} countries and languages are prerendered whole (SSG); ${onDemand.filter((r) => !manifest.routes[r]).length} of the other languages' ${onDemand.length} render on first request, cached from then on.`,
);

/** Personal pages: a shell per prerendered country and language (for a dynamic segment, the route's fallback shell). */
const PERSONAL = [
  '/checkout',
  '/checkout/[item]',
  '/order/[ref]',
  '/order/[ref]/receipt',
  '/question/[ref]',
  '/payment/success/[[...rest]]',
  '/payment/fail/[[...rest]]',
  '/payment/demo',
  '/admin',
  '/admin/users',
  '/admin/orders/[ref]',
];
const shells = PRERENDERED_PAIRS.flatMap(({country: c, lang: l}) => PERSONAL.map((p) => `/${c}/${l}${p}`));
const notShells = shells.filter((route) => {
  const entry = manifest.routes[route] ?? manifest.dynamicRoutes[route];
  return entry?.renderingMode !== 'PARTIALLY_STATIC' || entry.response === 'complete';
});
if (notShells.length) {
  console.error(`Personal pages without a prerendered shell (${notShells.length}): ${notShells.slice(0, 10).join(', ')}`);
  process.exit(1);
}
console.log(`All ${shells.length} personal pages have a prerendered shell (partial prerendering).`);

/** Every item's checkout in every prerendered country and language (a quote service's consultation page whole, the rest as a shell around the streamed form). */
const checkouts = PRERENDERED_PAIRS.flatMap(({country: c, lang: l}) => allCheckoutItems().map((item) => `/${c}/${l}/checkout/${item}`));
const unlisted = checkouts.filter((route) => manifest.routes[route]?.renderingMode !== 'PARTIALLY_STATIC');
if (unlisted.length) {
  console.error(`Checkouts not prerendered (${unlisted.length}): ${unlisted.slice(0, 10).join(', ')}`);
  process.exit(1);
}
console.log(`All ${checkouts.length} item checkouts are prerendered.`);
