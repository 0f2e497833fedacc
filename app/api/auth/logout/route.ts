import {signOut} from '@/lib/auth';
import {endAllSessions} from '@/lib/auth/accounts';
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';

/** POST /api/auth/logout (?everywhere=1 ends every session of the account) -> {success} */
export const POST = plainHandler(async ({request}) => {
  if (new URL(request.url).searchParams.get('everywhere') === '1') {
    const user = await currentUser();
    if (user) await endAllSessions(db, user.id);
  }
  await signOut({redirect: false});
  return Response.json({success: true});
});
