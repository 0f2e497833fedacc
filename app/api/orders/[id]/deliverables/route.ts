import {restCommand} from '@/lib/commands/rest';
import {deliverDraft} from '@/lib/orders/commands';

/**
 * POST /api/orders/{id}/deliverables {uploadIds, note?} (admins): the admin's uploads (POST
 * /api/uploads?purpose=deliverable) as the order's next draft; the customer is e-mailed. 404
 * unknown order, 409 not deliverable now, 422 no files (lib/orders/commands).
 */
export const POST = restCommand(deliverDraft);
