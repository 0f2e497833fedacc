import {handlers, secureCookies} from '@/lib/auth';
import {claimRedirect} from '@/lib/auth/oauth';
import {env} from '@/lib/env';

/**
 * next-auth's own endpoints, only those the app uses: the returns from Google, Kakao and Naver
 * (GET callback/…). The rest (credentials callback, csrf, session, signin, signout, providers)
 * answer 404: logins go through /api/auth/login and its limits, logouts through /api/auth/logout
 * (docs/security.md#limits-and-rules, "next-auth endpoints"). A Kakao or Naver return without an address the service vouches for
 * becomes the claim cookie and the dialog's question for an address (lib/auth/oauth, claimRedirect).
 */
const EXPOSED = new Set(['GET callback/google', 'GET callback/kakao', 'GET callback/naver']);

function exposed(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth\//, '').replace(/\/$/, '');
  return EXPOSED.has(`${request.method.toUpperCase()} ${path}`);
}

const notFound = () => Response.json({success: false}, {status: 404});

/**
 * The request on the shop's public address (APP_URL): the standalone server hands Next
 * http://localhost:$PORT, from which Auth.js would build the services' token request (its redirect_uri
 * must be the authorize step's, on APP_URL: lib/auth/oauth-start) and the page after the sign-in.
 * A plain Request: Next's own request type writes a 127.0.0.1 address as localhost.
 */
function onAppUrl(request: Request): Request {
  const {pathname, search} = new URL(request.url);
  return new Request(new URL(pathname + search, env.APP_URL), {headers: request.headers});
}

export async function GET(request: Request): Promise<Response> {
  if (!exposed(request)) return notFound();
  const onApp = onAppUrl(request);
  return claimRedirect(await handlers.GET(onApp as Parameters<typeof handlers.GET>[0]), onApp, secureCookies);
}

export async function POST(request: Request): Promise<Response> {
  // Nothing of next-auth is reachable by POST from outside: no exposed entry names POST.
  await request.body?.cancel().catch(() => {});
  return notFound();
}
