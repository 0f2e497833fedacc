/**
 * npm run bench: throughput and latency of the built app on one CPU core, side by side with nginx
 * serving the same prerendered HTML (research anchors A7), and the order workload on the embedded
 * database and on PostgreSQL. Needs a build (`npm run build`), nginx (`apt-get install nginx`;
 * loopback only) and, for PostgreSQL, BENCH_DATABASE_URL or TEST_DATABASE_URL (an empty
 * database is created and dropped). Writes bench/results.json and prints a table.
 *
 * autocannon (Node.js) cannot saturate nginx from one core: with wrk installed (`apt-get install
 * wrk`), the static pages are also measured with wrk against both servers, and the shares of
 * nginx are taken from those runs.
 *
 * Targets (docs/performance.md): static pages >= 5% of nginx's requests/s; the checkout and the order page
 * (prerendered shells, the visitor's part streamed) p99 <= 100 ms at 10 connections on both
 * databases, their first byte within 1.3x the prerendered shop page's (`npm run bench:first-byte`: only that); POST /api/orders on
 * PostgreSQL >= 400 orders/s at 10 connections with p99 <= 60 ms.
 */
import './load-env.mts';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir, cpus} from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {Client} from 'pg';
import {childProcessEnv, env} from '../lib/env';
import {runWrk, wrkBin} from './bench-wrk.mts';
import {waitForHealth} from './wait-for-health.mts';
import {NGINX_BINARY} from './nginx-config.mts';

const root = process.cwd();
const DURATION = 10;
/** `--first-byte`: only the first-byte comparison of the checkout and order pages with a prerendered page. */
const FIRST_BYTE_ONLY = process.argv.includes('--first-byte');
const WARM_UP = 5;
const APP_PORT = 3951;
const NGINX_PORT = 3952;
const work = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
const children: ChildProcess[] = [];
const cleanup = () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, {recursive: true, force: true});
};
process.on('exit', cleanup);

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
if (!NGINX_BINARY) {
  console.error('nginx is not installed: apt-get install -y nginx');
  process.exit(1);
}

/** Static pages as Next prerendered them (/us is /us/en inside the app). */
const STATIC = [
  {name: 'landing /us', url: '/us'},
  {name: 'template shop', url: '/us/templateshop'},
  {name: 'template detail', url: '/us/template/1'},
];

/** nginx serving the HTML the app answered for each static page (the build's prerendered answer, as the page cache serves it). */
async function startNginx(appBase: string) {
  const html = path.join(work, 'html');
  mkdirSync(html, {recursive: true});
  const locations: string[] = [];
  for (const [i, page] of STATIC.entries()) {
    const answer = await fetch(appBase + page.url, {headers: {cookie: 'country=us'}});
    if (answer.status !== 200) throw new Error(`${page.url} answered ${answer.status}`);
    writeFileSync(path.join(html, `${i}.html`), await answer.text());
    locations.push(`location = ${page.url} { default_type text/html; try_files /${i}.html =404; }`);
  }
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};
  server { listen 127.0.0.1:${NGINX_PORT}; root ${html}; ${locations.join(' ')} } }`,
  );
  // One core, like the app.
  children.push(spawn('taskset', ['-c', '0', NGINX_BINARY!, '-c', conf], {stdio: 'ignore'}));
}

async function startApp(databaseUrl: string, label: string) {
  const dataDir = path.join(work, `data-${label}`);
  const child = spawn('taskset', ['-c', '0', process.execPath, path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.mts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: childProcessEnv({
      PORT: String(APP_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_URL: `http://127.0.0.1:${APP_PORT}`,
      NODE_ENV: 'production',
      ALLOW_DEMO_PAYMENTS: 'true',
      ORDERS_PER_HOUR: '100000',
    }),
  });
  children.push(child);
  if (await waitForHealth(`http://127.0.0.1:${APP_PORT}`, {timeoutMs: 120_000})) return child;
  throw new Error(`the app (${label}) did not start`);
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

interface Row {
  name: string;
  server: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}
const rows: Row[] = [];

async function measure(name: string, server: string, base: string, options: Partial<autocannon.Options> & {path: string}) {
  const {path: route, ...rest} = options;
  const connections = rest.connections ?? 10;
  // Warm up (compilation caches, connection pools), then measure.
  await autocannon({url: base + route, duration: WARM_UP, connections, ...rest});
  const result = await autocannon({url: base + route, duration: DURATION, connections, ...rest});
  const row = {
    name,
    server,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  rows.push(row);
  console.log(
    `${name.padEnd(28)} ${server.padEnd(18)} c=${String(connections).padEnd(3)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.non2xx ? `  non-2xx ${row.non2xx}` : ''}`,
  );
}

/** The same measurement with wrk (C, one thread on this process's core), when it is installed. */
function measureWithWrk(name: string, server: string, url: string, headers: Record<string, string> = {}) {
  if (!wrkBin) return;
  runWrk(url, {headers, seconds: WARM_UP});
  const {requestsPerSecond, p50, p99, errors, non2xx} = runWrk(url, {headers, seconds: DURATION});
  const row = {name, server, connections: 10, requestsPerSecond, p50, p99, errors, non2xx};
  rows.push(row);
  console.log(`${name.padEnd(28)} ${server.padEnd(18)} c=10  ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.non2xx ? `  non-2xx ${row.non2xx}` : ''}`);
}

interface FirstByte {
  name: string;
  server: string;
  p50: number;
  p90: number;
}
const firstBytes: FirstByte[] = [];

/** One request's time to its first body chunk, on a new connection. */
function firstChunk(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, {headers, agent: false}, (response) => {
      let first = 0;
      response.once('data', () => (first = performance.now() - started));
      response.on('end', () => resolve(first)).resume();
    });
    request.on('error', reject);
  });
}

/**
 * Time to the first byte of each page (its first body chunk), one request at a time, the pages
 * taking turns (so a slower moment of the machine falls on all of them alike): median and p90 of
 * 100 each after 20 rounds to warm up.
 */
async function firstByte(server: string, pages: {name: string; url: string}[], headers: Record<string, string>) {
  const times = pages.map(() => [] as number[]);
  for (let round = 0; round < 120; round++) {
    for (const [i, page] of pages.entries()) {
      const took = await firstChunk(page.url, headers);
      if (round >= 20) times[i]!.push(took);
    }
  }
  for (const [i, page] of pages.entries()) {
    const sorted = times[i]!.sort((a, b) => a - b);
    const row = {name: page.name, server, p50: Math.round(sorted[49]! * 10) / 10, p90: Math.round(sorted[89]! * 10) / 10};
    firstBytes.push(row);
    console.log(`${`first byte: ${page.name}`.padEnd(40)} ${server.padEnd(18)} p50 ${row.p50} ms  p90 ${row.p90} ms`);
  }
}

const ORDER = JSON.stringify({serviceId: 1, quantity: 3, customerName: 'Bench Buyer', customerEmail: 'bench@shop.test', customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true});
const JSON_HEADERS = {'content-type': 'application/json', 'x-country': 'us'};

/** The pages read per request and the order API, on one database (`label`). */
async function orderWorkload(label: string) {
  const base = `http://127.0.0.1:${APP_PORT}`;
  // A guest's own order page, through the signed link the confirmation gives them.
  const placed = (await (await fetch(`${base}/api/orders`, {method: 'POST', headers: JSON_HEADERS, body: ORDER})).json()) as {orderUrl: string};
  const cookie = {cookie: 'country=us'};
  await firstByte(
    label,
    [
      {name: 'template shop (prerendered)', url: `${base}/us/templateshop`},
      {name: 'checkout (shell)', url: `${base}/us/checkout1`},
      {name: 'order page (shell)', url: `${base}${placed.orderUrl}`},
    ],
    cookie,
  );
  if (FIRST_BYTE_ONLY) return;
  await measure('checkout (dynamic)', label, base, {path: '/us/checkout1', headers: cookie});
  await measure('order page (dynamic)', label, base, {path: placed.orderUrl, headers: cookie});
  await measure('POST /api/orders', label, base, {path: '/api/orders', method: 'POST', body: ORDER, headers: JSON_HEADERS, connections: 10});
  // A guest cart with one template: its cookie is what the browser sends.
  const added = await fetch(`${base}/api/cart`, {method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({templateId: 1})});
  const cartCookie = (added.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  await measure('GET /api/cart', label, base, {path: '/api/cart', headers: {cookie: cartCookie, 'x-country': 'us'}, connections: 10});
  // What one core of this machine gives any Next.js route: a file from its own static folder.
  await measure('baseline: static JS file', label, base, {path: `/_next/static/chunks/${readdirSync(path.join(root, '.next', 'static', 'chunks')).find((f) => f.endsWith('.js'))}`});
}

console.log(`Benchmark on ${cpus()[0]?.model ?? 'this machine'}: app and nginx pinned to core 0, load from core 1, ${WARM_UP} s warm-up and ${DURATION} s per run.\n`);
const embedded = await startApp('', 'pglite');
const nginxBase = `http://127.0.0.1:${NGINX_PORT}`;
const appBase = `http://127.0.0.1:${APP_PORT}`;
await startNginx(appBase);
for (const page of FIRST_BYTE_ONLY ? [] : STATIC) {
  await measure(page.name, 'nginx (same HTML)', nginxBase, {path: page.url});
  await measure(page.name, 'next start', appBase, {path: page.url, headers: {cookie: 'country=us'}});
  measureWithWrk(page.name, 'nginx, wrk', nginxBase + page.url);
  measureWithWrk(page.name, 'next start, wrk', appBase + page.url, {cookie: 'country=us'});
}
await orderWorkload('embedded PGlite');
await stop(embedded);

const admin = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL;
if (admin) {
  const name = `storefront_bench_${Date.now()}`;
  const client = new Client({connectionString: admin});
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const pg = await startApp(url.toString(), 'postgres');
  await orderWorkload('PostgreSQL');
  await stop(pg);
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
} else {
  console.log('\nNo BENCH_DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL runs are skipped.');
}

// Against the targets.
const rps = (name: string, server: string) => rows.find((r) => r.name === name && r.server === server)?.requestsPerSecond ?? 0;
const checks: {what: string; value: string; target: string; ok: boolean}[] = [];
// wrk's figures when there are any: autocannon's own limit would flatter the share.
const [nginxLabel, nextLabel, client] = wrkBin ? ['nginx, wrk', 'next start, wrk', 'wrk'] : ['nginx (same HTML)', 'next start', 'autocannon'];
for (const page of FIRST_BYTE_ONLY ? [] : STATIC) {
  const share = (rps(page.name, nextLabel) / Math.max(1, rps(page.name, nginxLabel))) * 100;
  checks.push({what: `${page.name}: share of nginx (${client})`, value: `${share.toFixed(1)}%`, target: '>= 5%', ok: share >= 5});
}
const landingNginx = Math.max(1, rps('landing /us', nginxLabel));
for (const row of rows.filter((r) => r.name.endsWith('(dynamic)'))) {
  const share = (row.requestsPerSecond / landingNginx) * 100;
  checks.push({what: `${row.name} on ${row.server}: share of nginx's landing (${client})`, value: `${share.toFixed(1)}%`, target: '>= 1%', ok: share >= 1});
}
for (const row of rows.filter((r) => r.name.endsWith('(dynamic)')))
  checks.push({what: `${row.name} on ${row.server}: p99 at 10 connections`, value: `${row.p99} ms`, target: '<= 100 ms', ok: row.p99 <= 100});
for (const server of new Set(firstBytes.map((f) => f.server))) {
  const shop = firstBytes.find((f) => f.server === server && f.name.startsWith('template shop'));
  for (const page of firstBytes.filter((f) => f.server === server && f !== shop)) {
    const ratio = page.p50 / Math.max(0.1, shop?.p50 ?? 0);
    checks.push({what: `${page.name} on ${server}: first byte vs the shop page's (p50)`, value: `${page.p50} / ${shop?.p50} ms = ${ratio.toFixed(2)}x`, target: '<= 1.3x', ok: ratio <= 1.3});
  }
}
const orders = rows.find((r) => r.server === 'PostgreSQL' && r.name === 'POST /api/orders');
if (orders)
  checks.push({
    what: 'POST /api/orders on PostgreSQL (10 conn.): orders/s / p99',
    value: `${orders.requestsPerSecond} / ${orders.p99} ms`,
    target: '>= 400 / <= 60 ms',
    ok: orders.requestsPerSecond >= 400 && orders.p99 <= 60,
  });
console.log('\nAgainst the targets:');
for (const c of checks) console.log(`  ${c.ok ? 'met ' : 'MISS'}  ${c.what}: ${c.value} (target ${c.target})`);

// The first-byte run alone prints its figures and leaves the whole benchmark's file as it was.
if (FIRST_BYTE_ONLY) process.exit(checks.every((c) => c.ok) ? 0 : 1);
mkdirSync(path.join(root, 'bench'), {recursive: true});
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).stdout.trim();
writeFileSync(
  path.join(root, 'bench', 'results.json'),
  `${JSON.stringify({date: new Date().toISOString(), commit, cpu: cpus()[0]?.model, durationSeconds: DURATION, rows, firstBytes, checks}, null, 2)}\n`,
);
console.log('\nWritten to bench/results.json');
process.exit(0);
