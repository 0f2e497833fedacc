import {restQuery} from '@/lib/commands/query';
import {unreadMessagesQuery} from '@/lib/orders/queries';

/**
 * GET /api/orders/unread -> {success, count}: the header's count of unread order messages: a
 * customer's, the studio's messages to them; an admin's, the buyers' messages to the studio. 0
 * signed out.
 */
export const GET = restQuery(unreadMessagesQuery);
