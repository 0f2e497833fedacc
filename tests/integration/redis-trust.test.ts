/**
 * The shared Redis (docs/security.md#limits-and-rules, "Redis"). The app reaches it with a password (an ACL user) in
 * REDIS_URL, readiness warns when it has none, what the rate limits store names no e-mail address,
 * and a tag time planted in Redis cannot keep pages stale beyond a minute. The parts that need a
 * Redis server run with TEST_REDIS_URL (npm test sets it).
 */
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import test from 'node:test';
import {Redis} from 'ioredis';
import {MAX_SKEW_MS, TAGS_KEY, VERSION_KEY, forgetTags, mergeTags, syncTags, tagTimes, useRedis} from '@/lib/cache/handlers/shared-tags.mjs';
import {env} from '@/lib/env';
import {runProbe} from '@/lib/health/check';
import {redisProbe, redisWarnings} from '@/lib/health/probes';
import {LIMITS, limiter, redisCounter} from '@/lib/rate-limit';

const FAR_FUTURE = 9_000_000_000_000_000; // the year 287,396

test('a tag time from Redis in the far future is taken as now, and entries that are not tag times are skipped', () => {
  const now = Date.now();
  try {
    mergeTags({catalog: JSON.stringify({stale: FAR_FUTURE, expired: FAR_FUTURE}), business: '{"stale":"soon"}', showcase: '[1,2]', other: 'null'}, now);
    assert.deepEqual(tagTimes('catalog'), {stale: now, expired: now});
    assert.equal(tagTimes('business'), undefined);
    assert.equal(tagTimes('showcase'), undefined);
    assert.equal(tagTimes('other'), undefined);
    // A minute later the page rendered meanwhile is fresh: the planted time does not stay ahead of it.
    mergeTags({catalog: JSON.stringify({stale: FAR_FUTURE})}, now + 60_000);
    assert.ok(tagTimes('catalog')!.stale! <= now + 60_000);
    // Another instance's clock a little ahead is believed (within MAX_SKEW_MS).
    mergeTags({catalog: JSON.stringify({expired: now + 120_000})}, now + 90_000);
    assert.equal(tagTimes('catalog')!.expired, now + 120_000);
    assert.ok(MAX_SKEW_MS <= 60_000);
  } finally {
    forgetTags();
  }
});

test('readiness warns about a REDIS_URL without a password, or in plain text to another host', () => {
  assert.deepEqual(redisWarnings(undefined), []);
  assert.deepEqual(redisWarnings('redis://127.0.0.1:6379/0'), ['redis-without-password']);
  assert.deepEqual(redisWarnings('redis://cache.internal:6379'), ['redis-without-password', 'redis-without-tls']);
  assert.deepEqual(redisWarnings('redis://shop:s3cret@cache.internal:6379'), ['redis-without-tls']);
  assert.deepEqual(redisWarnings('rediss://shop:s3cret@cache.example.net:6380/2'), []);
  assert.deepEqual(redisWarnings('redis://:s3cret@localhost:6379'), []);
});

test(
  'Redis with a password: the app reaches it with the URL, a wrong one is refused, counters name no address, a planted tag time is bounded',
  {skip: env.TEST_REDIS_URL ? false : 'set TEST_REDIS_URL to run against Redis'},
  async () => {
    // A database of its own: tests/integration/cache-tags.test.ts may run at the same time on TEST_REDIS_URL's.
    const url = Object.assign(new URL(env.TEST_REDIS_URL!), {pathname: '/9'});
    const admin = new Redis(url.toString());
    const user = `storefront-test-${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('base64url');
    const prefix = `rl-n8-${randomBytes(4).toString('hex')}:`;
    // An ACL user that may use only the app's keys, as docs/deploy.md#many-instances sets one up.
    await admin.call('ACL', 'SETUSER', user, 'on', `>${password}`, `~${prefix}*`, '~storefront:*', '+@all', '-@admin', '-@dangerous', '+info');
    const withUser = (pass: string) => Object.assign(new URL(url), {username: user, password: pass}).toString();
    const counter = redisCounter(withUser(password), prefix);
    try {
      // Rate limits work through the password-protected URL, and nothing stored names the address.
      const limits = limiter(counter);
      for (let i = 0; i < 5; i++) await limits.fail(LIMITS.loginAccountFailures, 'victim@cafe.example');
      assert.equal((await limits.blocked(LIMITS.loginAccountFailures, 'victim@cafe.example')).blocked, true);
      const keys = await admin.keys(`${prefix}*`);
      assert.equal(keys.length, 1);
      assert.ok(keys[0]!.startsWith(`${prefix}login-fail:`) && !keys[0]!.includes('victim') && !keys[0]!.includes('@'));

      // Readiness: up with the password, down with a wrong one.
      assert.equal(await runProbe(redisProbe(withUser(password), 2_000), 3_000), 'up');
      assert.equal(await runProbe(redisProbe(withUser('wrong-password'), 2_000), 3_000), 'down');

      // The page cache's tag times through the same URL: a planted far-future time is bounded.
      await admin.del(TAGS_KEY, VERSION_KEY);
      useRedis(withUser(password));
      await admin.hset(TAGS_KEY, 'catalog', JSON.stringify({stale: FAR_FUTURE}));
      await admin.incr(VERSION_KEY);
      const before = Date.now();
      await syncTags();
      const stale = tagTimes('catalog')?.stale;
      assert.ok(stale !== undefined && stale >= before && stale <= Date.now() + MAX_SKEW_MS, `stale ${stale} is bounded`);
    } finally {
      useRedis(undefined);
      forgetTags();
      await counter.quit();
      const left = await admin.keys(`${prefix}*`);
      if (left.length) await admin.del(...left);
      await admin.del(TAGS_KEY, VERSION_KEY);
      await admin.call('ACL', 'DELUSER', user);
      admin.disconnect();
    }
  },
);
