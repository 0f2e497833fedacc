import 'server-only';
import {db} from '@/lib/db';
import {storage} from '@/lib/storage/app';
import {removeUnusedMedia} from '@/lib/media/store';
import {removeUnusedUploads} from './cleanup';

export const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Removes unused uploads and unused shop pictures shortly after start and every hour inside the server process. */
export function scheduleUploadCleanup(): void {
  const run = () =>
    removeUnusedUploads(db, storage)
      .then((tally) => {
        if (tally.files > 0) console.log('uploads: removed unused files', tally);
        return removeUnusedMedia(db, storage);
      })
      .then((tally) => {
        if (tally.files > 0) console.log('media: removed unused pictures', tally);
      })
      .catch((error: unknown) => console.error('uploads: clean-up failed', error));
  // After the reconciliation's first run (10 s), so the two do not start together.
  setTimeout(run, 60_000).unref();
  setInterval(run, CLEANUP_EVERY_MS).unref();
}
