/**
 * The shop as deploy/ runs it, for the end-to-end tests (playwright.config.ts): the build's
 * standalone folder (`node .next/standalone/serve.mjs`, migrating on start) with the services
 * production uses:
 *
 * - PostgreSQL: a fresh database on TEST_DATABASE_URL's server (dropped when this stops); without
 *   TEST_DATABASE_URL the embedded database in DATA_DIR, said so;
 * - Redis: REDIS_URL's database, emptied first (rate limits, shared cache-tag times);
 * - S3: a local s3rver bucket;
 * - SMTP: tests/fakes/smtp.ts, which writes every mail to DATA_DIR/outbox as the app's own
 *   outbox would, so tests read mails the same way.
 *
 * Everything else (PORT, APP_URL, DATA_DIR, REDIS_URL, keys…) comes from this process's
 * environment, as Playwright's webServer sets it. SIGTERM/SIGINT stop the server (it drains), then
 * the fakes, then the database is dropped.
 *
 *   node --import tsx tests/fakes/deployed.mts --name e2e
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {existsSync, mkdirSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Redis} from 'ioredis';
import {childProcessEnv, env} from '../../lib/env';
import {copyStandalone} from '../../scripts/standalone-copy.mts';
import {runSql, startFakeBucket} from './services';
import {startFakeSmtp} from './smtp';

const {values} = parseArgs({options: {name: {type: 'string', default: 'e2e'}}});
const root = process.cwd();
if (!existsSync(path.join(root, '.next', 'standalone', 'serve.mjs'))) {
  console.error('.next/standalone/serve.mjs is missing: run `npm run build` first (the end-to-end tests run the deployable build).');
  process.exit(1);
}
const dataDir = path.resolve(env.DATA_DIR);
if (path.basename(dataDir) === '.data') throw new Error("Set DATA_DIR to a folder of this test server's own (it is emptied first), not the shop's .data.");
rmSync(dataDir, {recursive: true, force: true});
mkdirSync(dataDir, {recursive: true});
// This server's own copy of the folder, outside the project (scripts/standalone-copy.mts says why);
// copies left by a stack that was killed (its process gone) are removed first.
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
for (const entry of readdirSync(tmpdir())) {
  const pid = new RegExp(`^storefront-${values.name}-(\\d+)$`).exec(entry)?.[1];
  if (pid && !alive(Number(pid))) rmSync(path.join(tmpdir(), entry), {recursive: true, force: true});
}
const app = copyStandalone(root, path.join(tmpdir(), `storefront-${values.name}-${process.pid}`));
const serve = path.join(app, 'serve.mjs');

const admin = (sql: string) => runSql(env.TEST_DATABASE_URL!, sql);

let databaseUrl = '';
let database = '';
if (env.TEST_DATABASE_URL) {
  database = `storefront_${values.name!.replace(/\W/g, '_')}_${Date.now()}`;
  await admin(`CREATE DATABASE "${database}"`);
  const url = new URL(env.TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
} else {
  console.log(`deployed stack ${values.name}: TEST_DATABASE_URL is unset, so the server uses the embedded database in ${dataDir}.`);
}

if (env.REDIS_URL) {
  const redis = new Redis(env.REDIS_URL, {maxRetriesPerRequest: 1});
  await redis.flushdb();
  redis.disconnect();
}

// Browsers PUT files to the bucket and show previews from it (lib/uploads/direct): it allows the app's pages, as a bucket's CORS rule must.
const s3 = await startFakeBucket(path.join(dataDir, 's3'), env.APP_URL);
const smtp = await startFakeSmtp(path.join(dataDir, 'outbox'));

const server = spawn(process.execPath, [serve], {
  stdio: 'inherit',
  env: childProcessEnv({
    DATABASE_URL: databaseUrl,
    MIGRATE_ON_START: '1',
    ...s3.settings,
    SMTP_URL: smtp.url,
  }),
});

let stopping = false;
async function stop(code: number): Promise<never> {
  // A second call (the server's exit while the first stops it) waits for the first to finish and exit.
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await Promise.race([once(server, 'exit'), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    server.kill('SIGKILL');
  }
  await Promise.allSettled([s3.close(), smtp.close()]);
  rmSync(app, {recursive: true, force: true});
  if (database) await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((e: unknown) => console.error(`Could not drop ${database}:`, e));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
server.on('exit', (code) => void stop(code ?? 1));
