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
import {guarded, isCrossSiteWrite, readJsonRequest} from '@/lib/http/api';
import {whereOf} from '@/lib/http/where';
import {asResponse, execute, type Command, type Who} from './index';

export interface RestOptions {
  /** The call has no body (logout, emptying the cart): only the cross-site check, no JSON required. */
  body?: false;
  /** Query parameters the command takes too (a body's field of the same name wins; the path's win over both). */
  query?: readonly string[];
}

export function restCommand<S extends z.ZodMiniType, W extends Who, B extends object, O extends z.ZodMiniType>(command: Command<S, W, B, O>, options: RestOptions = {}) {
  return async function handler(request: Request, context?: {params?: Promise<Record<string, string>>}): Promise<Response> {
    const early = whereOf(request, null);
    let value: unknown = {};
    if (options.body === false) {
      if (isCrossSiteWrite(request)) {
        const t = await getTranslations({locale: early.language, namespace: 'Api'});
        return Response.json({message: t('crossSite')}, {status: 403});
      }
    } else {
      const body = await readJsonRequest(request, early.language);
      if (!body.ok) return body.response;
      value = body.value;
    }
    const where = whereOf(request, value);
    const search = new URL(request.url).searchParams;
    const query = Object.fromEntries((options.query ?? []).flatMap((name) => (search.has(name) ? [[name, search.get(name)]] : [])));
    const input = value !== null && typeof value === 'object' && !Array.isArray(value) ? {...query, ...value, ...(context?.params ? await context.params : {})} : value;
    const t = await getTranslations({locale: where.language, namespace: 'Api'});
    return guarded(async () => asResponse(await execute(command, input, where), command.output, command.name), t('failed'), where.language);
  };
}
