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
import {chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import http2 from 'node:http2';
import {gunzipSync} from 'node:zlib';
import {randomBytes} from 'node:crypto';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Redis} from 'ioredis';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {childProcessEnv, env} from '@/lib/env';
import {NGINX_BINARY as NGINX, selfSignedCertificate, writeNginxConfig} from '../../scripts/nginx-config.mts';
import {copyStandalone} from '../../scripts/standalone-copy.mts';
import {startFakeBucket} from '../fakes/services';
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
});
