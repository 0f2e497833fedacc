import {getTranslations} from 'next-intl/server';
import {audit} from '@/lib/admin/audit';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {jsonHandler} from '@/lib/http/api';
import {orderCommentsSchema} from '@/lib/orders/schema';
import {setAdminComments} from '@/lib/orders/store';

/** PATCH /api/orders/{id}/comments {comments}: the studio's notes on an order (admins only; audited). */
export async function PATCH(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(orderCommentsSchema, 'Checkout', async ({comments}, {origin}) => {
    const admin = await requireAdmin(origin.language);
    if (admin instanceof Response) return admin;
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    const before = isUuid(id) ? await db.order.findUnique({where: {id}, select: {adminComments: true}}) : null;
    const saved = before && (await setAdminComments(db, id, comments));
    if (!saved) return Response.json({success: false, message: t('notFound')}, {status: 404});
    await audit(db, admin, {action: 'order.comments', targetType: 'order', targetId: id, before: {comments: before.adminComments}, after: {comments: comments ?? null}});
    return Response.json({success: true, message: t('commentsUpdated')});
  })(request);
}
