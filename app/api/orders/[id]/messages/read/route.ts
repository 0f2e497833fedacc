import {restCommand} from '@/lib/commands/rest';
import {readOrderMessages} from '@/lib/orders/messages/commands';

/**
 * POST /api/orders/{id}/messages/read {token?} -> {success}: the caller (the buyer, a guest with the
 * link's token, or the studio) has read the order's conversation; 404 for anyone else.
 */
export const POST = restCommand(readOrderMessages);
