/**
 * An owner's save expires its tag at once and again 1.5 s and 6 s later (lib/cache/expire.ts):
 * a render that read the old rows just before the save and stored its result after an expiry is
 * thrown away by the next one.
 */
const revalidateTag = jest.fn();
let pending: (() => Promise<void>) | null = null;
jest.mock('next/cache', () => ({revalidateTag: (...args: unknown[]) => revalidateTag(...args)}));
jest.mock('next/server', () => ({after: (task: () => Promise<void>) => (pending = task)}));

import {expireTag, SETTLE_MS} from '@/lib/cache/expire';

test('expired at once, then at each settle time after it, and no more', async () => {
  jest.useFakeTimers();
  expireTag('showcase');
  expect(revalidateTag).toHaveBeenCalledTimes(1);
  expect(revalidateTag).toHaveBeenLastCalledWith('showcase', {expire: 0});
  const running = pending!();
  await jest.advanceTimersByTimeAsync(SETTLE_MS[0] - 1);
  expect(revalidateTag).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(revalidateTag).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(SETTLE_MS[1] - SETTLE_MS[0] - 1);
  expect(revalidateTag).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(revalidateTag).toHaveBeenCalledTimes(3);
  await running;
  await jest.advanceTimersByTimeAsync(60_000);
  expect(revalidateTag).toHaveBeenCalledTimes(3);
  expect(SETTLE_MS).toEqual([1500, 6000]);
  jest.useRealTimers();
});
