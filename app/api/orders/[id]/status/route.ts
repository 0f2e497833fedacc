import {restCommand} from '@/lib/commands/rest';
import {changeStatus} from '@/lib/orders/commands';

/** PATCH /api/orders/{id}/status {status, note?} (admins): a move the transition table allows; 409 otherwise (lib/orders/commands). */
export const PATCH = restCommand(changeStatus);
