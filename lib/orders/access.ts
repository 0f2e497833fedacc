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
