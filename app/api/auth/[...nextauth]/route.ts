import {handlers} from '@/lib/auth';

/**
 * next-auth's own endpoints, only those the app uses: Google's return (GET callback/google). The
 * rest (credentials callback, csrf, session, signin, signout, providers) answer 404: logins go
 * through /api/auth/login and its limits, logouts through /api/auth/logout (docs/security.md#limits-and-rules, "next-auth endpoints").
 */
const EXPOSED = new Set(['GET callback/google']);

function exposed(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth\//, '').replace(/\/$/, '');
  return EXPOSED.has(`${request.method.toUpperCase()} ${path}`);
}

const notFound = () => Response.json({success: false}, {status: 404});

export async function GET(request: Request): Promise<Response> {
  return exposed(request) ? handlers.GET(request as Parameters<typeof handlers.GET>[0]) : notFound();
}

export async function POST(request: Request): Promise<Response> {
  // Nothing of next-auth is reachable by POST from outside: no exposed entry names POST.
  await request.body?.cancel().catch(() => {});
  return notFound();
}
