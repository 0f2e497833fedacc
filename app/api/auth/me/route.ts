import {publicUser} from '@/lib/auth/accounts';
import {currentUser} from '@/lib/auth/guard';
import {plainHandler} from '@/lib/http/api';

/** GET /api/auth/me -> {success, user} (user null when signed out) */
export const GET = plainHandler(async () => {
  const user = await currentUser();
  return Response.json({success: Boolean(user), user: user ? publicUser(user) : null}, {headers: {'cache-control': 'no-store'}});
});
