import {getTranslations} from 'next-intl/server';
import {signIn} from '@/lib/auth';
import {publicUser, registerUser} from '@/lib/auth/accounts';
import {tooMany} from '@/lib/auth/responses';
import {registerSchema} from '@/lib/auth/schema';
import {db} from '@/lib/db';
import {adminEmails, env} from '@/lib/env';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {localizedPath} from '@/lib/i18n/paths';
import {sendMail} from '@/lib/mail';
import {welcomeMail} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';

/**
 * POST /api/auth/register {email, password, firstName?, lastName?, phone?} -> 201 {success, user,
 * message}, signed in, welcome mail sent; 409 when the e-mail is taken. The username is derived
 * from the e-mail (a sent one is ignored); admin when the e-mail is in ADMIN_EMAIL(S).
 */
export const POST = jsonHandler(registerSchema, 'Auth', async (input, {request, origin}) => {
  const ip = await limits.attempt(LIMITS.registerIp, clientIp(request));
  if (!ip.allowed) return tooMany(origin.language, ip.retryAfterS);
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const result = await registerUser(db, input, adminEmails);
  if (!result.ok) return Response.json({success: false, message: t('emailTaken'), errors: {email: t('emailTaken')}}, {status: 409});
  await signIn('credentials', {email: input.email, password: input.password, redirect: false});
  const {user} = result;
  const home = new URL(localizedPath(origin.country, origin.language, '/'), env.APP_URL).toString();
  // The account exists whether or not the welcome mail goes out.
  sendMail(await welcomeMail(origin.language, user.email, user.firstName ?? user.username, home)).catch((error) => console.error('welcome mail failed', error));
  return Response.json({success: true, user: publicUser(user), message: t('registered')}, {status: 201});
});
