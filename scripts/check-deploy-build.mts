/**
 * The deployable build, checked as it deploys (a step of `npm test`, after the end-to-end tests,
 * on the same build: `npm test` builds once, with only PATH and HOME, so the build needs nothing
 * configured):
 *
 * 1. A private copy of .next/standalone outside the project (scripts/standalone-copy.mts: nothing
 *    can be found in the project's node_modules by accident).
 * 2. `node serve.mjs` as a production deploy with every optional service set: a fresh PostgreSQL
 *    database (MIGRATE_ON_START=1), Redis, S3 (s3rver), SMTP (tests/fakes/smtp.ts), OpenTelemetry
 *    (tests/fakes/otlp.ts), on a port other than 3000 with APP_URL set to it. Every kind of page
 *    and API answers: liveness and readiness (database, Redis, storage), catalogue, template,
 *    checkout, legal and not-found pages, robots.txt and the sitemap on APP_URL, static files,
 *    public/ and the Korean font slices; a sign-up whose verification mail arrives over SMTP with
 *    a link on APP_URL; a guest order whose payment return is on APP_URL, paid and followed; a
 *    brief file stored in S3 and read back byte for byte; an instant preview; traces at the
 *    collector; then SIGTERM, exit 0. Without TEST_DATABASE_URL these checks are skipped (said so).
 * 3. Refused starts: a production start without APP_URL, a preview without DATABASE_URL, a preview
 *    with live payment keys, and a serverless host (VERCEL=1) without S3_BUCKET each exit non-zero
 *    saying why.
 *
 * Prints one `ok`/`not ok` line per check and a summary; exits 1 when any check failed. With
 * `--results <file>` it also writes {passed, failed} there (scripts/test.mts counts them). The
 * temporary folder is removed after a clean run and kept (its path printed) after a failure or
 * with `--keep`.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {once} from 'node:events';
import {createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Redis} from 'ioredis';
import {childProcessEnv, env} from '../lib/env';
import {startFakeCollector} from '../tests/fakes/otlp';
import {runSql, startFakeBucket} from '../tests/fakes/services';
import {startFakeSmtp} from '../tests/fakes/smtp';
import {copyStandalone} from './standalone-copy.mts';
import {waitForHealth} from './wait-for-health.mts';

const root = process.cwd();
const resultsArg = process.argv.indexOf('--results');
const resultsFile = resultsArg > 0 ? process.argv[resultsArg + 1] : undefined;
const keep = process.argv.includes('--keep');

let passed = 0;
let failed = 0;
let skipped = 0;
let number = 0;

function check(name: string, ok: boolean, detail = ''): boolean {
  number++;
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok' : 'not ok'} ${number} - ${name}${!ok && detail ? `\n  # ${detail.split('\n').join('\n  # ')}` : ''}`);
  return ok;
}

function skip(name: string, reason: string): void {
  number++;
  skipped++;
  console.log(`ok ${number} - ${name} # SKIP ${reason}`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const tail = (file: string, lines = 40) => (existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no output)');

// Only these reach the servers: nothing of this process's configuration leaks into a check.
const {PATH = '/usr/bin:/bin', HOME = tmpdir()} = childProcessEnv();
const bare = {PATH, HOME};

const work = mkdtempSync(path.join(tmpdir(), 'storefront-deploy-'));
const logs = path.join(work, 'logs');
mkdirSync(logs, {recursive: true});
console.log(`Deploy build check in ${work}`);

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as {port: number};
  server.close();
  await once(server, 'close');
  return port;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const admin = (sql: string) => runSql(env.TEST_DATABASE_URL!, sql);

// 1. The build of this run, copied out of the project.
let started = Date.now();
let app = '';
try {
  app = copyStandalone(root, path.join(work, 'app'));
} catch (error) {
  console.error(error);
}
const complete = check(
  `.next/standalone copied out of the project (${seconds(started)}): serve.mjs, server.js, .next/static, public/ and the migrations`,
  Boolean(app) && ['serve.mjs', 'server.js', path.join('.next', 'static'), 'public', path.join('prisma', 'migrations')].every((p) => existsSync(path.join(app, p))),
  app ? readdirSync(app).join(' ') : 'no .next/standalone: run `npm run build` first',
);

/** Starts the standalone server with these settings (and nothing else from this process). */
function startServer(settings: Record<string, string>, log: string): {child: ChildProcess; exited: Promise<number>} {
  const out = createWriteStream(log);
  const child = spawn(process.execPath, ['serve.mjs'], {cwd: app, env: {...bare, ...settings} as Record<string, string> as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const exited = once(child, 'exit').then(([code, signal]) => (code as number | null) ?? (signal ? 128 : 1));
  return {child, exited};
}

// 2. The standalone folder serves, as a production deploy with every optional service.
if (!complete) {
  skip('the standalone server answers', 'no complete .next/standalone');
} else if (!env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is unset: the standalone server checks need a PostgreSQL server to create a database on, and are skipped.');
  skip('the standalone server answers on a fresh PostgreSQL database with Redis, S3, SMTP and OpenTelemetry', 'set TEST_DATABASE_URL');
} else {
  const database = `sf_deploy_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE "${database}"`);
  const redisUrl = env.TEST_REDIS_URL ? Object.assign(new URL(env.TEST_REDIS_URL), {pathname: '/10'}).toString() : undefined;
  if (redisUrl) {
    const redis = new Redis(redisUrl, {maxRetriesPerRequest: 1});
    await redis.flushdb();
    redis.disconnect();
  }
  const s3 = await startFakeBucket(path.join(work, 's3'));
  const outbox = path.join(work, 'smtp');
  const smtp = await startFakeSmtp(outbox);
  const collector = await startFakeCollector();
  // Any port but 3000, the old fallback: every absolute link must carry this one.
  let port = await freePort();
  while (port === 3000) port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverLog = path.join(logs, 'server.log');
  started = Date.now();
  const server = startServer(
    {
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: withDatabase(env.TEST_DATABASE_URL, database),
      MIGRATE_ON_START: '1',
      DATA_DIR: path.join(work, 'data'),
      ...(redisUrl ? {REDIS_URL: redisUrl} : {}),
      ...s3.settings,
      SMTP_URL: smtp.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      ALLOW_DEMO_PAYMENTS: 'true',
      ADMIN_EMAIL: 'owner@deploy.test',
      ADMIN_PASSWORD: 'DeployCheckPassw0rd',
    },
    serverLog,
  );
  try {
    let exitedEarly: number | undefined;
    void server.exited.then((code) => (exitedEarly = code));
    const alive = await waitForHealth(base, {timeoutMs: 120_000, stop: () => exitedEarly !== undefined});
    if (
      check(
        `node serve.mjs migrates a fresh PostgreSQL database and serves with Redis, S3, SMTP and OpenTelemetry set (${seconds(started)})`,
        alive,
        `${exitedEarly === undefined ? 'no answer in 120 s' : `exited with ${exitedEarly}`}; its output:\n${tail(serverLog)}`,
      )
    ) {
      const live = await fetch(`${base}/api/health`);
      const liveBody = (await live.json()) as {status?: string};
      check('GET /api/health (liveness): 200 {"status":"ok"}', live.status === 200 && liveBody.status === 'ok', JSON.stringify(liveBody));
      const ready = await fetch(`${base}/api/health/ready`);
      const readyBody = (await ready.json()) as {status?: string; checks?: Record<string, string>};
      check(
        `GET /api/health/ready (readiness): 200, database${redisUrl ? ', redis' : ''} and storage up`,
        ready.status === 200 && readyBody.checks?.database === 'up' && readyBody.checks?.storage === 'up' && (!redisUrl || readyBody.checks?.redis === 'up'),
        `${ready.status} ${JSON.stringify(readyBody)}`,
      );

      // Every kind of page: the catalogue (prerendered for another address, rendered again for this one), an item, a personal page, legal, not found.
      const pages: [string, number, RegExp][] = [
        ['/us', 200, /<h1/],
        ['/kr', 200, /<h1/],
        ['/us/template/24', 200, /<h1/],
        ['/us/checkout/1', 200, /<main/],
        ['/us/privacy', 200, /<h1/],
        ['/us/no-such-page', 404, /<html/],
      ];
      let landing = '';
      for (const [url, status, body] of pages) {
        const answer = await fetch(`${base}${url}`);
        const html = await answer.text();
        if (url === '/us') landing = html;
        check(`GET ${url}: ${status}`, answer.status === status && body.test(html), `${answer.status}; ${html.slice(0, 200)}`);
      }
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(landing)?.[1] ?? '';
      check(`/us's canonical link is on APP_URL (${base})`, canonical.startsWith(`${base}/`), canonical || 'no canonical link');
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      check(`/sitemap.xml lists ${locs.length} pages, every one on APP_URL`, locs.length > 0 && locs.every((l) => l.startsWith(`${base}/`)), locs.find((l) => !l.startsWith(`${base}/`)) ?? 'no <loc>');
      const robots = await (await fetch(`${base}/robots.txt`)).text();
      check('/robots.txt points at the sitemap on APP_URL', robots.includes(`Sitemap: ${base}/sitemap.xml`), robots.slice(0, 300));

      const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(landing)?.[1];
      const asset = script ? await fetch(`${base}${script}`) : undefined;
      check("the page's scripts are served from .next/static", asset?.status === 200, script ? `${script}: ${asset?.status}` : 'no /_next/static script in the page');
      const publicFile = readdirSync(path.join(root, 'public'), {recursive: true, withFileTypes: true}).find((e) => e.isFile());
      const publicUrl = publicFile ? `/${path.relative(path.join(root, 'public'), path.join(publicFile.parentPath, publicFile.name)).split(path.sep).join('/')}` : undefined;
      const publicAnswer = publicUrl ? await fetch(`${base}${publicUrl}`) : undefined;
      check(`a file of public/ is served (${publicUrl})`, publicAnswer?.status === 200, `${publicAnswer?.status}`);
      const font = await fetch(`${base}/fonts/kr/noto-sans-kr-0-400-normal.woff2`);
      check(
        'the Korean fallback font slices are in the folder (GET /fonts/kr/…)',
        font.status === 200 && font.headers.get('content-type') === 'font/woff2',
        `${font.status} ${font.headers.get('content-type')}`,
      );

      // An API refusal is translated JSON; a sign-up's mail goes out over SMTP with a link on APP_URL.
      const login = await fetch(`${base}/api/auth/login`, {method: 'POST', headers: {'content-type': 'application/json', 'x-language': 'ko'}, body: JSON.stringify({email: 'nobody', password: 'x'})});
      const loginBody = (await login.json().catch(() => ({}))) as {message?: string};
      check('POST /api/auth/login with a bad e-mail: 422 with a Korean message', login.status === 422 && /[가-힣]/.test(loginBody.message ?? ''), `${login.status} ${JSON.stringify(loginBody)}`);
      const email = `deploy.${Date.now()}@shop.test`;
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({email, password: 'Str0ngEnough', firstName: 'Pat', lastName: 'Lee'}),
      });
      let mail = '';
      for (let i = 0; i < 40 && !mail; i++) {
        mail =
          readdirSync(outbox)
            .filter((f) => f.endsWith('.eml'))
            .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
            .find((m) => m.includes(email)) ?? '';
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const unfolded = mail.replace(/=\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/[^\s"<>]+verify-email[^\s"<>]*/.exec(unfolded)?.[0] ?? '';
      check(
        'a sign-up (201) is mailed over SMTP with its verification link on APP_URL',
        registered.status === 201 && link.startsWith(`${base}/`),
        `${registered.status}; link ${link || 'none'}; mail ${mail ? 'arrived' : 'did not arrive'}`,
      );
      const followed = link ? await fetch(link, {redirect: 'manual'}) : undefined;
      check("the mail's link answers on this server", followed !== undefined && followed.status < 400, `${followed?.status}`);

      // A guest's order: the payment return is on APP_URL, and following it pays the order; a brief file goes to S3 and comes back.
      const guest = {'content-type': 'application/json', 'x-country': 'us'};
      const created = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: guest,
        body: JSON.stringify({
          serviceId: 1,
          quantity: 1,
          customerName: 'Pat Kim',
          customerEmail: `guest.${Date.now()}@shop.test`,
          customerPhone: '+1 212 555 0100',
          agreeTerms: true,
          agreePrivacy: true,
        }),
      });
      const order = (await created.json().catch(() => ({}))) as {orderId?: string; guestToken?: string};
      const start =
        created.status === 201 ? await fetch(`${base}/api/payments/start`, {method: 'POST', headers: guest, body: JSON.stringify({orderId: order.orderId, token: order.guestToken})}) : undefined;
      const returnUrl = ((await start?.json().catch(() => ({}))) as {url?: string} | undefined)?.url ?? '';
      check('a guest order (201) starts a payment whose return address is on APP_URL', created.status === 201 && returnUrl.startsWith(`${base}/`), `${created.status} ${start?.status} ${returnUrl}`);
      if (returnUrl.startsWith(`${base}/`)) {
        const demo = new URL(returnUrl).searchParams;
        const confirmed = await fetch(`${base}/api/confirm`, {
          method: 'POST',
          headers: guest,
          body: JSON.stringify({orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}),
        });
        const returned = await fetch(returnUrl);
        check('the payment return page answers and the order is paid', confirmed.status === 200 && returned.status === 200, `confirm ${confirmed.status}, return page ${returned.status}`);
        const photo = readFileSync(path.join(root, 'tests', 'fixtures', 'uploads', 'photo.jpg'));
        const uploaded = await fetch(`${base}/api/uploads`, {method: 'POST', body: photo, headers: {'x-file-name': 'photo.jpg', 'x-order-token': order.guestToken ?? ''}});
        const {id} = (await uploaded.json().catch(() => ({}))) as {id?: string};
        const stored = id ? await fetch(`${base}/uploads/${id}?token=${order.guestToken}`) : undefined;
        const bytes = stored ? Buffer.from(await stored.arrayBuffer()) : Buffer.alloc(0);
        const inBucket = readdirSync(path.join(work, 's3'), {recursive: true}).length > 1;
        check(
          'a brief file is stored in S3 and read back byte for byte',
          uploaded.status === 201 && stored?.status === 200 && bytes.equals(photo) && inBucket,
          `upload ${uploaded.status}, download ${stored?.status}, ${bytes.length} of ${photo.length} bytes, bucket ${inBucket ? 'has files' : 'empty'}`,
        );
      }

      // The instant preview's worker, model, onnxruntime and scenes travel with the folder (next.config.mjs's tracing includes).
      const photo = readFileSync(path.join(root, 'tests', 'fixtures', 'preview', 'bottle.jpg'));
      const previewStarted = Date.now();
      const made = await fetch(`${base}/api/previews?target=template:24`, {method: 'POST', body: photo, headers: {'x-file-name': 'bottle.jpg', 'content-type': 'image/jpeg'}});
      const madeBody = (await made.json().catch(() => ({}))) as {image?: string; message?: string};
      const cookie = made.headers.get('set-cookie')?.split(';')[0] ?? '';
      const image = madeBody.image ? await fetch(`${base}${madeBody.image}`, {headers: {cookie}}) : undefined;
      check(
        `POST /api/previews makes an instant preview (worker thread, model and scene in the folder) that its visitor can open (${Date.now() - previewStarted} ms, the first one also starts the worker)`,
        made.status === 201 && image?.status === 200 && image.headers.get('content-type') === 'image/jpeg',
        `${made.status} ${JSON.stringify(madeBody)}; image ${image?.status}`,
      );

      let traced = false;
      for (let i = 0; i < 40 && !traced; i++) {
        traced = collector.spans.some((span) => span.kind === 2);
        if (!traced) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      check(`the server's traces reach the OpenTelemetry collector (${collector.spans.length} spans)`, traced, `exports: ${collector.exports.join(', ') || 'none'}`);
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      const stopping = Date.now();
      server.child.kill('SIGTERM');
      const code = await Promise.race([server.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000))]);
      if (typeof code === 'string') server.child.kill('SIGKILL');
      check(`SIGTERM: the server stops and exits 0 (${seconds(stopping)})`, code === 0, `${code}; its output:\n${tail(serverLog, 10)}`);
    }
    await Promise.allSettled([s3.close(), smtp.close(), collector.close()]);
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((e: unknown) => console.error(`Could not drop ${database}:`, e));
  }
}

// 3. Refused starts.
if (complete) {
  const elsewhere = 'postgres://postgres@127.0.0.1:9/never-reached';
  const refusals: [string, Record<string, string>, RegExp][] = [
    ['a production start without APP_URL', {DATABASE_URL: elsewhere, ALLOW_DEMO_PAYMENTS: 'true'}, /APP_URL is not set/],
    ['a preview without DATABASE_URL', {APP_ENV: 'preview'}, /DATABASE_URL/],
    ['a preview with live Toss keys', {APP_ENV: 'preview', DATABASE_URL: elsewhere, TOSS_SECRET_KEY: 'live_x', TOSS_CLIENT_KEY: 'live_y'}, /live key/i],
    ['a serverless host (VERCEL=1) without S3_BUCKET', {VERCEL: '1', DATABASE_URL: elsewhere, ALLOW_DEMO_PAYMENTS: 'true'}, /S3_BUCKET/],
  ];
  for (const [what, settings, expected] of refusals) {
    const log = path.join(logs, `refusal-${number}.log`);
    const port = await freePort();
    const {child, exited} = startServer({PORT: String(port), DATA_DIR: path.join(work, 'refused-data'), ...settings}, log);
    const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve('did not exit in 60 s'), 60_000))]);
    if (typeof code === 'string') child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the log's last write
    const output = existsSync(log) ? readFileSync(log, 'utf8') : '';
    check(
      `refused: ${what} exits non-zero saying why`,
      typeof code === 'number' && code !== 0 && expected.test(output),
      `${typeof code === 'number' ? `exit ${code}` : code}; output:\n${output.trim().slice(0, 600)}`,
    );
  }
}

console.log(`\ndeploy build check: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (resultsFile) writeFileSync(resultsFile, JSON.stringify({passed, failed, skipped}));
if (failed || keep) {
  console.log(`Kept for a look: ${work} (logs in ${logs})`);
} else {
  // rm(1) is several times faster than rmSync over ~80,000 hard links and the build's files.
  if (spawnSync('rm', ['-rf', work]).status !== 0) rmSync(work, {recursive: true, force: true});
}
process.exit(failed ? 1 : 0);
