import {cookies} from 'next/headers';
import {auth, signOut} from '@/lib/auth';
import {endAllSessions, endSession} from '@/lib/auth/sessions';
import {hasSessionCookie} from '@/lib/cookies';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';

/**
 * POST /api/auth/logout (?everywhere=1 ends every session of the account) -> {success}. The
 * session ends on the server too, so a copy of the cookie stops working (docs/security.md#limits-and-rules, "Sessions").
 */
export const POST = plainHandler(async ({request}) => {
  const session = hasSessionCookie((await cookies()).getAll()) ? await auth() : null;
  const userId = session?.user?.id;
  if (userId && new URL(request.url).searchParams.get('everywhere') === '1') await endAllSessions(db, userId);
  else if (session?.sid) await endSession(db, session.sid);
  await signOut({redirect: false});
  return Response.json({success: true});
});
