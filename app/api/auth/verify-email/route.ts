import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {publicUser} from '@/lib/auth/accounts';
import {verifyEmail} from '@/lib/auth/verification';
import {db} from '@/lib/db';
import {adminEmails} from '@/lib/env';
import {jsonHandler} from '@/lib/http/api';

const verifySchema = z.object({token: z.string({error: 'tokenMissing'}).check(z.minLength(1, {error: 'tokenMissing'}), z.maxLength(200, {error: 'tokenMissing'}))});

/**
 * POST /api/auth/verify-email {token} -> 200 {success, message, user}: the address is confirmed (an
 * ADMIN_EMAIL(S) address becomes admin now); 400 for a used, expired or unknown link. No session
 * needed: the link itself is the proof, opened on any device.
 */
export const POST = jsonHandler(verifySchema, 'Auth', async ({token}, {origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const user = await verifyEmail(db, token, adminEmails);
  if (!user) return Response.json({success: false, message: t('verifyInvalid')}, {status: 400});
  return Response.json({success: true, message: t('verified'), user: publicUser(user)});
});
