/**
 * The brief's transition table (lib/briefs/transitions) and its one mover (moveBrief in
 * lib/briefs/store): every pair of statuses is listed here with whether the studio may make the
 * move, and the mover changes a status only for those, by compare-and-set.
 */
import {BRIEF_STATUSES, BRIEF_TRANSITIONS, mayMoveBrief, pathToApproved} from '@/lib/briefs/transitions';
import {moveBrief} from '@/lib/briefs/store';
import type {Db} from '@/lib/db/transaction';
import type {BriefStatus} from '@/lib/generated/prisma/enums';

// from -> the statuses it may move to; every other pair is refused.
const ALLOWED: Record<BriefStatus, BriefStatus[]> = {
  pending: ['in_review', 'approved', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: ['in_review'],
  rejected: ['in_review'],
};

const PAIRS = BRIEF_STATUSES.flatMap((from) => BRIEF_STATUSES.map((to) => [from, to, ALLOWED[from].includes(to)] as const));

test('the table names every status of the schema, and no other', () => {
  expect(Object.keys(BRIEF_TRANSITIONS).sort()).toEqual([...BRIEF_STATUSES].sort());
  expect([...BRIEF_STATUSES].sort()).toEqual(['approved', 'in_review', 'pending', 'rejected']);
});

test.each(PAIRS)('%s -> %s allowed: %s', (from, to, allowed) => {
  expect(mayMoveBrief(from, to)).toBe(allowed);
});

/** A brief in `status`; `race` makes another move win between the read and the write. */
function fakeDb(status: BriefStatus | null, race = false) {
  const brief = status ? {status} : null;
  const updateMany = jest.fn(async ({where, data}: {where: {id: string; status: BriefStatus}; data: {status: BriefStatus}}) => {
    if (race && brief) brief.status = 'rejected';
    if (!brief || brief.status !== where.status) return {count: 0};
    brief.status = data.status;
    return {count: 1};
  });
  const db = {projectBrief: {findUnique: jest.fn(async () => (brief ? {...brief} : null)), updateMany}} as unknown as Db;
  return {db, brief, updateMany};
}

test.each(PAIRS)('moveBrief %s -> %s: moves only when allowed (%s)', async (from, to, allowed) => {
  const {db, brief, updateMany} = fakeDb(from);
  const moved = await moveBrief(db, 'b1', to);
  expect(moved).toEqual(allowed ? {ok: true, from} : {ok: false, error: 'notAllowed', from});
  expect(brief!.status).toBe(allowed ? to : from);
  expect(updateMany).toHaveBeenCalledTimes(allowed ? 1 : 0);
});

test('moveBrief: an unknown brief is notFound, and a move another one beat is stale', async () => {
  expect(await moveBrief(fakeDb(null).db, 'none', 'approved')).toEqual({ok: false, error: 'notFound'});
  const raced = fakeDb('in_review', true);
  expect(await moveBrief(raced.db, 'b1', 'approved')).toEqual({ok: false, error: 'stale', from: 'in_review'});
  expect(raced.brief!.status).toBe('rejected');
});

test.each([
  ['pending', ['approved']],
  ['in_review', ['approved']],
  ['rejected', ['in_review', 'approved']],
  ['approved', []],
] as const)('a brief in %s follows its delivered order to approved by the moves %j, each one the table allows', (from, path) => {
  expect(pathToApproved(from)).toEqual(path);
  [from, ...path].slice(0, -1).forEach((status, i) => expect(mayMoveBrief(status, path[i]!)).toBe(true));
});
