import {getTranslations} from 'next-intl/server';
import {audit} from '@/lib/admin/audit';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {inTransaction} from '@/lib/db/transaction';
import {jsonHandler} from '@/lib/http/api';
import {sendOrderUpdate} from '@/lib/orders/notify';
import {orderStatusSchema} from '@/lib/orders/schema';
import {moveOrder} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';

/**
 * PATCH /api/orders/{id}/status {status, note?}: admins move an order along the transition table
 * (lib/orders/transitions; README "Order lifecycle"); a move the table does not allow answers 409
 * and changes nothing. The history records who and why, the audit log before and after, and the
 * customer gets an e-mail in their language.
 */
export async function PATCH(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(orderStatusSchema, 'Checkout', async ({status, note}, {origin}) => {
    const admin = await requireAdmin(origin.language);
    if (admin instanceof Response) return admin;
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    if (!isUuid(id)) return Response.json({success: false, message: t('notFound')}, {status: 404});
    const moved = await inTransaction(db, async (tx) => {
      const result = await moveOrder(tx, id, status, {id: admin.id, label: 'admin'}, {note});
      if (result.ok) await audit(tx, admin, {action: 'order.status', targetType: 'order', targetId: id, before: {status: result.from}, after: {status, note: note ?? null}});
      return result;
    });
    if (!moved.ok && moved.error === 'notFound') return Response.json({success: false, message: t('notFound')}, {status: 404});
    if (!moved.ok) {
      const names = await getTranslations({locale: origin.language, namespace: 'Order.statuses'});
      return Response.json({success: false, message: t('moveRefused', {from: moved.from ? names(moved.from) : '', to: names(status)})}, {status: 409});
    }
    sendOrderUpdate(moved.order, {status, delivered: false});
    return Response.json({success: true, message: t('statusUpdated'), order: publicOrder(moved.order, {admin: true})});
  })(request);
}
