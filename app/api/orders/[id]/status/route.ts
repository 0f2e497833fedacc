import {getTranslations} from 'next-intl/server';
import {audit} from '@/lib/admin/audit';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {inTransaction} from '@/lib/db/transaction';
import {jsonHandler} from '@/lib/http/api';
import {sendOrderUpdate} from '@/lib/orders/notify';
import {orderStatusSchema} from '@/lib/orders/schema';
import {changeOrderStatus} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';

/**
 * PATCH /api/orders/{id}/status {status, note?}: admins move an order to any status (the spec
 * allows any); the history records who and why, the audit log before and after, and the customer
 * gets an e-mail in their language.
 */
export async function PATCH(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(orderStatusSchema, 'Checkout', async ({status, note}, {origin}) => {
    const admin = await requireAdmin(origin.language);
    if (admin instanceof Response) return admin;
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    const changed = isUuid(id)
      ? await inTransaction(db, async (tx) => {
          const before = await tx.order.findUnique({where: {id}, select: {status: true}});
          if (!before) return null;
          const order = await changeOrderStatus(tx, id, status, {id: admin.id, label: 'admin'}, {note});
          if (order) await audit(tx, admin, {action: 'order.status', targetType: 'order', targetId: id, before, after: {status, note: note ?? null}});
          return order ? {order, from: before.status} : null;
        })
      : null;
    if (!changed) return Response.json({success: false, message: t('notFound')}, {status: 404});
    if (changed.from !== status) sendOrderUpdate(changed.order, {status, delivered: false});
    return Response.json({success: true, message: t('statusUpdated'), order: publicOrder(changed.order, {admin: true})});
  })(request);
}
