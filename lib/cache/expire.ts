import 'server-only';
/**
 * Expiring a cache tag after the owner changed what it covers. Expired at once (not
 * stale-while-revalidate), so the next request renders the change; and expired once more a moment
 * later ("delayed double delete"): a render that was already running when the change committed
 * (a visitor's request, or the admin page prefetching the front page) read the old rows but
 * stores its result after the first expiry, where it would otherwise stay until the next change.
 */
import {revalidateTag} from 'next/cache';
import {after} from 'next/server';

/** Longer than a page render takes on a busy server. */
export const SETTLE_MS = 1500;

export function expireTag(tag: string): void {
  revalidateTag(tag, {expire: 0});
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    revalidateTag(tag, {expire: 0});
  });
}
