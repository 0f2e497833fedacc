import {requireUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';
import {ordersOf} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';

/** GET /api/orders/me -> {success, orders}: the signed-in customer's own orders, newest first, each with whether it has a brief. */
export const GET = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  return Response.json({success: true, orders: (await ordersOf(db, user.id)).map((o) => ({...publicOrder(o), hasBrief: o._count.briefs > 0}))}, {headers: {'cache-control': 'no-store'}});
});
