import {getTranslations} from 'next-intl/server';
import {after} from 'next/server';
import {createResetToken} from '@/lib/auth/accounts';
import {tooMany} from '@/lib/auth/responses';
import {forgotPasswordSchema} from '@/lib/auth/schema';
import {resetLinkUrl} from '@/lib/auth/verify-link';
import {db} from '@/lib/db';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {sendMail} from '@/lib/mail';
import {passwordResetMail} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {displayName} from '@/lib/auth/display-name';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * POST /api/auth/forgot-password {email} -> {success, message}: the same answer, in the same time,
 * whether or not the account exists: nothing before the answer looks at the account; the look-up,
 * the token and the mail happen after it is sent, so its timing tells nothing (docs/accounts.md). The link goes out by
 * mail only, never in the response.
 */
export const POST = jsonHandler(forgotPasswordSchema, 'Auth', async ({email}, {request, origin}) => {
  const ip = await limits.attempt(LIMITS.forgotPasswordIp, clientIp(request));
  if (!ip.allowed) return tooMany(origin.language, ip.retryAfterS);
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  after(async () => {
    // Per account: a quiet cap, so the answer still says nothing about the account.
    if (!(await limits.attempt(LIMITS.forgotPasswordAccount, email)).allowed) return;
    const created = await createResetToken(db, email);
    if (!created) return;
    const url = resetLinkUrl(created.token, origin.country, origin.language);
    const {user} = created;
    await sendMail(await passwordResetMail(origin.language, user.email, user.emailVerified ? displayName(user, origin.language) : null, url)).catch((error) =>
      console.error('reset mail failed', error),
    );
  });
  return Response.json({success: true, message: t('resetSent')} satisfies ApiAnswers['POST /api/auth/forgot-password']);
});
