import {publicUser} from '@/lib/auth/accounts';
import {currentUser} from '@/lib/auth/guard';
import {plainHandler} from '@/lib/http/api';
import type {ApiAnswers} from '@/lib/http/answers';

/** GET /api/auth/me -> {success, user} (user null when signed out) */
export const GET = plainHandler(async () => {
  const user = await currentUser();
  return Response.json({success: Boolean(user), user: user ? publicUser(user) : null} satisfies ApiAnswers['GET /api/auth/me'], {headers: {'cache-control': 'no-store'}});
});
