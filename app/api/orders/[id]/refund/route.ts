import {getTranslations} from 'next-intl/server';
import {audit} from '@/lib/admin/audit';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';
import {orderRefundSchema} from '@/lib/orders/schema';
import {refundOrder} from '@/lib/payments/refund';
import {isUuid} from '@/lib/db/errors';

/**
 * POST /api/orders/{id}/refund {amount?, reason, override?, refundKey, refundAccount?} (admins): refunds through the
 * provider by the terms (full before work starts, half during work, none after the draft unless
 * overridden) -> {success, refunded, full}; 409 with the allowed maximum when the terms, or the
 * refunds already reserved in the ledger, do not allow it; 202 {pending} while the provider's
 * answer is not in (reconciliation settles it).
 */
export async function POST(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(orderRefundSchema, 'Checkout', async (input, {origin}) => {
    const admin = await requireAdmin(origin.language);
    if (admin instanceof Response) return admin;
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    if (!isUuid(id)) return Response.json({success: false, message: t('notFound')}, {status: 404});
    const result = await refundOrder(db, {orderId: id, ...input, admin});
    if (result.ok && result.refunded > 0) {
      await audit(db, admin, {action: 'order.refund', targetType: 'order', targetId: id, after: {refunded: result.refunded, full: result.full, reason: input.reason, override: input.override}});
    }
    if (result.ok) return Response.json({success: true, refunded: result.refunded, full: result.full, message: t('refunded')});
    if (result.error === 'notPaid') return Response.json({success: false, message: t('notRefundable')}, {status: 409});
    if (result.error === 'refundAccountRequired') return Response.json({success: false, message: t('refundAccountRequired')}, {status: 422});
    if (result.error === 'provider') return Response.json({success: false, message: t('refundFailed')}, {status: 502});
    // The provider's answer is not in yet: the refund stays reserved and reconciliation settles it.
    if (result.error === 'pending') return Response.json({success: false, pending: true, message: t('refundPending')}, {status: 202});
    return Response.json({success: false, max: result.max, message: t('notRefundable')}, {status: 409});
  })(request);
}
