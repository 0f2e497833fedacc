/**
 * npm run payments:reconcile: settles unknown and stale payments by asking the providers, closes
 * expired virtual accounts, settles refunds left `requested` (a crash or a lost answer) and
 * cancels orders left unpaid for a day. The server also does this
 * every five minutes. With the embedded database, stop the server first (one process at a time).
 * An order it finds paid has its mails queued (the job queue, lib/jobs): the server sends them.
 */
import './load-env.mts';
import {env} from '../lib/env';
import {createPrismaClient, describeTarget, pgliteDirFor} from '../lib/db/client';
import {applyMigrations} from '../lib/db/migrate';
import {reconcilePayments} from '../lib/payments/reconcile';
import {startJobs} from '../lib/jobs/queue';

const target = {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)};
await applyMigrations(target);
const db = createPrismaClient(target);
// Enqueue only: the mails of orders found paid are sent by the server's workers.
const jobs = await startJobs({
  target,
  prisma: db,
  settings: {retryDelayS: env.JOB_RETRY_DELAY_S, retryDelayMaxS: env.JOB_RETRY_MAX_DELAY_S, retryLimit: env.JOB_RETRY_LIMIT, pollS: env.JOB_POLL_S},
  mail: async () => undefined,
  work: false,
});
try {
  const tally = await reconcilePayments(db);
  console.log(`Reconciled payments on ${describeTarget(target)}:`, tally);
} finally {
  await jobs.stop(5_000);
  await db.$disconnect();
}
