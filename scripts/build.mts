/**
 * npm run build: the catalogue pages are prerendered from the database (prices, texts, pictures,
 * business details, portfolio), so the database is migrated and seeded first (the same steps as
 * npm start), then Next.js builds. The data cache of an earlier build (.next/cache/fetch-cache,
 * where the tagged reads keep their results) is dropped first: a build renders from the database
 * as it is now, not from what an earlier build read.
 */
import './load-env.mts';
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {childProcessEnv, env} from '../lib/env';
import {describeTarget, pgliteDirFor} from '../lib/db/client';
import {applyMigrations} from '../lib/db/migrate';
import {runSeed} from './seed.mts';

const target = {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)};
const applied = await applyMigrations(target);
console.log(applied.length ? `Database: applied ${applied.join(', ')} to ${describeTarget(target)}` : `Database: ${describeTarget(target)} is up to date.`);
await runSeed();
rmSync(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'), {recursive: true, force: true});
const build = spawnSync(process.execPath, [path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {stdio: 'inherit', env: childProcessEnv()});
process.exit(build.status ?? 1);
