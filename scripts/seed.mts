/**
 * npm run db:seed — creates the admin account from ADMIN_EMAIL / ADMIN_PASSWORD and writes the
 * starting price list on first start (lib/catalog/seed); both idempotent, neither overwrites a change.
 */
import './load-env.mts';
import {env} from '../lib/env';
import {createPrismaClient, pgliteDirFor} from '../lib/db/client';
import {seed} from '../lib/db/seed';
import {seedCatalog} from '../lib/catalog/seed';

export async function runSeed(): Promise<void> {
  const db = createPrismaClient({url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)});
  try {
    const added = await seedCatalog(db);
    if (added) console.log(`Catalogue: ${added} items added to the price list.`);
    const result = await seed(db, {
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      developmentFallbackEmail: 'admin@localhost.localdomain',
      production: env.NODE_ENV === 'production',
    });
    if (result.generatedPassword) {
      console.log(`\nAdmin account created: ${result.adminEmail}\nGenerated password (shown once, change it after signing in): ${result.generatedPassword}\n`);
    } else if (result.created) {
      console.log(`Admin account created: ${result.adminEmail}`);
    } else if (!result.adminEmail) {
      console.log('No ADMIN_EMAIL set: no admin account seeded.');
    }
  } finally {
    await db.$disconnect();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runSeed();
  process.exit(0);
}
