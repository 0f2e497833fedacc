/**
 * The REST adapter: a documented endpoint as a few lines over a command. It reads the body with
 * the same caps and Origin check as every API route (lib/http), adds the path's parameters, and
 * answers the command's outcome as JSON.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import type * as z from 'zod/mini';
import {BODY_LIMITS, readJson} from '@/lib/http/body';
import {guarded, isCrossSiteWrite, originOf} from '@/lib/http/api';
import {asResponse, execute, type Command, type Who} from './index';

type Params = Promise<Record<string, string>>;

export function restCommand<S extends z.ZodMiniType, W extends Who>(command: Command<S, W>, options: {body?: boolean} = {}) {
  return async function handler(request: Request, context?: {params?: Params}): Promise<Response> {
    const origin = originOf(request);
    const t = await getTranslations({locale: origin.language, namespace: 'Api'});
    if (isCrossSiteWrite(request)) return Response.json({message: t('crossSite')}, {status: 403});
    let body: unknown = {};
    if (options.body !== false) {
      if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return Response.json({message: t('notJson')}, {status: 415});
      const read = await readJson(request, BODY_LIMITS.json);
      if (!read.ok) return read.error === 'tooLarge' ? Response.json({message: t('tooLarge', {kb: BODY_LIMITS.json / 1024})}, {status: 413}) : Response.json({message: t('badJson')}, {status: 400});
      body = read.value;
    }
    const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? {...body, ...(context?.params ? await context.params : {})} : body;
    return guarded(async () => asResponse(await execute(command, input, origin)), t('failed'));
  };
}
