import {getTranslations} from 'next-intl/server';
import {createResetToken} from '@/lib/auth/accounts';
import {tooMany} from '@/lib/auth/responses';
import {forgotPasswordSchema} from '@/lib/auth/schema';
import {db} from '@/lib/db';
import {env} from '@/lib/env';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {localizedPath} from '@/lib/i18n/paths';
import {sendMail} from '@/lib/mail';
import {passwordResetMail} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';

/**
 * POST /api/auth/forgot-password {email} -> {success, message}: the same answer whether or not
 * the account exists; the link goes out by mail only, never in the response.
 */
export const POST = jsonHandler(forgotPasswordSchema, 'Auth', async ({email}, {request, origin}) => {
  const ip = await limits.attempt(LIMITS.forgotPasswordIp, clientIp(request));
  if (!ip.allowed) return tooMany(origin.language, ip.retryAfterS);
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const answer = Response.json({success: true, message: t('resetSent')});
  // Per account: a quiet cap, so the answer still says nothing about the account.
  const perAccount = await limits.attempt(LIMITS.forgotPasswordAccount, email);
  if (!perAccount.allowed) return answer;
  const created = await createResetToken(db, email);
  if (created) {
    const url = new URL(localizedPath(origin.country, origin.language, '/reset-password'), env.APP_URL);
    url.searchParams.set('token', created.token);
    const {user} = created;
    await sendMail(await passwordResetMail(origin.language, user.email, user.firstName ?? user.username, url.toString()));
  }
  return answer;
});
