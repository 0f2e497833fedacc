import {adminStats} from '@/lib/admin/stats';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';

/** GET /api/admin/stats -> {success, stats} (admins; 401 anonymous, 403 customers): the overview's numbers. */
export const GET = plainHandler(async ({origin}) => {
  const admin = await requireAdmin(origin.language);
  if (admin instanceof Response) return admin;
  return Response.json({success: true, stats: await adminStats(db)}, {headers: {'cache-control': 'no-store'}});
});
