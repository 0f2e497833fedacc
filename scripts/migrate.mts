/**
 * npm run db:migrate               apply committed migrations to the configured database
 * npm run db:migration -- <name>   write the next migration's SQL from prisma/schema.prisma
 * npm run db:migrate -- resolve <name>   mark a failed migration rolled back, so the next apply runs it again
 */
import './load-env.mts';
import {env} from '../lib/env';
import {describeTarget, pgliteDirFor} from '../lib/db/client';
import {applyMigrations, markRolledBack, MigrationError} from '../lib/db/migrate';
import {createMigration} from '../lib/db/schema-diff';

const [command, name, extra] = process.argv.slice(2);

try {
  const target = {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)};
  if (command === 'apply' && name === 'resolve') {
    if (!extra) throw new MigrationError('Usage: npm run db:migrate -- resolve <migration name>');
    await markRolledBack(target, extra);
    console.log(`${extra} is marked rolled back in ${describeTarget(target)}: the next apply runs it again.`);
  } else if (command === 'apply') {
    const applied = await applyMigrations(target);
    console.log(applied.length ? `Applied ${applied.length} migration(s) to ${describeTarget(target)}: ${applied.join(', ')}` : `${describeTarget(target)} is up to date.`);
  } else if (command === 'create') {
    if (!name) throw new MigrationError('Usage: npm run db:migration -- <name>');
    const dir = await createMigration(name);
    console.log(dir ? `Wrote ${dir}/migration.sql` : 'The schema matches the migrations: nothing to write.');
  } else {
    throw new MigrationError('Usage: migrate.mts apply [resolve <name>] | create <name>');
  }
  process.exit(0);
} catch (e) {
  console.error(e instanceof MigrationError ? `Migration failed: ${e.message}` : e);
  process.exit(1);
}
