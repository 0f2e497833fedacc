import 'server-only';
/**
 * The item pages' reviews, read through the cache like the catalogue (tagged `catalog`): the pages
 * stay prerendered, and writing or hiding a review expires the tag (./commands).
 */
import {cacheLife, cacheTag} from 'next/cache';
import {checkItem} from '@/lib/cache/arguments';
import {CATALOG_TAG} from '@/lib/cache/tags';
import {db} from '@/lib/db';
import type {OrderType} from '@/lib/generated/prisma/client';
import {ratingsByItem, reviewSummary, reviewTotals, type ReviewSummary} from './store';
import {itemWork} from '../shown-work';

/** An item's visible reviews: average, count and the latest ones. */
export async function itemReviews(itemType: OrderType, itemId: string): Promise<ReviewSummary> {
  'use cache';
  // Callable by anyone with any arguments (a server reference): checked before the query (lib/cache/arguments).
  checkItem(itemType, itemId);
  cacheLife('max');
  cacheTag(CATALOG_TAG);
  return reviewSummary(db, itemType, itemId);
}

/** The shop's review totals, or null while there is no visible review (the front page shows none then). */
export async function shopReviewTotals(): Promise<{average: number; count: number} | null> {
  'use cache';
  cacheLife('max');
  cacheTag(CATALOG_TAG);
  return reviewTotals(db);
}

/** Every reviewed item's average and count, for the service and package cards. */
export async function itemRatings(): Promise<Record<string, {average: number; count: number}>> {
  'use cache';
  cacheLife('max');
  cacheTag(CATALOG_TAG);
  return ratingsByItem(db);
}

/** An item's delivered pictures its buyers allowed to be shown, newest first (the gallery's proof of work). */
export async function itemShownWork(itemType: OrderType, itemId: string): Promise<string[]> {
  'use cache';
  checkItem(itemType, itemId);
  cacheLife('max');
  cacheTag(CATALOG_TAG);
  return itemWork(db, itemType, itemId);
}
