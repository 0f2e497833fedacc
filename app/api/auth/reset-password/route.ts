import {getTranslations} from 'next-intl/server';
import {resetPassword} from '@/lib/auth/accounts';
import {accountRecovered} from '@/lib/auth/login-limits';
import {resetPasswordSchema} from '@/lib/auth/schema';
import {db} from '@/lib/db';
import {adminEmails} from '@/lib/env';
import {jsonHandler} from '@/lib/http/api';
import {limits} from '@/lib/rate-limit/app';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * POST /api/auth/reset-password {token, password} -> {success, message}; every session of the
 * account ends, the address counts as confirmed (the link reached it), and the account's failed
 * logins are forgotten: its owner is back in.
 */
export const POST = jsonHandler(resetPasswordSchema, 'Auth', async ({token, password}, {origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const user = await resetPassword(db, token, password, new Date(), adminEmails);
  if (!user) return Response.json({success: false, message: t('resetInvalid')}, {status: 400});
  await accountRecovered(limits, user.email);
  return Response.json({success: true, message: t('resetDone')} satisfies ApiAnswers['POST /api/auth/reset-password']);
});
