import {googleConfigured, signIn} from '@/lib/auth';
import {plainHandler} from '@/lib/http/api';

/** Where a sign-in may return to: a path on this site only. */
function returnPath(value: string | null): string {
  return value && /^\/[a-z]{2}(\/|$)/.test(value) && !value.startsWith('//') ? value : '/';
}

/**
 * GET /api/auth/google?returnTo=/kr/profile: starts Google sign-in (a redirect to Google). The
 * browser comes back to returnTo with ?auth=success, or ?auth=failed when it did not work.
 */
export const GET = plainHandler(async ({request}) => {
  if (!googleConfigured) return Response.json({success: false}, {status: 404});
  const target = new URL(returnPath(new URL(request.url).searchParams.get('returnTo')), 'http://site');
  target.searchParams.set('auth', 'success');
  await signIn('google', {redirectTo: target.pathname + target.search});
  return Response.json({success: false}, {status: 500});
});
