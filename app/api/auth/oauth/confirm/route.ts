import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {secureCookies} from '@/lib/auth';
import {claimCookie, claimFromRequest, confirmClaim} from '@/lib/auth/oauth';
import {authSecret} from '@/lib/auth/secret';
import {returnPath} from '@/lib/auth/social';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';
import type {ApiAnswers} from '@/lib/http/answers';

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
export const POST = jsonHandler(confirmSchema, 'Auth', async ({token, returnTo}, {request, origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
  const result = await confirmClaim(db, authSecret(), token, claimFromRequest(request, secureCookies));
  switch (result.kind) {
    case 'invalid':
      return Response.json({success: false, message: t('oauthLinkInvalid')}, {status: 400});
    case 'otherBrowser':
      return Response.json({success: false, message: t('oauthOtherBrowser'), code: 'otherBrowser'}, {status: 403});
    case 'unconfirmed':
      return Response.json({success: false, message: t('oauthUnconfirmed'), code: 'unconfirmed'}, {status: 409});
    case 'linked': {
      const next = `/api/auth/${result.provider}?returnTo=${encodeURIComponent(returnPath(returnTo))}`;
      return Response.json({success: true, message: t('oauthLinked'), next} satisfies ApiAnswers['POST /api/auth/oauth/confirm'], {headers: {'set-cookie': claimCookie(secureCookies, null)}});
    }
  }
});
