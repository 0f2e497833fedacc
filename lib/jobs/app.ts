import 'server-only';
import {authSecret} from '@/lib/auth/secret';
import {db} from '@/lib/db';
import {pgliteDirFor} from '@/lib/db/client';
import {env} from '@/lib/env';
import {digestJobHandler, mailJobHandler, type MailContext} from '@/lib/mail/jobs';
import {removeUnusedMedia} from '@/lib/media/store';
import {removeStaleGuestQuestions} from '@/lib/orders/questions/store';
import {reconcilePayments} from '@/lib/payments/reconcile';
import {storage} from '@/lib/storage/app';
import {removeUnusedUploads} from '@/lib/uploads/cleanup';
import {currentJobs, startJobs, type Jobs, type ScheduledJob} from './queue';

/** What the app's mails are composed with. */
export function mailContext(): MailContext {
  return {appUrl: env.APP_URL, secret: authSecret(), adminLanguage: env.ADMIN_LANGUAGE, mailsPerHour: env.STUDIO_MAILS_PER_HOUR};
}

/** The shop's scheduled work, each run once per period across all instances (docs/operations.md#background-jobs). */
export const scheduledJobs: ScheduledJob[] = [
  {
    // Settles payments nobody told us about, closes expired virtual accounts, cancels orders unpaid for a day.
    name: 'payments-reconcile',
    everyMinutes: env.RECONCILE_EVERY_MIN,
    run: async () => {
      const tally = await reconcilePayments(db);
      if (Object.values(tally).some((n) => n > 0)) console.log('payments: reconciled', tally);
    },
  },
  {
    name: 'uploads-cleanup',
    everyMinutes: env.CLEANUP_EVERY_MIN,
    run: async () => {
      const uploads = await removeUnusedUploads(db, storage);
      if (uploads.files > 0 || uploads.stopped) console.log('uploads: removed unused files', uploads);
      const media = await removeUnusedMedia(db, storage);
      if (media.files > 0) console.log('media: removed unused pictures', media);
      const questions = await removeStaleGuestQuestions(db);
      if (questions > 0) console.log('questions: removed guest questions past their keeping time', {questions});
    },
  },
];

/** This process's queue, started once (instrumentation.ts starts it before the server takes requests). */
export function appJobs(): Promise<Jobs> {
  const running = currentJobs();
  if (running) return Promise.resolve(running);
  const slot = globalThis as unknown as {studioJobsStarting?: Promise<Jobs>};
  return (slot.studioJobsStarting ??= startJobs({
    target: {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)},
    prisma: db,
    settings: {retryDelayS: env.JOB_RETRY_DELAY_S, retryDelayMaxS: env.JOB_RETRY_MAX_DELAY_S, retryLimit: env.JOB_RETRY_LIMIT, pollS: env.JOB_POLL_S},
    mail: mailJobHandler(db, mailContext()),
    digest: digestJobHandler(db),
    scheduled: scheduledJobs,
  }).finally(() => (slot.studioJobsStarting = undefined)));
}
