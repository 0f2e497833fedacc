import {requireAdmin} from '@/lib/auth/guard';
import {restCommand} from '@/lib/commands/rest';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';
import {placeOrder} from '@/lib/orders/commands';
import {allOrders} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';

/**
 * POST /api/orders: the spec's order payload (docs/payments.md, the orders API; or {serviceId, quantity} / {packageId} /
 * {templateId} / {fromCart: true}) with the orderer and both consents -> 201 {success, orderId,
 * orderNumber, message, order, orderUrl}. Signed in or as a guest. The amount is the catalogue's.
 * The same idempotencyKey again returns the same order (200). (lib/orders/commands)
 */
export const POST = restCommand(placeOrder);

/** GET /api/orders: every order, for admins (401 signed out, 403 customers). */
export const GET = plainHandler(async ({origin}) => {
  const admin = await requireAdmin(origin.language);
  if (admin instanceof Response) return admin;
  return Response.json({success: true, orders: (await allOrders(db)).map((o) => publicOrder(o, {admin: true}))}, {headers: {'cache-control': 'no-store'}});
});
