/**
 * The fault-injection suite (a step of `npm test`, after the build; docs/operations.md#faults-the-shop-survives):
 * the build's standalone folder (`node serve.mjs`, a private copy) on a private PostgreSQL cluster
 * this suite starts, restarts and removes, with each fault started and ended here:
 *
 * - the log's output closed or full (./log-output.mts);
 * - SIGTERM while busy, SIGKILL while orders are paid (./shutdown.mts);
 * - PostgreSQL restarting in the middle of checkouts (./postgres.mts);
 * - Redis killed and started again (./redis.mts: the rate limits fail closed, pages open);
 * - the S3 bucket down or stalled behind a TCP proxy (./s3.mts: uploads and downloads a translated
 *   503 within a bound, no row without its object, the clean-up stops without losing track);
 * - the embedded default's disk full (./disk-full.mts: `npm start` refuses in one line, writes
 *   nothing, starts once space returns; a tmpfs, so root only).
 *
 * Prints one `ok`/`not ok` line per check, the figures measured, and a summary; exits 1 when a check
 * failed. With `--results <file>` it writes {passed, failed} there (scripts/test.mts counts them).
 * Needs PostgreSQL's server binaries (and, as root, the postgres user: initdb refuses root); without
 * them it fails in CI and is skipped elsewhere. Everything listens on 127.0.0.1.
 *
 *   node --import tsx tests/faults/run.mts [--only log|shutdown|postgres|redis|s3|disk] [--keep]
 */
import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {env} from '../../lib/env';
import {copyStandalone} from '../../scripts/standalone-copy.mts';
import {runSql} from '../fakes/services';
import {check, figures, postgresMissing, startApp, startPostgres, stopApp, tally, withDatabase, type Postgres} from './harness.mts';
import {logOutputFaults} from './log-output.mts';
import {postgresFaults} from './postgres.mts';
import {redisFaults, redisMissing} from './redis.mts';
import {s3Faults} from './s3.mts';
import {diskFullFaults} from './disk-full.mts';
import {shutdownFaults} from './shutdown.mts';

const {values} = parseArgs({options: {results: {type: 'string'}, only: {type: 'string'}, keep: {type: 'boolean', default: false}}});
const root = process.cwd();
const started = Date.now();
const wanted = (part: string) => !values.only || values.only === part;

const missing = postgresMissing() ?? (existsSync(path.join(root, '.next', 'standalone', 'serve.mjs')) ? undefined : 'a build (.next/standalone/serve.mjs)');
if (missing) {
  const ok = !env.CI;
  check(`fault suite: needs ${missing}${ok ? ' # SKIP' : ''}`, ok);
  if (values.results) writeFileSync(values.results, JSON.stringify({passed: tally.passed, failed: tally.failed}));
  process.exit(ok ? 0 : 1);
}

const work = mkdtempSync(path.join(tmpdir(), 'storefront-faults-'));
chmodSync(work, 0o755);
console.log(`Fault suite in ${work}`);
let pg: Postgres | undefined;
try {
  const app = copyStandalone(root, path.join(work, 'app'));
  pg = await startPostgres(path.join(work, 'pg'));
  await runSql(pg.url, 'CREATE DATABASE shop');
  const shutdownMs = 4_000;
  const settings = {
    DATABASE_URL: withDatabase(pg.url, 'shop'),
    DATA_DIR: path.join(work, 'data'),
    ALLOW_DEMO_PAYMENTS: 'true',
    SHUTDOWN_TIMEOUT_MS: String(shutdownMs),
  };
  // Migrated and seeded once; every later start serves that database.
  const first = await startApp(app, {...settings, MIGRATE_ON_START: '1'});
  await stopApp(first);
  if (wanted('log')) await logOutputFaults(app, settings, work, shutdownMs);
  if (wanted('shutdown')) await shutdownFaults(app, settings, shutdownMs);
  if (wanted('postgres')) await postgresFaults(app, settings, pg);
  if (wanted('redis')) {
    const noRedis = redisMissing();
    if (noRedis) check(`Redis down: needs ${noRedis}${env.CI ? '' : ' # SKIP'}`, !env.CI);
    else await redisFaults(app, settings);
  }
  if (wanted('s3')) await s3Faults(app, settings, root);
  if (wanted('disk')) await diskFullFaults(root, work);
} catch (error) {
  check('the fault suite ran to its end', false, error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await pg?.stop().catch((error: unknown) => console.error(error));
}

console.log(`\nFigures:\n  ${figures.join('\n  ')}`);
console.log(`\nfault suite: ${tally.passed} passed, ${tally.failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (values.results) writeFileSync(values.results, JSON.stringify({passed: tally.passed, failed: tally.failed}));
if (tally.failed || values.keep) console.log(`Kept for a look: ${work}`);
else if (spawnSync('rm', ['-rf', work]).status !== 0) rmSync(work, {recursive: true, force: true});
process.exit(tally.failed ? 1 : 0);
