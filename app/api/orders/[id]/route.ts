import {getTranslations} from 'next-intl/server';
import {plainHandler} from '@/lib/http/api';
import {accessibleOrder} from '@/lib/orders/access';
import {publicOrder} from '@/lib/orders/view';

/** GET /api/orders/{id or number}[?token=guest link token] -> {success, order}; 404 for anyone but its owner, an admin or the link's holder. */
export async function GET(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return plainHandler(async ({origin}) => {
    const order = await accessibleOrder(id, new URL(request.url).searchParams.get('token'));
    if (!order) {
      const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
      return Response.json({success: false, message: t('notFound')}, {status: 404});
    }
    return Response.json({success: true, order: publicOrder(order)}, {headers: {'cache-control': 'no-store'}});
  })(request);
}
