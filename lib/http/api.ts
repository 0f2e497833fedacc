/**
 * The one wrapper every route handler that takes input goes through: it finds the visitor's
 * language, refuses what is not JSON, validates with the feature's zod schema, and turns any
 * failure into a translated 4xx (or a generic 500) without leaking internals.
 */
import {getTranslations} from 'next-intl/server';
import type * as z from 'zod/mini';
import {COUNTRIES, isCountryCode, type CountryCode} from '@/lib/countries';
import {isLanguage, type Language} from '@/lib/i18n/languages';
import {preferredLanguage} from '@/lib/i18n/negotiate';

export interface RequestOrigin {
  language: Language;
  country: CountryCode;
}

/** The page a call comes from sends x-language / x-country; otherwise Accept-Language decides. */
export function originOf(request: Request): RequestOrigin {
  const country = request.headers.get('x-country');
  const language = request.headers.get('x-language');
  const c: CountryCode = isCountryCode(country) ? country : 'us';
  const l: Language = isLanguage(language) ? language : (preferredLanguage(request.headers.get('accept-language')) ?? COUNTRIES[c].defaultLanguage);
  return {language: l, country: c};
}

type Handler<S extends z.ZodMiniType> = (input: z.output<S>, context: {request: Request; origin: RequestOrigin}) => Promise<Response>;

export function jsonHandler<S extends z.ZodMiniType>(schema: S, errorNamespace: 'Contact' | 'Auth' | 'Brief' | 'Checkout', handle: Handler<S>) {
  return async function handler(request: Request): Promise<Response> {
    const origin = originOf(request);
    const t = await getTranslations({locale: origin.language, namespace: 'Api'});
    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      return Response.json({message: t('notJson')}, {status: 415});
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return Response.json({message: t('badJson')}, {status: 400});
    }
    if (hasNul(body)) return Response.json({message: t('badJson')}, {status: 400});
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const te = await getTranslations({locale: origin.language, namespace: errorNamespace});
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = `errors.${issue.message}` as Parameters<typeof te.has>[0];
        errors[String(issue.path[0] ?? 'form')] ??= te.has(key) ? te(key as never) : t('invalid');
      }
      return Response.json({message: t('invalid'), errors}, {status: 422});
    }
    return guarded(() => handle(parsed.data, {request, origin}), t('failed'));
  };
}

/**
 * Whether a parsed JSON value holds a NUL character anywhere (keys included). PostgreSQL text
 * cannot store one, so such input is unreadable to us, not a server error (found by the fuzz tests).
 */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** Runs a handler; an unexpected error is logged and answered with a generic, translated 500. */
export async function guarded(handle: () => Promise<Response>, failedMessage: string): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    // next/navigation's redirect() and notFound() are control flow, not failures.
    if (error && typeof error === 'object' && 'digest' in error && /^NEXT_(REDIRECT|HTTP_ERROR_FALLBACK)/.test(String((error as {digest: unknown}).digest))) throw error;
    console.error(error);
    return Response.json({success: false, message: failedMessage}, {status: 500});
  }
}

/** A route handler without a body (GET, logout): the visitor's language and the same 500 guard. */
export function plainHandler(handle: (context: {request: Request; origin: RequestOrigin}) => Promise<Response>) {
  return async function handler(request: Request): Promise<Response> {
    const origin = originOf(request);
    const t = await getTranslations({locale: origin.language, namespace: 'Api'});
    return guarded(() => handle({request, origin}), t('failed'));
  };
}

/** The caller's address for rate limits: the first X-Forwarded-For hop (set by Next or the proxy in front). */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'unknown';
}
