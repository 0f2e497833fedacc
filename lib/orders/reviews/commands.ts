/**
 * Verified reviews' commands (docs/orders.md#reviews): the buyer rates a line of their completed order, and the
 * owner hides a review with a reason (audited). Both expire the catalogue's cache tag, so the item
 * pages and the front page show the change. POST /api/orders/{id}/review, the order page's form and
 * POST /api/admin/reviews/{id}/hide are adapters over them (./reviews does the work).
 */
import 'server-only';
import * as z from 'zod/mini';
import {expireTag} from '@/lib/cache/expire';
import {CATALOG_TAG} from '@/lib/cache/tags';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {hideReview, hideReviewSchema, reviewSchema, writeReview} from './store';
import {orderChangedAnswer, reviewAnswer} from '../answers';

export const reviewOrderLine = defineCommand({
  name: 'orders.review',
  output: reviewAnswer,
  input: z.extend(reviewSchema, {id: recordId}),
  who: 'anyone',
  async run({id, token, itemId, rating, text, showWork}, {user, t}) {
    if (!isUuid(itemId)) return refuse(404, t('notFound'));
    const result = await writeReview(db, {ref: id, token, user}, {itemId, rating, text, showWork});
    if (!result.ok) return result.error === 'notFound' ? refuse(404, t('notFound')) : refuse(409, t(result.error === 'notCompleted' ? 'reviewNotCompleted' : 'reviewEditClosed'), {code: result.error});
    expireTag(CATALOG_TAG);
    const {review} = result;
    return {
      ok: true,
      status: result.created ? 201 : 200,
      message: t('reviewSaved'),
      body: {
        review: {
          id: review.id,
          itemId: review.orderItemId,
          rating: review.rating,
          text: review.text,
          showWork: review.showWork,
          createdAt: review.createdAt.toISOString(),
          updatedAt: review.updatedAt.toISOString(),
        },
      },
    };
  },
});

export const hideOrderReview = defineCommand({
  name: 'reviews.hide',
  output: orderChangedAnswer,
  input: z.extend(hideReviewSchema, {id: recordId}),
  who: 'admin',
  async run({id, reason}, {user, t}) {
    if (!isUuid(id)) return refuse(404, t('notFound'));
    const result = await hideReview(db, user, id, reason);
    if (!result.ok) return refuse(404, t('notFound'));
    expireTag(CATALOG_TAG);
    return {ok: true, message: t('reviewHidden')};
  },
});
