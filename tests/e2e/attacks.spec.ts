/**
 * Attacks on the deployed build: an attacker's reproductions, each run against one standalone server
 * (`node serve.mjs` from a copy of .next/standalone, tests/fakes/deployed.mts) on PostgreSQL, Redis,
 * an S3 bucket (s3rver) and SMTP (the fake's outbox), with the shop's own limits (the default
 * ORDERS_PER_HOUR and STUDIO_MAILS_PER_HOUR, not the raised ones the other specs' servers get) and
 * Kakao and Naver fakes. Each test says what the shop did before the rule it checks
 * (docs/security.md, "Unpaid writes and account hand-over").
 *
 * Needs TEST_DATABASE_URL and Redis on 127.0.0.1:6379 (CI has both, .ci/run); skipped elsewhere.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {expect, test, type APIRequestContext, type PlaywrightWorkerArgs} from '@playwright/test';
import {childProcessEnv, env} from '@/lib/env';
import {oauthSettings, startFakeOAuth, type FakeOAuth} from '../fakes/oauth';
import {waitForHealth} from '../../scripts/wait-for-health.mts';

type Playwright = PlaywrightWorkerArgs['playwright'];

const PORT = 3955;
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = {email: 'admin@attacks.test', password: 'AttacksAdminPassw0rd'};
const PHOTO = path.join(process.cwd(), 'tests', 'fixtures', 'preview', 'bottle.jpg');
/** Quoted-printable mails as read: soft line breaks joined, `=3D` as `=`. */
const readable = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test.describe.configure({mode: 'serial'});
test.describe('attacks on the deployed build', () => {
  test.skip(!env.TEST_DATABASE_URL && !env.CI, 'needs TEST_DATABASE_URL (PostgreSQL) and Redis');

  let stack: ChildProcess | undefined;
  let dataDir = '';
  let log = '';
  const oauth: Partial<Record<'kakao' | 'naver', FakeOAuth>> = {};

  /** The mails of a kind the SMTP fake received, as read. */
  const outbox = (kind: string) => {
    const dir = path.join(dataDir, 'outbox');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.includes(`-${kind}-`) && f.endsWith('.eml'))
      .map((f) => readable(readFileSync(path.join(dir, f), 'utf8')));
  };

  /** A client at its own address (the server trusts one proxy: X-Forwarded-For is the client). */
  const client = (playwright: Playwright, address: string) => playwright.request.newContext({baseURL: base, extraHTTPHeaders: {'x-forwarded-for': address, 'x-country': 'us', 'x-language': 'en'}});

  const guestOrder = (guest: APIRequestContext, email: string, serviceId = 1) =>
    guest.post('/api/orders', {data: {serviceId, quantity: 1, customerName: 'Pat Kim', customerEmail: email, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true}});

  /** A guest's order, paid with the demo payment. */
  async function paidGuestOrder(guest: APIRequestContext, serviceId = 1) {
    const created = await guestOrder(guest, `paid.${randomBytes(4).toString('hex')}@shop.test`, serviceId);
    expect(created.status()).toBe(201);
    const order = (await created.json()) as {orderId: string; guestToken: string};
    const started = await guest.post('/api/payments/start', {data: {orderId: order.orderId, token: order.guestToken}});
    expect(started.status()).toBe(200);
    const demo = new URL(((await started.json()) as {url: string}).url).searchParams;
    expect((await guest.post('/api/confirm', {data: {orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}})).status()).toBe(200);
    return order;
  }

  async function admin(playwright: Playwright) {
    const context = await client(playwright, '198.51.100.200');
    expect((await context.post('/api/auth/login', {data: ADMIN})).status()).toBe(200);
    return context;
  }

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    expect(env.TEST_DATABASE_URL, 'the attacks need TEST_DATABASE_URL').toBeTruthy();
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-attacks-'));
    oauth.kakao = await startFakeOAuth('kakao');
    oauth.naver = await startFakeOAuth('naver');
    const redis = new URL(env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    redis.pathname = '/14';
    const settings = childProcessEnv({
      PORT: String(PORT),
      DATA_DIR: dataDir,
      APP_URL: base,
      REDIS_URL: redis.toString(),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      NEXT_TELEMETRY_DISABLED: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: '1',
      ALLOW_DEMO_PAYMENTS: 'true',
      ...oauthSettings(oauth.kakao, oauth.naver),
    });
    // The shop's own limits, as a deploy has them.
    delete settings.ORDERS_PER_HOUR;
    delete settings.STUDIO_MAILS_PER_HOUR;
    delete settings.ADMIN_EMAILS;
    // Its own process group: the stack runs the server as a child, and the whole group is stopped at the end.
    stack = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/deployed.mts', '--name', 'e2e_attacks'], {env: settings, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
    for (const stream of [stack.stdout, stack.stderr]) stream?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
    if (!(await waitForHealth(base, {timeoutMs: 170_000}))) throw new Error(`the attacks' server did not answer:\n${log.slice(-4000)}`);
  });

  test.afterAll(async () => {
    if (stack && stack.exitCode === null && stack.signalCode === null) {
      const exited = new Promise((resolve) => stack!.once('exit', resolve));
      // The stack stops the server and its fakes, then drops its database, on SIGTERM (the group is killed only if it hangs).
      stack.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 40_000))]);
      try {
        process.kill(-stack.pid!, 'SIGKILL');
      } catch {}
    }
    await Promise.all(Object.values(oauth).map((fake) => fake.close()));
    if (dataDir) rmSync(dataDir, {recursive: true, force: true});
  });

  /** A sign-in with the service's fake, through the shop's start and callback; the last address it was sent to. */
  async function socialSignIn(visitor: APIRequestContext, service: 'kakao' | 'naver') {
    const start = await visitor.get(`/api/auth/${service}?returnTo=/us`, {maxRedirects: 0});
    expect([302, 303, 307]).toContain(start.status());
    const back = await visitor.get(start.headers()['location']!, {maxRedirects: 0});
    const done = await visitor.get(back.headers()['location']!, {maxRedirects: 0});
    return done.headers()['location'] ?? '';
  }
  const me = async (visitor: APIRequestContext) => ((await (await visitor.get('/api/auth/me')).json()) as {user: {email: string} | null}).user?.email ?? null;

  test("a squatter's password does not survive the owner confirming the welcome mail and joining with Naver", async ({playwright}) => {
    // Before: the confirmation kept the squatter's password and session; Naver then joined the account,
    // the squatter's old session still read it, and its password logged in (then moved the account to its own address).
    const owner = `owner.${Date.now()}@shop.test`;
    const password = 'Squatt3rChose';
    const squatter = await client(playwright, '198.51.100.70');
    expect((await squatter.post('/api/auth/register', {data: {email: owner, password, firstName: 'Sam', lastName: 'Squat'}})).status()).toBe(201);
    expect(await me(squatter)).toBe(owner);

    // The owner signs in with Naver (it vouches for the address): refused while the address is unconfirmed.
    const ownerBrowser = await client(playwright, '198.51.100.71');
    oauth.naver!.signInAs({id: `naver-${Date.now()}`, email: owner, name: 'Olivia Owner'});
    await socialSignIn(ownerBrowser, 'naver');
    expect(await me(ownerBrowser)).toBeNull();

    // The owner presses "Confirm" in the welcome mail, in their own browser (no session of the account).
    let mail = '';
    await expect.poll(() => (mail = outbox('welcome').find((m) => m.includes(`To: ${owner}`)) ?? ''), {timeout: 20_000}).not.toBe('');
    const token = /\/verify-email\?token=([\w-]+)/.exec(mail)?.[1];
    expect(token, 'the welcome mail carries its confirmation link').toBeTruthy();
    const confirmed = await ownerBrowser.post('/api/auth/verify-email', {data: {token}});
    expect(confirmed.status()).toBe(200);
    expect(((await confirmed.json()) as {passwordCleared: boolean}).passwordCleared).toBe(true);

    // Naver again: it joins the confirmed account.
    const landing = await socialSignIn(ownerBrowser, 'naver');
    expect(new URL(landing, base).searchParams.get('auth')).toBe('success');
    expect(await me(ownerBrowser)).toBe(owner);

    // The squatter's session is gone and the password it chose no longer logs in.
    expect(await me(squatter)).toBeNull();
    expect((await squatter.post('/api/auth/login', {data: {email: owner, password}})).status()).toBe(401);
    expect(await me(squatter)).toBeNull();
    await squatter.dispose();
    await ownerBrowser.dispose();
  });

  test('unpaid orders from one address stop at 10 an hour; their messages mail the studio 5 times, the rest wait in its inbox', async ({playwright}) => {
    // Before: 20 unpaid guest orders from one address were all stored (201), and a message on each mailed the
    // studio at once, a phishing link included (40 mails for two studio addresses).
    const flooder = await client(playwright, '198.51.100.90');
    const marker = `flood${randomBytes(4).toString('hex')}`;
    const orders: {orderId: string; guestToken: string}[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await guestOrder(flooder, `${marker}.${i}@shop.test`);
      statuses.push(created.status());
      if (created.status() === 201) orders.push((await created.json()) as {orderId: string; guestToken: string});
      else {
        expect(created.status()).toBe(429);
        expect(Number(created.headers()['retry-after'])).toBeGreaterThan(0);
        expect(((await created.json()) as {message: string}).message).toBeTruthy();
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    // Another address is not held back.
    const other = await client(playwright, '198.51.100.91');
    expect((await guestOrder(other, `${marker}.other@shop.test`)).status()).toBe(201);
    await other.dispose();

    const text = (i: number) => `URGENT ${marker} ${i}: your payout is on hold. Verify the studio account at https://pay-verify.example.net/${i} within 24 hours.`;
    for (const [i, order] of orders.entries()) {
      expect((await flooder.post(`/api/orders/${order.orderId}/messages`, {data: {text: text(i), token: order.guestToken}})).status()).toBe(201);
    }
    const mailed = () => outbox('studio-message').filter((m) => m.includes(marker));
    await expect.poll(() => mailed().length, {timeout: 20_000}).toBe(5);
    expect(mailed().every((m) => m.includes(`To: ${ADMIN.email}`))).toBe(true);
    // The queue has sent what it had (5 mails arrived); a few seconds later still no more.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailed()).toHaveLength(5);

    // The others were kept: the studio reads the last one in the order's thread.
    const studio = await admin(playwright);
    const last = orders.at(-1)!;
    const thread = await studio.get(`/api/orders/${last.orderId}/messages`);
    expect(thread.status()).toBe(200);
    expect(((await thread.json()) as {messages: {text: string}[]}).messages.map((m) => m.text)).toEqual([text(orders.length - 1)]);
    await studio.dispose();
    await flooder.dispose();
  });

  test("one address's previews sent at once: 2 are made, the rest refused at once; another visitor's preview is made", async ({playwright}) => {
    test.setTimeout(90_000);
    // Before: the pool queued every preview first come first served (16 waiting): one address's 18 at once
    // filled it, and another visitor's preview sent just after timed out (503 after 20 s).
    const photo = readFileSync(PHOTO);
    const send = async (visitor: APIRequestContext) => {
      const started = performance.now();
      const answer = await visitor.post('/api/previews?target=template:3', {data: photo, headers: {'x-file-name': 'bottle.jpg'}, timeout: 60_000});
      return {status: answer.status(), ms: performance.now() - started, retryAfter: answer.headers()['retry-after'], message: ((await answer.json().catch(() => ({}))) as {message?: string}).message};
    };
    // Six visitors (fresh cookies) at one address, all at once; another address's visitor just after.
    const flood = await Promise.all(Array.from({length: 6}, () => client(playwright, '203.0.113.90')));
    const someoneElse = await client(playwright, '203.0.113.91');
    const sent = Promise.all(flood.map(send));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const theirs = await send(someoneElse);
    const answers = await sent;

    const made = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(made.length + refused.length, `statuses: ${answers.map((a) => a.status).join(' ')}`).toBe(6);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBeLessThanOrEqual(2);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('5');
      expect(answer.message).toBeTruthy();
      // Refused before the photo is read: quicker than any preview made in this run.
      expect(answer.ms).toBeLessThan(Math.min(...made.map((a) => a.ms), theirs.ms));
    }
    expect(theirs.status).toBe(201);
    await Promise.all([...flood, someoneElse].map((c) => c.dispose()));
  });

  test('a direct upload replaced through its signed URL after completion: the download is still the checked PNG', async ({playwright}) => {
    // Before: the signed PUT stayed valid after completion and the kept object was the one under it:
    // HTML put there afterwards was downloaded as the "image/png" the checks had seen.
    const guest = await client(playwright, '198.51.100.110');
    const order = await paidGuestOrder(guest, 5);
    const png = await sharp({create: {width: 40, height: 40, channels: 3, background: '#3366cc'}})
      .png()
      .toBuffer();
    const script = '<html><script>alert(document.domain)</script>';
    const html = Buffer.from(script + ' '.repeat(png.length - script.length));
    expect(html.length).toBe(png.length);

    const ticket = await guest.post('/api/uploads/direct', {headers: {'x-order-token': order.guestToken}, data: {name: 'logo.png', size: png.length, type: 'image/png', purpose: 'brief'}});
    expect(ticket.status()).toBe(200);
    const {direct, url, headers, ticket: signed} = (await ticket.json()) as {direct: boolean; url: string; headers: Record<string, string>; ticket: string};
    expect(direct).toBe(true);
    expect((await guest.put(url, {headers, data: png})).status()).toBe(200);
    const done = await guest.post('/api/uploads/direct/complete', {headers: {'x-order-token': order.guestToken}, data: {ticket: signed}});
    expect(done.status()).toBe(201);
    const file = (await done.json()) as {id: string; contentType: string};
    expect(file.contentType).toBe('image/png');

    // The same signed URL, again, with HTML of the same size (the bucket may still take it).
    await guest.put(url, {headers, data: html});
    const back = await guest.get(`/uploads/${file.id}?token=${order.guestToken}`);
    expect(back.status()).toBe(200);
    expect(back.headers()['content-type']).toMatch(/^image\/png/);
    expect(Buffer.compare(await back.body(), png)).toBe(0);
    await guest.dispose();
  });

  test('a buyer cannot delete a file already sent in the order conversation; the studio still has it', async ({playwright}) => {
    // Before: DELETE /uploads/{id} removed any of the caller's uploads no brief held: 204, the studio's thread
    // then listed no file on the message and the studio's download was 404.
    const guest = await client(playwright, '198.51.100.120');
    const order = await paidGuestOrder(guest);
    const png = await sharp({create: {width: 32, height: 32, channels: 3, background: '#cc6633'}})
      .png()
      .toBuffer();
    const uploaded = await guest.post('/api/uploads', {data: png, headers: {'x-file-name': 'sketch.png', 'x-order-token': order.guestToken}});
    expect(uploaded.status()).toBe(201);
    const {id} = (await uploaded.json()) as {id: string};
    expect((await guest.post(`/api/orders/${order.orderId}/messages`, {data: {text: 'My sketch, attached.', fileIds: [id], token: order.guestToken}})).status()).toBe(201);

    expect((await guest.delete(`/uploads/${id}?token=${order.guestToken}`)).status()).toBe(404);

    const studio = await admin(playwright);
    const thread = (await (await studio.get(`/api/orders/${order.orderId}/messages`)).json()) as {messages: {text: string; files: {id: string}[]}[]};
    expect(thread.messages.map((m) => m.files.map((f) => f.id))).toEqual([[id]]);
    const download = await studio.get(`/uploads/${id}`);
    expect(download.status()).toBe(200);
    expect(Buffer.compare(await download.body(), png)).toBe(0);
    // And the buyer still downloads it too.
    expect((await guest.get(`/uploads/${id}?token=${order.guestToken}`)).status()).toBe(200);
    await studio.dispose();
    await guest.dispose();
  });

  test('a cached read called as a server action refuses bad arguments without data; good ones still answer', async ({playwright}) => {
    // Before: itemReviews answered {"average":null,"count":0,"latest":[]} for any arguments, a 200 KB id included
    // (200 each time, a new cache entry and three queries per call); a wrong type reached Prisma.
    type Entry = {filename?: string; workers: Record<string, unknown>};
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {node: Record<string, Entry>};
    // A cached function's id says which arguments it uses (its first byte: bit 7 a cached function, bits 6-1 its first six arguments).
    // The file's cached reads that take arguments: the item's reviews and its shown work.
    const reads = Object.entries(manifest.node).filter(([id, entry]) => entry.filename === 'lib/orders/reviews/read.ts' && (parseInt(id.slice(0, 2), 16) & 0x7e) !== 0);
    expect(reads.length, "the build's manifest lists the item pages' cached reads with arguments").toBeGreaterThanOrEqual(2);
    for (const [, entry] of reads) expect(Object.keys(entry.workers)).toContain('app/[country]/[lang]/services/[id]/page');

    const visitor = await client(playwright, '198.51.100.130');
    const call = (id: string, args: unknown[]) =>
      visitor.post('/us/services/1', {
        headers: {'next-action': id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', origin: base},
        data: JSON.stringify(args),
        maxRedirects: 0,
      });
    // The calls themselves work: the page's own arguments are answered (an item's reviews and shown work are public).
    const good = await Promise.all(
      reads.map(async ([id]) => {
        const answer = await call(id, ['service', '1']);
        expect(answer.status()).toBe(200);
        return answer.text();
      }),
    );
    expect(
      good.some((body) => body.includes('"latest"')),
      'one of them is the reviews summary',
    ).toBe(true);

    const long = randomBytes(100_000).toString('hex');
    for (const [id] of reads) {
      for (const args of [
        ['service', long],
        ['nonsense', '1'],
        ['service', 1],
        ['service', '0'],
        ['package', "1' OR '1'='1"],
      ]) {
        const answer = await call(id, args);
        const body = await answer.text();
        const what = `${JSON.stringify(args).slice(0, 40)}: ${answer.status()} ${body.slice(0, 200)}`;
        expect(answer.status(), what).not.toBe(200);
        expect(body, what).not.toContain('"latest"');
        // A short refusal that quotes nothing it was given.
        expect(body.length, what).toBeLessThan(2_000);
        expect(body).not.toContain(long.slice(0, 32));
      }
    }
    // The server keeps answering.
    expect((await visitor.get('/api/health')).status()).toBe(200);
    await visitor.dispose();
  });
});
