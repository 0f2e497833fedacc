import {audit} from '@/lib/admin/audit';
import {requireAdmin} from '@/lib/auth/guard';
import {briefStatusSchema} from '@/lib/briefs/schema';
import {setBriefStatus} from '@/lib/briefs/store';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';
import {isUuid} from '@/lib/db/errors';

/** PATCH /api/project-briefs/{id}/status {status: pending|in_review|approved|rejected}: admins only (401/403); 404 unknown brief. */
export async function PATCH(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(briefStatusSchema, 'Brief', async ({status}, {origin}) => {
    const admin = await requireAdmin(origin.language);
    if (admin instanceof Response) return admin;
    const before = isUuid(id) ? await db.projectBrief.findUnique({where: {id}, select: {status: true}}) : null;
    const updated = before && (await setBriefStatus(db, id, status));
    if (updated) await audit(db, admin, {action: 'brief.status', targetType: 'brief', targetId: id, before, after: {status}});
    return updated ? Response.json({success: true, status}) : Response.json({success: false}, {status: 404});
  })(request);
}
