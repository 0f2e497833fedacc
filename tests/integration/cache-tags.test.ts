/**
 * The tag times our caches go by, shared between app instances through Redis
 * (lib/cache/handlers/shared-tags.mjs): an expiry published by one instance reaches another's map
 * at its next sync, a later time always wins in both directions, and nothing is read again while
 * the version counter stands still. The two-instance end-to-end test (tests/e2e/instances.spec.ts)
 * shows the same through real servers.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {Redis} from 'ioredis';
import {CATALOGUE_TAGS, catalogueSource, databaseIdentity} from '@/lib/cache/handlers/catalogue-source.mjs';
import {TAGS_KEY, VERSION_KEY, expireLocally, expireTags, forgetTags, syncTags, tagTimes, useRedis} from '@/lib/cache/handlers/shared-tags.mjs';
import {BUSINESS_TAG, CATALOG_TAG, SHOWCASE_TAG} from '@/lib/cache/tags';
import {env} from '@/lib/env';

test('the catalogue tags expired at start are the ones the reads use; databases are named without credentials', () => {
  assert.deepEqual([...CATALOGUE_TAGS].sort(), [BUSINESS_TAG, CATALOG_TAG, SHOWCASE_TAG].sort());
  assert.equal(databaseIdentity(undefined), 'embedded');
  assert.equal(databaseIdentity('  '), 'embedded');
  assert.equal(databaseIdentity('postgres://shop:s3cret@db.internal:6543/shop'), 'postgres://db.internal:6543/shop');
  assert.equal(databaseIdentity('postgresql://db.internal/shop'), 'postgres://db.internal:5432/shop');
  // Pages built for one address are rendered again for another (canonical links, share images).
  assert.notEqual(catalogueSource(undefined, 'http://localhost:3000'), catalogueSource(undefined, 'http://localhost:4100'));
  assert.equal(catalogueSource('postgres://a:b@db/shop', 'https://shop.example.com'), catalogueSource('postgres://c:d@db/shop', 'https://shop.example.com'));
});

test('tag expiries are shared through Redis: published, merged, later wins', {skip: env.TEST_REDIS_URL ? false : 'set TEST_REDIS_URL to run against Redis'}, async () => {
  const redis = new Redis(env.TEST_REDIS_URL!);
  await redis.del(TAGS_KEY, VERSION_KEY);
  useRedis(env.TEST_REDIS_URL);
  try {
    // This instance expires a tag: the time goes to Redis with a new version.
    await expireTags(['catalog'], {expire: 0}, 1_000);
    assert.deepEqual(JSON.parse((await redis.hget(TAGS_KEY, 'catalog'))!), {stale: 1_000, expired: 1_000});
    assert.equal(await redis.get(VERSION_KEY), '1');

    // Another instance expires it later (and another tag): this one learns both at its next sync.
    await redis.hset(TAGS_KEY, 'catalog', JSON.stringify({stale: 5_000, expired: 5_000}), 'business', JSON.stringify({expired: 4_000}));
    await redis.incr(VERSION_KEY);
    await syncTags();
    assert.deepEqual(tagTimes('catalog'), {stale: 5_000, expired: 5_000});
    assert.deepEqual(tagTimes('business'), {expired: 4_000});

    // Without a new version nothing is read again (one GET per request, not the whole hash).
    await redis.hset(TAGS_KEY, 'showcase', JSON.stringify({expired: 9_000}));
    await syncTags();
    assert.equal(tagTimes('showcase'), undefined);

    // An older time from Redis never replaces a newer local one, and publishing never lowers Redis's.
    await expireTags(['catalog'], {expire: 0}, 7_000);
    await redis.hset(TAGS_KEY, 'catalog', JSON.stringify({stale: 6_000, expired: 8_000}));
    await redis.incr(VERSION_KEY);
    await syncTags();
    assert.deepEqual(tagTimes('catalog'), {stale: 7_000, expired: 8_000});
    await expireTags(['business'], undefined, 2_000);
    assert.deepEqual(JSON.parse((await redis.hget(TAGS_KEY, 'business'))!), {expired: 4_000});

    // Concurrent syncs share one round trip and all see the result.
    await redis.hset(TAGS_KEY, 'showcase', JSON.stringify({expired: 9_500}));
    await redis.incr(VERSION_KEY);
    await Promise.all([syncTags(), syncTags(), syncTags()]);
    assert.deepEqual(tagTimes('showcase'), {expired: 9_500});

    // Expired at start (a build from another database): local only, now.
    const before = Date.now();
    expireLocally(['business']);
    assert.ok((tagTimes('business')?.expired ?? 0) >= before);
  } finally {
    useRedis(undefined);
    forgetTags();
    await redis.del(TAGS_KEY, VERSION_KEY);
    redis.disconnect();
  }
});

test('without Redis nothing is shared and nothing fails', async () => {
  useRedis(undefined);
  await expireTags(['catalog'], undefined, 1);
  await syncTags();
  assert.deepEqual(tagTimes('catalog'), {expired: 1});
  forgetTags();
});
