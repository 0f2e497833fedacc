/**
 * Removes uploads nobody used: a file that no brief, message and delivery holds 24 hours after it was
 * uploaded (a brief never sent, a file picked and abandoned, a deliverable never delivered, an
 * instant preview and its photo: their Preview row goes with them) only takes space. So do the
 * files of orders never paid: cancelled ones, and ones still unpaid after 30 days (see removable). The job
 * queue runs this every hour (lib/jobs/app); `npm run uploads:clean` runs it once.
 *
 * Order of work, one file at a time, its row locked throughout: the stored object goes first, then
 * the row. A row is deleted only once its object is known to be gone, and a row is kept only while
 * its object is known to be there:
 * - the delete answered: the row goes;
 * - the delete failed or got no answer (S3_TIMEOUT_MS, the bucket down or stalled): the request may
 *   still have reached the bucket, so the object may be gone. The clean-up asks the bucket whether
 *   the object is still there (HEAD), again every second while it does not answer, for up to
 *   SETTLE_MS; gone, the row goes; there, the row stays. Either way the run stops after that file:
 *   the next ones wait for the next run rather than for a bucket that does not answer.
 * Only when the bucket stays silent past SETTLE_MS is a row kept without knowing (logged): it is
 * still unused, so the next run deletes its object again (deleting a missing object succeeds) and
 * then the row. A crash between the object and the row leaves such a row too, never an object
 * whose row was removed.
 */
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction} from '@/lib/db/transaction';
import type {ObjectStorage} from '@/lib/storage';
import {setTimeout as sleep} from 'node:timers/promises';
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
  /**
   * Set when the run stopped early because a file's delete failed: then `deleted` (the bucket
   * answered later that it is gone: its row went too), `kept` (it is still there, its row stays) or
   * `unsure` (the bucket never answered: the row stays for the next run).
   */
  stopped?: {storageKey: string; outcome: 'deleted' | 'kept' | 'unsure'};
}

/** How long, after a delete that failed, the clean-up keeps asking whether the object is still there. */
export const SETTLE_MS = 60_000;
/** The pause between those questions. */
const ASK_EVERY_MS = 1_000;

/** What the bucket said about an object after its delete failed: gone, still there, or nothing yet. */
export type ObjectState = 'absent' | 'present' | 'unanswered';

/**
 * The clean-up's decision for one file, from its delete (`deleted`: the bucket answered it) and,
 * when that failed, what asking about the object said: the row goes only with the object gone,
 * stays only with the object there, and otherwise the bucket is asked again.
 */
export function afterDelete(deleted: boolean, state?: ObjectState): 'drop-row' | 'keep-row' | 'ask-again' {
  if (deleted || state === 'absent') return 'drop-row';
  if (state === 'present') return 'keep-row';
  return 'ask-again';
}

export interface CleanupOptions {
  /** Default SETTLE_MS. */
  settleMs?: number;
  /** Default one second. */
  askEveryMs?: number;
}

/**
 * Deletes one stored object; when that fails, asks until the bucket says whether it is gone (or
 * settleMs passes). `failed`: the delete itself did not succeed (the run stops after this file).
 */
async function deleteObject(
  storage: ObjectStorage,
  key: string,
  options: Required<CleanupOptions>,
  log: Pick<Console, 'warn'>,
): Promise<{decision: 'drop-row' | 'keep-row' | 'unsure'; failed: boolean}> {
  try {
    await storage.delete(key);
    return {decision: 'drop-row', failed: false};
  } catch (error) {
    log.warn(`uploads: the stored object ${key} was not deleted; asking the bucket whether it is still there`, error);
  }
  const deadline = Date.now() + options.settleMs;
  for (;;) {
    let state: ObjectState = 'unanswered';
    try {
      state = (await storage.head(key)) === null ? 'absent' : 'present';
    } catch {
      // No answer yet: asked again below, until the deadline.
    }
    const decision = afterDelete(false, state);
    if (decision !== 'ask-again') return {decision, failed: true};
    if (Date.now() + options.askEveryMs > deadline) return {decision: 'unsure', failed: true};
    await sleep(options.askEveryMs);
  }
}

export async function removeUnusedUploads(db: PrismaClient, storage: ObjectStorage, now: Date = new Date(), log: Pick<Console, 'warn'> = console, options: CleanupOptions = {}): Promise<CleanupTally> {
  const settings = {settleMs: options.settleMs ?? SETTLE_MS, askEveryMs: options.askEveryMs ?? ASK_EVERY_MS};
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
    for (const candidate of candidates) {
      const outcome = await inTransaction(
        db,
        async (tx) => {
          // The lock makes a brief or delivery that attaches this file wait for this transaction
          // (and then fail on the missing row) instead of getting a file whose object is gone.
          const locked = await tx.$queryRaw<{id: string}[]>`SELECT "id"::text AS "id" FROM "Upload" WHERE "id" = ${candidate.id}::uuid FOR UPDATE SKIP LOCKED`;
          if (!locked.length) return null;
          // Looked at again under the lock: a brief sent since the look-up above keeps its file.
          const row = await tx.upload.findFirst({where: {id: candidate.id, ...where}, select: {id: true, storageKey: true, size: true}});
          if (!row) return null;
          const {decision, failed} = await deleteObject(storage, row.storageKey, settings, log);
          if (decision === 'drop-row') await tx.upload.delete({where: {id: row.id}});
          return {row, decision, failed};
        },
        // Long enough for a bucket that stalls: two tries of the delete, then asking for settleMs.
        {timeout: settings.settleMs + 5 * 60_000, maxWait: 30_000},
      );
      if (!outcome) continue;
      const {row, decision, failed} = outcome;
      if (decision === 'drop-row') {
        tally.files++;
        tally.bytes += row.size;
      }
      if (!failed) continue;
      const outcomes = {'drop-row': 'deleted', 'keep-row': 'kept', unsure: 'unsure'} as const;
      if (decision === 'drop-row') log.warn(`uploads: ${row.storageKey} turned out deleted; its row is removed and the clean-up stops until its next run`);
      else if (decision === 'keep-row') log.warn(`uploads: the bucket kept ${row.storageKey}; its row stays and the clean-up stops until its next run`);
      else log.warn(`uploads: the bucket did not say whether ${row.storageKey} was deleted; its row stays for the next run, which deletes it again`);
      tally.stopped = {storageKey: row.storageKey, outcome: outcomes[decision]};
      return tally;
    }
    if (candidates.length < BATCH) break;
  }
  return tally;
}
