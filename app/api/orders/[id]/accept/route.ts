import {restCommand} from '@/lib/commands/rest';
import {acceptDraft} from '@/lib/orders/commands';

/** POST /api/orders/{id}/accept {token?}: the buyer accepts the delivered draft (completed); 404 for anyone else, 409 nothing delivered. */
export const POST = restCommand(acceptDraft);
