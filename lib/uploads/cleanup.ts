/**
 * Removes uploads nobody used: a file that no brief and no delivery holds 24 hours after it was
 * uploaded (a brief never sent, a file picked and abandoned, a deliverable never delivered, an
 * instant preview and its photo: their Preview row goes with them) only takes space. The server
 * runs this every hour (lib/uploads/schedule); `npm run uploads:clean` runs it once.
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

/** In no brief and no delivery, and not a preview's photo a buyer took into an order (lib/preview: it waits for the order's brief). */
const UNUSED = {briefs: {none: {}}, deliveries: {none: {}}, NOT: {purpose: PREVIEW_PHOTO, orderId: {not: null}}} as const;

export interface CleanupTally {
  files: number;
  bytes: number;
}

export async function removeUnusedUploads(db: PrismaClient, storage: ObjectStorage, now: Date = new Date(), log: Pick<Console, 'warn'> = console): Promise<CleanupTally> {
  const cutoff = new Date(now.getTime() - UNUSED_FOR_MS);
  const tally: CleanupTally = {files: 0, bytes: 0};
  // Rows another transaction holds (a brief being sent with this file) are skipped, not waited for;
  // `after` moves past them so one such row cannot stall the run.
  let after: string | null = null;
  for (;;) {
    const candidates: {id: string}[] = await db.upload.findMany({
      where: {createdAt: {lt: cutoff}, ...UNUSED, ...(after ? {id: {gt: after}} : {})},
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
      const rows = await tx.upload.findMany({where: {id: {in: locked.map((l) => l.id)}, createdAt: {lt: cutoff}, ...UNUSED}, select: {id: true, storageKey: true, size: true}});
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
