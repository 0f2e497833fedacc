/**
 * npm test: type check, lint, unit tests (Jest), integration tests on the embedded database and,
 * when TEST_DATABASE_URL is set, on PostgreSQL (node:test), the production build with its static
 * check and JavaScript budgets, then end-to-end tests in Debian's Chromium (Playwright), then the
 * deploy build check (a clean copy built with an empty environment, its standalone server started).
 * Ends with one summary line.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {childProcessEnv, env} from '../lib/env';

const root = process.cwd();
const results = path.join(root, '.test-results');
rmSync(results, {recursive: true, force: true});
mkdirSync(results, {recursive: true});

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const counts = {passed: 0, failed: 0};
const timings: string[] = [];
const failedSteps: string[] = [];

/** Runs one step; a failed step is reported at the end and does not stop the others. */
function step(name: string, command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, {stdio: 'inherit', env: childProcessEnv(extraEnv)});
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    failedSteps.push(name);
    console.error(`✖ ${name} failed (exit ${run.status ?? run.signal})`);
    return false;
  }
  return true;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

step('type check', bin('tsc'), ['--noEmit']);
step('lint', bin('eslint'), ['--max-warnings', '0', '.']);

step('unit tests (jest)', bin('jest'), ['--ci', '--json', `--outputFile=${path.join(results, 'jest.json')}`]);
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
step('integration tests (node:test)', process.execPath, [
  '--import', 'tsx', '--test', '--test-force-exit', '--test-concurrency=1',
  '--test-reporter=spec', '--test-reporter-destination=stdout',
  '--test-reporter=tap', `--test-reporter-destination=${tap}`,
  ...integrationFiles,
]);
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
      integrationFailures.push([line.trim(), ...lines.slice(i + 1, end).filter((l) => !/duration_ms|^\s*(---|\.\.\.)\s*$/.test(l)).slice(0, 30)].join('\n'));
    }
  });
}

// The build prerenders the catalogue from the database: scripts/build.mts migrates and seeds it first.
const built = step('build', process.execPath, ['--import', 'tsx', path.join('scripts', 'build.mts')]);
if (built) {
  step('static pages check', process.execPath, ['--import', 'tsx', path.join('scripts', 'check-static.mts')]);
  step('JavaScript budgets', process.execPath, ['--import', 'tsx', path.join('scripts', 'check-budgets.mts')]);
  for (const dir of ['e2e', 'e2e-pg', 'e2e-pay']) rmSync(path.join(root, '.data', dir), {recursive: true, force: true});
  step('end-to-end tests (playwright)', bin('playwright'), ['test']);
} else {
  console.error('The end-to-end tests need a build: skipped.');
}
const pw = readJson<{stats: {expected: number; unexpected: number; flaky: number}}>(path.join(results, 'playwright.json'));
if (pw) {
  counts.passed += pw.stats.expected + pw.stats.flaky;
  counts.failed += pw.stats.unexpected;
}

// A clean copy builds with an empty environment, and its standalone folder serves and refuses
// what it must (scripts/check-deploy-build.mts; its server checks use TEST_DATABASE_URL).
const deployResults = path.join(results, 'deploy-build.json');
step('deploy build check (clean copy, empty environment)', process.execPath, ['--import', 'tsx', path.join('scripts', 'check-deploy-build.mts'), '--results', deployResults]);
const deploy = readJson<{passed: number; failed: number}>(deployResults);
if (deploy) {
  counts.passed += deploy.passed;
  counts.failed += deploy.failed;
}

// The run's output is long and often read from its end: the integration failures are shown again here.
if (integrationFailures.length) console.error(`\nFailed integration tests:\n${integrationFailures.join('\n\n')}`);
console.log(`\nTimings:\n  ${timings.join('\n  ')}`);
if (failedSteps.length) console.error(`\nFailed: ${failedSteps.join(', ')}`);
// A failed check that is not a counted test (type check, lint, build) still fails the run.
const failed = Math.max(counts.failed, failedSteps.length);
console.log(`\nsummary: ${counts.passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
