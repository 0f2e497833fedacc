import 'server-only';
import {signIn} from '@/lib/auth';
import {plainHandler} from '@/lib/http/api';
import {returnPath, type SocialProvider} from './social';

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
    await signIn(provider, {redirectTo: target.pathname + target.search});
    return Response.json({success: false}, {status: 500});
  });
}
