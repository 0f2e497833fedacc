/**
 * npm run bench (second part): one and two app processes behind nginx (deploy/nginx.conf), and the
 * prerendered pages through nginx's cache. Needs a build, nginx, wrk, PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL; an empty database is created and dropped) and Redis
 * (REDIS_URL, else 127.0.0.1:6379, database 12, emptied first).
 *
 * This machine has two cores. App process 1 runs on core 0, app process 2 on core 1; nginx and wrk
 * are not pinned, so in the two-process runs they share the cores with the app: each run reports
 * the CPU time wrk used, which is CPU the app did not get.
 *
 * - The landing page, the checkout and POST /api/orders pass through nginx to the app (its page
 *   cache off for these runs), with 1 and then 2 app processes upstream.
 * - The landing page through nginx's page cache against nginx serving the same HTML as a file
 *   (target: >= 90%).
 * Results are added to bench/results.json under "instances".
 */
import './load-env.mts';
import {spawn, type ChildProcess} from 'node:child_process';
import {chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Redis} from 'ioredis';
import {Client} from 'pg';
import {childProcessEnv, env} from '../lib/env';
import {runWrk, wrkBin} from './bench-wrk.mts';
import {NGINX_BINARY, writeNginxConfig} from './nginx-config.mts';
import {waitForHealth} from './wait-for-health.mts';

const root = process.cwd();
const SECONDS = 10;
const WARM_UP = 5;
const NGINX_PORT = 3960;
const APP_PORTS = [3961, 3962];
const work = mkdtempSync(path.join(tmpdir(), 'storefront-bench-instances-'));
// nginx's workers (an unprivileged user when nginx starts as root) read and write under it.
chmodSync(work, 0o755);
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, {recursive: true, force: true});
});

const admin = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL;
const missing = [
  !existsSync(path.join(root, '.next', 'BUILD_ID')) && 'a build (npm run build)',
  !NGINX_BINARY && 'nginx',
  !wrkBin && 'wrk',
  !admin && 'BENCH_DATABASE_URL or TEST_DATABASE_URL',
].filter(Boolean);
if (missing.length) {
  console.log(`\nTwo app processes behind nginx: skipped, needs ${missing.join(', ')}.`);
  process.exit(0);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function healthy(base: string) {
  if (!(await waitForHealth(base, {timeoutMs: 150_000}))) throw new Error(`${base} did not answer`);
}

// One database, one Redis, two app processes (the first one migrates and seeds).
const name = `storefront_bench_instances_${Date.now()}`;
const pg = new Client({connectionString: admin});
await pg.connect();
await pg.query(`CREATE DATABASE "${name}"`);
const databaseUrl = new URL(admin!);
databaseUrl.pathname = `/${name}`;
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379/12';
if (!env.REDIS_URL) {
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
}
for (const [i, port] of APP_PORTS.entries()) {
  const child = spawn('taskset', ['-c', String(i), process.execPath, path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.mts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: childProcessEnv({
      PORT: String(port),
      DATA_DIR: path.join(work, `data-${i}`),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      APP_URL: `http://127.0.0.1:${NGINX_PORT}`,
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      ALLOW_DEMO_PAYMENTS: 'true',
      // The order benchmark places thousands from one address (the limit is for visitors, not measured here).
      ORDERS_PER_HOUR: '100000',
      AUTH_SECRET: 'bench-instances-auth-secret-0123456789abcdef',
    }),
  });
  children.push(child);
  await healthy(`http://127.0.0.1:${port}`);
}

let nginx: ChildProcess | undefined;
async function startNginx(upstreams: number[], cachePages: boolean) {
  if (nginx) {
    nginx.kill('SIGTERM');
    await new Promise((resolve) => nginx!.once('exit', resolve));
  }
  const dir = path.join(work, `nginx-${upstreams.length}-${cachePages ? 'cache' : 'pass'}`);
  mkdirSync(path.join(dir, 'html'), {recursive: true});
  // The landing page's prerendered HTML as a plain file, for "nginx serving the same file".
  copyFileSync(path.join(root, '.next', 'server', 'app', 'us', 'en.html'), path.join(dir, 'html', 'landing.html'));
  const args = writeNginxConfig({
    dir,
    port: NGINX_PORT,
    upstreams,
    cachePages,
    serverExtra: `location = /bench-file/landing.html { root ${path.join(dir, 'html')}; rewrite ^ /landing.html break; default_type text/html; }`,
  });
  nginx = spawn(NGINX_BINARY!, args, {stdio: 'ignore'});
  children.push(nginx);
  await healthy(`http://127.0.0.1:${NGINX_PORT}`);
}

const base = `http://127.0.0.1:${NGINX_PORT}`;
const ORDER = JSON.stringify({serviceId: 1, quantity: 3, customerName: 'Bench Buyer', customerEmail: 'bench@shop.test', customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true});
const orderScript = path.join(work, 'order.lua');
writeFileSync(orderScript, `wrk.method = "POST"\nwrk.body = '${ORDER}'\nwrk.headers["Content-Type"] = "application/json"\nwrk.headers["x-country"] = "us"\n`);
const WORKLOADS: {name: string; path: string; headers: Record<string, string>; script?: string}[] = [
  {name: 'landing /us', path: '/us', headers: {cookie: 'country=us'}},
  {name: 'checkout', path: '/us/checkout1', headers: {cookie: 'country=us'}},
  {name: 'POST /api/orders', path: '/api/orders', headers: {}, script: orderScript},
];

interface Row {
  name: string;
  setup: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  wrkCpuShare: number;
}
const rows: Row[] = [];
function measure(name: string, setup: string, url: string, options: {headers?: Record<string, string>; script?: string}) {
  runWrk(url, {...options, seconds: WARM_UP});
  const r = runWrk(url, {...options, seconds: SECONDS});
  const row = {name, setup, requestsPerSecond: r.requestsPerSecond, p50: r.p50, p99: r.p99, non2xx: r.non2xx, wrkCpuShare: Math.round((r.wrkCpuSeconds / SECONDS) * 100)};
  rows.push(row);
  console.log(
    `${name.padEnd(22)} ${setup.padEnd(34)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  wrk ${row.wrkCpuShare}% of a core${row.non2xx ? `  non-2xx ${row.non2xx}` : ''}`,
  );
}

console.log(`\nBehind nginx (wrk, 1 thread, 10 connections, ${WARM_UP} s warm-up, ${SECONDS} s measured; app 1 on core 0, app 2 on core 1, nginx and wrk not pinned):`);
for (const count of [1, 2]) {
  await startNginx(APP_PORTS.slice(0, count), false);
  for (const w of WORKLOADS) measure(w.name, `${count} app process${count > 1 ? 'es' : ''}, nginx passing`, base + w.path, {headers: w.headers, script: w.script});
}
await startNginx(APP_PORTS, true);
measure('landing /us', "nginx's page cache", `${base}/us`, {});
measure('landing /us', 'nginx, the same HTML as a file', `${base}/bench-file/landing.html`, {});

const rps = (name: string, setup: string) => rows.find((r) => r.name === name && r.setup.startsWith(setup))?.requestsPerSecond ?? 0;
const checks = WORKLOADS.map((w) => {
  const one = rps(w.name, '1 app');
  const two = rps(w.name, '2 app');
  return {what: `${w.name}: 2 processes vs 1`, value: `${two} / ${one} req/s = ${(two / Math.max(1, one)).toFixed(2)}x`, target: '> 1x (grows with cores)', ok: two > one};
});
const cached = rps('landing /us', "nginx's page cache");
const file = rps('landing /us', 'nginx, the same HTML');
checks.push({
  what: "landing through nginx's page cache vs the same file",
  value: `${cached} / ${file} req/s = ${((cached / Math.max(1, file)) * 100).toFixed(1)}%`,
  target: '>= 90%',
  ok: cached >= 0.9 * file,
});
console.log('\nAgainst the targets:');
for (const c of checks) console.log(`  ${c.ok ? 'met ' : 'MISS'}  ${c.what}: ${c.value} (target ${c.target})`);

for (const child of children) child.kill('SIGTERM');
await wait(1_000);
await pg.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await pg.end();

const resultsFile = path.join(root, 'bench', 'results.json');
const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
mkdirSync(path.dirname(resultsFile), {recursive: true});
writeFileSync(resultsFile, `${JSON.stringify({...results, instances: {date: new Date().toISOString(), seconds: SECONDS, rows, checks}}, null, 2)}\n`);
console.log('\nAdded to bench/results.json ("instances")');
process.exit(0);
