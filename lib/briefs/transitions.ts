/**
 * The brief's state machine, as a table: for each status, the statuses the studio may move a brief
 * to. A brief is created `pending`; only an admin moves it, and every move goes through `moveBrief`
 * (lib/briefs/store), which refuses a move this table does not list (docs/uploads.md#brief-statuses).
 * A decision (approved, rejected) is reopened by putting the brief back in review; nothing goes back
 * to pending, which means "not looked at yet".
 */
import {BriefStatus, type OrderStatus} from '@/lib/generated/prisma/enums';

export const BRIEF_TRANSITIONS: Record<BriefStatus, readonly BriefStatus[]> = {
  pending: ['in_review', 'approved', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: ['in_review'],
  rejected: ['in_review'],
};

/** The schema's brief statuses, in its order: the one vocabulary (lib/briefs/schema uses it). */
export const BRIEF_STATUSES = Object.values(BriefStatus);

/** Whether the studio may move a brief from `from` to `to`. */
export function mayMoveBrief(from: BriefStatus, to: BriefStatus): boolean {
  return BRIEF_TRANSITIONS[from].includes(to);
}

/**
 * A brief follows its order: once the studio has delivered the order's draft (or the order is
 * completed), the work was done from its briefs, so `moveOrder` approves each brief of the order in
 * the same transaction (`approveOrderBriefs` in lib/briefs/store, through `moveBrief`; a rejected
 * one is reopened in review first, as the table asks). Nothing moves a brief back when the order
 * returns to work for a revision.
 */
export const BRIEF_APPROVED_WITH: readonly OrderStatus[] = ['draft_delivered', 'completed'];

/** The table's moves that take a brief in `from` to approved (none when it is approved already). */
export function pathToApproved(from: BriefStatus): BriefStatus[] {
  if (from === 'approved') return [];
  return mayMoveBrief(from, 'approved') ? ['approved'] : ['in_review', 'approved'];
}
