import {getTranslations} from 'next-intl/server';
import {after} from 'next/server';
import {signIn} from '@/lib/auth';
import {createResetToken, publicUser, registerUser} from '@/lib/auth/accounts';
import {rememberDevice} from '@/lib/auth/device-cookie';
import {issueCheckPass} from '@/lib/auth/login-limits';
import {tooMany} from '@/lib/auth/responses';
import {registerSchema} from '@/lib/auth/schema';
import {resetLinkUrl, verificationUrl} from '@/lib/auth/verify-link';
import {db} from '@/lib/db';
import {adminEmails} from '@/lib/env';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {checkConsents} from '@/lib/privacy/consent-commands';
import {recordConsents} from '@/lib/privacy/consent-store';
import {sendMail} from '@/lib/mail';
import {listedWelcomeMail, welcomeMail} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * POST /api/auth/register {email, password, firstName, lastName, phone?, agreeTerms?, agreePrivacy?,
 * agreeAge14?, agreeMarketing?} -> 201 {success, user, message}, signed in, welcome mail with the
 * confirmation link sent; 409 when the e-mail is taken, 422 with translated field errors (a name
 * missing, a weak password, on Korean pages (x-country kr) a required consent unticked). The
 * consents given are stored with their policy's version (lib/privacy/consents).
 * The username is derived from the e-mail (a sent one is ignored). Never admin at sign-up: an
 * ADMIN_EMAIL(S) address becomes admin only when the mailbox's owner sets the password, so its
 * welcome mail says that someone created an account with it and carries a reset link instead of
 * a confirmation (docs/security.md#limits-and-rules, "Admin addresses").
 */
export const POST = jsonHandler(registerSchema, 'Auth', async (input, {request, origin}) => {
  const ip = await limits.attempt(LIMITS.registerIp, clientIp(request));
  if (!ip.allowed) return tooMany(origin.language, ip.retryAfterS);
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  // The consents the page's country asks for (Korea: 이용약관, 개인정보 수집·이용, 만 14세 이상): 422 per unticked one.
  const consents = await checkConsents(origin.country, 'signup', input, origin.language);
  if (!consents.ok) return Response.json({success: false, message: consents.message, ...consents.body}, {status: consents.status});
  const result = await registerUser(db, input);
  if (!result.ok) return Response.json({success: false, message: t('emailTaken'), errors: {email: t('emailTaken')}}, {status: 409});
  await recordConsents(db, {userId: result.user.id}, {kinds: consents.kinds, source: 'signup', country: origin.country});
  await signIn('credentials', {email: input.email, password: input.password, checkPass: issueCheckPass(input.email), redirect: false});
  await rememberDevice(result.user.email);
  const {user} = result;
  const listed = adminEmails.includes(user.email);
  const reset = listed ? await createResetToken(db, user.email) : null;
  const url = reset ? resetLinkUrl(reset.token, origin.country, origin.language) : await verificationUrl(user, origin.country, origin.language);
  // The account exists whether or not the welcome mail goes out; the mail leaves after the answer.
  after(async () => {
    const mail = listed ? await listedWelcomeMail(origin.language, user.email, url) : await welcomeMail(origin.language, user.email, url);
    await sendMail(mail).catch((error) => console.error('welcome mail failed', error));
  });
  return Response.json({success: true, user: publicUser(user), message: t('registered')} satisfies ApiAnswers['POST /api/auth/register'], {status: 201});
});
