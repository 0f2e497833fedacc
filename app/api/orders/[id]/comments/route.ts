import {restCommand} from '@/lib/commands/rest';
import {setComments} from '@/lib/orders/commands';

/** PATCH /api/orders/{id}/comments {comments} (admins): the studio's notes on an order, audited (lib/orders/commands). */
export const PATCH = restCommand(setComments);
