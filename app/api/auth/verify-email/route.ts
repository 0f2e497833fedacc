import {getTranslations} from 'next-intl/server';
import {after} from 'next/server';
import * as z from 'zod/mini';
import {publicUser} from '@/lib/auth/accounts';
import {followEmailLink} from '@/lib/auth/verification';
import {db} from '@/lib/db';
import {adminEmails, env} from '@/lib/env';
import {jsonHandler} from '@/lib/http/api';
import {localizedPath} from '@/lib/i18n/paths';
import {sendMail} from '@/lib/mail';
import {emailChangedMail} from '@/lib/mail/templates';

const verifySchema = z.object({token: z.string({error: 'tokenMissing'}).check(z.minLength(1, {error: 'tokenMissing'}), z.maxLength(200, {error: 'tokenMissing'}))});

/**
 * POST /api/auth/verify-email {token} -> 200 {success, message, user, changed}: the address is
 * confirmed (an ADMIN_EMAIL(S) address becomes admin now), or, for the link of an e-mail change
 * asked for on My page, the account's address becomes the new one (`changed: true`; the old
 * address is told); 400 for a used, expired or unknown link, 409 when the new address was taken
 * meanwhile. No session needed: the link itself is the proof, opened on any device.
 */
export const POST = jsonHandler(verifySchema, 'Auth', async ({token}, {origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const result = await followEmailLink(db, token, adminEmails);
  if (result.kind === 'invalid') return Response.json({success: false, message: t('verifyInvalid')}, {status: 400});
  if (result.kind === 'taken') return Response.json({success: false, message: t('emailTaken')}, {status: 409});
  if (result.kind === 'verified') return Response.json({success: true, message: t('verified'), user: publicUser(result.user), changed: false});
  const {user, previous} = result;
  after(async () => {
    const contact = new URL(`${localizedPath(origin.country, origin.language)}#contact`, env.APP_URL).toString();
    await sendMail(await emailChangedMail(origin.language, previous, user.firstName ?? user.username, user.email, contact)).catch((error) => console.error('e-mail change notice failed', error));
  });
  return Response.json({success: true, message: t('emailChanged', {email: user.email}), user: publicUser(user), changed: true});
});
