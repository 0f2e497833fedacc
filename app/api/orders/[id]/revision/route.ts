import {restCommand} from '@/lib/commands/rest';
import {askRevision} from '@/lib/orders/commands';

/**
 * POST /api/orders/{id}/revision {comment, token?}: the order's customer (or the guest link's
 * holder) asks for changes to the delivered draft -> 201 {success, number, extra}; 404 for anyone
 * else, 409 when no draft is waiting (lib/orders/commands).
 */
export const POST = restCommand(askRevision);
