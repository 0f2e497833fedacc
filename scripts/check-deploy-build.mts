/**
 * The deployable build, checked from a clean copy (issue 22; a step of `npm test`):
 *
 * 1. The repository's files (tracked, and untracked but not ignored) are copied to a temporary
 *    folder with node_modules hard-linked in (Turbopack refuses a node_modules symlinked from
 *    outside the project), and the Prisma client is generated there (it is git-ignored).
 * 2. `npm run build` runs there with an empty environment: PATH, HOME and APP_ENV=preview only (no
 *    database, no DATA_DIR, no keys), so this one build is also a preview build.
 * 3. .next/standalone is moved out of the project (nothing can then be found in the project's
 *    node_modules by accident) and started with plain `node serve.mjs` on a free port, on a fresh
 *    PostgreSQL database on TEST_DATABASE_URL's server with MIGRATE_ON_START=1: liveness and
 *    readiness, a catalogue page with the preview's ribbon, meta robots and X-Robots-Tag, robots.txt
 *    disallowing everything, the static files, public/ and the Korean font slices, then SIGTERM.
 *    Without TEST_DATABASE_URL these server checks are skipped (said so).
 * 4. Refused starts: a preview without DATABASE_URL, a preview with live payment keys, and a
 *    serverless host (VERCEL=1) without S3_BUCKET each exit non-zero saying why.
 *
 * Prints one `ok`/`not ok` line per check and a summary; exits 1 when any check failed. With
 * `--results <file>` it also writes {passed, failed} there (scripts/test.mts counts them). The
 * temporary folder is removed after a clean run and kept (its path printed) after a failure or
 * with `--keep`.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {once} from 'node:events';
import {cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from 'pg';
import {childProcessEnv, env} from '../lib/env';
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

// Only these reach the build and the servers: the "empty environment".
const {PATH = '/usr/bin:/bin', HOME = tmpdir()} = childProcessEnv();
const bare = {PATH, HOME};

const work = mkdtempSync(path.join(tmpdir(), 'storefront-deploy-'));
const project = path.join(work, 'project');
const app = path.join(work, 'app');
const logs = path.join(work, 'logs');
mkdirSync(logs, {recursive: true});
console.log(`Deploy build check in ${work}`);

/** Runs a command to its end with its output in a log file; resolves with its exit code. */
async function run(command: string, args: string[], options: {cwd: string; env: Record<string, string>; log: string}): Promise<number> {
  const out = createWriteStream(options.log);
  const child = spawn(command, args, {cwd: options.cwd, env: options.env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout.pipe(out, {end: false});
  child.stderr.pipe(out, {end: false});
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  out.end();
  return code ?? (signal ? 128 : 1);
}

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

async function admin(sql: string): Promise<void> {
  const client = new Client({connectionString: env.TEST_DATABASE_URL});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// 1. The clean copy.
let started = Date.now();
const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
const files = listed.status === 0 ? listed.stdout.split('\0').filter(Boolean) : [];
let copied = 0;
for (const file of files) {
  const from = path.join(root, file);
  if (!existsSync(from) || statSync(from).isDirectory()) continue; // deleted in the work tree, or a submodule
  mkdirSync(path.dirname(path.join(project, file)), {recursive: true});
  cpSync(from, path.join(project, file));
  copied++;
}
const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(project, 'node_modules')]);
if (linked.status !== 0) cpSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'), {recursive: true, verbatimSymlinks: true});
const generatedIgnored = spawnSync('git', ['check-ignore', '-q', 'lib/generated'], {cwd: root}).status === 0;
const generated = generatedIgnored ? await run(process.execPath, ['scripts/generate.mjs'], {cwd: project, env: bare, log: path.join(logs, 'generate.log')}) : 0;
check(`clean copy: ${copied} files from git ls-files, node_modules ${linked.status === 0 ? 'hard-linked' : 'copied'}${generatedIgnored ? ', Prisma client generated' : ''} (${seconds(started)})`, listed.status === 0 && copied > 0 && generated === 0, tail(path.join(logs, 'generate.log')));

// 2. The build, with nothing configured.
started = Date.now();
const buildLog = path.join(logs, 'build.log');
const buildCode = await run('npm', ['run', 'build'], {cwd: project, env: {...bare, APP_ENV: 'preview'}, log: buildLog});
const standalone = path.join(project, '.next', 'standalone');
const built = check(`npm run build with only PATH, HOME and APP_ENV=preview (${seconds(started)})`, buildCode === 0, `exit ${buildCode}; the build's last lines:\n${tail(buildLog)}`);
const complete = built && check(
  '.next/standalone has serve.mjs, server.js, .next/static, public/ and the migrations',
  ['serve.mjs', 'server.js', path.join('.next', 'static'), 'public', path.join('prisma', 'migrations'), path.join('node_modules', '@prisma', 'schema-engine-wasm')].every((p) => existsSync(path.join(standalone, p))),
  existsSync(standalone) ? readdirSync(standalone).join(' ') : 'no .next/standalone',
);
if (complete) renameSync(standalone, app);

/** Starts the standalone server with these settings (and nothing else from this process). */
function startServer(settings: Record<string, string>, log: string): {child: ChildProcess; exited: Promise<number>} {
  const out = createWriteStream(log);
  const child = spawn(process.execPath, ['serve.mjs'], {cwd: app, env: {...bare, ...settings} as Record<string, string> as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const exited = once(child, 'exit').then(([code, signal]) => (code as number | null) ?? (signal ? 128 : 1));
  return {child, exited};
}

// 3. The standalone folder serves.
if (!complete) {
  skip('the standalone server answers', 'the build did not produce a complete .next/standalone');
} else if (!env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is unset: the standalone server checks need a PostgreSQL server to create a database on, and are skipped.');
  skip('the standalone server answers on a fresh PostgreSQL database', 'set TEST_DATABASE_URL');
} else {
  const database = `sf_deploy_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE "${database}"`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverLog = path.join(logs, 'server.log');
  started = Date.now();
  const server = startServer(
    {
      PORT: String(port),
      APP_ENV: 'preview',
      DATABASE_URL: withDatabase(env.TEST_DATABASE_URL, database),
      MIGRATE_ON_START: '1',
      DATA_DIR: path.join(work, 'data'),
      // No payment keys and no ALLOW_DEMO_PAYMENTS: a preview takes demo payments as it is.
    },
    serverLog,
  );
  try {
    let exitedEarly: number | undefined;
    void server.exited.then((code) => (exitedEarly = code));
    const alive = await waitForHealth(base, {timeoutMs: 120_000, stop: () => exitedEarly !== undefined});
    if (check(`node serve.mjs (moved out of the project) migrates a fresh PostgreSQL database and serves (${seconds(started)})`, alive, `${exitedEarly === undefined ? 'no answer in 120 s' : `exited with ${exitedEarly}`}; its output:\n${tail(serverLog)}`)) {
      const live = await fetch(`${base}/api/health`);
      const liveBody = (await live.json()) as {status?: string};
      check('GET /api/health (liveness): 200 {"status":"ok"}', live.status === 200 && liveBody.status === 'ok', JSON.stringify(liveBody));
      const ready = await fetch(`${base}/api/health/ready`);
      const readyBody = (await ready.json()) as {status?: string; checks?: Record<string, string>};
      check('GET /api/health/ready (readiness): 200, database and storage up', ready.status === 200 && readyBody.checks?.database === 'up' && readyBody.checks?.storage === 'up', `${ready.status} ${JSON.stringify(readyBody)}`);

      const page = await fetch(`${base}/us`);
      const html = await page.text();
      check('GET /us: 200', page.status === 200, `status ${page.status}`);
      const ribbon = /<([a-z][a-z0-9]*)\b[^>]*\bdata-preview-ribbon\b[^>]*>([\s\S]*?)<\/\1>/i.exec(html);
      check('/us has the preview ribbon (an element with data-preview-ribbon saying "Preview")', !!ribbon && /Preview/.test(ribbon[2]!.replace(/<[^>]+>/g, '')), ribbon ? ribbon[0].slice(0, 300) : 'no element with data-preview-ribbon');
      check('/us has <meta name="robots" content="noindex, nofollow">', /<meta name="robots" content="noindex, nofollow"/.test(html), (/<meta name="robots"[^>]*>/.exec(html) ?? ['no meta robots'])[0]);
      const robots = await fetch(`${base}/robots.txt`);
      const robotsText = await robots.text();
      check('/robots.txt disallows everything (Disallow: /)', robots.status === 200 && /^Disallow: \/\s*$/m.test(robotsText), robotsText.slice(0, 300));
      const headers = [['/us', page], ['/robots.txt', robots], ['/api/health', live]] as const;
      for (const [url, response] of headers) check(`${url} has X-Robots-Tag: noindex, nofollow`, response.headers.get('x-robots-tag') === 'noindex, nofollow', `X-Robots-Tag: ${response.headers.get('x-robots-tag')}`);

      const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
      const asset = script ? await fetch(`${base}${script}`) : undefined;
      check('the page\'s scripts are served from .next/static', asset?.status === 200, script ? `${script}: ${asset?.status}` : 'no /_next/static script in the page');
      const publicFile = readdirSync(path.join(project, 'public'), {recursive: true, withFileTypes: true}).find((e) => e.isFile());
      const publicUrl = publicFile ? `/${path.relative(path.join(project, 'public'), path.join(publicFile.parentPath, publicFile.name)).split(path.sep).join('/')}` : undefined;
      const publicAnswer = publicUrl ? await fetch(`${base}${publicUrl}`) : undefined;
      check(`a file of public/ is served (${publicUrl})`, publicAnswer?.status === 200, `${publicAnswer?.status}`);
      const font = await fetch(`${base}/fonts/kr/noto-sans-kr-0-400-normal.woff2`);
      check('the Korean fallback font slices are in the folder (GET /fonts/kr/…)', font.status === 200 && font.headers.get('content-type') === 'font/woff2', `${font.status} ${font.headers.get('content-type')}`);
      // The instant preview's worker, model, onnxruntime and scenes travel with the folder (next.config.mjs's tracing includes).
      const photo = readFileSync(path.join(root, 'tests', 'fixtures', 'preview', 'bottle.jpg'));
      const previewStarted = Date.now();
      const made = await fetch(`${base}/api/previews?target=template:24`, {method: 'POST', body: photo, headers: {'x-file-name': 'bottle.jpg', 'content-type': 'image/jpeg'}});
      const madeBody = (await made.json().catch(() => ({}))) as {image?: string; message?: string};
      const cookie = made.headers.get('set-cookie')?.split(';')[0] ?? '';
      const image = madeBody.image ? await fetch(`${base}${madeBody.image}`, {headers: {cookie}}) : undefined;
      check(`POST /api/previews makes an instant preview (worker thread, model and scene in the folder) that its visitor can open (${Date.now() - previewStarted} ms, the first one also starts the worker)`, made.status === 201 && image?.status === 200 && image.headers.get('content-type') === 'image/jpeg', `${made.status} ${JSON.stringify(madeBody)}; image ${image?.status}`);
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      const stopping = Date.now();
      server.child.kill('SIGTERM');
      const code = await Promise.race([server.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000))]);
      if (typeof code === 'string') server.child.kill('SIGKILL');
      check(`SIGTERM: the server stops and exits 0 (${seconds(stopping)})`, code === 0, `${code}; its output:\n${tail(serverLog, 10)}`);
    }
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((e: unknown) => console.error(`Could not drop ${database}:`, e));
  }
}

// 4. Refused starts.
if (complete) {
  const elsewhere = 'postgres://postgres@127.0.0.1:9/never-reached';
  const refusals: [string, Record<string, string>, RegExp][] = [
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
    check(`refused: ${what} exits non-zero saying why`, typeof code === 'number' && code !== 0 && expected.test(output), `${typeof code === 'number' ? `exit ${code}` : code}; output:\n${output.trim().slice(0, 600)}`);
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
