/**
 * The account commands a visitor calls before or around signing in: sign up, log in, log out,
 * whether an address is free, a forgotten password and its reset, following a confirmation link,
 * a new confirmation link, the Kakao/Naver address claim, and the profile's names. Their
 * documented REST endpoints under /api/auth are one-line adapters (restCommand). The session
 * cookies are set by Auth.js's signIn/signOut through next/headers, as before.
 *
 * The country names the pages their mails link to and the consents a sign-up asks for; a REST
 * caller that names none (lib/http/where) gets the documented default shop, DEFAULT_COUNTRY.
 * Mails leave after the answer (`afterAnswer`), so their work never shows in its timing.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import {cookies} from 'next/headers';
import {CredentialsSignin} from 'next-auth';
import * as z from 'zod/mini';
import {defineCommand, refuse, tooMany} from '@/lib/commands';
import {hasSessionCookie} from '@/lib/cookies';
import {DEFAULT_COUNTRY} from '@/lib/countries';
import {db} from '@/lib/db';
import {adminEmails, env} from '@/lib/env';
import type {ApiAnswers} from '@/lib/http/answers';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {queueComposedMail} from '@/lib/mail/jobs';
import {emailChangedMail, listedWelcomeMail, passwordResetMail, verifyEmailMail, welcomeMail} from '@/lib/mail/templates';
import {checkConsents} from '@/lib/privacy/consent-commands';
import {recordConsents} from '@/lib/privacy/consent-store';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {auth, secureCookies, signIn, signOut} from './index';
import {checkEmailAnswer, verifyEmailAnswer, doneAnswer, logOutAnswer, oauthConfirmAnswer, userDoneAnswer} from './answers';
import {createResetToken, isEmailAvailable, publicUser, registerUser, resetPassword, updateProfile} from './accounts';
import {knownDevice, rememberDevice} from './device-cookie';
import {displayName} from './display-name';
import {currentSessionId} from './guard';
import {accountRecovered, issueCheckPass, loginFailed, loginGate, loginSucceeded} from './login-limits';
import {claimCookie, claimCookieName, confirmClaim, createMailToken, readClaim} from './oauth';
import {checkEmailSchema, followEmailLinkSchema, forgotPasswordSchema, loginSchema, profileSchema, registerSchema, resetPasswordSchema} from './schema';
import {authSecret} from './secret';
import {endAllSessions, endSession} from './sessions';
import {returnPath} from './social';
import {emailChangeOwner, followEmailLink} from './verification';
import {resetLinkUrl, verificationUrl} from './verify-link';

const authTexts = (language: Language) => getTranslations({locale: language, namespace: 'Auth.server'});

/** The Kakao/Naver claim cookie of this browser (lib/auth/oauth), or null. */
const claimOfBrowser = async () => (await cookies()).get(claimCookieName(secureCookies))?.value ?? null;

/** POST /api/auth/check-email {email} -> {available} (rate limited per address: it tells whether an account exists). */
export const checkEmail = defineCommand({
  name: 'auth.checkEmail',
  output: checkEmailAnswer,
  invalidAnswer: 'bare',
  input: checkEmailSchema,
  who: 'anyone',
  errors: 'Auth',
  async run({email}, {language, address}) {
    const ip = await limits.attempt(LIMITS.checkEmailIp, await address());
    if (!ip.allowed) return tooMany(language, ip.retryAfterS);
    const available = await isEmailAvailable(db, email);
    return {ok: true, message: '', body: {available}, json: {available} satisfies z.input<typeof checkEmailAnswer>};
  },
});

/**
 * POST /api/auth/forgot-password {email} -> {success, message}: the same answer, in the same time,
 * whether or not the account exists: nothing before the answer looks at the account; the look-up,
 * the token and the mail happen after it is sent, so its timing tells nothing (docs/accounts.md).
 * The link goes out by mail only, never in the response.
 */
export const forgotPassword = defineCommand({
  name: 'auth.forgotPassword',
  output: doneAnswer,
  invalidAnswer: 'bare',
  input: forgotPasswordSchema,
  who: 'anyone',
  errors: 'Auth',
  async run({email}, {country, language, address, afterAnswer}) {
    const ip = await limits.attempt(LIMITS.forgotPasswordIp, await address());
    if (!ip.allowed) return tooMany(language, ip.retryAfterS);
    const shop = country ?? DEFAULT_COUNTRY;
    afterAnswer(async () => {
      // Per account: a quiet cap, so the answer still says nothing about the account.
      if (!(await limits.attempt(LIMITS.forgotPasswordAccount, email)).allowed) return;
      const created = await createResetToken(db, email);
      if (!created) return;
      const url = resetLinkUrl(created.token, shop, language);
      const {user} = created;
      await queueComposedMail(db, await passwordResetMail(language, user.email, user.emailVerified ? displayName(user, language) : null, url)).catch((error) =>
        console.error('reset mail failed', error),
      );
    });
    return {ok: true, message: (await authTexts(language))('resetSent')};
  },
});

/**
 * POST /api/auth/reset-password {token, password} -> {success, message}; every session of the
 * account ends, the address counts as confirmed (the link reached it), and the account's failed
 * logins are forgotten: its owner is back in. 400 for a used, expired or unknown link.
 */
export const resetPasswordCommand = defineCommand({
  name: 'auth.resetPassword',
  output: doneAnswer,
  invalidAnswer: 'bare',
  input: resetPasswordSchema,
  who: 'anyone',
  errors: 'Auth',
  async run({token, password}, {language}) {
    const t = await authTexts(language);
    const user = await resetPassword(db, token, password, new Date(), adminEmails);
    if (!user) return refuse(400, t('resetInvalid'));
    await accountRecovered(limits, user.email);
    return {ok: true, message: t('resetDone')};
  },
});

/**
 * POST /api/auth/verify-email {token, password?} -> 200 {success, message, user, changed}: the
 * address is confirmed, or, for the link of an e-mail change asked for on My page, the account's
 * address becomes the new one (`changed: true`; the old address is told).
 *
 * A confirmation needs no session: the link itself is the proof, opened on any device. It makes no
 * one admin (`listed: true` says an ADMIN_EMAIL(S) address gets admin rights by a password reset).
 *
 * A change needs the account's current password, or a session of the account begun after the
 * change was asked for (docs/security.md#limits-and-rules, "Taking an account back"): without either, 403 `code: passwordRequired` (or
 * `signInRequired` for an account without a password) and nothing is spent; a wrong password is
 * 403 `wrongPassword`, counted like every wrong password of the account (429 after 5 in 15
 * minutes). 400 for a used, expired or unknown link, 409 when the new address was taken meanwhile
 * or is an ADMIN_EMAIL(S) address.
 */
export const verifyEmail = defineCommand({
  name: 'auth.verifyEmail',
  output: verifyEmailAnswer,
  invalidAnswer: 'bare',
  input: followEmailLinkSchema,
  who: 'anyone',
  errors: 'Auth',
  async run({token, password}, {country, language, afterAnswer}) {
    const t = await authTexts(language);
    const owner = password === undefined ? null : await emailChangeOwner(db, token);
    if (owner) {
      const held = await limits.blocked(LIMITS.accountPasswordFailures, owner);
      if (held.blocked) return tooMany(language, held.retryAfterS);
    }
    const result = await followEmailLink(db, token, adminEmails, {password, sessionId: await currentSessionId()});
    switch (result.kind) {
      case 'invalid':
        return refuse(400, t('verifyInvalid'));
      case 'taken':
        return refuse(409, t('emailTaken'));
      case 'listed':
        return refuse(409, t('emailListed'), {code: 'listed'});
      case 'proofRequired':
        return result.by === 'password' ? refuse(403, t('changeNeedsPassword'), {code: 'passwordRequired'}) : refuse(403, t('changeNeedsSignIn'), {code: 'signInRequired'});
      case 'wrongPassword':
        await limits.fail(LIMITS.accountPasswordFailures, result.userId);
        return refuse(403, t('wrongPassword'), {errors: {password: t('wrongPassword')}, code: 'wrongPassword'});
      case 'verified': {
        const listed = adminEmails.includes(result.user.email) && result.user.role !== 'ADMIN';
        const message = listed ? t('verifiedListed') : result.passwordCleared ? t('verifiedPasswordCleared') : t('verified');
        return {
          ok: true,
          message,
          json: {success: true, message, user: publicUser(result.user), changed: false, listed, passwordCleared: result.passwordCleared} satisfies z.input<typeof verifyEmailAnswer>,
        };
      }
      case 'changed': {
        const {user, previous} = result;
        const shop = country ?? DEFAULT_COUNTRY;
        afterAnswer(async () => {
          const contact = new URL(`${localizedPath(shop, language)}#contact`, env.APP_URL).toString();
          await queueComposedMail(db, await emailChangedMail(language, previous, displayName(user, language), user.email, contact)).catch((error) =>
            console.error('e-mail change notice failed', error),
          );
        });
        const message = t('emailChanged', {email: user.email});
        return {ok: true, message, json: {success: true, message, user: publicUser(user), changed: true} satisfies z.input<typeof verifyEmailAnswer>};
      }
    }
  },
});

/**
 * POST /api/auth/verify-email/resend -> 200 {success, message}: a new confirmation link to the
 * signed-in user's address (3 an hour); 409 when it is already confirmed; 401 signed out.
 */
export const resendVerification = defineCommand({
  name: 'auth.resendVerification',
  output: doneAnswer,
  input: z.object({}),
  who: 'customer',
  errors: 'Auth',
  async run(_, {user, country, language, afterAnswer}) {
    const t = await authTexts(language);
    if (user.emailVerified) return refuse(409, t('alreadyVerified'));
    const allowed = await limits.attempt(LIMITS.verifyResendAccount, user.id);
    if (!allowed.allowed) return tooMany(language, allowed.retryAfterS);
    const url = await verificationUrl(user, country ?? DEFAULT_COUNTRY, language);
    afterAnswer(async () => {
      await queueComposedMail(db, await verifyEmailMail(language, user.email, url)).catch((error) => console.error('verification mail failed', error));
    });
    return {ok: true, message: t('verifySent', {email: user.email})};
  },
});

/**
 * POST /api/auth/login {email, password} -> 200 {success, user, message} and the session cookie;
 * 401 the same message for an unknown e-mail and a wrong password; 429 when limited (per
 * address, and per account and address; an account's failures elsewhere only slow unknown
 * devices down: lib/auth/login-limits).
 */
export const logIn = defineCommand({
  name: 'auth.login',
  output: userDoneAnswer,
  invalidAnswer: 'bare',
  input: loginSchema,
  who: 'anyone',
  errors: 'Auth',
  async run({email, password}, {language, address: addressOf}) {
    const address = await addressOf();
    const known = await knownDevice(email);
    const gate = await loginGate(limits, email, address, known);
    if (!gate.ok) return tooMany(language, gate.retryAfterS);
    if (gate.delayMs) await new Promise((resolve) => setTimeout(resolve, gate.delayMs));

    const t = await authTexts(language);
    try {
      await signIn('credentials', {email, password, checkPass: issueCheckPass(email), redirect: false});
    } catch (error) {
      if (!(error instanceof CredentialsSignin)) throw error;
      await loginFailed(limits, email, address, known);
      return refuse(401, t('invalidCredentials'));
    }
    await loginSucceeded(limits, email, address);
    await rememberDevice(email);
    const user = await db.user.findUniqueOrThrow({where: {email}});
    return {ok: true, message: t('loggedIn'), body: {user: publicUser(user)} satisfies Omit<ApiAnswers['POST /api/auth/login'], 'success' | 'message'>};
  },
});

/**
 * POST /api/auth/logout (?everywhere=1 ends every session of the account) -> {success}. The
 * session ends on the server too, so a copy of the cookie stops working (docs/security.md#limits-and-rules, "Sessions").
 */
export const logOut = defineCommand({
  name: 'auth.logout',
  output: logOutAnswer,
  input: z.object({everywhere: z.optional(z.string())}),
  who: 'anyone',
  async run({everywhere}) {
    const session = hasSessionCookie((await cookies()).getAll()) ? await auth() : null;
    const userId = session?.user?.id;
    if (userId && everywhere === '1') await endAllSessions(db, userId);
    else if (session?.sid) await endSession(db, session.sid);
    await signOut({redirect: false});
    return {ok: true, message: '', json: {success: true}};
  },
});

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
export const register = defineCommand({
  name: 'auth.register',
  output: userDoneAnswer,
  invalidAnswer: 'bare',
  input: registerSchema,
  who: 'anyone',
  errors: 'Auth',
  async run(input, {country, language, address, afterAnswer}) {
    const ip = await limits.attempt(LIMITS.registerIp, await address());
    if (!ip.allowed) return tooMany(language, ip.retryAfterS);
    const shop = country ?? DEFAULT_COUNTRY;
    const t = await authTexts(language);
    // The consents the page's country asks for (Korea: 이용약관, 개인정보 수집·이용, 만 14세 이상): 422 per unticked one.
    const consents = await checkConsents(shop, 'signup', input, language);
    if (!consents.ok) return consents;
    const result = await registerUser(db, input);
    if (!result.ok) return refuse(409, t('emailTaken'), {errors: {email: t('emailTaken')}});
    await recordConsents(db, {userId: result.user.id}, {kinds: consents.kinds, source: 'signup', country: shop});
    await signIn('credentials', {email: input.email, password: input.password, checkPass: issueCheckPass(input.email), redirect: false});
    await rememberDevice(result.user.email);
    const {user} = result;
    const listed = adminEmails.includes(user.email);
    const reset = listed ? await createResetToken(db, user.email) : null;
    const url = reset ? resetLinkUrl(reset.token, shop, language) : await verificationUrl(user, shop, language);
    // The account exists whether or not the welcome mail goes out; the mail leaves after the answer.
    afterAnswer(async () => {
      const mail = listed ? await listedWelcomeMail(language, user.email, url) : await welcomeMail(language, user.email, url);
      await queueComposedMail(db, mail).catch((error) => console.error('welcome mail failed', error));
    });
    return {ok: true, status: 201, message: t('registered'), body: {user: publicUser(user)}};
  },
});

/**
 * POST /api/auth/oauth/email {email} -> {success, message}: Kakao or Naver signed the person in
 * without an address it vouches for (the claim cookie names that account, lib/auth/oauth). The
 * confirmation mail goes to the address they typed; its link, opened in this browser, joins or
 * makes the account. The same answer whether or not an account has the address. 400 without a
 * valid claim (start again with Kakao or Naver), 429 when too many mails were asked for.
 */
export const oauthEmail = defineCommand({
  name: 'auth.oauthEmail',
  output: doneAnswer,
  invalidAnswer: 'bare',
  input: forgotPasswordSchema,
  who: 'anyone',
  errors: 'Auth',
  async run({email}, {country, language, address, afterAnswer}) {
    const t = await authTexts(language);
    const secret = authSecret();
    const claim = await readClaim(secret, await claimOfBrowser());
    if (!claim) return refuse(400, t('oauthClaimMissing'));
    const ip = await limits.attempt(LIMITS.oauthEmailIp, await address());
    if (!ip.allowed) return tooMany(language, ip.retryAfterS);
    const perAddress = await limits.attempt(LIMITS.oauthEmailAddress, email);
    if (!perAddress.allowed) return tooMany(language, perAddress.retryAfterS);
    const url = new URL(localizedPath(country ?? DEFAULT_COUNTRY, language), env.APP_URL);
    url.searchParams.set('auth', 'connect');
    url.searchParams.set('via', claim.p);
    url.searchParams.set('token', await createMailToken(secret, claim, email));
    afterAnswer(async () => {
      await queueComposedMail(db, await verifyEmailMail(language, email, url.toString())).catch((error) => console.error('sign-in confirmation mail failed', error));
    });
    return {ok: true, message: t('oauthEmailSent', {email})};
  },
});

const confirmSchema = z.object({
  token: z.string({error: 'tokenMissing'}).check(z.minLength(1, {error: 'tokenMissing'}), z.maxLength(1000, {error: 'tokenMissing'})),
  returnTo: z.optional(z.string().check(z.maxLength(500))),
});

/**
 * POST /api/auth/oauth/confirm {token, returnTo?} -> {success, message, next}: the link of the
 * confirmation mail asked for by /api/auth/oauth/email, followed in the browser that signed in
 * with Kakao or Naver (lib/auth/oauth, confirmClaim). The Kakao or Naver account is linked to the
 * account with that address (a new one, or a confirmed one), the claim cookie ends, and `next`
 * starts the sign-in with the service again (Kakao or Naver still knows the person: instant).
 * 400 for a broken or expired link, 403 `otherBrowser` in another browser, 409 `unconfirmed`
 * when an account has the address unconfirmed (its owner confirms it first).
 */
export const oauthConfirm = defineCommand({
  name: 'auth.oauthConfirm',
  output: oauthConfirmAnswer,
  invalidAnswer: 'bare',
  input: confirmSchema,
  who: 'anyone',
  errors: 'Auth',
  async run({token, returnTo}, {language}) {
    const t = await authTexts(language);
    const result = await confirmClaim(db, authSecret(), token, await claimOfBrowser());
    switch (result.kind) {
      case 'invalid':
        return refuse(400, t('oauthLinkInvalid'));
      case 'otherBrowser':
        return refuse(403, t('oauthOtherBrowser'), {code: 'otherBrowser'});
      case 'unconfirmed':
        return refuse(409, t('oauthUnconfirmed'), {code: 'unconfirmed'});
      case 'linked': {
        const next = `/api/auth/${result.provider}?returnTo=${encodeURIComponent(returnPath(returnTo))}`;
        return {ok: true, message: t('oauthLinked'), body: {next} satisfies Pick<ApiAnswers['POST /api/auth/oauth/confirm'], 'next'>, headers: {'set-cookie': claimCookie(secureCookies, null)}};
      }
    }
  },
});

/** PUT /api/auth/profile {username?, firstName?, lastName?, phone?} -> {success, message, user}; the e-mail is not changed here. 401 signed out. */
export const saveProfile = defineCommand({
  name: 'auth.saveProfile',
  output: userDoneAnswer,
  invalidAnswer: 'bare',
  input: profileSchema,
  who: 'customer',
  errors: 'Auth',
  async run(input, {user, language}) {
    const t = await authTexts(language);
    const result = await updateProfile(db, user.id, input);
    if (!result.ok) return refuse(409, t('usernameTaken'), {errors: {username: t('usernameTaken')}});
    return {ok: true, message: t('profileSaved'), body: {user: publicUser(result.user)}};
  },
});
