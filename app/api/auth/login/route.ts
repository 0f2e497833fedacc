import {getTranslations} from 'next-intl/server';
import {CredentialsSignin} from 'next-auth';
import {signIn} from '@/lib/auth';
import {publicUser} from '@/lib/auth/accounts';
import {knownDevice, rememberDevice} from '@/lib/auth/device-cookie';
import {issueCheckPass, loginFailed, loginGate, loginSucceeded} from '@/lib/auth/login-limits';
import {loginSchema} from '@/lib/auth/schema';
import {db} from '@/lib/db';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {limits} from '@/lib/rate-limit/app';
import {tooMany} from '@/lib/auth/responses';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * POST /api/auth/login {email, password} -> 200 {success, user, message} and the session cookie;
 * 401 the same message for an unknown e-mail and a wrong password; 429 when limited (per
 * address, and per account and address; an account's failures elsewhere only slow unknown
 * devices down: lib/auth/login-limits).
 */
export const POST = jsonHandler(loginSchema, 'Auth', async ({email, password}, {request, origin}) => {
  const address = clientIp(request);
  const known = await knownDevice(email);
  const gate = await loginGate(limits, email, address, known);
  if (!gate.ok) return tooMany(origin.language, gate.retryAfterS);
  if (gate.delayMs) await new Promise((resolve) => setTimeout(resolve, gate.delayMs));

  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  try {
    await signIn('credentials', {email, password, checkPass: issueCheckPass(email), redirect: false});
  } catch (error) {
    if (!(error instanceof CredentialsSignin)) throw error;
    await loginFailed(limits, email, address, known);
    return Response.json({success: false, message: t('invalidCredentials')}, {status: 401});
  }
  await loginSucceeded(limits, email, address);
  await rememberDevice(email);
  const user = await db.user.findUniqueOrThrow({where: {email}});
  return Response.json({success: true, user: publicUser(user), message: t('loggedIn')} satisfies ApiAnswers['POST /api/auth/login']);
});
