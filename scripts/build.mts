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
import {rmSync} from 'node:fs';
import path from 'node:path';
import {env} from '../lib/env';
import {describeTarget, pgliteDirFor} from '../lib/db/client';
import {applyMigrations} from '../lib/db/migrate';
import {runSeed} from './seed.mts';
import {nextBuild} from './next-build.mts';

const target = {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)};
const applied = await applyMigrations(target);
console.log(applied.length ? `Database: applied ${applied.join(', ')} to ${describeTarget(target)}` : `Database: ${describeTarget(target)} is up to date.`);
await runSeed();
rmSync(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'), {recursive: true, force: true});
// Next.js, then what the build records and completes (scripts/next-build.mts).
process.exit(await nextBuild());
