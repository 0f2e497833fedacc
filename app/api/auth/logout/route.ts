import {auth, signOut} from '@/lib/auth';
import {endAllSessions, endSession} from '@/lib/auth/sessions';
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';

/**
 * POST /api/auth/logout (?everywhere=1 ends every session of the account) -> {success}. The
 * session ends on the server too, so a copy of the cookie stops working (security review 2, F11).
 */
export const POST = plainHandler(async ({request}) => {
  const user = await currentUser();
  if (user) {
    if (new URL(request.url).searchParams.get('everywhere') === '1') await endAllSessions(db, user.id);
    else {
      const session = await auth();
      const sid = (session as {sid?: unknown} | null)?.sid;
      if (typeof sid === 'string' && sid) await endSession(db, sid);
    }
  }
  await signOut({redirect: false});
  return Response.json({success: true});
});
