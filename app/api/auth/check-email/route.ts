import {isEmailAvailable} from '@/lib/auth/accounts';
import {tooMany} from '@/lib/auth/responses';
import {checkEmailSchema} from '@/lib/auth/schema';
import {db} from '@/lib/db';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import type {ApiAnswers} from '@/lib/http/answers';

/** POST /api/auth/check-email {email} -> {available} (rate limited per IP: it tells whether an account exists). */
export const POST = jsonHandler(checkEmailSchema, 'Auth', async ({email}, {request, origin}) => {
  const ip = await limits.attempt(LIMITS.checkEmailIp, clientIp(request));
  if (!ip.allowed) return tooMany(origin.language, ip.retryAfterS);
  return Response.json({available: await isEmailAvailable(db, email)} satisfies ApiAnswers['POST /api/auth/check-email']);
});
