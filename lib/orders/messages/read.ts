import 'server-only';
/**
 * Reading an order's conversation for the caller (docs/orders.md#order-conversations): who may (the order's account, the
 * guest link's holder, admins; anyone else null, answered 404) and as which side (./conversation).
 */
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {buyerUnreadCount, conversationAccess, readThread, studioUnreadCount} from '../conversation';
import type {Side, Thread} from './schema';

/** The order and the caller's side of its conversation, or null when the caller may not see it. */
export async function conversationOf(ref: string, token?: string | null) {
  return conversationAccess(db, ref, token, await currentUser());
}

/** The thread as the caller sees it (reading changes nothing; the page marks it read: ./commands). */
export async function threadFor(ref: string, token?: string | null): Promise<(Thread & {side: Side; orderId: string}) | null> {
  const found = await conversationOf(ref, token);
  if (!found) return null;
  const thread = await readThread(db, found.order.id, found.side);
  return {...thread, side: found.side, orderId: found.order.id};
}

/** The signed-in caller's unread messages: an admin's, the buyers' messages to the studio; a customer's, the studio's to them. 0 signed out. */
export async function unreadMessages(): Promise<number> {
  const user = await currentUser();
  if (!user) return 0;
  return user.role === 'ADMIN' ? studioUnreadCount(db) : buyerUnreadCount(db, user.id);
}
