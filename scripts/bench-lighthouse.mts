/**
 * npm run bench:lighthouse: Lighthouse (mobile preset, simulated throttling) with Debian's
 * Chromium against the production build, median of 3 runs per page. Writes bench/lighthouse.json
 * and prints a table, each page beside the benchmark index of its own runs. Targets (docs/performance.md):
 * performance >= 95, accessibility 100, best practices 100, CLS <= 0.05, TBT <= 150 ms on the
 * landing page, the shop, a template, the checkout in kr/us/vn, an order page and My page (the
 * last two as a signed-in customer with an order, created through the public API first).
 *
 * The phone's user agent is Lighthouse's own without its "Chrome-Lighthouse" token: Next.js
 * answers crawlers and that token with a fully rendered page instead of the prerendered shell and
 * its stream, so the token would measure what no visitor gets.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import https from 'node:https';
import {tmpdir} from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {throttling} from 'lighthouse/core/config/constants.js';
import {childProcessEnv} from '../lib/env';
import {waitForHealth} from './wait-for-health.mts';
import {NGINX_BINARY, selfSignedCertificate, writeNginxConfig} from './nginx-config.mts';
import {calibratedCpuMultiplier} from './lighthouse-cpu';

const PORT = 3921;
const BASE = `http://127.0.0.1:${PORT}`;
const MOBILE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
/** `{order}` is the signed-in customer's order page. */
const ALL_PAGES = ['/kr', '/us', '/vn/templateshop', '/us/template/1', '/kr/checkout1', '/us/checkout1', '/vn/checkout1', '{order}', '/us/profile'];
// `npm run bench:lighthouse -- /us` measures some pages only (and then leaves bench/lighthouse.json alone).
// `-- --reports=<dir>` keeps each run's whole report there (to read its LCP breakdown and long tasks).
const REPORTS = process.argv.find((a) => a.startsWith('--reports='))?.slice('--reports='.length);
// `-- --calibrate` measures each page a second time with the CPU slowdown Lighthouse's calculator gives
// for this host's benchmark index (scripts/lighthouse-cpu.ts): the phone Lighthouse means, on any host.
const CALIBRATE = process.argv.includes('--calibrate');
// `-- --block=<pattern>` (repeatable, Lighthouse's blockedUrlPatterns, e.g. '*/_next/static/chunks/*.js'): the same
// page with those requests failed, a control that says what the rest of the page costs on this host.
const BLOCKED = process.argv.filter((a) => a.startsWith('--block=')).map((a) => a.slice('--block='.length));
// `-- --against=<base URL>` (say http://127.0.0.1:3941, another build's `node .next/standalone/serve.mjs`): each page on
// both servers, runs taking turns, for comparing two builds on a host whose speed moves between runs (docs/performance.md);
// with --calibrate, both again at the calibrated factor.
// `-- --against-control`: the same, against bench/control (a bare Next.js app on the shop's versions, built here when
// needed and served on CONTROL_PORT), five runs each, and each page judged against the control's figures of the same run.
const AGAINST_CONTROL = process.argv.includes('--against-control');
const CONTROL_PORT = 3941;
const CONTROL_BASE = `http://127.0.0.1:${CONTROL_PORT}`;
const AGAINST = AGAINST_CONTROL
  ? CONTROL_BASE
  : process.argv
      .find((a) => a.startsWith('--against='))
      ?.slice('--against='.length)
      .replace(/\/$/, '');
// `-- --deployed`: Lighthouse visits the shop as a deploy serves it, through nginx running deploy/nginx.conf (its TLS
// lines, so HTTP/2, its compression and page cache) in front of this server, on a self-signed certificate.
const DEPLOYED = process.argv.includes('--deployed');
const NGINX_PORT = 3925;
const NAMED = process.argv.slice(2).filter((a) => !a.startsWith('--'));
/** The catalogue pages judged against the control: landing (us, kr), services, a service, packages, the template shop, a template, the guide. */
const CATALOGUE_PAGES = ['/us', '/kr', '/us/services', '/us/services/1', '/us/packages', '/us/templateshop', '/us/template/1', '/us/guide'];
const PAGES = NAMED.length ? NAMED : AGAINST_CONTROL ? CATALOGUE_PAGES : ALL_PAGES;
const RUNS = AGAINST_CONTROL ? 5 : 3;

/** bench/control built with the shop's Next.js, unless its build is newer than its files and the installed next. */
function buildControl() {
  const dir = path.join('bench', 'control');
  const buildId = path.join(dir, '.next', 'BUILD_ID');
  const sources = [path.join(dir, 'app', 'layout.jsx'), path.join(dir, 'app', 'page.jsx'), path.join(dir, 'next.config.mjs'), path.join('node_modules', 'next', 'package.json')];
  if (existsSync(buildId) && sources.every((f) => statSync(f).mtimeMs < statSync(buildId).mtimeMs)) return;
  console.log('Building the control (bench/control)…');
  const built = spawnSync(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build', dir], {stdio: 'inherit', env: childProcessEnv({NEXT_TELEMETRY_DISABLED: '1'})});
  if (built.status !== 0) throw new Error('The control did not build.');
}
let control: ChildProcess | undefined;
if (AGAINST_CONTROL) {
  buildControl();
  control = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', path.join('bench', 'control'), '-p', String(CONTROL_PORT), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    env: childProcessEnv({NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1'}),
  });
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'start.mts')], {
  stdio: 'ignore',
  env: childProcessEnv({PORT: String(PORT), DATA_DIR: '.data/bench', APP_URL: BASE, DATABASE_URL: ''}),
});

async function waitForServer() {
  if (!(await waitForHealth(BASE, {timeoutMs: 300_000}))) throw new Error('The server did not start within 5 minutes.');
  if (control) {
    for (let i = 0; ; i++) {
      if ((await fetch(CONTROL_BASE).catch(() => undefined))?.ok) break;
      if (i > 150) throw new Error('The control did not start within 30 seconds.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

let nginx: {process: ChildProcess; dir: string} | undefined;

/** nginx with deploy/nginx.conf's TLS lines in front of this server: the address Lighthouse then visits. */
async function startNginx(): Promise<string> {
  if (!NGINX_BINARY) throw new Error('--deployed needs nginx (apt-get install nginx).');
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-lighthouse-'));
  const {certificate, key} = selfSignedCertificate(dir);
  nginx = {process: spawn(NGINX_BINARY, writeNginxConfig({dir, port: NGINX_PORT, upstreams: [PORT], tls: {certificate, key}}), {stdio: 'ignore'}), dir};
  const ca = readFileSync(certificate);
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const request = https.get({host: '127.0.0.1', port: NGINX_PORT, path: '/api/health', ca}, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      });
      request.on('error', () => resolve(false));
    });
  for (let i = 0; i < 50; i++) {
    if (await answers()) return `https://127.0.0.1:${NGINX_PORT}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not answer over HTTPS (its log: ${path.join(dir, 'nginx-error.log')}).`);
}

function scriptBytes(details: unknown): number {
  const items = (details as {items?: {resourceType?: string; transferSize?: number}[]} | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A customer with an order, through the public API: their session cookie and the order's page. */
async function customer(): Promise<{cookie: string; orderPage: string}> {
  const headers = {'content-type': 'application/json', 'x-country': 'us'};
  const email = `lighthouse.${Date.now()}@shop.test`;
  const registered = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({email, password: 'Str0ngEnough', firstName: 'Light', lastName: 'House', phone: '+1 415 555 0101'}),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const placed = await fetch(`${BASE}/api/orders`, {
    method: 'POST',
    headers: {...headers, cookie},
    body: JSON.stringify({serviceId: 1, quantity: 3, customerName: 'Light House', customerEmail: email, customerPhone: '+1 415 555 0101', agreeTerms: true, agreePrivacy: true}),
  });
  if (placed.status !== 201) throw new Error(`order: ${placed.status}`);
  const {orderNumber} = (await placed.json()) as {orderNumber: string};
  return {cookie, orderPage: `/us/order/${orderNumber}`};
}

try {
  await waitForServer();
  const signedIn = await customer();
  // The address Lighthouse visits: this server, or nginx in front of it (--deployed).
  const visited = DEPLOYED ? await startNginx() : BASE;
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // --deployed: the certificate is our own, self-signed.
      ...(DEPLOYED ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const results: Record<string, Record<string, number>> = {};
  /** --against-control: each page's targets, met or missed. */
  const verdicts: string[] = [];
  // Lighthouse's CPU score for this machine: its 4x slowdown assumes about 1,500-2,000 (scripts/lighthouse-cpu.ts).
  const benchmarkIndexes: number[] = [];

  /**
   * One Lighthouse run of a page (at Lighthouse's 4x, or at `cpuSlowdownMultiplier`) on the server at `base`; a run whose
   * trace broke (NO_NAVSTART and the like) has no metrics and is run again, not counted as 0.
   */
  async function runOnce(base: string, page: string, personal: boolean, n: number, cpuSlowdownMultiplier?: number): Promise<Record<string, number>> {
    for (let broken = 0; ;) {
      // The control has one page: every shop page is measured against it.
      const result = await lighthouse(`${base}${base === CONTROL_BASE ? '/' : page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        emulatedUserAgent: MOBILE_USER_AGENT,
        blockedUrlPatterns: BLOCKED,
        ...(cpuSlowdownMultiplier ? {throttling: {...throttling.mobileSlow4G, cpuSlowdownMultiplier}} : {}),
        // A returning visitor (the first-visit language redirect would otherwise be measured); signed in for the personal pages.
        extraHeaders: {Cookie: [`country=${page.split('/')[1]}`, ...(personal ? [signedIn.cookie] : [])].join('; ')},
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) {
        if (++broken > RUNS) throw new Error(`${page}: ${result.lhr.runtimeError.code} ${broken} times`);
        console.warn(`${page}: ${result.lhr.runtimeError.code}, run again`);
        continue;
      }
      const {categories, audits, environment} = result.lhr;
      if (REPORTS) {
        mkdirSync(REPORTS, {recursive: true});
        const suffix = `${base === CONTROL_BASE ? '-control' : base === AGAINST ? '-against' : ''}${cpuSlowdownMultiplier ? `-cpu${cpuSlowdownMultiplier.toFixed(1)}` : ''}`;
        writeFileSync(path.join(REPORTS, `${page.replaceAll('/', '_')}${suffix}-${n}.json`), JSON.stringify(result.lhr));
      }
      benchmarkIndexes.push(environment.benchmarkIndex);
      return {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        transferKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
        // JavaScript transferred (compressed) while the page loads: the first-load JS.
        jsKb: Math.round(scriptBytes(audits['network-requests']?.details) / 1024),
        benchmarkIndex: Math.round(environment.benchmarkIndex),
      };
    }
  }

  /**
   * RUNS runs of one page on each server of `bases` (this build, then the --against one), taking turns and swapping
   * who goes first each round, so that a host whose speed drifts between runs slows both alike: each figure's median.
   */
  async function measure(page: string, personal: boolean, cpuSlowdownMultiplier?: number, bases: string[] = [visited]): Promise<Record<string, number>[]> {
    const runs: Record<string, number>[][] = bases.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      const order = bases.map((_, b) => b);
      if (i % 2) order.reverse();
      for (const b of order) runs[b]!.push(await runOnce(bases[b]!, page, personal, i + 1, cpuSlowdownMultiplier));
    }
    return runs.map((rows) => Object.fromEntries(Object.keys(rows[0]!).map((k) => [k, median(rows.map((r) => r[k]!))])));
  }

  try {
    for (const name of PAGES) {
      const page = name === '{order}' ? signedIn.orderPage : name;
      const personal = page === signedIn.orderPage || page.endsWith('/profile');
      const label = page === signedIn.orderPage ? '/us/order/{number}' : page;
      if (AGAINST && personal) {
        console.warn(`${label}: skipped, --against measures public pages only (its customer is in this build's database).`);
        continue;
      }
      const bases = AGAINST ? [visited, AGAINST] : [visited];
      const rows = await measure(page, personal, undefined, bases);
      if (CALIBRATE) {
        // The factor for this host as measured so far (the index moves between runs on a shared machine).
        const multiplier = Math.round(calibratedCpuMultiplier(median(benchmarkIndexes)) * 10) / 10;
        const calibrated = await measure(page, personal, multiplier, bases);
        rows.forEach((row, b) =>
          Object.assign(row, {cpuMultiplier: multiplier, calibratedPerformance: calibrated[b]!.performance!, calibratedLcpMs: calibrated[b]!.lcpMs!, calibratedTbtMs: calibrated[b]!.tbtMs!}),
        );
      }
      results[label] = rows[0]!;
      if (AGAINST_CONTROL) {
        // The targets (docs/performance.md): performance >= the control's - 5, TBT <= 2x the control's, LCP <= 2.5 s, CLS <= 0.05.
        const [shop, bare] = [rows[0]!, rows[1]!];
        const met = shop.performance! >= bare.performance! - 5 && shop.tbtMs! <= 2 * bare.tbtMs! && shop.lcpMs! <= 2500 && shop.cls! <= 0.05;
        results[`${label} (control)`] = bare;
        verdicts.push(
          `${label}: ${met ? 'met' : 'missed'} (performance ${shop.performance} against ${bare.performance}, TBT ${shop.tbtMs} against ${bare.tbtMs} ms, LCP ${shop.lcpMs} ms, CLS ${shop.cls})`,
        );
      } else if (AGAINST) results[`${label} (against)`] = rows[1]!;
    }
  } finally {
    await chrome.kill();
  }
  mkdirSync('bench', {recursive: true});
  if (PAGES === ALL_PAGES && BLOCKED.length === 0 && !AGAINST)
    writeFileSync(
      path.join('bench', 'lighthouse.json'),
      JSON.stringify({date: new Date().toISOString(), runs: RUNS, preset: 'mobile', benchmarkIndex: median(benchmarkIndexes), calibrated: CALIBRATE, deployed: DEPLOYED, results}, null, 2) + '\n',
    );
  console.table(results);
  if (verdicts.length) console.log(`Against the control (median of ${RUNS}, runs taking turns):\n  ${verdicts.join('\n  ')}`);
  const index = median(benchmarkIndexes);
  console.log(`Lighthouse benchmarkIndex of this machine (median): ${index}; the mobile preset's 4x CPU slowdown is meant for 1,500-2,000,`);
  console.log(`Lighthouse's calculator gives ${calibratedCpuMultiplier(index).toFixed(1)}x for this machine${CALIBRATE ? ' (the calibrated columns)' : ' (measure with it: -- --calibrate)'}.`);
} finally {
  server.kill('SIGTERM');
  control?.kill('SIGTERM');
  nginx?.process.kill('SIGTERM');
  if (nginx) rmSync(nginx.dir, {recursive: true, force: true});
}
process.exit(0);
