import 'server-only';
/**
 * The studio's median first-reply time for the item pages, cached so they stay prerendered: it
 * moves with every conversation, so it is kept for an hour (not expired per message), and with the
 * catalogue's tag like the other item-page reads.
 */
import {cacheLife, cacheTag} from 'next/cache';
import {CATALOG_TAG} from '@/lib/cache/tags';
import {db} from '@/lib/db';
import {studioReplyTime} from './reply-time';

export async function shopReplyTime(): Promise<number | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOG_TAG);
  return studioReplyTime(db);
}
