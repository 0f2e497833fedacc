import {getTranslations} from 'next-intl/server';
import {currentUser, requireAdmin} from '@/lib/auth/guard';
import {authSecret} from '@/lib/auth/secret';
import {cartOwner, rememberCartCount} from '@/lib/cart/owner';
import {clearCart} from '@/lib/cart/store';
import {db} from '@/lib/db';
import {jsonHandler, plainHandler} from '@/lib/http/api';
import {orderPath} from '@/lib/orders/notify';
import {priceRequest, selectionsOf} from '@/lib/orders/request';
import {orderSchema} from '@/lib/orders/schema';
import {allOrders, createOrder} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';

/**
 * POST /api/orders: the spec's order payload (or {serviceId, quantity} / {packageId} /
 * {templateId} / {fromCart: true}) with the orderer and both consents -> 201 {success, orderId,
 * orderNumber, message, order, orderUrl}. Signed in or as a guest. The amount is the catalogue's.
 * The same idempotencyKey again returns the same order (200).
 */
export const POST = jsonHandler(orderSchema, 'Checkout', async (input, {request, origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
  const user = await currentUser();
  const cart = input.fromCart ? await cartOwner(request) : null;
  const selections = await selectionsOf(input, cart);
  if (selections === 'emptyCart') return Response.json({success: false, message: t('emptyCart')}, {status: 422});
  const priced = priceRequest(input, selections, origin.country);
  if (typeof priced === 'string') {
    const key = priced === 'quote' ? 'quote' : priced === 'quantity' ? 'quantity' : priced === 'empty' ? 'emptyCart' : 'unknown';
    return Response.json({success: false, code: priced, message: t(key)}, {status: 422});
  }
  const {order, created, guestToken} = await createOrder(db, {
    priced,
    customer: {name: input.customerName, email: input.customerEmail, phone: input.customerPhone, address: input.customerAddress},
    requirements: input.requirements,
    country: origin.country,
    language: origin.language,
    user: user ? {id: user.id} : null,
    idempotencyKey: input.idempotencyKey,
    secret: authSecret(),
  });
  if (created && cart) {
    await clearCart(db, cart);
    await rememberCartCount(0);
  }
  return Response.json(
    {success: true, orderId: order.id, orderNumber: order.number, message: t('orderSaved'), order: publicOrder(order), orderUrl: orderPath(order, guestToken), guestToken},
    {status: created ? 201 : 200},
  );
});

/** GET /api/orders: every order, for admins (401 signed out, 403 customers). */
export const GET = plainHandler(async ({origin}) => {
  const admin = await requireAdmin(origin.language);
  if (admin instanceof Response) return admin;
  return Response.json({success: true, orders: (await allOrders(db)).map((o) => publicOrder(o, {admin: true}))}, {headers: {'cache-control': 'no-store'}});
});
