import {getTranslations} from 'next-intl/server';
import {requireUser} from '@/lib/auth/guard';
import {briefSchema} from '@/lib/briefs/schema';
import {createBrief, listBriefs} from '@/lib/briefs/store';
import {db} from '@/lib/db';
import {jsonHandler, plainHandler} from '@/lib/http/api';

/** POST /api/project-briefs {serviceId, style[], colorTone[], usage[], additionalRequests?, referenceNotes?, fileIds[], orderId?} -> 201 {success, briefId, message} */
export const POST = jsonHandler(briefSchema, 'Brief', async (brief, {origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  const t = await getTranslations({locale: origin.language, namespace: 'Brief'});
  const result = await createBrief(db, user.id, brief, origin);
  if (!result.ok) return Response.json({success: false, message: result.error === 'files' ? t('errors.files') : t('errors.invalid')}, {status: 422});
  return Response.json({success: true, briefId: result.brief.id, message: t('startedDescription')}, {status: 201});
});

/** GET /api/project-briefs -> {success, briefs}: a customer's own; every brief for admins (with the applicant, or 'guest'). */
export const GET = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  return Response.json({success: true, briefs: await listBriefs(db, user)}, {headers: {'cache-control': 'no-store'}});
});
