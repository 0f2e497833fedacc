import {getTranslations} from 'next-intl/server';
import {cookies} from 'next/headers';
import {CredentialsSignin} from 'next-auth';
import {signIn} from '@/lib/auth';
import {publicUser} from '@/lib/auth/accounts';
import {deviceToken, isKnownDevice} from '@/lib/auth/device';
import {issueCheckPass, loginFailed, loginGate, loginSucceeded} from '@/lib/auth/login-limits';
import {loginSchema} from '@/lib/auth/schema';
import {authSecret} from '@/lib/auth/secret';
import {deviceCookie} from '@/lib/cookies';
import {db} from '@/lib/db';
import {env} from '@/lib/env';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {limits} from '@/lib/rate-limit/app';
import {tooMany} from '@/lib/auth/responses';

const device = deviceCookie(new URL(env.APP_URL).protocol === 'https:');

/**
 * POST /api/auth/login {email, password} -> 200 {success, user, message} and the session cookie;
 * 401 the same message for an unknown e-mail and a wrong password; 429 when limited (per
 * address, and per account and address; an account's failures elsewhere only slow unknown
 * devices down: lib/auth/login-limits).
 */
export const POST = jsonHandler(loginSchema, 'Auth', async ({email, password}, {request, origin}) => {
  const address = clientIp(request);
  const jar = await cookies();
  const known = isKnownDevice(authSecret(), jar.get(device.name)?.value, email);
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
  jar.set(device.name, deviceToken(authSecret(), email), device.options);
  const user = await db.user.findUniqueOrThrow({where: {email}});
  return Response.json({success: true, user: publicUser(user), message: t('loggedIn')});
});
