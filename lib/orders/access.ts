import 'server-only';
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {orderByGuestToken, orderForViewer} from './store';

/**
 * The order a request may see: by its guest link token, or by id/number for its owner and
 * admins. Anyone else gets null, answered as 404.
 */
export async function accessibleOrder(ref: string, token?: string | null) {
  if (token) {
    const order = await orderByGuestToken(db, token);
    if (order && (order.id === ref || order.number === ref)) return order;
  }
  const user = await currentUser();
  return user ? orderForViewer(db, ref, user) : null;
}

/** What an order number looks like (SO-20261123-AB12CD): a link by number, as the mails send. */
export const ORDER_NUMBER = /^SO-\d{8}-[A-Z0-9]{6}$/;

/**
 * The order an order page (or its receipt) shows: by its guest link token, or by number for its
 * owner and admins. `login` when a signed-out visitor opened a link by number: the page asks them
 * to log in (whether or not such an order exists) and shows it afterwards.
 */
export async function orderForPage(ref: string) {
  const user = await currentUser();
  const byToken = await orderByGuestToken(db, ref);
  const order = byToken ?? (user ? await orderForViewer(db, ref, user) : null);
  return {order, user, token: byToken ? ref : null, login: !order && !user && ORDER_NUMBER.test(ref)};
}

/**
 * `/{lang}/checkout?orderId=…` (docs/storefront.md): the order page that takes this visitor to the order's
 * payment (it offers Pay now while the order awaits payment, and shows the paid order otherwise).
 * `orderId` is the order's number or id for its owner and admins, with `token` (the private link's)
 * for a guest, or that token itself. Signed out without a token: `login`, whether or not such an
 * order exists (as a link by number answers); anyone else's order or an unknown one: null (404).
 */
export async function orderPaymentPage(orderId: string, token?: string | null): Promise<{ref: string} | {login: true} | null> {
  if (token) {
    const order = await orderByGuestToken(db, token);
    if (order && (order.id === orderId || order.number === orderId)) return {ref: token};
  }
  if (await orderByGuestToken(db, orderId)) return {ref: orderId};
  const user = await currentUser();
  if (!user) return ORDER_NUMBER.test(orderId) || isUuid(orderId) ? {login: true} : null;
  const order = await orderForViewer(db, orderId, user);
  return order ? {ref: order.number} : null;
}
