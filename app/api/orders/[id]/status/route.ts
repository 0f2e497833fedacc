import {getTranslations} from 'next-intl/server';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';
import {orderStatusSchema} from '@/lib/orders/schema';
import {changeOrderStatus} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';
import {isUuid} from '@/lib/db/errors';

/** PATCH /api/orders/{id}/status {status, note?}: admins move an order to any status; the history records who. */
export async function PATCH(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(orderStatusSchema, 'Checkout', async ({status, note}, {origin}) => {
    const admin = await requireAdmin(origin.language);
    if (admin instanceof Response) return admin;
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    const order = isUuid(id) ? await changeOrderStatus(db, id, status, {id: admin.id, label: 'admin'}, {note}) : null;
    if (!order) return Response.json({success: false, message: t('notFound')}, {status: 404});
    return Response.json({success: true, message: t('statusUpdated'), order: publicOrder(order, {admin: true})});
  })(request);
}
