/**
 * The daily upload quota's reservations under the interleaving the fresh-clone CI hit on
 * PostgreSQL: a second upload's table read starts before the first upload's row is written and
 * returns after that upload has finished and released its reservation. The read missed the row and
 * the reservation was gone, so both bodies were granted the whole remainder.
 */
import {uploadQuota} from '@/lib/uploads/quota';

/** An Upload table whose reads answer only when the test says so, with what was committed when they started. */
function slowTable() {
  const rows: number[] = [];
  const waiting: Array<() => void> = [];
  const db = {
    upload: {
      aggregate: () => {
        const snapshot = [...rows]; // what the read sees: the rows committed when it started
        return new Promise((resolve) => {
          waiting.push(() => resolve({_count: {_all: snapshot.length}, _sum: {size: snapshot.reduce((a, b) => a + b, 0) || null}}));
        });
      },
    },
  };
  return {
    db: db as unknown as Parameters<ReturnType<typeof uploadQuota>['reserve']>[0],
    commit: (size: number) => rows.push(size),
    /** Answers the oldest read still waiting. */
    answer: async () => {
      waiting.shift()?.();
      await new Promise((r) => setImmediate(r));
    },
    pendingReads: () => waiting.length,
  };
}

const settle = () => new Promise((r) => setImmediate(r));

test('two bodies without a length: the second is not granted the remainder the first used, even when its read missed the first row', async () => {
  const quota = uploadQuota({bytesPerDay: 20_000, filesPerDay: 10});
  const table = slowTable();

  const first = quota.reserve(table.db, 'twins', null);
  const second = quota.reserve(table.db, 'twins', null);
  await settle();
  expect(table.pendingReads()).toBe(2);

  // The first read answers: the whole 20,000 bytes are held for the first body.
  await table.answer();
  const a = await first;
  expect(a).toMatchObject({ok: true, capBytes: 20_000});
  // Its body turns out to be 12,000 bytes; the row is written, then the reservation is released...
  table.commit(12_000);
  if (a.ok) a.release();
  // ...while the second read, started before that row existed, is still under way.
  await table.answer();
  await settle();

  // The second request reads again and sees the row: 8,000 bytes left, not 20,000.
  expect(table.pendingReads()).toBe(1);
  await table.answer();
  const b = await second;
  expect(b).toMatchObject({ok: true, capBytes: 8_000});
});

test("the files per day: a read that missed a finished upload cannot let the day's last file through twice", async () => {
  const quota = uploadQuota({bytesPerDay: 1_000_000, filesPerDay: 1});
  const table = slowTable();
  const first = quota.reserve(table.db, 'busy', 100);
  const second = quota.reserve(table.db, 'busy', 100);
  await settle();
  await table.answer();
  const a = await first;
  expect(a.ok).toBe(true);
  table.commit(100);
  if (a.ok) a.release();
  await table.answer();
  await table.answer();
  expect(await second).toEqual({ok: false});
});

test('without a release in between one read is enough, and other accounts are not made to read again', async () => {
  const quota = uploadQuota({bytesPerDay: 20_000, filesPerDay: 10});
  const table = slowTable();
  const mine = quota.reserve(table.db, 'kim', 5_000);
  const theirs = quota.reserve(table.db, 'lee', 5_000);
  await settle();
  await table.answer();
  const a = await mine;
  if (a.ok) a.release(); // kim's upload finishes while lee's read is under way
  await table.answer();
  expect(await theirs).toMatchObject({ok: true, capBytes: 20_000});
  expect(table.pendingReads()).toBe(0);
});
