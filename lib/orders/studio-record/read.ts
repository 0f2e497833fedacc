import 'server-only';
/**
 * The studio's record for the item pages (./studio-record), cached so they stay prerendered: it
 * moves with every completed order, so it is kept for an hour, under the catalogue's tag like the
 * other item-page reads.
 */
import {cacheLife, cacheTag} from 'next/cache';
import {CATALOG_TAG} from '@/lib/cache/tags';
import {db} from '@/lib/db';
import {studioRecord, type StudioRecord} from './store';

export async function shopStudioRecord(): Promise<StudioRecord> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOG_TAG);
  return studioRecord(db);
}
