/**
 * Many instances, one shop: two standalone servers (`node serve.mjs` from one copy of the build's
 * .next/standalone, as deploy/storefront@.service runs them) on one PostgreSQL database, one Redis
 * and one S3 bucket (s3rver), behind nginx running deploy/nginx.conf round-robin. What one instance does,
 * the other sees: a guest's order and payment, a brief file uploaded through one and downloaded
 * through the other, the owner's price change, a logout, and a rate limit counted across both.
 *
 * Needs TEST_DATABASE_URL, Redis on 127.0.0.1:6379 and nginx (`apt-get install nginx`); CI has all
 * three (.ci/run). Without them the test is skipped on a developer's machine and fails in CI.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import {gunzipSync} from 'node:zlib';
import {randomBytes} from 'node:crypto';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Redis} from 'ioredis';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {childProcessEnv, env} from '@/lib/env';
import {accessLogPath, NGINX_BINARY as NGINX, selfSignedCertificate, writeNginxConfig} from '../../scripts/nginx-config.mts';
import {copyStandalone} from '../../scripts/standalone-copy.mts';
import {startFakeBucket} from '../fakes/services';
import {oauthSettings, startFakeOAuth, type FakeOAuth} from '../fakes/oauth';
import {waitForHealth} from '../../scripts/wait-for-health.mts';
import {seedText} from './helpers';

const REDIS_URL = 'redis://127.0.0.1:6379/13';
const PROXY_PORT = 3945;
const PORTS = [3946, 3947] as const;
const TLS_PORT = 3948;
const proxy = `http://127.0.0.1:${PROXY_PORT}`;
const direct = PORTS.map((p) => `http://127.0.0.1:${p}`);
const ADMIN = {email: 'admin@instances.test', password: 'InstancesAdminPassw0rd'};
const TEMPLATE = 26; // stationery: $19.00 derived from its 26,000 KRW; catalog.spec.ts prices it too and resets it
const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'uploads');

const missing = [!env.TEST_DATABASE_URL && 'TEST_DATABASE_URL', !NGINX && 'nginx'].filter(Boolean).join(' and ');

test.describe.configure({mode: 'serial'});
test.describe('two app instances behind nginx', () => {
  test.skip(Boolean(missing) && !env.CI, `needs ${missing}`);

  const processes: ChildProcess[] = [];
  let dir = '';
  let database = '';
  let s3: Awaited<ReturnType<typeof startFakeBucket>> | undefined;
  let log = '';
  const oauth: Partial<Record<'kakao' | 'naver', FakeOAuth>> = {};

  async function healthy(url: string, timeoutMs: number) {
    if (await waitForHealth(url, {timeoutMs})) return;
    throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${log.slice(-4000)}`);
  }

  function run(command: string, args: string[], extraEnv: Record<string, string>) {
    // Its own process group: the app's start script runs the server as a child, and the whole group is stopped at the end.
    const child = spawn(command, args, {env: childProcessEnv(extraEnv), stdio: ['ignore', 'pipe', 'pipe'], detached: true});
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    processes.push(child);
    return child;
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    expect(missing, `the two-instance test needs ${missing}`).toBe('');
    dir = mkdtempSync(path.join(tmpdir(), 'storefront-instances-'));
    chmodSync(dir, 0o755);

    const server = new URL(env.TEST_DATABASE_URL!);
    database = `storefront_instances_${Date.now()}`;
    spawnSync('psql', ['-h', server.hostname, '-p', server.port || '5432', '-U', decodeURIComponent(server.username || 'postgres'), '-d', 'postgres', '-qc', `CREATE DATABASE "${database}"`], {
      stdio: 'inherit',
    });
    server.pathname = `/${database}`;

    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();

    s3 = await startFakeBucket(path.join(dir, 's3'));
    // Kakao and Naver as the instances see them: fakes that refuse a token request naming another redirect_uri than the sign-in's.
    oauth.kakao = await startFakeOAuth('kakao');
    oauth.naver = await startFakeOAuth('naver');

    const shared = {
      DATABASE_URL: server.toString(),
      REDIS_URL,
      ...s3.settings,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      APP_URL: proxy,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NEXT_TELEMETRY_DISABLED: '1',
      ALLOW_DEMO_PAYMENTS: 'true',
      LOG_FORMAT: 'json',
      ...oauthSettings(oauth.kakao, oauth.naver),
    };
    // One folder for both, as a deploy has (scripts/standalone-copy.mts: a private copy, outside the project).
    const app = copyStandalone(process.cwd(), path.join(dir, 'app'));
    // One after the other: the first one migrates and seeds the shared database.
    for (const [i, port] of PORTS.entries()) {
      run(process.execPath, [path.join(app, 'serve.mjs')], {...shared, ...(i === 0 ? {MIGRATE_ON_START: '1'} : {}), PORT: String(port), DATA_DIR: path.join(dir, `data-${i}`)});
      await healthy(direct[i]!, 150_000);
    }

    // deploy/nginx.conf as it is, with this test's ports and folders, and the upstream's address in a header.
    const nginxArgs = writeNginxConfig({dir, port: PROXY_PORT, upstreams: [...PORTS], headers: {'X-Upstream': '$upstream_addr'}});
    run(NGINX!, nginxArgs, {});
    await healthy(proxy, 15_000);
  });

  test.afterAll(async () => {
    const signal = (child: ChildProcess, name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
      } catch {}
    };
    for (const child of processes.reverse()) signal(child, 'SIGTERM');
    await Promise.all(
      processes.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const killed = setTimeout(() => signal(child, 'SIGKILL'), 15_000);
        await new Promise((resolve) => child.once('exit', resolve));
        clearTimeout(killed);
      }),
    );
    // The servers in each group (children of the start script) may outlive its leader by a moment.
    for (const child of processes) signal(child, 'SIGKILL');
    await s3?.close();
    await Promise.all(Object.values(oauth).map((fake) => fake.close()));
    if (database && env.TEST_DATABASE_URL) {
      const server = new URL(env.TEST_DATABASE_URL);
      spawnSync('psql', [
        '-h',
        server.hostname,
        '-p',
        server.port || '5432',
        '-U',
        decodeURIComponent(server.username || 'postgres'),
        '-d',
        'postgres',
        '-qc',
        `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`,
      ]);
    }
    if (dir) rmSync(dir, {recursive: true, force: true});
  });

  /** Which app process answered (nginx's X-Upstream, this test's addition to the config). */
  const upstream = (headers: Record<string, string>) => headers['x-upstream'];

  test('nginx sends requests to both instances in turn', async ({playwright}) => {
    const client = await playwright.request.newContext({baseURL: proxy});
    const served = new Set<string | undefined>();
    for (let i = 0; i < 6; i++) served.add(upstream((await client.get('/api/health')).headers()));
    expect([...served].sort()).toEqual(PORTS.map((p) => `127.0.0.1:${p}`));
    await client.dispose();
  });

  test('a guest buys and pays through nginx; a brief file uploaded through one instance is downloaded through the other', async ({playwright}) => {
    const guest = await playwright.request.newContext({baseURL: proxy, extraHTTPHeaders: {'x-country': 'us'}});
    const created = await guest.post('/api/orders', {
      data: {serviceId: 1, quantity: 1, customerName: 'Pat Kim', customerEmail: `guest.${Date.now()}@shop.test`, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
    });
    expect(created.status()).toBe(201);
    const order = (await created.json()) as {orderId: string; guestToken: string};
    const started = await guest.post('/api/payments/start', {data: {orderId: order.orderId, token: order.guestToken}});
    expect(started.status()).toBe(200);
    const demo = new URL(((await started.json()) as {url: string}).url).searchParams;
    const confirmed = await guest.post('/api/confirm', {data: {orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}});
    expect(confirmed.status()).toBe(200);
    // Paid (received by the studio), as each instance reads it.
    for (const base of direct) {
      const read = await guest.get(`${base}/api/orders/${order.orderId}?token=${order.guestToken}`);
      expect(read.status()).toBe(200);
      expect(((await read.json()) as {order: {status: string}}).order.status).toBe('order_received');
    }

    const logo = readFileSync(path.join(FIXTURES, 'logo.png'));
    const uploaded = await guest.post(`${direct[0]}/api/uploads`, {data: logo, headers: {'x-file-name': 'logo.png', 'x-order-token': order.guestToken}});
    expect(uploaded.status()).toBe(201);
    const {id: fileId} = (await uploaded.json()) as {id: string};
    const brief = await guest.post(`${direct[1]}/api/project-briefs`, {
      data: {serviceId: 1, style: ['modern'], colorTone: [], usage: [], fileIds: [fileId], orderId: order.orderId, orderToken: order.guestToken},
    });
    expect(brief.status()).toBe(201);
    const downloaded = await guest.get(`${direct[1]}/uploads/${fileId}?token=${order.guestToken}`);
    expect(downloaded.status()).toBe(200);
    expect(Buffer.compare(await downloaded.body(), logo)).toBe(0);
    await guest.dispose();
  });

  test("the owner's price change through one instance is on the other's page and in its orders at its next request", async ({playwright, page}) => {
    const owner = await playwright.request.newContext({baseURL: direct[0]});
    expect((await owner.post('/api/auth/login', {data: ADMIN})).status()).toBe(200);
    const title = seedText('en', 'template', TEMPLATE).name;
    try {
      // Both instances have rendered the page before the change.
      for (const base of direct) {
        await page.goto(`${base}/us/template/${TEMPLATE}`);
        await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
        await expect(page.getByRole('main')).toContainText('$19.00');
      }
      expect((await owner.patch(`/api/admin/catalog/templates/${TEMPLATE}`, {data: {prices: {us: 2_450}}})).status()).toBe(200);
      await page.goto(`${direct[1]}/us/template/${TEMPLATE}`);
      await expect(page.getByRole('main')).toContainText('$24.50');
      // And what the other instance charges for it.
      const order = await owner.post(`${direct[1]}/api/orders`, {
        headers: {'x-country': 'us'},
        data: {customerName: 'Pat Kim', customerEmail: `price.${Date.now()}@shop.test`, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true, templateId: TEMPLATE, quantity: 2},
      });
      expect(order.status()).toBe(201);
      expect(((await order.json()) as {order: {amount: number; currency: string}}).order).toMatchObject({amount: 4_900, currency: 'USD'});
      // And through nginx, whose copy is kept a second.
      await expect(async () => {
        await page.goto(`${proxy}/us/template/${TEMPLATE}`);
        await expect(page.getByRole('main')).toContainText('$24.50', {timeout: 1_000});
      }).toPass({timeout: 10_000});
    } finally {
      // Back to the seed on both instances (they share one folder, where a re-rendered page is written).
      expect((await owner.patch(`/api/admin/catalog/templates/${TEMPLATE}`, {data: {prices: {us: null}}})).status()).toBe(200);
      for (const base of direct) {
        await page.goto(`${base}/us/template/${TEMPLATE}`);
        await expect(page.getByRole('main')).toContainText('$19.00');
      }
      await owner.dispose();
    }
  });

  test('a logout through one instance ends the session on the other', async ({playwright}) => {
    // One cookie jar for both addresses (cookies do not depend on the port).
    const customer = await playwright.request.newContext({baseURL: proxy});
    const email = `logout.${Date.now()}@shop.test`;
    expect((await customer.post(`${direct[0]}/api/auth/register`, {data: {email, password: 'Str0ngEnough', firstName: 'Pat', lastName: 'Lee'}})).status()).toBe(201);
    const me = async (base: string) => ((await (await customer.get(`${base}/api/auth/me`)).json()) as {user: {email: string} | null}).user?.email ?? null;
    expect(await me(direct[1]!)).toBe(email);
    const session = (await customer.storageState()).cookies.filter((c) => c.httpOnly);
    expect(session.length).toBeGreaterThan(0);
    expect((await customer.post(`${direct[0]}/api/auth/logout`)).ok()).toBe(true);
    expect(await me(direct[1]!)).toBeNull();

    // The old cookie, replayed on the other instance, is refused too: the session is ended, not just forgotten.
    const replay: APIRequestContext = await playwright.request.newContext({storageState: {cookies: session, origins: []}});
    expect(((await (await replay.get(`${direct[1]}/api/auth/me`)).json()) as {user: unknown}).user).toBeNull();
    await replay.dispose();
    await customer.dispose();
  });

  test("the HTTPS lines of deploy/nginx.conf's comment serve the shop over HTTP/2", async () => {
    // A self-signed certificate in place of Let's Encrypt's; the listen and certificate lines are the file's own
    // (scripts/nginx-config.mts reads them from its comment), so an owner who uncomments them gets this.
    const tls = path.join(dir, 'tls');
    mkdirSync(tls);
    const {certificate, key} = selfSignedCertificate(tls);
    run(NGINX!, writeNginxConfig({dir: tls, port: TLS_PORT, upstreams: [...PORTS], tls: {certificate, key}}), {});

    // As a browser asks: TLS that checks the certificate, HTTP/2 chosen by ALPN, gzip accepted.
    const get = (pathname: string) =>
      new Promise<{status: number; protocol: string | false | undefined; encoding: unknown; body: string}>((resolve, reject) => {
        const session = http2.connect(`https://127.0.0.1:${TLS_PORT}`, {ca: readFileSync(certificate)});
        session.on('error', reject);
        const request = session.request({':path': pathname, 'accept-encoding': 'gzip', 'accept-language': 'en-US', cookie: 'country=us'});
        const chunks: Buffer[] = [];
        let status = 0;
        let encoding: unknown;
        request.on('response', (headers) => {
          status = Number(headers[':status']);
          encoding = headers['content-encoding'];
        });
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('error', reject);
        request.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({status, protocol: session.alpnProtocol, encoding, body: (encoding === 'gzip' ? gunzipSync(raw) : raw).toString()});
          session.close();
        });
        request.end();
      });
    // nginx refuses a directive it does not know (`http2 on;` before 1.25.1) and then never answers: its words are in `log`.
    await expect
      .poll(async () => (await get('/api/health').catch(() => ({status: 0}))).status, {timeout: 15_000})
      .toBe(200)
      .catch((error: Error) => {
        throw new Error(`nginx did not answer over HTTPS with deploy/nginx.conf's TLS lines:\n${log.slice(-2000)}`, {cause: error});
      });
    const page = await get('/us');
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.encoding).toBe('gzip');
    expect(page.body).toContain('<html lang="en"');
  });

  test('a rate limit counts requests on both instances', async ({playwright}) => {
    // 30 e-mail checks a minute per address: nginx alternates them between the two instances.
    const visitor = await playwright.request.newContext({baseURL: proxy});
    const served = new Set<string | undefined>();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await visitor.post('/api/auth/check-email', {data: {email: `rate.${i}@shop.test`}});
      statuses.push(answer.status());
      served.add(upstream(answer.headers()));
    }
    expect(served.size).toBe(2);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    await visitor.dispose();
  });
  test('no request a visitor can send takes an instance out of nginx: long addresses, huge headers on an upload', async ({playwright}) => {
    const visitor = await playwright.request.newContext({baseURL: proxy});
    // Ten GETs whose address is about 4 KB: a page's answer repeats it in its headers (and nginx's cache key holds it again).
    const long = 'a'.repeat(4_000);
    const pages: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await visitor.get(i % 2 ? `/us/templateshop?sort=${long}${i}` : `/us/${long}${i}`, {maxRedirects: 0});
      pages.push(answer.status());
    }
    // Answered by the app (the shop's page, or its not-found page), never nginx's 502.
    expect(
      pages.every((status) => status < 500),
      `statuses: ${pages.join(' ')}`,
    ).toBe(true);

    // Ten uploads with 21 KB of request headers (three 7 KB lines: nginx takes 8 KB a line), their 2 MB bodies
    // streamed through nginx (uploads are not buffered) while the app answers.
    const upload = () =>
      new Promise<number>((resolve) => {
        const padding = Object.fromEntries([1, 2, 3].map((n) => [`x-padding-${n}`, 'p'.repeat(7_000)]));
        const request = http.request(
          `${proxy}/api/uploads`,
          {method: 'POST', headers: {...padding, 'content-type': 'image/png', 'content-length': String(2 * 1024 * 1024), 'x-file-name': 'big.png'}},
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', () => resolve(0));
        const chunk = Buffer.alloc(64 * 1024, 1);
        let sent = 0;
        const write = () => {
          while (sent < 2 * 1024 * 1024) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', write);
          }
          request.end();
        };
        write();
      });
    const uploads = await Promise.all(Array.from({length: 10}, upload));
    expect(
      uploads.every((status) => status > 0 && status < 500),
      `upload statuses: ${uploads.join(' ')}`,
    ).toBe(true);

    // Right away, both instances answer through nginx: health and who is signed in.
    const served = new Set<string | undefined>();
    for (let i = 0; i < 4; i++) {
      for (const pathname of ['/api/health', '/api/auth/me']) {
        const answer = await visitor.get(pathname);
        expect(answer.status(), `${pathname} through nginx`).toBe(200);
        served.add(upstream(answer.headers()));
      }
    }
    expect([...served].sort()).toEqual(PORTS.map((p) => `127.0.0.1:${p}`));
    await visitor.dispose();
  });

  test('an order quoting a megabyte-long price is refused at once, and the instance keeps answering meanwhile', async ({playwright}) => {
    const visitor = await playwright.request.newContext({baseURL: direct[0], extraHTTPHeaders: {'x-country': 'us'}});
    const health = async () => {
      const started = performance.now();
      expect((await visitor.get('/api/health')).status()).toBe(200);
      return performance.now() - started;
    };
    // This instance's health, five times alone: the slowest is the baseline.
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) alone.push(await health());
    const baseline = Math.max(...alone);
    // About a megabyte of `a.a.a…` (under the 1 MB JSON cap): text the log's secret filter once took minutes over.
    const order = visitor.post('/api/orders', {
      data: {
        packageId: 'sns',
        customerName: 'R',
        customerEmail: `redos.${Date.now()}@shop.test`,
        customerPhone: '+1 555 0100',
        agreeTerms: true,
        agreePrivacy: true,
        totalAmount: 'a.'.repeat(500_000),
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during = await health();
    const answered = await order;
    expect(answered.status()).toBe(422);
    expect(during, `health took ${Math.round(during)} ms while the order was handled; alone at most ${Math.round(baseline)} ms`).toBeLessThan(10 * baseline);
    await visitor.dispose();
  });

  test("a guest's order link is in no log line: the app's request log and nginx's access log mask its token", async ({playwright, page}) => {
    const guest = await playwright.request.newContext({baseURL: proxy, extraHTTPHeaders: {'x-country': 'us'}});
    const created = await guest.post('/api/orders', {
      data: {serviceId: 1, quantity: 1, customerName: 'Lee Logs', customerEmail: `logs.${Date.now()}@shop.test`, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
    });
    expect(created.status()).toBe(201);
    const {orderId, guestToken} = (await created.json()) as {orderId: string; guestToken: string};
    // The guest opens the link through nginx (its page and what it loads), and the page reads the thread by ?token=.
    expect((await page.goto(`${proxy}/us/order/${guestToken}`))?.status()).toBe(200);
    await expect(page.getByRole('main')).toBeVisible();
    expect((await guest.get(`/api/orders/${orderId}/messages?token=${guestToken}`)).status()).toBeLessThan(500);
    await guest.dispose();

    // Both logs have the visit, with the token masked.
    await expect.poll(() => (existsSync(accessLogPath(dir)) ? readFileSync(accessLogPath(dir), 'utf8') : ''), {timeout: 5_000}).toContain('/us/order/[redacted]');
    await expect.poll(() => log, {timeout: 5_000}).toContain('"path":"/us/order/[redacted]"');
    expect(readFileSync(accessLogPath(dir), 'utf8')).not.toContain(guestToken);
    expect(log).not.toContain(guestToken);
  });

  test("the share image is rendered once per country and language and kept by nginx; the pages' og:image answers 200 directly", async ({playwright}) => {
    const visitor = await playwright.request.newContext({baseURL: proxy});
    const rendered = () => log.split('\n').filter((line) => line.includes('share image: rendered for us/en')).length;
    const before = rendered();
    // The American home page in English, whose share image's long address (/us/en/…) the proxy used to send on with a 308.
    const home = await (await visitor.get('/us', {headers: {'accept-language': 'en-US'}})).text();
    const og = home.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(og, 'the page names its share image').toBeTruthy();
    expect(new URL(og!).origin).toBe(proxy);
    for (const url of [og!, `${proxy}/kr/ko/opengraph-image`]) {
      const first = await visitor.get(url, {maxRedirects: 0});
      expect(first.status(), url).toBe(200);
      expect(first.headers()['content-type']).toBe('image/png');
      expect(first.headers()['cache-control']).toMatch(/s-maxage=\d{3,}/);
      // nginx answers the next request from its copy (HIT, or its copy while it refreshes it).
      expect((await visitor.get(url, {maxRedirects: 0})).headers()['x-cache']).toMatch(/^(HIT|STALE|UPDATING)$/);
    }
    // Each instance asked directly, more than once, with any query: at most one render each.
    for (const base of direct) {
      for (const query of ['', '?a=1', '?b=2']) expect((await visitor.get(`${base}/us/en/opengraph-image${query}`)).status()).toBe(200);
    }
    expect(rendered() - before).toBeGreaterThanOrEqual(1);
    expect(rendered() - before).toBeLessThanOrEqual(PORTS.length);
    await visitor.dispose();
  });

  for (const service of ['kakao', 'naver'] as const) {
    test(`sign-in with ${service} through nginx: the service sees the public address at both steps and the visitor lands signed in on it`, async ({playwright}) => {
      const fake = oauth[service]!;
      const email = `${service}.${Date.now()}@shop.test`;
      fake.signInAs({id: String(Date.now()), email, name: 'Pat Social'});
      const visitor = await playwright.request.newContext({baseURL: proxy});
      const start = await visitor.get(`/api/auth/${service}?returnTo=/kr`, {maxRedirects: 0});
      expect([302, 303, 307]).toContain(start.status());
      const authorize = new URL(start.headers()['location']!);
      expect(authorize.origin).toBe(fake.url);
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${proxy}/api/auth/callback/${service}`);
      // The service sends the browser back to the shop's callback, through nginx.
      const back = await visitor.get(authorize.toString(), {maxRedirects: 0});
      expect(new URL(back.headers()['location']!).origin).toBe(proxy);
      const done = await visitor.get(back.headers()['location']!, {maxRedirects: 0});
      expect([302, 303, 307]).toContain(done.status());
      const landing = new URL(done.headers()['location']!, proxy);
      expect(landing.origin).toBe(proxy);
      expect(landing.pathname + landing.search).toBe('/kr?auth=success');
      // The token request named the same redirect_uri (the fake refuses another one).
      const token = fake.requests.filter((r) => r.method === 'POST').at(-1);
      expect(token?.body.redirect_uri).toBe(`${proxy}/api/auth/callback/${service}`);
      const me = (await (await visitor.get('/api/auth/me')).json()) as {user: {email: string} | null};
      expect(me.user?.email).toBe(email);
      await visitor.dispose();
    });
  }

  test('Kakao without an e-mail through nginx: back on the page the sign-in started from, asked for an address', async ({playwright}) => {
    const fake = oauth.kakao!;
    fake.signInAs({id: String(Date.now()), name: 'No Mail'});
    const visitor = await playwright.request.newContext({baseURL: proxy});
    const start = await visitor.get('/api/auth/kakao?returnTo=/kr/profile', {maxRedirects: 0});
    const back = await visitor.get(start.headers()['location']!, {maxRedirects: 0});
    const done = await visitor.get(back.headers()['location']!, {maxRedirects: 0});
    const landing = new URL(done.headers()['location']!, proxy);
    expect(landing.origin).toBe(proxy);
    expect(landing.pathname + landing.search).toBe('/kr/profile?auth=email&via=kakao');
    await visitor.dispose();
  });
});
