import {restQuery} from '@/lib/commands/query';
import {orderMessagesQuery} from '@/lib/orders/queries';
import {restCommand} from '@/lib/commands/rest';
import {sendOrderMessage} from '@/lib/orders/messages/commands';

/**
 * GET /api/orders/{id}/messages[?token=] -> {success, side, messages, unread, otherReadAt}: the
 * order's conversation, oldest first, for its account, the guest link's holder (`token`) and
 * admins. Reading changes nothing (POST …/messages/read marks it read). 404 for anyone else.
 */
export const GET = restQuery(orderMessagesQuery);

/**
 * POST /api/orders/{id}/messages {text, fileIds?, token?} -> 201 {success, message}: a message from
 * the buyer (a guest adds the link's token) or the studio; 404 for anyone else, 422 for an empty or
 * too long text (4000 characters) or files that are not the writer's own uploads, 429 past 30 an
 * hour per writer and order (lib/orders/messages/commands).
 */
export const POST = restCommand(sendOrderMessage);
