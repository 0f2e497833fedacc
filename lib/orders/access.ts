import 'server-only';
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
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
