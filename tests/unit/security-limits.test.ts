/**
 * Security limits (docs/security.md#limits-and-rules): the pure parts of the fixes (body caps, the NUL scan, the client's address,
 * the Origin check, login limits, known devices, the fail page's codes). The attacks against the
 * running server are in tests/e2e/security.spec.ts.
 */
import {BODY_LIMITS, DRAIN_BYTES, jsonHasNul, readBodyText, readJson} from '@/lib/http/body';
import {clientAddressFrom} from '@/lib/http/client-address';
import {isCrossSiteWrite} from '@/lib/http/api';
import {ATTACK_DELAY_MS, accountRecovered, issueCheckPass, loginFailed, loginGate, loginSucceeded, takeCheckPass} from '@/lib/auth/login-limits';
import {deviceToken, isKnownDevice} from '@/lib/auth/device';
import {limiter, memoryCounter} from '@/lib/rate-limit';
import {knownFailCode} from '@/lib/payments/fail-codes';

jest.mock('next-intl/server', () => ({getTranslations: jest.fn()}));

/** A request whose body arrives in chunks, without a Content-Length (as chunked uploads do). */
function streamed(chunks: number, chunkBytes: number) {
  let sent = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled++;
      sent += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
  });
  const request = new Request('http://shop.test/api/contact', {method: 'POST', body, duplex: 'half'} as RequestInit);
  return {request, sentBytes: () => sent};
}

describe('body caps (F3, F8)', () => {
  test('a declared Content-Length over the cap is refused before a byte is read', async () => {
    const request = new Request('http://shop.test/api/contact', {method: 'POST', headers: {'content-length': String(64 * 1024 * 1024)}, body: 'x'});
    expect(await readBodyText(request, BODY_LIMITS.json)).toEqual({ok: false, error: 'tooLarge'});
  });

  test('a streamed body is refused as soon as it passes the cap; the rest is discarded, and a 64 MB body is cut off', async () => {
    const {request, sentBytes} = streamed(1024, 64 * 1024); // 64 MB on offer
    expect(await readBodyText(request, BODY_LIMITS.json)).toEqual({ok: false, error: 'tooLarge'});
    // What follows the cap is read and thrown away (so the client sees the 413), up to
    // DRAIN_BYTES; then the stream is cancelled: the rest of the 64 MB is never read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentBytes()).toBeLessThanOrEqual(BODY_LIMITS.json + DRAIN_BYTES + 2 * 64 * 1024);
    expect(sentBytes()).toBeLessThan(64 * 1024 * 1024);
  });

  test('webhooks get 64 KB, JSON routes 1 MB; a body under the cap is parsed', async () => {
    expect(BODY_LIMITS).toEqual({json: 1024 * 1024, webhook: 64 * 1024});
    const ok = new Request('http://shop.test/x', {method: 'POST', body: JSON.stringify({name: '김민수'})});
    expect(await readJson(ok)).toEqual({ok: true, value: {name: '김민수'}});
    const big = new Request('http://shop.test/x', {method: 'POST', body: JSON.stringify({junk: 'a'.repeat(70 * 1024)})});
    expect(await readJson(big, BODY_LIMITS.webhook)).toEqual({ok: false, error: 'tooLarge'});
  });

  test('90,000 keys under the cap are parsed and scanned in a few times what reading and parsing them costs (no walk per key)', async () => {
    const text = `{${Array.from({length: 90_000}, (_, i) => `"k${i}":1`).join(',')}}`;
    expect(text.length).toBeLessThan(BODY_LIMITS.json);
    /** The fastest of three runs, in ms: the least disturbed by other work on the machine. */
    const fastest = async (work: () => Promise<unknown>) => {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await work();
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    // The baseline, in the same run: the body read and parsed, nothing else.
    const baseline = await fastest(async () => JSON.parse(await new Request('http://shop.test/x', {method: 'POST', body: text}).text()));
    let read: Awaited<ReturnType<typeof readJson>> | undefined;
    const took = await fastest(async () => (read = await readJson(new Request('http://shop.test/x', {method: 'POST', body: text}))));
    expect(read?.ok).toBe(true);
    // A walk per key would be quadratic: thousands of times the baseline.
    expect(took).toBeLessThan(10 * baseline + 1);
  });

  test('an escaped NUL anywhere (keys too) makes the body unreadable; an escaped backslash before u0000 does not', () => {
    expect(jsonHasNul('{"name":"a\\u0000b"}')).toBe(true);
    expect(jsonHasNul('{"a\\u0000":1}')).toBe(true);
    expect(jsonHasNul('{"n":"\\\\\\u0000"}')).toBe(true);
    expect(jsonHasNul('{"n":"\\\\u0000"}')).toBe(false);
    expect(jsonHasNul('{"n":"plain u0000"}')).toBe(false);
  });
});

describe("the client's address (F4)", () => {
  test('with no trusted proxy, X-Forwarded-For is ignored: the socket decides', () => {
    for (let i = 0; i < 5; i++) expect(clientAddressFrom(`10.21.0.${i}`, '::ffff:198.51.100.7', 0)).toBe('198.51.100.7');
    expect(clientAddressFrom(undefined, '203.0.113.5', 0)).toBe('203.0.113.5');
  });

  test('behind N proxies, only the entries they appended count; what the client wrote before is ignored', () => {
    // nginx (1 hop) appends the address it saw: the last entry.
    expect(clientAddressFrom('6.6.6.6, 203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9');
    expect(clientAddressFrom('203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9');
    // Cloudflare -> nginx -> app: 2 hops.
    expect(clientAddressFrom('6.6.6.6, 203.0.113.9, 172.68.1.1', '127.0.0.1', 2)).toBe('203.0.113.9');
    // A request that skipped the proxies cannot reach past the start of the chain.
    expect(clientAddressFrom(undefined, '203.0.113.9', 2)).toBe('203.0.113.9');
  });
});

describe('Origin check on state-changing requests (F13)', () => {
  const post = (headers: Record<string, string>, method = 'POST') => new Request('http://localhost:3000/api/auth/logout?everywhere=1', {method, headers: {host: 'localhost:3000', ...headers}});
  test('a same-site page on another port or subdomain is refused, like any other site', () => {
    expect(isCrossSiteWrite(post({'sec-fetch-site': 'same-site', origin: 'http://localhost:3996'}))).toBe(true);
    expect(isCrossSiteWrite(post({'sec-fetch-site': 'cross-site'}))).toBe(true);
    expect(isCrossSiteWrite(post({origin: 'http://evil.example'}))).toBe(true);
    expect(isCrossSiteWrite(post({origin: 'http://localhost:3996'}))).toBe(true);
    expect(isCrossSiteWrite(post({origin: 'null'}))).toBe(true);
  });
  test('our own pages, requests without browser headers, and reads pass', () => {
    expect(isCrossSiteWrite(post({'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000'}))).toBe(false);
    expect(isCrossSiteWrite(post({origin: 'http://localhost:3000'}))).toBe(false);
    expect(isCrossSiteWrite(post({}))).toBe(false);
    expect(isCrossSiteWrite(post({'sec-fetch-site': 'cross-site'}, 'GET'))).toBe(false);
  });
});

describe('login limits that do not lock the owner out (F1, F10)', () => {
  test("an attacker's failures stop the attacker's address, not the owner's; unknown devices are slowed, known ones not", async () => {
    let now = 0;
    const limits = limiter(memoryCounter(() => now));
    const email = 'owner@cafe.kr';
    for (let i = 0; i < 5; i++) {
      expect(await loginGate(limits, email, '198.51.100.1', false)).toEqual({ok: true, delayMs: 0});
      await loginFailed(limits, email, '198.51.100.1', false);
    }
    expect(await loginGate(limits, email, '198.51.100.1', false)).toEqual({ok: false, retryAfterS: 900});
    // The owner's own address is not locked; a new device there waits a moment, a known device does not.
    expect(await loginGate(limits, email, '203.0.113.5', false)).toEqual({ok: true, delayMs: ATTACK_DELAY_MS});
    expect(await loginGate(limits, email, '203.0.113.5', true)).toEqual({ok: true, delayMs: 0});
    // Rotating addresses: each new one gets 5 tries, slowed; another account is untouched.
    expect(await loginGate(limits, 'other@cafe.kr', '198.51.100.1', false)).toEqual({ok: true, delayMs: 0});
    // A reset ends the attack state.
    await accountRecovered(limits, email);
    expect(await loginGate(limits, email, '203.0.113.5', false)).toEqual({ok: true, delayMs: 0});
    now += 15 * 60_000;
    expect((await loginGate(limits, email, '198.51.100.1', false)).ok).toBe(true);
  });

  test('a known device may fail more often, but not without end; a success clears its address', async () => {
    const limits = limiter(memoryCounter(() => 0));
    for (let i = 0; i < 10; i++) await loginFailed(limits, 'a@b.co', '10.0.0.1', true);
    expect((await loginGate(limits, 'a@b.co', '10.0.0.1', true)).ok).toBe(false);
    await loginSucceeded(limits, 'a@b.co', '10.0.0.1');
    expect((await loginGate(limits, 'a@b.co', '10.0.0.1', true)).ok).toBe(true);
  });

  test('the password check needs a pass from the gate: once, for its e-mail, for 30 s', () => {
    const pass = issueCheckPass('Owner@Cafe.kr', 1_000);
    expect(takeCheckPass(pass, 'other@cafe.kr', 1_000)).toBe(false);
    const again = issueCheckPass('owner@cafe.kr', 1_000);
    expect(takeCheckPass(again, 'owner@cafe.kr', 1_000)).toBe(true);
    expect(takeCheckPass(again, 'owner@cafe.kr', 1_000)).toBe(false);
    expect(takeCheckPass(issueCheckPass('owner@cafe.kr', 0), 'owner@cafe.kr', 31_000)).toBe(false);
    expect(takeCheckPass(undefined, 'owner@cafe.kr')).toBe(false);
    expect(takeCheckPass('made-up', 'owner@cafe.kr')).toBe(false);
  });

  test("a known device's cookie names one account, cannot be forged, and expires", async () => {
    const token = await deviceToken('s'.repeat(40), 'Owner@cafe.kr', 0);
    expect(await isKnownDevice('s'.repeat(40), token, 'owner@cafe.kr', 1_000)).toBe(true);
    expect(await isKnownDevice('s'.repeat(40), token, 'other@cafe.kr', 1_000)).toBe(false);
    expect(await isKnownDevice('t'.repeat(40), token, 'owner@cafe.kr', 1_000)).toBe(false);
    const altered = `${token.slice(0, -10)}${token.at(-10) === 'A' ? 'B' : 'A'}${token.slice(-9)}`;
    expect(await isKnownDevice('s'.repeat(40), altered, 'owner@cafe.kr', 1_000)).toBe(false);
    expect(await isKnownDevice('s'.repeat(40), token, 'owner@cafe.kr', 366 * 24 * 3600 * 1000)).toBe(false);
    expect(await isKnownDevice('s'.repeat(40), undefined, 'owner@cafe.kr')).toBe(false);
  });
});

test('the payment fail page explains only codes it knows (F14)', () => {
  expect(knownFailCode('PAY_PROCESS_CANCELED')).toBe('PAY_PROCESS_CANCELED');
  expect(knownFailCode('ACCOUNT_SUSPENDED')).toBe('UNKNOWN_ERROR');
  expect(knownFailCode(undefined)).toBe('UNKNOWN_ERROR');
});
