/**
 * npm start: prepares the database (migrations + seed), builds when the sources changed since the
 * last build, then serves on http://localhost:$PORT (3000) through scripts/serve.mts. With the
 * embedded database (no DATABASE_URL), it first checks that DATA_DIR/pglite's disk has room
 * (lib/db/space): too full, it says so in one line, writes nothing and exits 1.
 */
import './load-env.mts';
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {childProcessEnv, env} from '../lib/env';
import {deploymentRefusal} from '../lib/deploy/environment';
import {demoPaymentsRefusal} from '../lib/payments';
import {pgliteDirFor} from '../lib/db/client';
import {freeBytesUnder, spaceRefusal} from '../lib/db/space';
import {prepareDatabase} from './prepare-database.mts';
import {nextBuild} from './next-build.mts';

const root = process.cwd();
const SOURCES = ['app', 'components', 'lib', 'messages', 'prisma', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'package.json', 'postcss.config.mjs', 'global.d.ts'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  if (p.endsWith(`${path.sep}generated`)) return 0;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((e) => newestMtime(path.join(p, e))));
}

export function needsBuild(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

const refusal = deploymentRefusal(env) ?? demoPaymentsRefusal(env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

if (!env.DATABASE_URL) {
  const folder = pgliteDirFor(env.DATA_DIR);
  const full = spaceRefusal(folder, await freeBytesUnder(folder));
  if (full) {
    console.error(full);
    process.exit(1);
  }
}

// Migrations, then the seed: the same step the standalone server runs with MIGRATE_ON_START.
await prepareDatabase();

if (needsBuild()) {
  console.log('Building the storefront (sources changed since the last build)…');
  // The same build as `npm run build` (scripts/next-build.mts): it records the database and address
  // it prerendered for, so a later start on another PORT or APP_URL renders those pages again.
  const status = await nextBuild();
  if (status !== 0) process.exit(status);
}

// Our own server around Next's handler (scripts/serve.mts): it gives the app the client's address.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.mts')], {stdio: 'inherit', env: childProcessEnv({NODE_ENV: 'production'})});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
