/**
 * The delivered pictures a review shows ("allow the delivered picture to be shown", docs/orders.md#reviews): the
 * images (JPEG, PNG, GIF, WebP) of its order's last delivery, at most three, while the buyer allows
 * it (`showWork`), the owner has not hidden the review and the order is completed. Only these
 * deliverables are public (lib/uploads/serve asks `isShownWork`); every other file keeps its rules.
 * Free of `server-only` and given the client.
 */
import type {PrismaClient} from '@/lib/db/client';
import {showsInline} from '@/lib/uploads/types';

export const WORK_PICTURES = 3;

/** A review whose work may be shown: the buyer allowed it, the owner did not hide it, its order is completed. */
const SHOWN = {showWork: true, hiddenAt: null, orderItem: {order: {status: 'completed' as const}}};

/** The shown pictures (upload ids) of each order's last delivery, for the orders given. */
async function lastDeliveryPictures(db: PrismaClient, orderIds: readonly string[]): Promise<Map<string, string[]>> {
  const pictures = new Map<string, string[]>();
  if (!orderIds.length) return pictures;
  const deliveries = await db.delivery.findMany({
    where: {orderId: {in: [...orderIds]}},
    orderBy: [{orderId: 'asc'}, {round: 'desc'}],
    select: {orderId: true, files: {select: {upload: {select: {id: true, contentType: true, createdAt: true}}}}},
  });
  for (const d of deliveries) {
    if (pictures.has(d.orderId)) continue; // the last round only
    const images = d.files.map((f) => f.upload).filter((u) => showsInline(u.contentType));
    images.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    pictures.set(
      d.orderId,
      images.slice(0, WORK_PICTURES).map((u) => u.id),
    );
  }
  return pictures;
}

/** For the reviews given (by id), the pictures each shows: none unless the buyer allowed it and the review is visible. */
export async function shownWork(db: PrismaClient, reviewIds: readonly string[]): Promise<Map<string, string[]>> {
  if (!reviewIds.length) return new Map();
  const reviews = await db.orderReview.findMany({where: {id: {in: [...reviewIds]}, ...SHOWN}, select: {id: true, orderItem: {select: {orderId: true}}}});
  const pictures = await lastDeliveryPictures(db, [...new Set(reviews.map((r) => r.orderItem.orderId))]);
  return new Map(reviews.map((r) => [r.id, pictures.get(r.orderItem.orderId) ?? []]));
}

/** Whether anyone may see this upload: one of the pictures a visible review with `showWork` shows. */
export async function isShownWork(db: PrismaClient, uploadId: string): Promise<boolean> {
  const file = await db.deliveryFile.findFirst({where: {uploadId}, select: {delivery: {select: {orderId: true}}}});
  if (!file) return false;
  const orderId = file.delivery.orderId;
  if (!(await db.orderReview.count({where: {...SHOWN, orderItem: {orderId, order: {status: 'completed'}}}}))) return false;
  return (await lastDeliveryPictures(db, [orderId])).get(orderId)?.includes(uploadId) ?? false;
}

/** How many delivered pictures an item page's gallery shows at most. */
export const ITEM_WORK_PICTURES = 8;

/**
 * Proof of work for an item page's gallery: the pictures its buyers allowed to be shown (the same
 * ones their reviews show), newest review first, at most ITEM_WORK_PICTURES.
 */
export async function itemWork(db: PrismaClient, itemType: 'service' | 'package' | 'template', itemId: string): Promise<string[]> {
  const reviews = await db.orderReview.findMany({
    where: {...SHOWN, itemType, itemId},
    orderBy: [{createdAt: 'desc'}, {id: 'desc'}],
    take: ITEM_WORK_PICTURES,
    select: {orderItem: {select: {orderId: true}}},
  });
  const orders = [...new Set(reviews.map((r) => r.orderItem.orderId))];
  const pictures = await lastDeliveryPictures(db, orders);
  return orders.flatMap((id) => pictures.get(id) ?? []).slice(0, ITEM_WORK_PICTURES);
}
