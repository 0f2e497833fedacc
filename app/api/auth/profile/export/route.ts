import {accountExport, exportFileName} from '@/lib/account/export';
import {currentSessionId, requireUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';

/**
 * GET /api/auth/profile/export -> the signed-in user's data as a JSON file (an attachment):
 * profile, consents, orders with their lines, statuses and payments, briefs, uploaded file names,
 * sessions and cart. 401 signed out.
 */
export const GET = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  const now = new Date();
  const data = await accountExport(db, user.id, {currentSessionId: await currentSessionId(), now});
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${exportFileName(now)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
