/**
 * Fault: the bucket is down or stalls. The standalone server keeps its uploads in an s3rver bucket
 * reached through a TCP proxy on 127.0.0.1 that this file switches between up, down (every
 * connection closed at once) and stalled (connections taken and requests passed on, answers held
 * back: the request may have done its work, its caller never hears). With S3_TIMEOUT_MS at 1.5 s:
 *
 * - uploads, a direct upload's completion and downloads each answer 503 with Retry-After and a
 *   Korean message within a bound, and no upload row is written for a file the bucket did not take;
 * - a direct-upload ticket completed during the outage completes once the bucket is back;
 * - the clean-up run during the outage deletes no row whose object it could not see deleted, and
 *   keeps no row whose object is gone: every upload row is checked against the bucket afterwards;
 * - uploads work again soon after the bucket is back, without a restart.
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {mkdtempSync, rmSync} from 'node:fs';
import http from 'node:http';
import {connect, createServer, type Socket} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {HeadObjectCommand, S3Client} from '@aws-sdk/client-s3';
import {Client} from 'pg';
import S3rver from 's3rver';
import {check, figures, sleep, startApp, stopApp, type App} from './harness.mts';
import {request} from './shutdown.mts';
import {childProcessEnv} from '../../lib/env';

const {PATH = '/usr/bin:/bin', HOME = '/tmp'} = childProcessEnv();
const HANGUL = /[가-힣]/;
const TIMEOUT_MS = 1_500;
/** Two tries of S3_TIMEOUT_MS, the SDK's backoff, and the server's own work. */
const BOUND_MS = 4 * TIMEOUT_MS + 2_000;
const BUCKET = 'faults';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Mode = 'up' | 'down' | 'stall';

/** A TCP proxy in front of the bucket; a change of mode ends the connections open before it. */
async function bucketProxy(target: number) {
  let mode: Mode = 'up';
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode === 'down') return void client.destroy();
    const upstream = connect(target, '127.0.0.1');
    open.add(upstream);
    upstream.on('close', () => (open.delete(upstream), client.destroy()));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => upstream.write(chunk));
    const stalled = mode === 'stall';
    // Stalled: the request reaches the bucket, its answer is dropped.
    upstream.on('data', (chunk) => void (stalled || client.write(chunk)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as {port: number}).port,
    set(next: Mode) {
      mode = next;
      for (const socket of open) socket.destroy();
    },
    close: () => (server.close(), [...open].forEach((s) => s.destroy())),
  };
}

interface Guest {
  orderId: string;
  token: string;
}

/** A guest's paid order (demo payments): its link's token lets them upload the brief's files. */
async function paidOrder(app: App, agent: http.Agent): Promise<Guest> {
  const order = {serviceId: 1, quantity: 1, customerName: 'Pat Kim', customerEmail: `s3.${Date.now()}@shop.test`, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true};
  const created = await request(app, 'POST', '/api/orders', order, agent);
  const token = created.json.guestToken as string;
  const started = await request(app, 'POST', '/api/payments/start', {orderId: created.json.orderId, token}, agent);
  const demo = new URL(started.json.url as string).searchParams;
  const confirmed = await request(app, 'POST', '/api/confirm', {orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}, agent);
  if (confirmed.status !== 200) throw new Error(`the order was not paid: ${JSON.stringify(confirmed.json)}`);
  return {orderId: created.json.orderId as string, token};
}

interface Answer {
  status: number | string;
  ms: number;
  retryAfter?: string | null;
  message: string;
  json: Record<string, unknown>;
  location?: string | null;
}

async function ask(url: string, init: RequestInit): Promise<Answer> {
  const started = Date.now();
  try {
    const answer = await fetch(url, {...init, redirect: 'manual', signal: AbortSignal.timeout(30_000)});
    const text = await answer.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // A text answer (downloads).
    }
    return {status: answer.status, ms: Date.now() - started, retryAfter: answer.headers.get('retry-after'), message: String(json.message ?? text), json, location: answer.headers.get('location')};
  } catch (error) {
    return {status: (error as Error).name, ms: Date.now() - started, message: '', json: {}};
  }
}

const korean = {'x-language': 'ko', 'x-country': 'us'};
const upload = (app: App, guest: Guest, name = 'photo.png') =>
  ask(`${app.base}/api/uploads`, {method: 'POST', body: PNG, headers: {...korean, 'content-type': 'image/png', 'x-file-name': name, 'x-order-token': guest.token}});
const download = (app: App, guest: Guest, id: string) => ask(`${app.base}/uploads/${id}?token=${encodeURIComponent(guest.token)}`, {headers: korean});
const complete = (app: App, guest: Guest, ticket: string) =>
  ask(`${app.base}/api/uploads/direct/complete`, {method: 'POST', body: JSON.stringify({ticket}), headers: {...korean, 'content-type': 'application/json', 'x-order-token': guest.token}});

const refused = (a: Answer) => a.status === 503 && Boolean(a.retryAfter) && HANGUL.test(a.message);

export async function s3Faults(appDir: string, settings: Record<string, string>, root: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 's3rver-faults-'));
  const s3rver = new S3rver({port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{name: BUCKET, configs: []}]});
  const {port: s3port} = (await s3rver.run()) as unknown as {port: number};
  const proxy = await bucketProxy(s3port);
  // The bucket itself, not through the proxy: what is really there.
  const direct = new S3Client({region: 'us-east-1', endpoint: `http://127.0.0.1:${s3port}`, forcePathStyle: true, credentials: {accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER'}});
  const exists = async (key: string) =>
    direct.send(new HeadObjectCommand({Bucket: BUCKET, Key: key})).then(
      () => true,
      () => false,
    );
  const s3 = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_TIMEOUT_MS: String(TIMEOUT_MS),
  };
  const db = new Client({connectionString: settings.DATABASE_URL});
  await db.connect();
  const agent = new http.Agent({keepAlive: true});
  let app: App | undefined;
  // Rows the earlier parts left (their files on the local disk, before this part used a bucket) are not this bucket's.
  const earlier = (await db.query<{id: string}>(`SELECT "id"::text AS "id" FROM "Upload"`)).rows.map((r) => r.id);
  try {
    app = await startApp(appDir, {...settings, ...s3});
    const guest = await paidOrder(app, agent);
    const first = await upload(app, guest);
    const got = first.status === 201 ? await download(app, guest, String(first.json.id)) : undefined;
    if (!check(`bucket up: an upload is stored (${first.status}) and downloads (${got?.status} to the bucket)`, first.status === 201 && got?.status === 302, JSON.stringify({first, got}))) return;
    const uploadRows = async () => (await db.query<{n: string}>(`SELECT count(*) AS n FROM "Upload" WHERE "purpose" NOT LIKE 'direct-%'`)).rows[0]!.n;

    // A direct upload's ticket and the browser's PUT, while the bucket is up.
    const ticketAnswer = await ask(`${app.base}/api/uploads/direct`, {
      method: 'POST',
      body: JSON.stringify({name: 'direct.png', size: PNG.length, type: 'image/png', purpose: 'brief'}),
      headers: {...korean, 'content-type': 'application/json', 'x-order-token': guest.token},
    });
    const ticket = ticketAnswer.json as {ticket?: string; url?: string; headers?: Record<string, string>};
    const put = ticket.url ? await fetch(ticket.url, {method: 'PUT', body: PNG, headers: ticket.headers}) : undefined;
    check(`bucket up: a direct-upload ticket (${ticketAnswer.status}) and the browser's PUT (${put?.status})`, ticketAnswer.status === 200 && put?.status === 200, JSON.stringify(ticketAnswer.json));

    const outages: Record<Mode, {answers: Answer[]; rowsBefore: string; rowsAfter: string}> = {} as never;
    for (const mode of ['down', 'stall'] as const) {
      proxy.set(mode);
      const rowsBefore = await uploadRows();
      const answers: Answer[] = [];
      for (let i = 0; i < 3; i++) answers.push(await upload(app, guest, `${mode}-${i}.png`));
      answers.push(await download(app, guest, String(first.json.id)));
      answers.push(await complete(app, guest, ticket.ticket ?? ''));
      const rowsAfter = await uploadRows();
      outages[mode] = {answers, rowsBefore, rowsAfter};
      const slowest = Math.max(...answers.map((a) => a.ms));
      check(
        `bucket ${mode === 'down' ? 'down' : 'stalled'}: 3 uploads, a download and a direct completion each answer 503 with Retry-After and a Korean message, the slowest in ${slowest} ms (bound ${BOUND_MS} ms)`,
        answers.every(refused) && slowest <= BOUND_MS,
        JSON.stringify(answers.map(({status, ms, retryAfter, message}) => ({status, ms, retryAfter, message}))),
      );
      check(`bucket ${mode === 'down' ? 'down' : 'stalled'}: no upload row was written (${rowsBefore} before, ${rowsAfter} after)`, rowsBefore === rowsAfter);
      proxy.set('up');
    }

    // Back up: the ticket that failed twice completes; uploads are stored again.
    const back = Date.now();
    let recovered: number | undefined;
    for (let i = 0; i < 100 && recovered === undefined; i++) {
      const again = await upload(app, guest, `back-${i}.png`);
      if (again.status === 201) recovered = Date.now() - back;
      else await sleep(100);
    }
    const completed = await complete(app, guest, ticket.ticket ?? '');
    check(
      `bucket back: uploads are stored again ${recovered ?? 'never'} ms later, and the ticket refused during the outage completes (${completed.status})`,
      recovered !== undefined && completed.status === 201,
      JSON.stringify(completed),
    );

    // The clean-up during an outage, on five files unused for two days.
    const cleanups: string[] = [];
    for (const mode of ['stall', 'down'] as const) {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const made = await upload(app, guest, `old-${mode}-${i}.png`);
        if (made.status === 201) ids.push(String(made.json.id));
      }
      await db.query(`UPDATE "Upload" SET "createdAt" = now() - interval '2 days' WHERE "id" = ANY($1::uuid[])`, [ids]);
      proxy.set(mode);
      const started = Date.now();
      const cleaner = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'uploads-clean.mts')], {
        cwd: root,
        env: {PATH, HOME, ...settings, ...s3} as Record<string, string> as NodeJS.ProcessEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      let asking = false;
      for (const stream of [cleaner.stdout, cleaner.stderr]) stream.on('data', (chunk: Buffer) => ((output += chunk.toString()), (asking ||= output.includes('asking the bucket'))));
      const exited = once(cleaner, 'exit');
      // The bucket stays away until the clean-up has failed a delete, then some seconds more.
      for (let i = 0; i < 600 && !asking && cleaner.exitCode === null; i++) await sleep(100);
      await sleep(3_000);
      proxy.set('up');
      const [code] = (await Promise.race([exited, sleep(120_000).then(() => ['timeout'])])) as [number | string];
      const ms = Date.now() - started;
      const rows = new Set((await db.query<{id: string}>(`SELECT "id"::text AS "id" FROM "Upload" WHERE "id" = ANY($1::uuid[])`, [ids])).rows.map((r) => r.id));
      const removed = ids.filter((id) => !rows.has(id));
      // Every row of the shop's files (a direct ticket's own record excepted: it never holds the file it names) against the bucket.
      const all = (await db.query<{storageKey: string}>(`SELECT "storageKey" FROM "Upload" WHERE "purpose" NOT LIKE 'direct-%' AND NOT ("id" = ANY($1::uuid[]))`, [earlier])).rows;
      const missing: string[] = [];
      for (const row of all) if (!(await exists(row.storageKey))) missing.push(row.storageKey);
      const label = mode === 'down' ? 'down' : 'stalled';
      check(
        `bucket ${label} during the clean-up: it stopped (exit ${code}, ${ms} ms), removed ${removed.length} of 5 rows, and none of ${all.length} upload rows points at a missing object`,
        code === 0 && removed.length <= 1 && missing.length === 0 && output.includes('Stopped early'),
        `${output.slice(-2000)}\nmissing: ${missing.join(', ')}`,
      );
      cleanups.push(`${label}: ${removed.length} of 5 removed, ${missing.length} rows without their object, ${ms} ms`);
      // With the bucket up, the next run removes the rest.
      const next = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'uploads-clean.mts')], {
        cwd: root,
        env: {PATH, HOME, ...settings, ...s3} as Record<string, string> as NodeJS.ProcessEnv,
        stdio: 'ignore',
      });
      await once(next, 'exit');
      const left = (await db.query(`SELECT 1 FROM "Upload" WHERE "id" = ANY($1::uuid[])`, [ids])).rowCount;
      check(`bucket back: the next clean-up removes the other files (${left} of 5 rows left)`, left === 0);
    }
    const slowestOf = (mode: Mode) => Math.max(...outages[mode].answers.map((a) => a.ms));
    figures.push(
      `S3 down: ${outages.down.answers.filter(refused).length} of ${outages.down.answers.length} requests answered 503 (slowest ${slowestOf('down')} ms); stalled: ${outages.stall.answers.filter(refused).length} of ${outages.stall.answers.length} (slowest ${slowestOf('stall')} ms); uploads again ${recovered ?? '?'} ms after it was back; clean-up ${cleanups.join('; ')}`,
    );
  } finally {
    agent.destroy();
    if (app) await stopApp(app);
    await db.end();
    proxy.close();
    await s3rver.close();
    rmSync(dir, {recursive: true, force: true});
  }
}
