import {allOrdersQuery} from '@/lib/admin/queries';
import {restQuery} from '@/lib/commands/query';
import {restCommand} from '@/lib/commands/rest';
import {placeOrder} from '@/lib/orders/commands';

/**
 * POST /api/orders: the spec's order payload (docs/payments.md, the orders API; or {serviceId, quantity} / {packageId} /
 * {templateId} / {fromCart: true}) with the orderer and both consents -> 201 {success, orderId,
 * orderNumber, message, order, orderUrl}. Signed in or as a guest. The amount is the catalogue's.
 * The same idempotencyKey again returns the same order (200). (lib/orders/commands)
 */
export const POST = restCommand(placeOrder);

/** GET /api/orders: every order, for admins (401 signed out, 403 customers). */
export const GET = restQuery(allOrdersQuery);
