/**
 * Next.js calls this once when a server starts: the payment reconciliation and the clean-up of
 * unused uploads start with it.
 */
export async function register() {
  // Which runtime is registering is set by Next.js itself (not configuration, so not in lib/env).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const {scheduleReconciliation} = await import('@/lib/payments/schedule');
  scheduleReconciliation();
  const {scheduleUploadCleanup} = await import('@/lib/uploads/schedule');
  scheduleUploadCleanup();
}
