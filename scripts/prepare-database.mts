/**
 * The standalone server's database step (`MIGRATE_ON_START=1`, or `node serve.mjs migrate` as a
 * release step): the committed migrations, then the seed (the admin account and the starting
 * catalogue, each only when missing), as `npm start` does before it serves. Loaded only when asked
 * (its own chunk in the bundle), so a plain start does not load the migration engine.
 */
import {env} from '../lib/env';
import {describeTarget, pgliteDirFor} from '../lib/db/client';
import {applyMigrations} from '../lib/db/migrate';
import {runSeed} from './seed.mts';

export async function prepareDatabase(): Promise<void> {
  const target = {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)};
  const applied = await applyMigrations(target);
  console.log(applied.length ? `Database: applied ${applied.join(', ')} to ${describeTarget(target)}` : `Database: ${describeTarget(target)} is up to date.`);
  await runSeed();
}
