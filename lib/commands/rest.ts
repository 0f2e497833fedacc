/**
 * The REST adapter: a documented endpoint as one line over a command, for clients outside the
 * site (outside clients, scripts, tests). It reads the body as every JSON route does
 * (lib/http: Origin check, caps), adds the path's parameters, and answers the command's outcome
 * as JSON. The shop's country is the one the caller names (an `x-country` header, or the order
 * payload's `country`, docs/payments.md); a command that needs one refuses a call without it instead of guessing.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import type * as z from 'zod/mini';
import {isCountryCode, COUNTRIES, type CountryCode} from '@/lib/countries';
import {isLanguage, type Language} from '@/lib/i18n/languages';
import {preferredLanguage} from '@/lib/i18n/negotiate';
import {guarded, readJsonRequest} from '@/lib/http/api';
import {asResponse, execute, type Command, type Where, type Who} from './index';

const asCountry = (value: unknown): CountryCode | null => {
  const code = typeof value === 'string' ? value.toLowerCase() : null;
  return isCountryCode(code) ? code : null;
};

/** The caller's country (header, else the payload's field) and language (header, Accept-Language, the country's, English). */
export function whereOf(request: Request, body: unknown): Where {
  const fromBody = body !== null && typeof body === 'object' && 'country' in body ? (body as {country: unknown}).country : undefined;
  const country = asCountry(request.headers.get('x-country')) ?? asCountry(fromBody);
  const header = request.headers.get('x-language');
  const language: Language = isLanguage(header) ? header : (preferredLanguage(request.headers.get('accept-language')) ?? (country ? COUNTRIES[country].defaultLanguage : 'en'));
  return {country, language};
}

export function restCommand<S extends z.ZodMiniType, W extends Who, B extends object>(command: Command<S, W, B>) {
  return async function handler(request: Request, context?: {params?: Promise<Record<string, string>>}): Promise<Response> {
    const early = whereOf(request, null);
    const body = await readJsonRequest(request, early.language);
    if (!body.ok) return body.response;
    const where = whereOf(request, body.value);
    const value = body.value;
    const input = value !== null && typeof value === 'object' && !Array.isArray(value) ? {...value, ...(context?.params ? await context.params : {})} : value;
    const t = await getTranslations({locale: where.language, namespace: 'Api'});
    return guarded(async () => asResponse(await execute(command, input, where)), t('failed'));
  };
}
