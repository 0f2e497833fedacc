import {auditEntries} from '@/lib/admin/audit';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';

/** GET /api/admin/audit?page=N -> {success, entries} (admins; 401 anonymous, 403 customers): newest first. */
export const GET = plainHandler(async ({request, origin}) => {
  const admin = await requireAdmin(origin.language);
  if (admin instanceof Response) return admin;
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const entries = await auditEntries(db, Number.isSafeInteger(page) && page > 0 ? page : 1);
  return Response.json({success: true, entries}, {headers: {'cache-control': 'no-store'}});
});
