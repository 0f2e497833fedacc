import 'server-only';
/**
 * Expiring a cache tag after the owner changed what it covers. Expired at once (not
 * stale-while-revalidate), so the next request renders the change; and expired again a moment
 * later, twice ("delayed double delete"): a render that was already running when the change
 * committed (a visitor's request, or the admin page prefetching the front page after a save) read
 * the old rows but stores its result after the first expiry, where it would otherwise stay until
 * the next change. 1.5 s covers a render on an idle server; 6 s one on a busy one (the e2e suite
 * on two cores saw a front page render outlast 1.5 s).
 */
import {revalidateTag} from 'next/cache';
import {after} from 'next/server';

/** When the tag is expired again after the first time (ms after it). */
export const SETTLE_MS = [1500, 6000] as const;

export function expireTag(tag: string): void {
  revalidateTag(tag, {expire: 0});
  after(async () => {
    let waited = 0;
    for (const at of SETTLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, at - waited));
      waited = at;
      revalidateTag(tag, {expire: 0});
    }
  });
}
