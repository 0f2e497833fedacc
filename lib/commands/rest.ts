/**
 * The REST adapter: a documented endpoint as one line over a command, for clients outside the
 * site (outside clients, scripts, tests). It reads the body as every JSON route does
 * (lib/http: Origin check, caps), adds the path's parameters, and answers the command's outcome
 * as JSON (with the outcome's headers). The shop's country and the language follow the one rule of
 * lib/http/where (an `x-country` header, else the payload's `country`); a command that needs a
 * country decides what none means (refuses, or the documented default shop).
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import type * as z from 'zod/mini';
import {guarded, readJsonRequest} from '@/lib/http/api';
import {whereOf} from '@/lib/http/where';
import {asResponse, execute, type Command, type Who} from './index';

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
