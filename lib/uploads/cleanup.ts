/**
 * Removes uploads nobody used: a file that no brief, message and delivery holds 24 hours after it was
 * uploaded (a brief never sent, a file picked and abandoned, a deliverable never delivered, an
 * instant preview and its photo: their Preview row goes with them) only takes space. So do the
 * files of orders never paid: cancelled ones, and ones still unpaid after 30 days (see removable). The job
 * queue runs this every hour (lib/jobs/app); `npm run uploads:clean` runs it once.
 *
 * Order of work: the row goes first, in a transaction that locks it, then the stored object. A
 * crash in between leaves an object no row points at (harmless, logged), never a row pointing at
 * a missing file.
 */
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction} from '@/lib/db/transaction';
import type {ObjectStorage} from '@/lib/storage';
import {PREVIEW_PHOTO} from '@/lib/preview/constants';

export const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;
/** Rows per transaction: short locks, and a long backlog still goes through in steps. */
const BATCH = 200;

/** How long the files of an order still awaiting its price or its payment are kept (a quote request the studio never priced, a payment never made). */
export const UNPAID_FILES_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Files removed once 24 hours old: in no delivery, and either
 * - in no brief, in no order conversation's message, and not a preview's photo a buyer took into an
 *   order (lib/preview: it waits for the order's brief), or
 * - a file of an order that was never paid (docs/security.md#limits-and-rules, "Uploads"): cancelled (only unpaid orders
 *   can be; paid ones are refunded), or still awaiting its price or payment after UNPAID_FILES_MS.
 *   A guest's file or preview photo the order holds, or a file whose every brief (or message) is such an order's.
 */
function removable(cutoff: Date, unpaidCutoff: Date) {
  const unpaid = {OR: [{status: 'cancelled' as const}, {status: {in: ['pending_payment' as const, 'quote_review' as const]}, createdAt: {lt: unpaidCutoff}}]};
  return {
    createdAt: {lt: cutoff},
    deliveries: {none: {}},
    OR: [
      {briefs: {none: {}}, messageFiles: {none: {}}, NOT: {purpose: PREVIEW_PHOTO, orderId: {not: null}}},
      {briefs: {none: {}}, order: unpaid},
      {briefs: {some: {}, every: {brief: {order: unpaid}}}},
      {messageFiles: {some: {}, every: {message: {order: unpaid}}}},
    ],
  };
}

export interface CleanupTally {
  files: number;
  bytes: number;
}

export async function removeUnusedUploads(db: PrismaClient, storage: ObjectStorage, now: Date = new Date(), log: Pick<Console, 'warn'> = console): Promise<CleanupTally> {
  const cutoff = new Date(now.getTime() - UNUSED_FOR_MS);
  const where = removable(cutoff, new Date(now.getTime() - UNPAID_FILES_MS));
  const tally: CleanupTally = {files: 0, bytes: 0};
  // Rows another transaction holds (a brief being sent with this file) are skipped, not waited for;
  // `after` moves past them so one such row cannot stall the run.
  let after: string | null = null;
  for (;;) {
    const candidates: {id: string}[] = await db.upload.findMany({
      where: {...where, ...(after ? {id: {gt: after}} : {})},
      select: {id: true},
      orderBy: {id: 'asc'},
      take: BATCH,
    });
    const last = candidates.at(-1);
    if (!last) break;
    after = last.id;
    const removed = await inTransaction(db, async (tx) => {
      const ids = candidates.map((c) => c.id);
      // The lock makes a brief or delivery that attaches one of these files wait for this
      // transaction (and then fail on the missing row) instead of being emptied by the delete.
      const locked = await tx.$queryRaw<{id: string}[]>`SELECT "id"::text AS "id" FROM "Upload" WHERE "id" = ANY(${ids}::uuid[]) FOR UPDATE SKIP LOCKED`;
      if (!locked.length) return [];
      // Looked at again under the lock: a brief sent since the look-up above keeps its file.
      const rows = await tx.upload.findMany({where: {id: {in: locked.map((l) => l.id)}, ...where}, select: {id: true, storageKey: true, size: true}});
      if (rows.length) await tx.upload.deleteMany({where: {id: {in: rows.map((r) => r.id)}}});
      return rows;
    });
    for (const row of removed) {
      tally.files++;
      tally.bytes += row.size;
      try {
        await storage.delete(row.storageKey);
      } catch (error) {
        // Its row is gone, so nothing can serve it: only space is lost until someone removes it.
        log.warn(`uploads: row removed but stored object ${row.storageKey} was not deleted`, error);
      }
    }
    if (candidates.length < BATCH) break;
  }
  return tally;
}
