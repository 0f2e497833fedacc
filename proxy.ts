/**
 * The request proxy (Next 16's name for middleware; runs on the Node.js runtime).
 * Decides country and language for every page request; the decisions live in lib/i18n/negotiate.ts.
 */
import {NextResponse, type NextRequest} from 'next/server';
import {COOKIES, preferenceCookieFlags} from '@/lib/cookies';
import {env} from '@/lib/env';
import {GEO_HEADERS, route} from '@/lib/i18n/negotiate';
import {parsePath} from '@/lib/i18n/paths';
import {isPaymentPage, paymentPagePolicy, sitePolicy} from '@/lib/security/csp';
import {storageOrigin} from '@/lib/storage';

// The same for every request: built once (lib/security/csp.ts says why there is no nonce).
const STORAGE_ORIGIN = storageOrigin(env);
const SITE_POLICY = sitePolicy(env.NODE_ENV !== 'production', STORAGE_ORIGIN);
const PAYMENT_POLICY = paymentPagePolicy(env.NODE_ENV !== 'production', STORAGE_ORIGIN);

/**
 * A form post to a page without Next's action header: the site has no plain HTML form actions (its
 * pages call server actions from their scripts), so Next would only fail parsing it (a 500).
 * Refused up front as an unsupported body. A form post to an API address is answered in the
 * caller's language instead (below).
 */
function isStrayFormPost(request: NextRequest): boolean {
  if (request.method !== 'POST' || request.headers.has('next-action')) return false;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
}

/** The API routes that take a file as the body: they answer a form upload themselves, saying to send the file as the body. */
const UPLOAD_ROUTES = new Set(['/api/uploads', '/api/previews', '/api/admin/media']);
/** The API routes a page's plain HTML form posts to, so the control works before the page's script runs (docs/storefront.md#what-a-visitor-can-do, "Controls before the page's script loads"). */
const FORM_ROUTES = new Set(['/api/cart/form']);

export function proxy(request: NextRequest) {
  const {pathname, search} = request.nextUrl;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    // API addresses come here only with a form body (the matcher below): the upload routes say
    // what to send instead, the form routes take it, every other address answers 415 "send JSON"
    // in the caller's language.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    return reads || UPLOAD_ROUTES.has(pathname) || FORM_ROUTES.has(pathname) ? NextResponse.next() : NextResponse.rewrite(new URL('/api/form-post', request.url));
  }
  if (isStrayFormPost(request)) return new NextResponse(null, {status: 415});
  const headers: Record<string, string | null> = {'accept-language': request.headers.get('accept-language')};
  for (const name of GEO_HEADERS) headers[name] = request.headers.get(name);

  const decision = route({
    pathname,
    search,
    cookieCountry: request.cookies.get(COOKIES.country)?.value,
    cookieLanguage: request.cookies.get(COOKIES.language)?.value,
    headers,
  });

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    // A 307 depends on this visitor (their cookies and headers): no cache may answer it for another.
    if (decision.status === 307) response.headers.set('cache-control', 'private, no-store');
    if (decision.rememberLanguage) {
      response.cookies.set(COOKIES.language, decision.rememberLanguage, preferenceCookieFlags(request.nextUrl.protocol === 'https:'));
    }
    return response;
  }
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  const response = NextResponse.rewrite(url);
  response.headers.set('content-security-policy', isPaymentPage(parsePath(decision.pathname).rest) ? PAYMENT_POLICY : SITE_POLICY);
  return response;
}

export const config = {
  matcher: [
    // Pages: never API routes, Next's own assets, private uploads, the shop's pictures, or anything that looks like a file;
    // nor the share image at the address the pages' og:image names (/{country}/{language}/opengraph-image, the short
    // form's 308 would be a redirect for every crawler).
    '/((?!api/|api$|_next/|uploads/|media/|[^/]+/[^/]+/opengraph-image|.*\\..*).*)',
    // The spec's payment return addresses (docs/storefront.md) look like files but are pages: the visitor's success and fail pages.
    '/payment-success.html',
    '/payment-fail.html',
    // API addresses only with a form body, which none of them takes: Next would take it for a
    // server action and fail (a 500). (Any other body passes by, uncapped: uploads stream.)
    // next-auth's own routes answer for themselves.
    {source: '/api/((?!auth/).*)', has: [{type: 'header', key: 'content-type', value: '(?:multipart/form-data|application/x-www-form-urlencoded).*'}]},
  ],
};
