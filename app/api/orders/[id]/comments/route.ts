import {getTranslations} from 'next-intl/server';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';
import {orderCommentsSchema} from '@/lib/orders/schema';
import {setAdminComments} from '@/lib/orders/store';
import {isUuid} from '@/lib/db/errors';

/** PATCH /api/orders/{id}/comments {comments}: the studio's notes on an order (admins only). */
export async function PATCH(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(orderCommentsSchema, 'Checkout', async ({comments}, {origin}) => {
    const admin = await requireAdmin(origin.language);
    if (admin instanceof Response) return admin;
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    const saved = isUuid(id) && (await setAdminComments(db, id, comments));
    if (!saved) return Response.json({success: false, message: t('notFound')}, {status: 404});
    return Response.json({success: true, message: t('commentsUpdated')});
  })(request);
}
