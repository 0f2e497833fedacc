import {getTranslations} from 'next-intl/server';
import {after} from 'next/server';
import {requireUser} from '@/lib/auth/guard';
import {tooMany} from '@/lib/auth/responses';
import {verificationUrl} from '@/lib/auth/verify-link';
import {plainHandler} from '@/lib/http/api';
import {sendMail} from '@/lib/mail';
import {verifyEmailMail} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * POST /api/auth/verify-email/resend -> 200 {success, message}: a new confirmation link to the
 * signed-in user's address (3 an hour); 409 when it is already confirmed; 401 signed out.
 */
export const POST = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  if (user.emailVerified) return Response.json({success: false, message: t('alreadyVerified')}, {status: 409});
  const allowed = await limits.attempt(LIMITS.verifyResendAccount, user.id);
  if (!allowed.allowed) return tooMany(origin.language, allowed.retryAfterS);
  const url = await verificationUrl(user, origin.country, origin.language);
  after(async () => {
    await sendMail(await verifyEmailMail(origin.language, user.email, url)).catch((error) => console.error('verification mail failed', error));
  });
  return Response.json({success: true, message: t('verifySent', {email: user.email})} satisfies ApiAnswers['POST /api/auth/verify-email/resend']);
});
