import {getTranslations} from 'next-intl/server';
import {resetPassword} from '@/lib/auth/accounts';
import {resetPasswordSchema} from '@/lib/auth/schema';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';

/** POST /api/auth/reset-password {token, password} -> {success, message}; every session of the account ends. */
export const POST = jsonHandler(resetPasswordSchema, 'Auth', async ({token, password}, {origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const user = await resetPassword(db, token, password);
  if (!user) return Response.json({success: false, message: t('resetInvalid')}, {status: 400});
  return Response.json({success: true, message: t('resetDone')});
});
