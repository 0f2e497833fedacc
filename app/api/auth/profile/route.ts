import {getTranslations} from 'next-intl/server';
import {deleteOwnAccount} from '@/lib/account/commands';
import {publicUser, updateProfile} from '@/lib/auth/accounts';
import {requireUser} from '@/lib/auth/guard';
import {profileSchema} from '@/lib/auth/schema';
import {db} from '@/lib/db';
import {restCommand} from '@/lib/commands/rest';
import {jsonHandler, plainHandler} from '@/lib/http/api';
import type {ApiAnswers} from '@/lib/http/answers';

/** GET /api/auth/profile -> {success, user}; 401 when signed out. */
export const GET = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  return Response.json({success: true, user: publicUser(user)} satisfies ApiAnswers['GET /api/auth/profile'], {headers: {'cache-control': 'no-store'}});
});

/** PUT /api/auth/profile {username?, firstName?, lastName?, phone?} -> {success, message, user}; the e-mail is not changed here. */
export const PUT = jsonHandler(profileSchema, 'Auth', async (input, {origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const result = await updateProfile(db, user.id, input);
  if (!result.ok) return Response.json({success: false, message: t('usernameTaken'), errors: {username: t('usernameTaken')}}, {status: 409});
  return Response.json({success: true, message: t('profileSaved'), user: publicUser(result.user)} satisfies ApiAnswers['PUT /api/auth/profile']);
});

/**
 * DELETE /api/auth/profile {password} (or {email} for an account without a password) ->
 * {success, message}: the account is deleted (personal data removed, orders kept for the books)
 * and signed out. 403 for a wrong confirmation, 409 for an admin account, 401 signed out.
 */
export const DELETE = restCommand(deleteOwnAccount);
