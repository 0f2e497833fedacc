/**
 * The audit log: every admin action, with who did it, to what, when, and the state before and
 * after. Written in the same transaction as the change where there is one.
 */
import type {Db} from '@/lib/db/transaction';

export interface AuditActor {
  /** null for the system (a refund whose admin's account is gone). */
  id: string | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  targetType: 'order' | 'user' | 'brief' | 'payment' | 'catalog' | 'settings' | 'media' | 'portfolio' | 'testimonial' | 'review' | 'job';
  targetId: string;
  before?: unknown;
  after?: unknown;
}

export async function audit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before === undefined ? undefined : (entry.before as object),
      after: entry.after === undefined ? undefined : (entry.after as object),
    },
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** The newest entries first, a page at a time. */
export function auditEntries(db: Db, page = 1) {
  return db.auditLog.findMany({orderBy: {createdAt: 'desc'}, skip: (Math.max(1, page) - 1) * AUDIT_PAGE_SIZE, take: AUDIT_PAGE_SIZE});
}
