import {publicUser} from '@/lib/auth/accounts';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';

/** GET /api/admin/users -> {success, users}; 401 anonymous, 403 customers. */
export const GET = plainHandler(async ({origin}) => {
  const admin = await requireAdmin(origin.language);
  if (admin instanceof Response) return admin;
  const users = await db.user.findMany({orderBy: {createdAt: 'desc'}, take: 500});
  return Response.json({success: true, users: users.map(publicUser)}, {headers: {'cache-control': 'no-store'}});
});
