import {requireUser} from '@/lib/auth/guard';
import {submitBrief} from '@/lib/briefs/commands';
import {listBriefs} from '@/lib/briefs/store';
import {restCommand} from '@/lib/commands/rest';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * POST /api/project-briefs {serviceId, style[], colorTone[], usage[], additionalRequests?, referenceNotes?, fileIds[], orderId?}
 * -> 201 {success, briefId, orderId, message}. A brief for a quote-priced service without an order
 * starts a quote_review order linked to it (lib/briefs/commands). An orderId must be an order of the
 * caller's (a guest order joins an account only through its private link: docs/security.md, "E-mail verification").
 */
export const POST = restCommand(submitBrief);

/** GET /api/project-briefs -> {success, briefs}: a customer's own; every brief for admins (with the applicant, or 'guest'). */
export const GET = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  return Response.json({success: true, briefs: await listBriefs(db, user)} satisfies ApiAnswers['GET /api/project-briefs'], {headers: {'cache-control': 'no-store'}});
});
