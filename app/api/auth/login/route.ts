import {getTranslations} from 'next-intl/server';
import {CredentialsSignin} from 'next-auth';
import {signIn} from '@/lib/auth';
import {publicUser} from '@/lib/auth/accounts';
import {loginSchema} from '@/lib/auth/schema';
import {db} from '@/lib/db';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {tooMany} from '@/lib/auth/responses';

/**
 * POST /api/auth/login {email, password} -> 200 {success, user, message} and the session cookie;
 * 401 the same message for an unknown e-mail and a wrong password; 429 when limited.
 */
export const POST = jsonHandler(loginSchema, 'Auth', async ({email, password}, {request, origin}) => {
  const ip = await limits.attempt(LIMITS.loginIp, clientIp(request));
  if (!ip.allowed) return tooMany(origin.language, ip.retryAfterS);
  const account = await limits.blocked(LIMITS.loginAccountFailures, email);
  if (account.blocked) return tooMany(origin.language, account.retryAfterS);

  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  try {
    await signIn('credentials', {email, password, redirect: false});
  } catch (error) {
    if (!(error instanceof CredentialsSignin)) throw error;
    await limits.fail(LIMITS.loginAccountFailures, email);
    return Response.json({success: false, message: t('invalidCredentials')}, {status: 401});
  }
  await limits.reset(LIMITS.loginAccountFailures, email);
  const user = await db.user.findUniqueOrThrow({where: {email}});
  return Response.json({success: true, user: publicUser(user), message: t('loggedIn')});
});
