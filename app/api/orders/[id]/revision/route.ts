import {getTranslations} from 'next-intl/server';
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';
import {accessibleOrder} from '@/lib/orders/access';
import {requestRevision} from '@/lib/orders/deliveries';
import {orderRevisionSchema} from '@/lib/orders/schema';

/**
 * POST /api/orders/{id}/revision {comment, token?}: the order's customer (or the guest link's
 * holder) asks for changes to the delivered draft -> {success, number, extra}; the order goes back
 * to in_progress. 404 for anyone else, 409 when no draft is waiting for an answer.
 */
export async function POST(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(orderRevisionSchema, 'Checkout', async ({comment, token}, {origin}) => {
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    const order = await accessibleOrder(id, token);
    if (!order) return Response.json({success: false, message: t('notFound')}, {status: 404});
    const user = await currentUser();
    const result = await requestRevision(db, {orderId: order.id, comment, actor: user ? {id: user.id, label: 'customer'} : {id: null, label: 'guest'}});
    if (!result.ok) return Response.json({success: false, message: t(result.error)}, {status: result.error === 'notFound' ? 404 : 409});
    return Response.json({success: true, number: result.number, extra: result.extra, message: result.extra ? t('revisionExtra') : t('revisionRequested')}, {status: 201});
  })(request);
}
