import 'server-only';
import {signIn} from '@/lib/auth';
import {env} from '@/lib/env';
import {plainHandler} from '@/lib/http/api';
import {returnPath, type SocialProvider} from './social';

/**
 * The service's authorize address with the shop's callback on APP_URL. Auth.js builds it from the Host and
 * X-Forwarded-Proto the request came with (http behind a load balancer that ends TLS before nginx, any Host a
 * client names); the callback (app/api/auth/[...nextauth]) is handled on APP_URL, and the token request must
 * name the same redirect_uri as this step, or the service refuses it.
 */
export function withAppCallback(authorize: string, provider: SocialProvider): string {
  const url = new URL(authorize);
  if (url.searchParams.has('redirect_uri')) url.searchParams.set('redirect_uri', new URL(`/api/auth/callback/${provider}`, env.APP_URL).toString());
  return url.toString();
}

/**
 * GET /api/auth/{google,kakao,naver}?returnTo=/kr/profile: starts a sign-in with the service (a
 * redirect to it), 404 when its keys are not set. The browser comes back to returnTo with
 * ?auth=success, ?auth=email (Kakao or Naver gave no address: the dialog asks for one), or
 * ?auth=failed when it did not work.
 */
export function startSignIn(provider: SocialProvider, configured: () => boolean) {
  return plainHandler(async ({request}) => {
    if (!configured()) return Response.json({success: false}, {status: 404});
    const target = new URL(returnPath(new URL(request.url).searchParams.get('returnTo')), 'http://site');
    target.searchParams.set('auth', 'success');
    const authorize = await signIn(provider, {redirectTo: target.pathname + target.search, redirect: false});
    return new Response(null, {status: 307, headers: {location: withAppCallback(String(authorize), provider)}});
  });
}
