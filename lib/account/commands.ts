/**
 * Account self-service commands (My page): change the password, change the e-mail (re-verified:
 * the new address gets a link and the account changes only when it is followed), delete the
 * account. Each is for the signed-in owner only and checks the current password (or, deleting an
 * account without one, its address typed again); wrong passwords are limited per account. Pages
 * call them as server actions (./actions); POST /api/auth/profile/password, POST
 * /api/auth/profile/email and DELETE /api/auth/profile are their adapters. The export is a read:
 * GET /api/auth/profile/export (lib/account/export).
 *
 * Account events are not written to the audit log (it records what admins do); a deletion leaves
 * its date on the anonymous account (User.deletedAt), which names nobody.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import {signOut} from '@/lib/auth';
import {currentSessionId} from '@/lib/auth/guard';
import {changeEmailSchema, changePasswordSchema, deleteAccountSchema} from '@/lib/auth/schema';
import {emailLinkUrl} from '@/lib/auth/verify-link';
import {defineCommand, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {inTransaction} from '@/lib/db/transaction';
import {adminEmails} from '@/lib/env';
import type {Language} from '@/lib/i18n/languages';
import {queueComposedMail} from '@/lib/mail/jobs';
import {emailChangeMail} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {storage} from '@/lib/storage/app';
import {changePassword, deleteAccount, removeStoredObjects, requestEmailChange} from './store';
import {done} from '@/lib/http/json';

type AuthServer = Awaited<ReturnType<typeof getTranslations<'Auth.server'>>>;

const minutes = (retryAfterS: number) => Math.ceil(Math.max(1, retryAfterS) / 60);

/** A refusal once the account has had too many wrong passwords lately, else null. */
async function passwordsHeld(userId: string, t: AuthServer) {
  const held = await limits.blocked(LIMITS.accountPasswordFailures, userId);
  return held.blocked ? refuse(429, t('tooMany', {minutes: minutes(held.retryAfterS)})) : null;
}

/** Counts a wrong password and answers it, on the field it belongs to. */
async function wrongPassword(userId: string, t: AuthServer, field: string) {
  await limits.fail(LIMITS.accountPasswordFailures, userId);
  return refuse(403, t('wrongPassword'), {errors: {[field]: t('wrongPassword')}, code: 'wrongPassword'});
}

const serverTexts = (language: Language) => getTranslations({locale: language, namespace: 'Auth.server'});

/**
 * A new password (the one rule), with the current one. Every other session of the account ends;
 * this browser stays signed in. An account without a password (Google) is told to set one
 * through the reset link instead (409, code noPassword).
 */
export const changeOwnPassword = defineCommand({
  name: 'account.changePassword',
  output: done,
  input: changePasswordSchema,
  who: 'customer',
  errors: 'Auth',
  async run({currentPassword, newPassword}, {user, language}) {
    const t = await serverTexts(language);
    const held = await passwordsHeld(user.id, t);
    if (held) return held;
    const result = await changePassword(db, user.id, currentPassword, newPassword, await currentSessionId());
    if (!result.ok) return result.error === 'noPassword' ? refuse(409, t('noPassword'), {code: 'noPassword'}) : wrongPassword(user.id, t, 'currentPassword');
    await limits.reset(LIMITS.accountPasswordFailures, user.id);
    return {ok: true, message: t('passwordChanged')};
  },
});

/**
 * Asks to change the account's e-mail: a link goes to the new address (3 an hour per account and
 * per address, like confirmation links); the account keeps its address until the link is
 * followed (POST /api/auth/verify-email), and then the old address is told.
 */
export const changeOwnEmail = defineCommand({
  name: 'account.changeEmail',
  output: done,
  input: changeEmailSchema,
  who: 'customer',
  errors: 'Auth',
  async run({email, password}, {user, country, language}) {
    const t = await serverTexts(language);
    if (!country) return refuse(422, (await getTranslations({locale: language, namespace: 'Checkout.server'}))('countryRequired'), {code: 'country'});
    const held = await passwordsHeld(user.id, t);
    if (held) return held;
    for (const [limit, key] of [
      [LIMITS.emailChangeAccount, user.id],
      [LIMITS.emailChangeAddress, email],
    ] as const) {
      const attempt = await limits.attempt(limit, key);
      if (!attempt.allowed) return refuse(429, t('tooMany', {minutes: minutes(attempt.retryAfterS)}));
    }
    // The change's link and its mail commit together: both or neither.
    const result = await inTransaction(db, async (tx) => {
      const requested = await requestEmailChange(tx, user.id, email, password, adminEmails);
      if (requested.ok) await queueComposedMail(tx, await emailChangeMail(language, email, emailLinkUrl(requested.token, country, language)));
      return requested;
    });
    if (!result.ok) {
      if (result.error === 'wrongPassword') return wrongPassword(user.id, t, 'password');
      if (result.error === 'taken') return refuse(409, t('emailTaken'), {errors: {email: t('emailTaken')}, code: 'taken'});
      if (result.error === 'same') return refuse(422, t('emailSame'), {errors: {email: t('emailSame')}, code: 'same'});
      if (result.error === 'listed') return refuse(409, t('emailListed'), {errors: {email: t('emailListed')}, code: 'listed'});
      return refuse(409, t('emailConfigured'), {code: 'configured'});
    }
    return {ok: true, message: t('emailChangeSent', {email})};
  },
});

/**
 * Deletes the account (lib/account/store, deleteAccount: personal data removed, orders kept for
 * the books), confirmed with the password or, without one, the address. Admins are refused
 * (409): another admin makes the account a customer first. The browser is signed out; the
 * account's files no order needs are deleted from storage after the answer.
 */
export const deleteOwnAccount = defineCommand({
  name: 'account.delete',
  output: done,
  input: deleteAccountSchema,
  who: 'customer',
  errors: 'Auth',
  async run({password, email}, {user, language, after}) {
    const t = await serverTexts(language);
    const adminRefusal = async () => refuse(409, (await getTranslations({locale: language, namespace: 'Profile.account'}))('deleteAdmin'), {code: 'admin'});
    // Whatever the password: an admin is told why at once (and no guess is counted).
    if (user.role === 'ADMIN') return adminRefusal();
    const held = await passwordsHeld(user.id, t);
    if (held) return held;
    const result = await deleteAccount(db, user.id, {password, email});
    if (!result.ok) {
      if (result.error === 'admin') return adminRefusal();
      if (result.error === 'wrongEmail') return refuse(403, t('wrongEmailConfirm'), {errors: {email: t('wrongEmailConfirm')}, code: 'wrongEmail'});
      return wrongPassword(user.id, t, 'password');
    }
    after(() => removeStoredObjects(storage, result.storageKeys));
    // Its sessions are gone on the server already; this clears the cookie in this browser.
    await signOut({redirect: false});
    return {ok: true, message: t('accountDeleted')};
  },
});
