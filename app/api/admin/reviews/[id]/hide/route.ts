import {restCommand} from '@/lib/commands/rest';
import {hideOrderReview} from '@/lib/orders/reviews/commands';

/** POST /api/admin/reviews/{id}/hide {reason} -> {success, message}: the owner hides a review (audited); admins only. */
export const POST = restCommand(hideOrderReview);
