import {getTranslations} from 'next-intl/server';
import {requireUser} from '@/lib/auth/guard';
import {authSecret} from '@/lib/auth/secret';
import {briefSchema} from '@/lib/briefs/schema';
import {createBrief, listBriefs} from '@/lib/briefs/store';
import {SERVICES} from '@/lib/catalog/catalog';
import {db} from '@/lib/db';
import {jsonHandler, plainHandler} from '@/lib/http/api';
import {quoteOrder} from '@/lib/orders/pricing';
import {createOrder, customerOf} from '@/lib/orders/store';

/**
 * POST /api/project-briefs {serviceId, style[], colorTone[], usage[], additionalRequests?, referenceNotes?, fileIds[], orderId?}
 * -> 201 {success, briefId, orderId, message}. A brief for a quote-priced service without an order
 * starts a quote_review order linked to it. An orderId must be an order of the caller's (a guest
 * order joins an account only through its private link: security review 2, F5).
 */
export const POST = jsonHandler(briefSchema, 'Brief', async (brief, {origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  const t = await getTranslations({locale: origin.language, namespace: 'Brief'});
  const result = await createBrief(db, user.id, brief, origin);
  if (!result.ok) return Response.json({success: false, message: result.error === 'files' ? t('errors.files') : t('errors.invalid')}, {status: 422});
  let orderId = result.brief.orderId;
  const service = SERVICES.find((s) => s.id === brief.serviceId);
  if (!orderId && service && service.priceKrw === null) {
    const {order} = await createOrder(db, {
      priced: quoteOrder(service.id, origin.country),
      customer: customerOf(user),
      requirements: brief.additionalRequests,
      country: origin.country,
      language: origin.language,
      user: {id: user.id},
      status: 'quote_review',
      secret: authSecret(),
    });
    await db.projectBrief.update({where: {id: result.brief.id}, data: {orderId: order.id}});
    orderId = order.id;
  }
  return Response.json({success: true, briefId: result.brief.id, orderId, message: t('startedDescription')}, {status: 201});
});

/** GET /api/project-briefs -> {success, briefs}: a customer's own; every brief for admins (with the applicant, or 'guest'). */
export const GET = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  return Response.json({success: true, briefs: await listBriefs(db, user)}, {headers: {'cache-control': 'no-store'}});
});
