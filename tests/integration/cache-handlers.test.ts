/**
 * Our caches on Next's documented interfaces (lib/cache/handlers/): the page cache (`cacheHandler`)
 * serves the build's prerendered pages from the first request, keeps what it renders on disk for a
 * restart, and never serves an entry one of whose tags was expired after it was made; the
 * `'use cache'` handler (`cacheHandlers`) does the same for results, keeps within its memory bound
 * and learns another instance's expiry at refreshTags. The build adapter's outputs become the seed
 * index the page cache reads. The end-to-end specs (routing, shells, owner, instances) show the same
 * through the built server.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {Redis} from 'ioredis';
import {catalogueSource} from '@/lib/cache/handlers/catalogue-source.mjs';
import PageCache from '@/lib/cache/handlers/pages.mjs';
import {SEEDS_DIR, cacheKey, pagePath, seedIndex, writeSeeds} from '@/lib/cache/handlers/seeds.mjs';
import {TAGS_KEY, VERSION_KEY, expireLocally, expireTags, forgetTags, outdated, tagTimes, useRedis} from '@/lib/cache/handlers/shared-tags.mjs';
import {createUseCacheHandler} from '@/lib/cache/handlers/use-cache.mjs';
import {env} from '@/lib/env';

const TAGS = '_N_T_/layout,_N_T_/[country]/[lang]/templateshop/page,_N_T_/us/en/templateshop,catalog,business';

/** A build folder as the adapter leaves it: two prerendered pages (one whole, one a shell) and a route. */
function buildFolder(builtAt: number) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'storefront-cache-'));
  const file = (relative: string, body: string | Buffer) => {
    const full = path.join(distDir, relative);
    mkdirSync(path.dirname(full), {recursive: true});
    writeFileSync(full, body);
    return full;
  };
  const dir = 'server/route-cache/APP_PAGE/x/$/us/en/templateshop';
  const outputs = {
    appPages: [
      {id: '/[country]/[lang]/templateshop', sourcePage: '/[country]/[lang]/templateshop/page'},
      {id: '/[country]/[lang]/checkout/[item]', sourcePage: '/[country]/[lang]/checkout/[item]/page'},
    ],
    appRoutes: [{id: '/robots.txt', sourcePage: '/robots.txt/route'}],
    prerenders: [
      {
        pathname: '/us/en/templateshop',
        groupId: 1,
        parentOutputId: '/[country]/[lang]/templateshop',
        routeType: 'page',
        fallback: {filePath: file(`${dir}.html`, '<html>templates</html>'), initialStatus: 200, initialHeaders: {'x-next-cache-tags': TAGS}, initialRevalidate: 900, initialExpiration: 604800},
      },
      {pathname: '/us/en/templateshop.rsc', groupId: 1, parentOutputId: '/[country]/[lang]/templateshop', fallback: {filePath: file(`${dir}.rsc`, Buffer.from('1:"rsc"'))}},
      {
        pathname: '/us/en/templateshop.segments/_tree.segment.rsc',
        groupId: 1,
        parentOutputId: '/[country]/[lang]/templateshop',
        fallback: {filePath: file(`${dir}.segments/_tree.segment.rsc`, Buffer.from('tree'))},
      },
      {
        pathname: '/us/en/templateshop.segments/$d$country/$d$lang/templateshop/__PAGE__.segment.rsc',
        groupId: 1,
        parentOutputId: '/[country]/[lang]/templateshop',
        fallback: {filePath: file(`${dir}.segments/$d$country/$d$lang/templateshop/__PAGE__.segment.rsc`, Buffer.from('page'))},
      },
      {
        pathname: '/us/en/checkout/1',
        groupId: 2,
        parentOutputId: '/[country]/[lang]/checkout/[item]',
        routeType: 'page',
        fallback: {filePath: file('server/c/1.html', '<html>shell</html>'), postponedState: 'x'.repeat(40_000), initialHeaders: {'x-next-cache-tags': 'catalog'}, initialRevalidate: 900},
      },
      {pathname: '/us/en/checkout/1.rsc', groupId: 2, parentOutputId: '/[country]/[lang]/checkout/[item]', fallback: {postponedState: 'x'}},
      // A page rendered only on request: nothing to seed.
      {pathname: '/us/en/template/[id]', groupId: 3, parentOutputId: '/[country]/[lang]/template/[id]', routeType: 'page', response: 'empty'},
      {
        pathname: '/robots.txt',
        groupId: 4,
        parentOutputId: '/robots.txt',
        routeType: 'route',
        fallback: {filePath: file('server/r/robots.txt.body', 'User-agent: *'), initialStatus: 200, initialHeaders: {'content-type': 'text/plain'}, initialRevalidate: false},
      },
    ],
  };
  const count = writeSeeds(distDir, seedIndex(outputs, distDir, 'build-1', builtAt));
  return {distDir, count};
}

/** A fresh page cache as a new server process would have it (its state is per process). */
function newProcess(distDir: string) {
  PageCache.memory.clear();
  PageCache.memorySize = 0;
  PageCache.seeds = undefined;
  PageCache.diskDir = undefined;
  PageCache.checkedSource = true;
  return new PageCache({serverDistDir: path.join(distDir, 'server')});
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

test('keys are formed as Next documents them: /route-cache/<kind>/<sha256 of the source route>/$<page path>', () => {
  assert.equal(cacheKey('APP_PAGE', '/[country]/[lang]/page', '/us/en'), `/route-cache/APP_PAGE/${sha('/[country]/[lang]/page')}/$/us/en`);
  assert.equal(pagePath('/'), '/index');
  assert.equal(pagePath('/index'), '/index/index');
  assert.equal(pagePath('/us/en/template/[id]'), '/us/en/template/[id]');
});

test("the build's prerendered pages are served from the first request, byte for byte, and a shell's postponed state is kept out of the index", async () => {
  const builtAt = Date.now() - 60_000;
  const {distDir, count} = buildFolder(builtAt);
  forgetTags();
  try {
    assert.equal(count, 3);
    assert.equal(readdirSync(path.join(distDir, SEEDS_DIR, 'postponed')).length, 1);
    const cache = newProcess(distDir);
    const page = await cache.get(cacheKey('APP_PAGE', '/[country]/[lang]/templateshop/page', '/us/en/templateshop'), {kind: 'APP_PAGE', isRoutePPREnabled: true});
    assert.ok(page);
    assert.equal(page.lastModified, builtAt);
    assert.equal(page.value.kind, 'APP_PAGE');
    assert.equal(page.value.html, '<html>templates</html>');
    assert.ok(Buffer.isBuffer(page.value.rscData));
    assert.equal(String(page.value.rscData), '1:"rsc"');
    const segments = page.value.segmentData as Map<string, Buffer>;
    assert.deepEqual([...segments.keys()].sort(), ['/$d$country/$d$lang/templateshop/__PAGE__', '/_tree']);
    assert.equal(String(segments.get('/_tree')), 'tree');
    assert.deepEqual(page.cacheControl, {revalidate: 900, expire: 604800});

    // A shell: its postponed state read from its own file; no whole RSC payload (the rest is per request).
    const shell = await cache.get(cacheKey('APP_PAGE', '/[country]/[lang]/checkout/[item]/page', '/us/en/checkout/1'), {kind: 'APP_PAGE', isRoutePPREnabled: true});
    assert.equal(shell?.value.postponed, 'x'.repeat(40_000));
    assert.equal(shell?.value.rscData, undefined);

    const robots = await cache.get(cacheKey('APP_ROUTE', '/robots.txt/route', '/robots.txt'), {kind: 'APP_ROUTE'});
    assert.equal(String(robots?.value.body), 'User-agent: *');

    // Another route's page at the same address is not this one's.
    assert.equal(await cache.get(cacheKey('APP_PAGE', '/[country]/[lang]/other/page', '/us/en/templateshop'), {kind: 'APP_PAGE'}), null);
  } finally {
    rmSync(distDir, {recursive: true, force: true});
  }
});

test("an expired tag makes the page render again; what is rendered then is kept on disk and served after a restart, not the build's", async () => {
  const {distDir} = buildFolder(Date.now() - 60_000);
  forgetTags();
  const key = cacheKey('APP_PAGE', '/[country]/[lang]/templateshop/page', '/us/en/templateshop');
  try {
    let cache = newProcess(distDir);
    assert.ok(await cache.get(key, {kind: 'APP_PAGE'}));
    // The owner saves: Next calls revalidateTag on the page cache.
    await cache.revalidateTag('catalog', {expire: 0});
    assert.equal(await cache.get(key, {kind: 'APP_PAGE'}), null);
    // A tag the page does not carry changes nothing.
    await cache.revalidateTag('showcase');
    // Next renders it again and stores it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = {
      kind: 'APP_PAGE',
      html: '<html>new price</html>',
      rscData: Buffer.from('new'),
      segmentData: new Map([['/_tree', Buffer.from('t2')]]),
      headers: {'x-next-cache-tags': TAGS},
      status: 200,
    };
    await cache.set(key, fresh, {cacheControl: {revalidate: 900}});
    assert.equal((await cache.get(key, {kind: 'APP_PAGE'}))?.value.html, '<html>new price</html>');

    // A restart: the tag times are gone from memory, the render is read back from disk, Buffers and Map intact.
    forgetTags();
    cache = newProcess(distDir);
    const again = await cache.get(key, {kind: 'APP_PAGE'});
    assert.equal(again?.value.html, '<html>new price</html>');
    assert.ok(Buffer.isBuffer(again?.value.rscData));
    assert.ok(Buffer.isBuffer((again?.value.segmentData as Map<string, Buffer>).get('/_tree')));
    assert.deepEqual(again?.cacheControl, {revalidate: 900});
    assert.ok(existsSync(path.join(distDir, 'cache', 'storefront-pages', 'build-1')));
  } finally {
    forgetTags();
    rmSync(distDir, {recursive: true, force: true});
  }
});

test('a server reading another database or serving another address than the build expires the catalogue once at start; the same one serves the build', async () => {
  const {distDir} = buildFolder(Date.now() - 60_000);
  const key = cacheKey('APP_PAGE', '/[country]/[lang]/templateshop/page', '/us/en/templateshop');
  // The handler reads the address from process.env, as our server hands it over (scripts/serve.mts).
  // eslint-disable-next-line no-restricted-properties -- the plain-JavaScript handler's own input
  const vars = process.env;
  const appUrl = vars.APP_URL;
  try {
    for (const [serving, served] of [
      ['http://localhost:3000', true],
      ['https://shop.example.com', false],
    ] as const) {
      forgetTags();
      vars.APP_URL = serving;
      writeFileSync(path.join(distDir, 'catalogue-source'), catalogueSource(vars.DATABASE_URL, 'http://localhost:3000'));
      const cache = newProcess(distDir);
      PageCache.checkedSource = false;
      PageCache.checkCatalogueSource(distDir);
      assert.equal(Boolean(await cache.get(key, {kind: 'APP_PAGE'})), served, serving);
    }
  } finally {
    vars.APP_URL = appUrl;
    forgetTags();
    rmSync(distDir, {recursive: true, force: true});
  }
});

async function entry(value: string, tags: string[], timestamp: number, extra: Partial<{revalidate: number; expire: number}> = {}) {
  return {value: new Blob([value]).stream(), tags, stale: 300, timestamp, expire: 3600, revalidate: 900, ...extra};
}
async function text(stream: ReadableStream<Uint8Array> | undefined) {
  return stream ? new Response(stream).text() : undefined;
}

test("'use cache' results: kept until a tag of theirs expires or they outlive revalidate; an entry that expires at once is not kept; memory stays bounded", async () => {
  forgetTags();
  let now = 1_000_000;
  const handler = createUseCacheHandler({maxBytes: 64, now: () => now});
  await handler.set('a', entry('catalogue rows', ['catalog'], now));
  assert.equal(await text((await handler.get('a'))?.value), 'catalogue rows');
  // Read twice: a stream each time.
  assert.equal(await text((await handler.get('a'))?.value), 'catalogue rows');

  now += 10;
  await handler.updateTags(['catalog'], {expire: 0});
  assert.equal(await handler.getExpiration(['catalog', 'business']), now);
  assert.equal(await handler.getExpiration(['business']), 0);
  assert.equal(await handler.get('a'), undefined);

  now += 10;
  await handler.set('b', entry('business', ['business'], now, {revalidate: 5}));
  now += 6_000;
  assert.equal(await handler.get('b'), undefined, 'past its revalidate time');

  await handler.set('c', entry('dynamic', [], now, {expire: 0}));
  assert.equal(await handler.get('c'), undefined);

  // 64 bytes: the least recently used goes first.
  await handler.set('d', entry('x'.repeat(40), [], now));
  await handler.set('e', entry('y'.repeat(40), [], now));
  assert.equal(await handler.get('d'), undefined);
  assert.ok(await handler.get('e'));
  forgetTags();
});

test('tag times: expired now, or stale now and expired later with durations; an entry made after an expiry is fresh', async () => {
  forgetTags();
  expireLocally(['catalog']);
  const at = tagTimes('catalog')!.expired!;
  assert.equal(outdated(['catalog'], at - 1), true);
  assert.equal(outdated(['catalog'], at), false);
  assert.equal(outdated(['business'], 0), false);
  // revalidateTag(tag, {expire: 60}): stale at once (rendered again before answering), expired a minute later.
  await expireTags(['business'], {expire: 60}, 5_000);
  assert.deepEqual(tagTimes('business'), {stale: 5_000, expired: 65_000});
  assert.equal(outdated(['business'], 4_999, 6_000), true);
  assert.equal(outdated(['business'], 5_000, 6_000), false);
  // Without durations: expired now.
  await expireTags(['showcase'], undefined, 7_000);
  assert.deepEqual(tagTimes('showcase'), {expired: 7_000});
  forgetTags();
});

test("another instance's expiry reaches this one's caches at its next request (Redis)", {skip: env.TEST_REDIS_URL ? false : 'set TEST_REDIS_URL to run against Redis'}, async () => {
  // A database of its own: other integration files use TEST_REDIS_URL's at the same time.
  const url = Object.assign(new URL(env.TEST_REDIS_URL!), {pathname: '/8'}).toString();
  const redis = new Redis(url);
  await redis.del(TAGS_KEY, VERSION_KEY);
  useRedis(url);
  forgetTags();
  const {distDir} = buildFolder(Date.now() - 60_000);
  const key = cacheKey('APP_PAGE', '/[country]/[lang]/templateshop/page', '/us/en/templateshop');
  try {
    const handler = createUseCacheHandler();
    await handler.set('rows', entry('old rows', ['catalog'], Date.now() - 1_000));
    const pages = newProcess(distDir);
    assert.ok(await pages.get(key, {kind: 'APP_PAGE'}));

    // The owner's save on another instance: its handler writes the time to Redis with a new version.
    await redis.hset(TAGS_KEY, 'catalog', JSON.stringify({stale: Date.now(), expired: Date.now()}));
    await redis.incr(VERSION_KEY);

    // This instance's next request: the page cache syncs before reading, the 'use cache' handler at refreshTags.
    assert.equal(await pages.get(key, {kind: 'APP_PAGE'}), null);
    await handler.refreshTags();
    assert.equal(await handler.get('rows'), undefined);

    // And this instance's own expiry is published for the others.
    await expireTags(['showcase']);
    assert.ok(JSON.parse((await redis.hget(TAGS_KEY, 'showcase'))!).expired > 0);
  } finally {
    useRedis(undefined);
    forgetTags();
    await redis.del(TAGS_KEY, VERSION_KEY);
    redis.disconnect();
    rmSync(distDir, {recursive: true, force: true});
  }
});
