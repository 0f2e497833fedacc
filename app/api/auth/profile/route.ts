import {deleteOwnAccount} from '@/lib/account/commands';
import {publicUser} from '@/lib/auth/accounts';
import {saveProfile} from '@/lib/auth/commands';
import {requireUser} from '@/lib/auth/guard';
import {restCommand} from '@/lib/commands/rest';
import {plainHandler} from '@/lib/http/api';
import type {ApiAnswers} from '@/lib/http/answers';

/** GET /api/auth/profile -> {success, user}; 401 when signed out. */
export const GET = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  return Response.json({success: true, user: publicUser(user)} satisfies ApiAnswers['GET /api/auth/profile'], {headers: {'cache-control': 'no-store'}});
});

/** PUT /api/auth/profile {username?, firstName?, lastName?, phone?} -> {success, message, user}; the e-mail is not changed here. 401 signed out. */
export const PUT = restCommand(saveProfile);

/**
 * DELETE /api/auth/profile {password} (or {email} for an account without a password) ->
 * {success, message}: the account is deleted (personal data removed, orders kept for the books)
 * and signed out. 403 for a wrong confirmation, 409 for an admin account, 401 signed out.
 */
export const DELETE = restCommand(deleteOwnAccount);
