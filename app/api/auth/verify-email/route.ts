import {getTranslations} from 'next-intl/server';
import {after} from 'next/server';
import {publicUser} from '@/lib/auth/accounts';
import {currentSessionId} from '@/lib/auth/guard';
import {tooMany} from '@/lib/auth/responses';
import {followEmailLinkSchema} from '@/lib/auth/schema';
import {emailChangeOwner, followEmailLink} from '@/lib/auth/verification';
import {db} from '@/lib/db';
import {adminEmails, env} from '@/lib/env';
import {jsonHandler} from '@/lib/http/api';
import {localizedPath} from '@/lib/i18n/paths';
import {sendMail} from '@/lib/mail';
import {emailChangedMail} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {displayName} from '@/lib/auth/display-name';
import type {ApiAnswers} from '@/lib/http/answers';

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
export const POST = jsonHandler(followEmailLinkSchema, 'Auth', async ({token, password}, {origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const owner = password === undefined ? null : await emailChangeOwner(db, token);
  if (owner) {
    const held = await limits.blocked(LIMITS.accountPasswordFailures, owner);
    if (held.blocked) return tooMany(origin.language, held.retryAfterS);
  }
  const result = await followEmailLink(db, token, adminEmails, {password, sessionId: await currentSessionId()});
  switch (result.kind) {
    case 'invalid':
      return Response.json({success: false, message: t('verifyInvalid')}, {status: 400});
    case 'taken':
      return Response.json({success: false, message: t('emailTaken')}, {status: 409});
    case 'listed':
      return Response.json({success: false, message: t('emailListed'), code: 'listed'}, {status: 409});
    case 'proofRequired':
      return result.by === 'password'
        ? Response.json({success: false, message: t('changeNeedsPassword'), code: 'passwordRequired'}, {status: 403})
        : Response.json({success: false, message: t('changeNeedsSignIn'), code: 'signInRequired'}, {status: 403});
    case 'wrongPassword':
      await limits.fail(LIMITS.accountPasswordFailures, result.userId);
      return Response.json({success: false, message: t('wrongPassword'), errors: {password: t('wrongPassword')}, code: 'wrongPassword'}, {status: 403});
    case 'verified': {
      const listed = adminEmails.includes(result.user.email) && result.user.role !== 'ADMIN';
      return Response.json({
        success: true,
        message: listed ? t('verifiedListed') : t('verified'),
        user: publicUser(result.user),
        changed: false,
        listed,
      } satisfies ApiAnswers['POST /api/auth/verify-email']);
    }
    case 'changed': {
      const {user, previous} = result;
      after(async () => {
        const contact = new URL(`${localizedPath(origin.country, origin.language)}#contact`, env.APP_URL).toString();
        await sendMail(await emailChangedMail(origin.language, previous, displayName(user, origin.language), user.email, contact)).catch((error) =>
          console.error('e-mail change notice failed', error),
        );
      });
      return Response.json({success: true, message: t('emailChanged', {email: user.email}), user: publicUser(user), changed: true} satisfies ApiAnswers['POST /api/auth/verify-email']);
    }
  }
});
