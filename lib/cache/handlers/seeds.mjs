/**
 * The build's prerendered pages as our page cache (./pages.mjs) serves them from the first request.
 * Next's documented build adapter (`adapterPath`, ../adapter.mjs) hands over every prerendered
 * answer (`outputs.prerenders`: the HTML or body file, its status, headers, postponed state and
 * lifetimes, and beside it the page's RSC payload and segment prefetches); `seedIndex` files them
 * under the key Next's `cacheHandler` is asked with. Next's reference for `cacheHandler` gives the
 * key's form: `/route-cache/<kind>/<SHA-256 of the source route>/$<page path>`, the source route
 * being an App Router page's full module name (`/[country]/[lang]/page`).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** In the build's folder (`.next/`): `index.json`, read by the page cache at start, and the shells' postponed states, read with their page. */
export const SEEDS_DIR = 'storefront-seeds';

/** A page path as Next names it in a key (`/` is `/index`). */
export function pagePath(pathname) {
  if (pathname === '/') return '/index';
  if (/^\/index(\/|$)/.test(pathname) && !/\[.+\]/.test(pathname)) return `/index${pathname}`;
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

/** The key Next's page cache asks for the answer of `pathname` from the route whose module is `sourceRoute`. */
export function cacheKey(kind, sourceRoute, pathname) {
  return `/route-cache/${kind}/${createHash('sha256').update(sourceRoute).digest('hex')}/$${pagePath(pathname)}`;
}

const RSC = '.rsc';
const SEGMENTS = /^(.*)\.segments(\/.+)\.segment\.rsc$/;

/**
 * The seed index for the page cache from the adapter's outputs: `{buildId, builtAt, entries: {key:
 * seed}}`, file paths relative to the build folder (`distDir`), so a copy of the folder (the
 * standalone server's) finds them in its own.
 */
export function seedIndex(outputs, distDir, buildId, builtAt = Date.now()) {
  const sources = new Map();
  for (const page of outputs.appPages ?? []) sources.set(page.id, {kind: 'APP_PAGE', source: page.sourcePage});
  for (const route of outputs.appRoutes ?? []) sources.set(route.id, {kind: 'APP_ROUTE', source: route.sourcePage});
  const relative = (file) => path.relative(distDir, file).split(path.sep).join('/');

  // Every prerendered answer's files, by its group (an answer and its RSC and segment files share one).
  const rscOf = new Map();
  const segmentsOf = new Map();
  for (const p of outputs.prerenders ?? []) {
    const file = p.fallback?.filePath;
    if (!file) continue;
    const segment = SEGMENTS.exec(p.pathname);
    if (segment) {
      const id = `${p.groupId} ${segment[1]}`;
      if (!segmentsOf.has(id)) segmentsOf.set(id, {});
      segmentsOf.get(id)[segment[2]] = relative(file);
    } else if (p.pathname.endsWith(RSC)) rscOf.set(`${p.groupId} ${p.pathname.slice(0, -RSC.length)}`, relative(file));
  }

  const entries = {};
  for (const p of outputs.prerenders ?? []) {
    // The primary answer of its group carries routeType; the RSC and segment files ride with it.
    const fallback = p.fallback;
    if (!p.routeType || !fallback?.filePath) continue;
    const owner = sources.get(p.parentOutputId);
    if (!owner) continue;
    const seed = {
      kind: owner.kind,
      status: fallback.initialStatus ?? 200,
      headers: fallback.initialHeaders ?? {},
      cacheControl: {revalidate: fallback.initialRevalidate ?? false, expire: fallback.initialExpiration},
    };
    if (owner.kind === 'APP_ROUTE') seed.body = relative(fallback.filePath);
    else {
      seed.html = relative(fallback.filePath);
      const rsc = rscOf.get(`${p.groupId} ${p.pathname}`);
      if (rsc) seed.rsc = rsc;
      seed.segments = segmentsOf.get(`${p.groupId} ${p.pathname}`) ?? {};
      if (fallback.postponedState != null) seed.postponed = fallback.postponedState;
    }
    entries[cacheKey(owner.kind, owner.source, p.pathname)] = seed;
  }
  return {buildId, builtAt, entries};
}

/**
 * Writes the index into `<distDir>/storefront-seeds/`: each shell's postponed state (tens of KB,
 * what the rest of the page is rendered from per request) as a file of its own, read with its
 * page, so the index the server reads at start stays small.
 */
export function writeSeeds(distDir, index) {
  const dir = path.join(distDir, SEEDS_DIR);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.join(dir, 'postponed'), {recursive: true});
  const entries = {};
  for (const [key, {postponed, ...seed}] of Object.entries(index.entries)) {
    if (postponed != null) {
      const file = `${SEEDS_DIR}/postponed/${createHash('sha256').update(key).digest('hex')}`;
      writeFileSync(path.join(distDir, file), postponed);
      seed.postponedFile = file;
    }
    entries[key] = seed;
  }
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify({...index, entries}));
  return Object.keys(entries).length;
}
