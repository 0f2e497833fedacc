/**
 * Verified reviews (docs/orders.md#reviews): once the buyer accepted the final delivery (the order is
 * `completed`), they may rate each line of it 1-5 with a text, once per line, and change it for
 * 14 days after writing it. The owner may hide a review with a reason (audited), never edit it.
 * Item pages show only visible reviews of completed orders. Free of `server-only` and given the
 * client, so the integration tests run it on both databases; the commands are in ./commands.
 */
import {publicName} from '@/lib/auth/display-name';
import * as z from 'zod/mini';
import type {PrismaClient} from '@/lib/db/client';
import {audit, type AuditActor} from '@/lib/admin/audit';
import {inTransaction} from '@/lib/db/transaction';
import type {OrderType} from '@/lib/generated/prisma/client';
import {conversationAccess} from '../conversation';
import {shownWork} from '../shown-work';
import type {Viewer} from '../store';

/** How long after writing it the buyer may still change a review. */
export const REVIEW_EDIT_MS = 14 * 24 * 60 * 60 * 1000;
export const REVIEW_MAX_CHARS = 2000;
export const HIDE_REASON_MAX_CHARS = 500;
/** How many of the latest reviews an item page shows. */
export const LATEST_REVIEWS = 5;

/**
 * `POST /api/orders/{id}/review`: `itemId` names the order line (its id, as the order's `items[].id`
 * answers it), `token` is the guest link's like the other guest order endpoints.
 */
export const reviewSchema = z.object({
  itemId: z.string().check(z.maxLength(100)),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_MAX_CHARS)),
  showWork: z.optional(z.boolean()),
  token: z.optional(z.string().check(z.maxLength(200))),
});

export const hideReviewSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(HIDE_REASON_MAX_CHARS)),
});

export type ReviewError = 'notFound' | 'notCompleted' | 'editClosed';

export interface ReviewInput {
  itemId: string;
  rating: number;
  text: string;
  showWork?: boolean;
}

/**
 * The buyer's review of one line of their order: written, or changed within 14 days of writing it.
 * Anyone but the order's buyer (an admin of someone else's order included), an unknown line or
 * order: notFound; an order not completed: notCompleted; a review older than 14 days: editClosed.
 */
export async function writeReview(db: PrismaClient, access: {ref: string; token?: string | null; user: Viewer | null}, input: ReviewInput, now = new Date()) {
  const found = await conversationAccess(db, access.ref, access.token, access.user);
  if (!found || found.side !== 'buyer') return {ok: false as const, error: 'notFound' as ReviewError};
  const {order} = found;
  const line = await db.orderItem.findFirst({where: {id: input.itemId, orderId: order.id}, select: {id: true, itemType: true, itemId: true}});
  if (!line) return {ok: false as const, error: 'notFound' as ReviewError};
  if (order.status !== 'completed') return {ok: false as const, error: 'notCompleted' as ReviewError};
  const data = {rating: input.rating, text: input.text, showWork: input.showWork ?? false};
  return inTransaction(db, async (tx) => {
    const existing = await tx.orderReview.findUnique({where: {orderItemId: line.id}});
    if (existing && now.getTime() - existing.createdAt.getTime() > REVIEW_EDIT_MS) return {ok: false as const, error: 'editClosed' as ReviewError};
    const review = existing
      ? await tx.orderReview.update({where: {id: existing.id}, data: {...data, updatedAt: now}})
      : await tx.orderReview.upsert({
          where: {orderItemId: line.id},
          // Two first writes at once: the later one changes the earlier (still one per line).
          update: data,
          create: {...data, orderItemId: line.id, itemType: line.itemType, itemId: line.itemId, authorName: publicName(order.customerName), language: order.language, createdAt: now, updatedAt: now},
        });
    return {ok: true as const, created: !existing, review};
  });
}

/** The owner hides a review (with its reason, audited); the text stays as the buyer wrote it. */
export async function hideReview(db: PrismaClient, actor: AuditActor, reviewId: string, reason: string, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const review = await tx.orderReview.findUnique({where: {id: reviewId}});
    if (!review) return {ok: false as const, error: 'notFound' as const};
    const hidden = await tx.orderReview.update({where: {id: review.id}, data: {hiddenAt: now, hiddenReason: reason}});
    await audit(tx, actor, {
      action: 'review.hide',
      targetType: 'review',
      targetId: review.id,
      before: {hiddenAt: review.hiddenAt?.toISOString() ?? null, hiddenReason: review.hiddenReason},
      after: {hiddenAt: now.toISOString(), reason},
    });
    return {ok: true as const, review: hidden};
  });
}

export interface ReviewSummary {
  /** The average rating rounded to one decimal, or null when there is no visible review. */
  average: number | null;
  count: number;
  /** `work`: the delivered pictures (upload ids, served at /uploads/{id}?inline=1) the buyer allowed to be shown. */
  latest: {id: string; rating: number; text: string; authorName: string; createdAt: string; work: string[]; tier: string | null; country: string}[];
}

const VISIBLE = {hiddenAt: null, orderItem: {order: {status: 'completed' as const}}};

/** What an item page shows: its visible reviews' average and count, and the latest ones. */
export async function reviewSummary(db: PrismaClient, itemType: OrderType, itemId: string): Promise<ReviewSummary> {
  const where = {...VISIBLE, itemType, itemId};
  const [stats, latest] = await Promise.all([
    db.orderReview.aggregate({where, _avg: {rating: true}, _count: {_all: true}}),
    db.orderReview.findMany({
      where,
      orderBy: [{createdAt: 'desc'}, {id: 'desc'}],
      take: LATEST_REVIEWS,
      select: {id: true, rating: true, text: true, authorName: true, createdAt: true, orderItem: {select: {tier: true, order: {select: {country: true}}}}},
    }),
  ]);
  const count = stats._count._all;
  const average = count && stats._avg.rating !== null ? Math.round(stats._avg.rating * 10) / 10 : null;
  const work = await shownWork(
    db,
    latest.map((r) => r.id),
  );
  // Each review says what was bought (the line's tier) and where the buyer ordered from (the order's country).
  return {
    average,
    count,
    latest: latest.map(({orderItem, ...r}) => ({...r, createdAt: r.createdAt.toISOString(), work: work.get(r.id) ?? [], tier: orderItem.tier ?? null, country: orderItem.order.country})),
  };
}

/** Every reviewed item's average and count (the catalogue cards), keyed `type:id` (`service:6`). */
export async function ratingsByItem(db: PrismaClient): Promise<Record<string, {average: number; count: number}>> {
  const groups = await db.orderReview.groupBy({by: ['itemType', 'itemId'], where: VISIBLE, _avg: {rating: true}, _count: {_all: true}});
  return Object.fromEntries(groups.filter((g) => g._avg.rating !== null).map((g) => [`${g.itemType}:${g.itemId}`, {average: Math.round(g._avg.rating! * 10) / 10, count: g._count._all}]));
}

/** The shop's totals (the landing page): null while there is no visible review. */
export async function reviewTotals(db: PrismaClient): Promise<{average: number; count: number} | null> {
  const stats = await db.orderReview.aggregate({where: VISIBLE, _avg: {rating: true}, _count: {_all: true}});
  if (!stats._count._all || stats._avg.rating === null) return null;
  return {average: Math.round(stats._avg.rating * 10) / 10, count: stats._count._all};
}

/** The line reviews of an order (its page), by order line id, each with whether the buyer may still change it. */
export async function orderReviews(db: PrismaClient, orderId: string, now = new Date()) {
  const rows = await db.orderReview.findMany({where: {orderItem: {orderId}}, select: {orderItemId: true, rating: true, text: true, showWork: true, createdAt: true}});
  return new Map(rows.map((r) => [r.orderItemId, {rating: r.rating, text: r.text, showWork: r.showWork, editable: now.getTime() - r.createdAt.getTime() <= REVIEW_EDIT_MS}]));
}

/**
 * JSON-LD of an item's reviews (schema.org `AggregateRating` and `Review`), only from real
 * reviews: nothing while there is none.
 */
export function reviewJsonLd(summary: ReviewSummary): Record<string, unknown> {
  if (!summary.count || summary.average === null) return {};
  return {
    aggregateRating: {'@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1},
    review: summary.latest.map((r) => ({
      '@type': 'Review',
      reviewRating: {'@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1},
      author: {'@type': 'Person', name: r.authorName},
      reviewBody: r.text,
      datePublished: r.createdAt.slice(0, 10),
    })),
  };
}

/** How many reviews the admin's list shows (newest first). */
export const ADMIN_REVIEWS = 200;

/** The admin's list of reviews, hidden ones included (with their reason), newest first. */
export async function adminReviews(db: PrismaClient) {
  const rows = await db.orderReview.findMany({
    orderBy: [{createdAt: 'desc'}, {id: 'desc'}],
    take: ADMIN_REVIEWS,
    select: {
      id: true,
      itemType: true,
      itemId: true,
      rating: true,
      text: true,
      showWork: true,
      authorName: true,
      hiddenAt: true,
      hiddenReason: true,
      createdAt: true,
      orderItem: {select: {title: true, order: {select: {number: true}}}},
    },
  });
  return rows.map(({orderItem, ...r}) => ({...r, title: orderItem.title, orderNumber: orderItem.order.number}));
}
