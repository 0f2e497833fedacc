import {getTranslations} from 'next-intl/server';
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';
import {accessibleOrder} from '@/lib/orders/access';
import {acceptDelivery} from '@/lib/orders/deliveries';
import {orderAcceptSchema} from '@/lib/orders/schema';

/** POST /api/orders/{id}/accept {token?}: the customer accepts the delivered draft; the order is completed. 404 for anyone else, 409 when nothing is delivered. */
export async function POST(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(orderAcceptSchema, 'Checkout', async ({token}, {origin}) => {
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    const order = await accessibleOrder(id, token);
    if (!order) return Response.json({success: false, message: t('notFound')}, {status: 404});
    const user = await currentUser();
    const result = await acceptDelivery(db, {orderId: order.id, actor: user ? {id: user.id, label: 'customer'} : {id: null, label: 'guest'}});
    if (!result.ok) return Response.json({success: false, message: t(result.error)}, {status: result.error === 'notFound' ? 404 : 409});
    return Response.json({success: true, message: t('accepted')});
  })(request);
}
