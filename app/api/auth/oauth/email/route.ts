import {getTranslations} from 'next-intl/server';
import {after} from 'next/server';
import {secureCookies} from '@/lib/auth';
import {claimFromRequest, createMailToken, readClaim} from '@/lib/auth/oauth';
import {authSecret} from '@/lib/auth/secret';
import {tooMany} from '@/lib/auth/responses';
import {forgotPasswordSchema} from '@/lib/auth/schema';
import {env} from '@/lib/env';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {localizedPath} from '@/lib/i18n/paths';
import {sendMail} from '@/lib/mail';
import {verifyEmailMail} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * POST /api/auth/oauth/email {email} -> {success, message}: Kakao or Naver signed the person in
 * without an address it vouches for (the claim cookie names that account, lib/auth/oauth). The
 * confirmation mail goes to the address they typed; its link, opened in this browser, joins or
 * makes the account. The same answer whether or not an account has the address. 400 without a
 * valid claim (start again with Kakao or Naver), 429 when too many mails were asked for.
 */
export const POST = jsonHandler(forgotPasswordSchema, 'Auth', async ({email}, {request, origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const secret = authSecret();
  const claim = readClaim(secret, claimFromRequest(request, secureCookies));
  if (!claim) return Response.json({success: false, message: t('oauthClaimMissing')}, {status: 400});
  const ip = await limits.attempt(LIMITS.oauthEmailIp, clientIp(request));
  if (!ip.allowed) return tooMany(origin.language, ip.retryAfterS);
  const address = await limits.attempt(LIMITS.oauthEmailAddress, email);
  if (!address.allowed) return tooMany(origin.language, address.retryAfterS);
  const url = new URL(localizedPath(origin.country, origin.language), env.APP_URL);
  url.searchParams.set('auth', 'connect');
  url.searchParams.set('via', claim.p);
  url.searchParams.set('token', createMailToken(secret, claim, email));
  after(async () => {
    await sendMail(await verifyEmailMail(origin.language, email, url.toString())).catch((error) => console.error('sign-in confirmation mail failed', error));
  });
  return Response.json({success: true, message: t('oauthEmailSent', {email})} satisfies ApiAnswers['POST /api/auth/oauth/email']);
});
