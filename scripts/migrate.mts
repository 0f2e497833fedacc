/**
 * npm run db:migrate               apply committed migrations to the configured database
 * npm run db:migration -- <name>   write the next migration's SQL from prisma/schema.prisma
 */
import './load-env.mts';
import {env} from '../lib/env';
import {describeTarget, pgliteDirFor} from '../lib/db/client';
import {applyMigrations, createMigration, MigrationError} from '../lib/db/migrate';

const [command, name] = process.argv.slice(2);

try {
  if (command === 'apply') {
    const target = {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)};
    const applied = await applyMigrations(target);
    console.log(applied.length ? `Applied ${applied.length} migration(s) to ${describeTarget(target)}: ${applied.join(', ')}` : `${describeTarget(target)} is up to date.`);
  } else if (command === 'create') {
    if (!name) throw new MigrationError('Usage: npm run db:migration -- <name>');
    const dir = await createMigration(name);
    console.log(dir ? `Wrote ${dir}/migration.sql` : 'The schema matches the migrations: nothing to write.');
  } else {
    throw new MigrationError('Usage: migrate.mts apply | create <name>');
  }
  process.exit(0);
} catch (e) {
  console.error(e instanceof MigrationError ? `Migration failed: ${e.message}` : e);
  process.exit(1);
}
