/**
 * What route handlers share: reading a JSON body with its caps and the cross-site check (the
 * command adapters in lib/commands read through here too), the caller's language (originOf, by
 * the one rule of lib/http/where), field errors, the 500 guard and the caller's address. A write
 * is a command (lib/commands); plainHandler is for the handlers that are not (reads), and
 * tests/unit/layers.test.ts keeps mutations out of them.
 */
import {getTranslations} from 'next-intl/server';
import {unstable_rethrow} from 'next/navigation';
import {DEFAULT_COUNTRY, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {env} from '@/lib/env';
import {isDatabaseUnavailable} from '@/lib/db/errors';
import {BODY_LIMITS, readJson} from './body';
import {CLIENT_ADDRESS_HEADER, servedByAppServer} from './client-address';
import {whereOf} from './where';

export interface RequestOrigin {
  language: Language;
  country: CountryCode;
}

/**
 * A route handler's caller by the one rule (lib/http/where, from the headers: these handlers read
 * no body first), with the documented default shop, DEFAULT_COUNTRY, when it names no country.
 */
export function originOf(request: Request): RequestOrigin {
  const where = whereOf(request);
  return {language: where.language, country: where.country ?? DEFAULT_COUNTRY};
}

export type ErrorNamespace = 'Contact' | 'Auth' | 'Brief' | 'Checkout' | 'Admin' | 'Consent';

/** Each invalid field's first problem, as the feature's translated error (else a generic one). */
export async function fieldErrors(issues: readonly {path: readonly PropertyKey[]; message: string}[], language: Language, namespace: ErrorNamespace): Promise<Record<string, string>> {
  const t = await getTranslations({locale: language, namespace: 'Api'});
  const te = await getTranslations({locale: language, namespace});
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = `errors.${issue.message}` as Parameters<typeof te.has>[0];
    errors[String(issue.path[0] ?? 'form')] ??= te.has(key) ? te(key as never) : t('invalid');
  }
  return errors;
}

/**
 * A state-changing call's JSON body, or the translated refusal to answer with: another origin
 * (403), not JSON (415), over the cap (413), unreadable (400). Every JSON route reads through here.
 */
export async function readJsonRequest(request: Request, language: Language, maxBytes: number = BODY_LIMITS.json): Promise<{ok: true; value: unknown} | {ok: false; response: Response}> {
  const t = await getTranslations({locale: language, namespace: 'Api'});
  const refuse = (message: string, status: number) => ({ok: false as const, response: Response.json({message}, {status})});
  if (isCrossSiteWrite(request)) return refuse(t('crossSite'), 403);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    await request.body?.cancel().catch(() => {});
    return refuse(t('notJson'), 415);
  }
  const body = await readJson(request, maxBytes);
  if (body.ok) return body;
  return body.error === 'tooLarge' ? refuse(t('tooLarge', {kb: Math.round(maxBytes / 1024)}), 413) : refuse(t('badJson'), 400);
}

/** How long a caller is asked to wait (Retry-After) when the database is briefly out of reach. */
export const UNAVAILABLE_RETRY_S = 5;

/**
 * Runs a handler; an unexpected error is logged and answered with a generic, translated 500. A
 * database that cannot be reached just now (PostgreSQL restarting: lib/db/errors) is a 503 with
 * Retry-After and the translated Api.unavailable instead: the request may simply be sent again.
 * The language is the caller's (lib/http/where), read only when it is needed.
 */
export async function guarded(handle: () => Promise<Response>, failedMessage: string, language?: Language): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    // next/navigation's redirect() and notFound() are control flow, not failures.
    unstable_rethrow(error);
    if (isDatabaseUnavailable(error)) {
      console.error('database unavailable: answered 503', error);
      return unavailable(language);
    }
    console.error(error);
    return Response.json({success: false, message: failedMessage}, {status: 500});
  }
}

/** The 503 for a database briefly out of reach: translated, with Retry-After and never cached. */
export async function unavailable(language: Language = 'en'): Promise<Response> {
  const t = await getTranslations({locale: language, namespace: 'Api'});
  return Response.json({success: false, message: t('unavailable')}, {status: 503, headers: {'retry-after': String(UNAVAILABLE_RETRY_S), 'cache-control': 'no-store'}});
}

/** A route handler without a body (GET, logout): the visitor's language and the same 500 guard. */
export function plainHandler(handle: (context: {request: Request; origin: RequestOrigin}) => Promise<Response>) {
  return async function handler(request: Request): Promise<Response> {
    const origin = originOf(request);
    const t = await getTranslations({locale: origin.language, namespace: 'Api'});
    if (isCrossSiteWrite(request)) return Response.json({message: t('crossSite')}, {status: 403});
    return guarded(() => handle({request, origin}), t('failed'), origin.language);
  };
}

/**
 * An upload route takes the file itself as the body. A form upload (`curl -F`, an HTML form)
 * would be sniffed as neither picture nor video: it is refused up front with what to send instead.
 */
export async function formUploadRefusal(request: Request, language: Language): Promise<Response | null> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) return null;
  await request.body?.cancel().catch(() => {});
  const t = await getTranslations({locale: language, namespace: 'Api'});
  return Response.json({success: false, message: t('notBody')}, {status: 415, headers: {connection: 'close'}});
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const appOrigin = new URL(env.APP_URL).origin;

/**
 * A state-changing request a browser sent from another origin (another site, but also a sibling
 * subdomain or another port of the same host, which SameSite cookies do not stop). Browsers say
 * where a request comes from in Sec-Fetch-Site, or else in Origin; a request with neither did not
 * come from a web page (curl, a server) and carries no victim's cookies by accident.
 * Webhooks do not come through here: their signature or a provider look-up authenticates them.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const from = request.headers.get('origin');
  if (!from) return false;
  if (from === appOrigin) return false;
  const host = request.headers.get('host');
  try {
    return !host || new URL(from).host !== host;
  } catch {
    return true;
  }
}

/**
 * The caller's address for rate limits. `npm start`'s server (lib/http/client-address) replaces
 * whatever the client sent with the address it worked out from the socket and TRUST_PROXY, in a
 * header no client can set; on a host that runs the app itself (Vercel), its edge sets
 * X-Forwarded-For and nothing else can reach the app.
 */
export function clientIp(request: Request): string {
  return addressOf(request.headers);
}

/** The same, from a request's headers (a server action reads them with next/headers). */
export function addressOf(headers: Pick<Headers, 'get'>): string {
  if (servedByAppServer()) return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
