/**
 * The REST adapter: a documented endpoint as one line over a command. It reads the body as every
 * JSON route does (lib/http: Origin check, caps), adds the path's parameters, and answers the
 * command's outcome as JSON.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import type * as z from 'zod/mini';
import {guarded, originOf, readJsonRequest} from '@/lib/http/api';
import {asResponse, execute, type Command, type Who} from './index';

export function restCommand<S extends z.ZodMiniType, W extends Who>(command: Command<S, W>) {
  return async function handler(request: Request, context?: {params?: Promise<Record<string, string>>}): Promise<Response> {
    const origin = originOf(request);
    const body = await readJsonRequest(request, origin.language);
    if (!body.ok) return body.response;
    const value = body.value;
    const input = value !== null && typeof value === 'object' && !Array.isArray(value) ? {...value, ...(context?.params ? await context.params : {})} : value;
    const t = await getTranslations({locale: origin.language, namespace: 'Api'});
    return guarded(async () => asResponse(await execute(command, input, origin)), t('failed'));
  };
}
