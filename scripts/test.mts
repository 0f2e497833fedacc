/**
 * npm test: type check, lint, layer rules, format check and unit tests (Jest) at the same time, then
 * integration tests on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL
 * (node:test, two files at a time, every database a copy of one migrated template per engine), then
 * one production build (made with only PATH and HOME: the build needs nothing configured) used by
 * everything after it: the static check and
 * JavaScript budgets, the end-to-end tests in Debian's Chromium (Playwright, two workers) against the
 * standalone folder on PostgreSQL, Redis, S3 and SMTP (and a smoke run on the embedded default),
 * the deploy build check (the standalone folder with every optional service, and its refusals), and
 * the fault-injection suite (tests/faults: the standalone folder while its log output, its process,
 * its database, Redis or its S3 bucket fail, and `npm start` on a full disk).
 * Ends with one summary line and the time each step took.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {childProcessEnv, env} from '../lib/env';
import {prepareTemplates} from '../tests/integration/templates';

const root = process.cwd();
const runStarted = Date.now();
const results = path.join(root, '.test-results');
rmSync(results, {recursive: true, force: true});
mkdirSync(results, {recursive: true});

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const counts = {passed: 0, failed: 0};
const timings: string[] = [];
const failedSteps: string[] = [];

/** Runs one step (in this process's environment plus `extraEnv`, or `bareEnv` alone); a failed step is reported at the end and does not stop the others. */
function step(name: string, command: string, args: string[], extraEnv: Record<string, string> = {}, bareEnv?: Record<string, string>): boolean {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, {stdio: 'inherit', env: (bareEnv as NodeJS.ProcessEnv | undefined) ?? childProcessEnv(extraEnv)});
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    failedSteps.push(name);
    console.error(`✖ ${name} failed (exit ${run.status ?? run.signal})`);
    return false;
  }
  return true;
}

/**
 * Runs independent single-threaded steps at the same time (two cores: while one waits or ends, the
 * other goes on), each one's output kept and printed whole when it ends; each step's time is its own
 * wall time, beside the others. Returns whether each passed.
 */
async function stepsAtOnce(steps: {name: string; command: string; args: string[]}[]): Promise<boolean[]> {
  console.log(`\n▶ at once: ${steps.map((s) => s.name).join(', ')}`);
  const started = Date.now();
  const passed = await Promise.all(
    steps.map(
      ({name, command, args}) =>
        new Promise<boolean>((resolve) => {
          const stepStarted = Date.now();
          const output: Buffer[] = [];
          const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], env: childProcessEnv()});
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (status, signal) => {
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(output));
            timings.push(`${name}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s (beside the others)`);
            if (status !== 0) {
              failedSteps.push(name);
              console.error(`✖ ${name} failed (exit ${status ?? signal})`);
            }
            resolve(status === 0);
          });
        }),
    ),
  );
  timings.push(`  (${steps.map((s) => s.name).join(', ')} together: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return passed;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

interface PlaywrightReport {
  stats: {expected: number; unexpected: number; flaky: number};
}

await stepsAtOnce([
  {name: 'type check', command: bin('tsc'), args: ['--noEmit']},
  {name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.']},
  {name: 'layer rules (dependency-cruiser)', command: bin('depcruise'), args: ['--config', '.dependency-cruiser.cjs', 'app', 'components', 'lib']},
  // One formatting everywhere (.prettierrc.json): a file not as Prettier writes it fails the run; `npm run format` fixes it.
  {name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn']},
  {name: 'unit tests (jest)', command: bin('jest'), args: ['--ci', '--json', `--outputFile=${path.join(results, 'jest.json')}`]},
]);
const jest = readJson<{numPassedTests: number; numFailedTests: number}>(path.join(results, 'jest.json'));
if (jest) {
  counts.passed += jest.numPassedTests;
  counts.failed += jest.numFailedTests;
}

const integrationFiles = readdirSync(path.join(root, 'tests', 'integration'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('tests', 'integration', f));
const tap = path.join(results, 'integration.tap');
console.log(env.TEST_DATABASE_URL ? '\nIntegration tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL).' : '\nIntegration tests run on PGlite (set TEST_DATABASE_URL to add PostgreSQL).');
// The migrations are applied once per engine; every test database is a copy (tests/integration/templates.ts).
const started = Date.now();
const templates = await prepareTemplates(env.TEST_DATABASE_URL);
timings.push(`migrated templates for the integration tests: ${((Date.now() - started) / 1000).toFixed(1)} s`);
// Two files at a time on two cores: each file is its own process with its own databases, ports and folders.
step(
  'integration tests (node:test)',
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-force-exit',
    '--test-concurrency=2',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...integrationFiles,
  ],
  templates.env,
);
await templates.cleanup();
/** Each failed integration test with the lines TAP gives about it, reprinted before the summary. */
const integrationFailures: string[] = [];
if (existsSync(tap)) {
  // --test-force-exit can end the run before the TAP footer ("# pass N") is written, so count the
  // test lines themselves, leaving out suites.
  const lines = readFileSync(tap, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const m = /^\s*(not ok|ok) \d+ /.exec(line);
    if (!m) return;
    const end = lines.findIndex((l, j) => j > i && /^\s*\.\.\.$/.test(l));
    if (lines.slice(i + 1, end).some((l) => l.includes("type: 'suite'"))) return;
    if (m[1] === 'ok') counts.passed++;
    else {
      counts.failed++;
      integrationFailures.push(
        [
          line.trim(),
          ...lines
            .slice(i + 1, end)
            .filter((l) => !/duration_ms|^\s*(---|\.\.\.)\s*$/.test(l))
            .slice(0, 30),
        ].join('\n'),
      );
    }
  });
}

// The one build of the run. It prerenders the catalogue from the database (scripts/build.mts
// migrates and seeds a fresh embedded one first) with nothing configured: only PATH and HOME.
const {PATH = '/usr/bin:/bin', HOME = root} = childProcessEnv();
const built = step('build (only PATH and HOME set)', process.execPath, ['--import', 'tsx', path.join('scripts', 'build.mts')], {}, {PATH, HOME, NEXT_TELEMETRY_DISABLED: '1'});
if (built) {
  step('static pages check', process.execPath, ['--import', 'tsx', path.join('scripts', 'check-static.mts')]);
  step('JavaScript budgets', process.execPath, ['--import', 'tsx', path.join('scripts', 'check-budgets.mts')]);
  for (const dir of ['e2e', 'e2e-serial-1', 'e2e-serial-2', 'e2e-embedded', 'e2e-pay']) rmSync(path.join(root, '.data', dir), {recursive: true, force: true});
  // Two workers over five servers (playwright.config.ts): the parallel-safe specs two at a time on
  // one, the serial ones one at a time on each of the others.
  step('end-to-end tests (playwright)', bin('playwright'), ['test']);
} else {
  console.error('The end-to-end tests need a build: skipped.');
}
const pw = readJson<PlaywrightReport>(path.join(results, 'playwright.json'));
if (pw) {
  counts.passed += pw.stats.expected + pw.stats.flaky;
  counts.failed += pw.stats.unexpected;
}

// The build's standalone folder serves with every optional service and refuses what it must
// (scripts/check-deploy-build.mts; its server checks use TEST_DATABASE_URL and TEST_REDIS_URL).
const deployResults = path.join(results, 'deploy-build.json');
step('deploy build check (standalone folder, every service)', process.execPath, ['--import', 'tsx', path.join('scripts', 'check-deploy-build.mts'), '--results', deployResults]);
const deploy = readJson<{passed: number; failed: number}>(deployResults);
if (deploy) {
  counts.passed += deploy.passed;
  counts.failed += deploy.failed;
}

// The faults the shop is tested to survive (tests/faults/run.mts, docs/operations.md#faults-the-shop-survives):
// the same standalone folder on a private PostgreSQL cluster the suite stops and starts, a Redis it
// kills, an s3rver bucket behind a proxy it takes down and stalls, and `npm start` on a full tmpfs.
const faultResults = path.join(results, 'faults.json');
step('fault injection (log output, shutdown, PostgreSQL, Redis, S3 down or stalled, full disk)', process.execPath, [
  '--import',
  'tsx',
  path.join('tests', 'faults', 'run.mts'),
  '--results',
  faultResults,
]);
const faults = readJson<{passed: number; failed: number}>(faultResults);
if (faults) {
  counts.passed += faults.passed;
  counts.failed += faults.failed;
}

// The run's output is long and often read from its end: the integration failures are shown again here.
if (integrationFailures.length) console.error(`\nFailed integration tests:\n${integrationFailures.join('\n\n')}`);
console.log(`\nTimings:\n  ${timings.join('\n  ')}\n  whole npm test: ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
if (failedSteps.length) console.error(`\nFailed: ${failedSteps.join(', ')}`);
// A failed check that is not a counted test (type check, lint, build) still fails the run.
const failed = Math.max(counts.failed, failedSteps.length);
console.log(`\nsummary: ${counts.passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
