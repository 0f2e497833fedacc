import {requireUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';
import {buyerUnreadByOrder} from '@/lib/orders/conversation';
import {ordersOf} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';
import type {ApiAnswers} from '@/lib/http/answers';

/** GET /api/orders/me -> {success, orders}: the signed-in customer's own orders, newest first, each with whether it has a brief and its unread messages from the studio. */
export const GET = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  const [orders, unread] = await Promise.all([ordersOf(db, user.id), buyerUnreadByOrder(db, user.id)]);
  return Response.json(
    {success: true, orders: orders.map((o) => ({...publicOrder(o), hasBrief: o._count.briefs > 0, unreadMessages: unread.get(o.id) ?? 0}))} satisfies ApiAnswers['GET /api/orders/me'],
    {headers: {'cache-control': 'no-store'}},
  );
});
