/**
 * npm run build: the catalogue pages are prerendered from the database (prices, texts, pictures,
 * business details, portfolio), so the database is migrated and seeded first (the same steps as
 * npm start), then Next.js builds. The data cache of an earlier build (.next/cache/fetch-cache,
 * where the tagged reads keep their results) is dropped first: a build renders from the database
 * as it is now, not from what an earlier build read. Then the scripts every page starts with get V8's
 * compile hint (scripts/compile-hints.ts), and .next/standalone is completed into the deployable
 * folder (scripts/standalone.mts).
 */
import './load-env.mts';
import {spawnSync} from 'node:child_process';
import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {childProcessEnv, env} from '../lib/env';
import {describeTarget, pgliteDirFor} from '../lib/db/client';
import {applyMigrations} from '../lib/db/migrate';
import {runSeed} from './seed.mts';
import {completeStandalone} from './standalone.mts';
import {markStartupScripts} from './compile-hints';
import {CATALOGUE_SOURCE_FILE, catalogueSource} from '../lib/cache/handlers/catalogue-source.mjs';

const target = {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)};
const applied = await applyMigrations(target);
console.log(applied.length ? `Database: applied ${applied.join(', ')} to ${describeTarget(target)}` : `Database: ${describeTarget(target)} is up to date.`);
await runSeed();
rmSync(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'), {recursive: true, force: true});
const build = spawnSync(process.execPath, [path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {stdio: 'inherit', env: childProcessEnv()});
// Which database and address the pages were prerendered for: a server reading another database or
// serving at another address renders the catalogue again on first request (lib/cache/handlers/pages.mjs).
if (build.status === 0) writeFileSync(path.join(process.cwd(), '.next', CATALOGUE_SOURCE_FILE), catalogueSource(env.DATABASE_URL, env.APP_URL));
// The framework's scripts compiled as they arrive, off the main thread (scripts/compile-hints.ts).
if (build.status === 0) console.log(`Compile hint on ${markStartupScripts(path.join(process.cwd(), '.next')).length} startup scripts.`);
// .next/standalone made whole for `node serve.mjs`: the server, static files, public/, migrations.
if (build.status === 0) console.log(`Standalone server: ${path.relative(process.cwd(), await completeStandalone())}/serve.mjs`);
process.exit(build.status ?? 1);
