import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {requireUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {jsonHandler} from '@/lib/http/api';
import {claimGuestOrder, orderByGuestToken} from '@/lib/orders/store';

const claimSchema = z.object({token: z.string().check(z.minLength(1), z.maxLength(200))});

/**
 * POST /api/orders/{id}/claim {token}: the signed-in visitor adds a guest order to their account,
 * holding its private link's token, with the order's e-mail confirmed as theirs -> {success,
 * message}; 404 without the right token; 409 for another or an unconfirmed address. An explicit
 * button on the order page: opening the page never changes anything.
 */
export async function POST(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(claimSchema, 'Checkout', async ({token}, {origin}) => {
    const user = await requireUser(origin.language);
    if (user instanceof Response) return user;
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    const order = isUuid(id) ? await orderByGuestToken(db, token) : null;
    if (!order || order.id !== id) return Response.json({success: false, message: t('notFound')}, {status: 404});
    if (!(await claimGuestOrder(db, order.id, user))) return Response.json({success: false, message: t('claimRefused')}, {status: 409});
    const to = await getTranslations({locale: origin.language, namespace: 'Order'});
    return Response.json({success: true, message: to('joined')});
  })(request);
}
