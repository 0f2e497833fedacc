import {restCommand} from '@/lib/commands/rest';
import {reviewOrderLine} from '@/lib/orders/reviews/commands';

/**
 * POST /api/orders/{id}/review {itemId, rating, text, showWork?, token?} -> 201 {success, message, review}
 * (200 when changed): the buyer rates one line (`itemId` = the order line's id) of their completed
 * order 1-5; a guest adds the link's token. 404 for anyone else, 409 before completion or 14 days
 * after the review was written, 422 for a rating outside 1-5 or an empty or too long text.
 */
export const POST = restCommand(reviewOrderLine);
