import {restCommand} from '@/lib/commands/rest';
import {claim} from '@/lib/orders/commands';

/**
 * POST /api/orders/{id}/claim {token}: a signed-in visitor adds a guest order to their account
 * with its link's token and the order's e-mail confirmed as theirs; 404 without the right token,
 * 409 for another or an unconfirmed address. A button on the order page: opening it changes nothing.
 */
export const POST = restCommand(claim);
