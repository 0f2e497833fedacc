import 'server-only';
import {db} from '@/lib/db';
import {reconcilePayments} from './reconcile';

export const RECONCILE_EVERY_MS = 5 * 60 * 1000;

/** Runs reconciliation at start and every five minutes inside the server process. */
export function scheduleReconciliation(): void {
  const run = () =>
    reconcilePayments(db)
      .then((tally) => {
        if (Object.values(tally).some((n) => n > 0)) console.log('payments: reconciled', tally);
      })
      .catch((error: unknown) => console.error('payments: reconciliation failed', error));
  setTimeout(run, 10_000).unref();
  setInterval(run, RECONCILE_EVERY_MS).unref();
}
