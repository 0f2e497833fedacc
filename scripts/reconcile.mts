/**
 * npm run payments:reconcile: settles unknown and stale payments by asking the providers, closes
 * expired virtual accounts, settles refunds left `requested` (a crash or a lost answer) and
 * cancels orders left unpaid for a day. The server also does this
 * every five minutes. With the embedded database, stop the server first (one process at a time).
 */
import './load-env.mts';
import {env} from '../lib/env';
import {createPrismaClient, describeTarget, pgliteDirFor} from '../lib/db/client';
import {applyMigrations} from '../lib/db/migrate';
import {reconcilePayments} from '../lib/payments/reconcile';

const target = {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)};
await applyMigrations(target);
const db = createPrismaClient(target);
try {
  const tally = await reconcilePayments(db);
  console.log(`Reconciled payments on ${describeTarget(target)}:`, tally);
} finally {
  await db.$disconnect();
}
