import {getTranslations} from 'next-intl/server';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {jsonHandler} from '@/lib/http/api';
import {deliver} from '@/lib/orders/deliveries';
import {sendOrderUpdate} from '@/lib/orders/notify';
import {orderDeliverSchema} from '@/lib/orders/schema';

/**
 * POST /api/orders/{id}/deliverables {uploadIds, note?} (admins): delivers files the admin uploaded
 * (POST /api/uploads?purpose=deliverable) as the order's next draft; the order becomes
 * draft_delivered, the customer is e-mailed. 404 unknown order, 409 not deliverable now, 422 no files.
 */
export async function POST(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(orderDeliverSchema, 'Checkout', async ({uploadIds, note}, {origin}) => {
    const admin = await requireAdmin(origin.language);
    if (admin instanceof Response) return admin;
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    if (!isUuid(id)) return Response.json({success: false, message: t('notFound')}, {status: 404});
    const result = await deliver(db, {orderId: id, uploadIds, note, admin});
    if (!result.ok) {
      const status = result.error === 'notFound' ? 404 : result.error === 'noFiles' ? 422 : 409;
      return Response.json({success: false, message: t(result.error)}, {status});
    }
    const order = await db.order.findUniqueOrThrow({where: {id}, include: {items: {orderBy: {position: 'asc'}}}});
    sendOrderUpdate(order, {status: order.status, delivered: true});
    return Response.json({success: true, round: result.round, message: t('delivered')}, {status: 201});
  })(request);
}
