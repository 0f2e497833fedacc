/** Atomic steps that compose: a step runs in its caller's transaction when there is one. */
import type {Prisma, PrismaClient} from '@/lib/generated/prisma/client';

/** The client, or a transaction already open on it. */
export type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Runs `work` atomically: in a new transaction, or in the caller's when `db` already is one, so a
 * step (an order's status change) can be part of a larger change (a webhook's event and its effect).
 */
export function inTransaction<T>(db: Db, work: (tx: Prisma.TransactionClient) => Promise<T>, options?: {maxWait?: number; timeout?: number}): Promise<T> {
  // Prisma's transaction client also has $transaction (savepoints), which the PGlite adapter lacks:
  // transactions opened here are remembered instead.
  if (open.has(db)) return work(db);
  return (db as PrismaClient).$transaction((tx) => {
    open.add(tx);
    return work(tx);
  }, options);
}

const open = new WeakSet<object>();
