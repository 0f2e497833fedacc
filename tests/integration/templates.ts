/**
 * The migrated databases that `npm test` prepares once before its integration tests
 * (scripts/test.mts): an embedded database folder and a PostgreSQL database (on TEST_DATABASE_URL's
 * server) with every committed migration applied. Each test's database is then a copy
 * (tests/integration/databases.ts): a folder copy for PGlite, `CREATE DATABASE … TEMPLATE` for
 * PostgreSQL, instead of applying the migrations again for each of them.
 */
import {randomBytes} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {applyMigrations} from '@/lib/db/migrate';
import {runSql} from '../fakes/services';

/** Makes the templates; `env` is what the test processes need to find them. */
export async function prepareTemplates(databaseUrl: string | undefined): Promise<{env: Record<string, string>; cleanup: () => Promise<void>}> {
  const folder = mkdtempSync(path.join(tmpdir(), 'storefront-template-'));
  const pgliteDir = path.join(folder, 'pglite');
  await applyMigrations({pgliteDir});
  const env: Record<string, string> = {TEST_PGLITE_TEMPLATE: pgliteDir};
  let template: string | undefined;
  if (databaseUrl) {
    template = `sf_template_${randomBytes(6).toString('hex')}`;
    await runSql(databaseUrl, `CREATE DATABASE "${template}"`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    await applyMigrations({url: url.toString()});
    env.TEST_PG_TEMPLATE = template;
  }
  return {
    env,
    cleanup: async () => {
      rmSync(folder, {recursive: true, force: true});
      if (template && databaseUrl) await runSql(databaseUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    },
  };
}
