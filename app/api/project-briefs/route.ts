import {briefsQuery} from '@/lib/briefs/queries';
import {restQuery} from '@/lib/commands/query';
import {submitBrief} from '@/lib/briefs/commands';
import {restCommand} from '@/lib/commands/rest';

/**
 * POST /api/project-briefs {serviceId, style[], colorTone[], usage[], additionalRequests?, referenceNotes?, fileIds[], orderId?}
 * -> 201 {success, briefId, orderId, message}. A brief for a quote-priced service without an order
 * starts a quote_review order linked to it (lib/briefs/commands). An orderId must be an order of the
 * caller's (a guest order joins an account only through its private link: docs/security.md, "E-mail verification").
 */
export const POST = restCommand(submitBrief);

/** GET /api/project-briefs -> {success, briefs}: a customer's own; every brief for admins (with the applicant, or 'guest'). */
export const GET = restQuery(briefsQuery);
