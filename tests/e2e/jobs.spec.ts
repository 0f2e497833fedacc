/**
 * The job queue on the deployed build (docs/operations.md#background-jobs): a standalone server
 * (`node serve.mjs` from a copy of .next/standalone) on PostgreSQL, mailing through the SMTP fake
 * (tests/fakes/smtp.ts), which this file stops and starts again as a mail server that goes down.
 *
 * - killed with SIGKILL after a payment, before its mails went out: after the restart they are
 *   sent, each once; meanwhile the readiness answer reports them as due;
 * - the mail server refusing connections while a guest orders, pays and sends a brief: once it
 *   is back every mail arrives once;
 * - the admin's Operations tab in a browser: a mail that keeps failing is listed with its kind,
 *   attempts and last error, Retry sends it once the mail server works, Discard removes a job.
 *
 * One server, restarted with other job settings (lib/env.ts) for each part. Needs TEST_DATABASE_URL
 * (CI has it, .ci/run); skipped without it on a developer's machine.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {once} from 'node:events';
import {chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from 'pg';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {childProcessEnv, env} from '@/lib/env';
import {copyStandalone} from '../../scripts/standalone-copy.mts';
import {waitForHealth} from '../../scripts/wait-for-health.mts';
import {runSql} from '../fakes/services';
import {startFakeSmtp} from '../fakes/smtp';
import {messages, signedInAdmin} from './helpers';

const APP_PORT = 3970;
const SMTP_PORT = 3971;
const base = `http://127.0.0.1:${APP_PORT}`;
// This file's callers come from their own address (the server trusts one proxy, as the other test servers do).
const HEADERS = {'x-forwarded-for': '203.0.113.70', 'x-country': 'us'};
const OPS = messages('en').Admin.operations;

/** How each start of the server runs its jobs (lib/env.ts: JOB_*). */
const HOLD = {JOB_POLL_S: '60'}; // an idle worker looks again only after a minute: a new job waits
const FAST = {JOB_POLL_S: '0.5', JOB_RETRY_DELAY_S: '1', JOB_RETRY_MAX_DELAY_S: '2', JOB_RETRY_LIMIT: '40'};
const GIVE_UP = {JOB_POLL_S: '0.5', JOB_RETRY_DELAY_S: '1', JOB_RETRY_MAX_DELAY_S: '1', JOB_RETRY_LIMIT: '1'}; // failed after two attempts

interface MailJob {
  id: string;
  state: string;
  retry_count: number;
  type: string;
}

test.describe.configure({mode: 'serial'});
test.describe('background jobs on the deployed build', () => {
  test.skip(!env.TEST_DATABASE_URL && !env.CI, 'needs TEST_DATABASE_URL');

  let dir = '';
  let app = '';
  let database = '';
  let databaseUrl = '';
  let sql: Client | undefined;
  let server: ChildProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
  let log = '';
  const authSecret = randomBytes(32).toString('hex');

  async function start(settings: Record<string, string>, migrate = false) {
    const child = spawn(process.execPath, [path.join(app, 'serve.mjs')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childProcessEnv({
        ...settings,
        ...(migrate ? {MIGRATE_ON_START: '1'} : {}),
        PORT: String(APP_PORT),
        APP_URL: base,
        DATA_DIR: path.join(dir, 'data'),
        DATABASE_URL: databaseUrl,
        REDIS_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        AUTH_SECRET: authSecret,
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'E2eAdminPassw0rd',
        ADMIN_EMAILS: '',
        ALLOW_DEMO_PAYMENTS: 'true',
        TRUST_PROXY: '1',
        ORDERS_PER_HOUR: '100000',
        STUDIO_MAILS_PER_HOUR: '10000',
      }),
    });
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server = child;
    if (!(await waitForHealth(base, {timeoutMs: 120_000, stop: () => child.exitCode !== null}))) throw new Error(`the server did not start:\n${log.slice(-4000)}`);
  }

  async function stop(signal: 'SIGTERM' | 'SIGKILL') {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killed);
  }

  const smtpUp = async () => (smtp = await startFakeSmtp(path.join(dir, 'outbox'), SMTP_PORT));
  async function smtpDown() {
    await smtp?.close();
    smtp = undefined;
  }

  /** The mails the fake SMTP server received of one kind (the X-Mail-Kind header) that contain `text`. */
  function received(kind: string, text: string): string[] {
    const outbox = path.join(dir, 'outbox');
    if (!existsSync(outbox)) return [];
    return readdirSync(outbox)
      .filter((f) => f.includes(`-${kind}-`) && f.endsWith('.eml'))
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .filter((mail) => mail.includes(text));
  }
  const messageId = (mail: string) => /^Message-ID:\s*(\S+)/im.exec(mail)?.[1];

  /** The mail jobs about one order (its confirmation and the studio's notes), from pg-boss's table. */
  async function mailJobs(orderId: string): Promise<MailJob[]> {
    const {rows} = await sql!.query<MailJob>(
      `SELECT id::text AS id, state::text AS state, retry_count, data->'spec'->>'type' AS type FROM pgboss.job
        WHERE name = 'mail' AND (data->'spec'->>'orderId' = $1 OR data->'spec'->'news'->>'orderId' = $1) ORDER BY type`,
      [orderId],
    );
    return rows;
  }

  /** A guest orders service 1 and pays it in demo mode, as instances.spec.ts does. */
  async function paidGuestOrder(guest: APIRequestContext, email: string) {
    const created = await guest.post('/api/orders', {
      data: {serviceId: 1, quantity: 1, customerName: 'Jo Park', customerEmail: email, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
    });
    expect(created.status()).toBe(201);
    const order = (await created.json()) as {orderId: string; orderNumber: string; guestToken: string};
    const started = await guest.post('/api/payments/start', {data: {orderId: order.orderId, token: order.guestToken}});
    expect(started.status()).toBe(200);
    const demo = new URL(((await started.json()) as {url: string}).url).searchParams;
    const confirmed = await guest.post('/api/confirm', {data: {orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}});
    expect(confirmed.status()).toBe(200);
    const read = await guest.get(`/api/orders/${order.orderId}?token=${order.guestToken}`);
    expect(((await read.json()) as {order: {status: string}}).order.status).toBe('order_received');
    return order;
  }

  const guestEmail = (name: string) => `${name}.${Date.now()}@shop.test`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    expect(env.TEST_DATABASE_URL, 'the job queue test needs TEST_DATABASE_URL').toBeTruthy();
    dir = mkdtempSync(path.join(tmpdir(), 'storefront-jobs-'));
    chmodSync(dir, 0o755);
    database = `storefront_jobs_${Date.now()}`;
    await runSql(env.TEST_DATABASE_URL!, `CREATE DATABASE "${database}"`);
    const url = new URL(env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    app = copyStandalone(process.cwd(), path.join(dir, 'app'));
    await smtpUp();
    await start(HOLD, true);
    sql = new Client({connectionString: databaseUrl});
    await sql.connect();
  });

  test.afterEach(async ({}, testInfo) => {
    // The server's own words when a test failed (its log since this file started it).
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server log', {body: log.slice(-20_000), contentType: 'text/plain'});
  });

  test.afterAll(async () => {
    await stop('SIGTERM');
    await smtpDown();
    await sql?.end();
    if (database) await runSql(env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    if (dir) rmSync(dir, {recursive: true, force: true});
  });

  test("a server killed right after a payment sends the order's mails once it is back, each once; readiness reports them as due meanwhile", async ({playwright}) => {
    test.setTimeout(120_000);
    const guest = await playwright.request.newContext({baseURL: base, extraHTTPHeaders: HEADERS});
    const email = guestEmail('killed');
    const order = await paidGuestOrder(guest, email);

    // Queued with the payment, not sent yet: the worker looked just before and waits a minute.
    await expect.poll(async () => (await mailJobs(order.orderId)).map((j) => `${j.type}:${j.state}`)).toEqual(['order-confirmation:created', 'studio:created']);
    await test.step('the readiness answer reports the due mails and how long the oldest has waited', async () => {
      const ready = await guest.get('/api/health/ready');
      expect(ready.status()).toBe(200);
      const {jobs} = (await ready.json()) as {jobs?: {due: number; oldestDueS: number}};
      expect(jobs?.due).toBeGreaterThanOrEqual(2);
      await expect.poll(async () => ((await (await guest.get('/api/health/ready')).json()) as {jobs: {oldestDueS: number}}).jobs.oldestDueS, {timeout: 10_000}).toBeGreaterThanOrEqual(2);
    });
    expect(received('order-confirmation', email)).toHaveLength(0);

    await stop('SIGKILL');
    await start(FAST);

    await expect.poll(async () => (await mailJobs(order.orderId)).map((j) => j.state), {timeout: 30_000}).toEqual(['completed', 'completed']);
    const confirmation = received('order-confirmation', email);
    const studio = received('new-order', order.orderNumber);
    expect(confirmation).toHaveLength(1);
    expect(studio).toHaveLength(1);
    expect(messageId(confirmation[0]!)).not.toBe(messageId(studio[0]!));
    await expect.poll(async () => ((await (await guest.get('/api/health/ready')).json()) as {jobs: {due: number}}).jobs.due, {timeout: 10_000}).toBe(0);
    await guest.dispose();
  });

  test('while the mail server refuses connections a guest orders, pays and sends a brief: once it is back each mail arrives once', async ({playwright}) => {
    test.setTimeout(90_000);
    await smtpDown();
    const guest = await playwright.request.newContext({baseURL: base, extraHTTPHeaders: HEADERS});
    const email = guestEmail('outage');
    const order = await paidGuestOrder(guest, email);
    const brief = await guest.post('/api/project-briefs', {data: {serviceId: 1, style: ['modern'], colorTone: [], usage: [], orderId: order.orderId, orderToken: order.guestToken}});
    expect(brief.status()).toBe(201);

    // Each of the three mails was tried and refused at least twice, and waits for its next try.
    await expect.poll(async () => (await mailJobs(order.orderId)).map((j) => `${j.state}:${j.retry_count >= 2}`), {timeout: 30_000}).toEqual(['retry:true', 'retry:true', 'retry:true']);
    expect(received('order-confirmation', email)).toHaveLength(0);

    await smtpUp();
    await expect.poll(async () => (await mailJobs(order.orderId)).map((j) => j.state), {timeout: 30_000}).toEqual(['completed', 'completed', 'completed']);
    const mails = [received('order-confirmation', email), received('new-order', order.orderNumber), received('studio-brief', order.orderNumber)];
    expect(mails.map((m) => m.length)).toEqual([1, 1, 1]);
    expect(new Set(mails.map((m) => messageId(m[0]!))).size).toBe(3);
    await guest.dispose();
  });

  test("the admin's Operations tab lists a mail that keeps failing; Retry sends it once the mail server works, Discard removes a job", async ({playwright, browser}) => {
    test.setTimeout(120_000);
    // Mails are given up after two attempts on this start.
    await stop('SIGTERM');
    await start(GIVE_UP);
    await smtpDown();
    const guest = await playwright.request.newContext({baseURL: base, extraHTTPHeaders: HEADERS});
    const email = guestEmail('failing');
    const order = await paidGuestOrder(guest, email);
    await guest.dispose();
    await expect.poll(async () => (await mailJobs(order.orderId)).map((j) => j.state), {timeout: 30_000}).toEqual(['failed', 'failed']);
    const [confirmationJob, studioJob] = await mailJobs(order.orderId);

    const admin = await signedInAdmin(browser, base, HEADERS);
    const page = await admin.newPage();
    await page.goto('/us/admin');
    await page
      .getByRole('navigation', {name: messages('en').Admin.tabsLabel})
      .getByRole('link', {name: messages('en').Admin.tabs.operations})
      .click();
    await expect(page.getByRole('heading', {level: 2, name: OPS.title})).toBeVisible();
    const table = page.getByRole('region', {name: OPS.title});
    const row = (kind: string) => table.getByRole('row').filter({has: page.getByRole('cell', {name: kind, exact: true})});

    // The buyer's confirmation: failed, with its order, its two attempts and the mail server's refusal.
    const confirmation = row('order-confirmation');
    await expect(confirmation).toHaveCount(1);
    const cells = confirmation.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(OPS.states.failed);
    await expect(cells.nth(2)).toHaveText(order.orderNumber);
    await expect(cells.nth(3)).toHaveText('2');
    await expect(cells.nth(4)).toContainText('ECONNREFUSED');
    await expect(row('studio')).toHaveCount(1);

    // Discard: the studio's note is removed and never sent.
    await row('studio')
      .getByRole('group', {name: OPS.jobLabel.replace('{kind}', 'studio')})
      .getByRole('button', {name: OPS.discard})
      .click();
    await expect(page.getByText(OPS.discarded, {exact: true})).toBeVisible();
    await expect(row('studio')).toHaveCount(0);
    const {rowCount} = await sql!.query('SELECT 1 FROM pgboss.job WHERE id = $1', [studioJob!.id]);
    expect(rowCount).toBe(0);

    // Retry once the mail server is back: the confirmation arrives, once, and leaves the list.
    await smtpUp();
    await confirmation
      .getByRole('group', {name: OPS.jobLabel.replace('{kind}', 'order-confirmation')})
      .getByRole('button', {name: OPS.retry})
      .click();
    await expect(page.getByText(OPS.retried, {exact: true})).toBeVisible();
    await expect.poll(async () => (await mailJobs(order.orderId)).map((j) => `${j.id}:${j.state}`), {timeout: 20_000}).toEqual([`${confirmationJob!.id}:completed`]);
    expect(received('order-confirmation', email)).toHaveLength(1);
    expect(received('new-order', order.orderNumber)).toHaveLength(0);
    await page.reload();
    await expect(page.getByRole('heading', {level: 2, name: OPS.title})).toBeVisible();
    await expect(page.getByRole('cell', {name: 'order-confirmation', exact: true})).toHaveCount(0);
    await admin.close();
  });
});
