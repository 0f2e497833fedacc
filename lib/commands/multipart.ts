/**
 * The adapter for the endpoints whose body is a file (POST /api/uploads, /api/admin/media,
 * /api/previews), and for the file tickets' JSON calls that answer as they do: the command gets
 * the body unread, as a stream with what the request's headers say of it, so its own checks
 * (the declared size against the caps before a byte is read, the count while it streams, the
 * type from its first bytes, the quota) run as they always did, inside the command. A form post
 * (multipart/form-data or urlencoded) is never parsed: the command refuses it, after it checked
 * the caller, saying to send the file as the body.
 *
 * As the JSON routes (lib/http/api) do, another site's page is refused first (403), the caller's
 * language comes from x-language or Accept-Language, and an unexpected failure is the generic,
 * translated 500. The answer is the REST adapter's (asResponse, checked against the command's
 * `output` schema): the outcome's status, headers
 * (Retry-After, Connection: close, Cache-Control) and JSON (its documented body where it is not
 * `{success, message, ...}`: a stored file's 201 carries no message).
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import type {Language} from '@/lib/i18n/languages';
import {guarded, isCrossSiteWrite, readJsonRequest} from '@/lib/http/api';
import {declaredLength} from '@/lib/http/body';
import {whereOf} from '@/lib/http/where';
import {asResponse, execute, refuse, type Command, type Outcome, type Who} from './index';

/** A request's body as a command receives it: not yet read. */
export interface BodyPart {
  /** The body as it arrives (null without one). Read it once, through the upload checks. */
  stream: ReadableStream<Uint8Array> | null;
  /** Content-Length, or null for a chunked body. */
  declaredBytes: number | null;
  /** The Content-Type header as sent ('' without one). */
  contentType: string;
  /** A form post (multipart/form-data or urlencoded), which no file endpoint parses. */
  form: boolean;
  /** The body as JSON, through the JSON routes' cap and refusals (413 over 1 MB, 400 unreadable). */
  json(language: Language): Promise<{ok: true; value: unknown} | {ok: false; status: number; message: string}>;
  /** Throws the body away unread (a refusal before it was wanted). */
  discard(): Promise<void>;
}

export const bodyPart = z.custom<BodyPart>((value) => value !== null && typeof value === 'object' && 'stream' in value && 'json' in value);

/** The part of a request, unread. */
function bodyPartOf(request: Request): BodyPart {
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.toLowerCase();
  return {
    stream: request.body,
    declaredBytes: declaredLength(request),
    contentType,
    form: type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded'),
    async json(language) {
      const body = await readJsonRequest(request, language);
      if (body.ok) return body;
      const {message} = (await body.response.json()) as {message: string};
      return {ok: false, status: body.response.status, message};
    },
    discard: async () => void (await request.body?.cancel().catch(() => {})),
  };
}

/** The form post a file endpoint refuses (after checking its caller): 415, send the file as the body; the connection closes. */
export async function formPostRefusal(part: BodyPart, language: Language) {
  await part.discard();
  const t = await getTranslations({locale: language, namespace: 'Api'});
  return refuse(415, t('notBody'), undefined, {headers: {connection: 'close'}});
}

/**
 * A file endpoint as one line over its command: `input` builds the command's input from the
 * request (its body part, headers such as X-File-Name, the query, the path's parameters), which
 * the command's schema then checks. `answer`: an endpoint whose answers are not JSON (a 204, a
 * plain-text 404) turns the outcome into its response itself.
 */
export function fileCommand<S extends z.ZodMiniType, W extends Who, B extends object>(
  command: Command<S, W, B>,
  input: (request: Request, part: BodyPart, params: Record<string, string>) => unknown,
  options: {answer?: (outcome: Outcome<B>) => Response} = {},
) {
  const answer = options.answer ?? ((outcome: Outcome<B>) => asResponse(outcome, command.output, command.name));
  return async function handler(request: Request, context?: {params?: Promise<Record<string, string>>}): Promise<Response> {
    const where = whereOf(request);
    const t = await getTranslations({locale: where.language, namespace: 'Api'});
    if (isCrossSiteWrite(request)) return Response.json({message: t('crossSite')}, {status: 403});
    const params = context?.params ? await context.params : {};
    return guarded(async () => answer(await execute(command, input(request, bodyPartOf(request), params), where)), t('failed'), where.language);
  };
}

/** A JSON call of the file tickets (POST /api/uploads/direct, …/complete): the JSON routes' body reading, then the command, answered as the file endpoints answer. */
export function ticketCommand<S extends z.ZodMiniType, W extends Who, B extends object>(command: Command<S, W, B>, extra: (request: Request) => Record<string, unknown>) {
  return async function handler(request: Request): Promise<Response> {
    const where = whereOf(request);
    const body = await readJsonRequest(request, where.language);
    if (!body.ok) return body.response;
    const value = body.value;
    const input = value !== null && typeof value === 'object' && !Array.isArray(value) ? {...value, ...extra(request)} : value;
    const t = await getTranslations({locale: where.language, namespace: 'Api'});
    return guarded(async () => asResponse(await execute(command, input, where), command.output, command.name), t('failed'), where.language);
  };
}

/** Where the proxy sends a form post to any other API address: the API takes JSON (415, in the caller's language). No command runs. */
export async function refuseFormPost(request: Request): Promise<Response> {
  await request.body?.cancel().catch(() => {});
  const t = await getTranslations({locale: whereOf(request).language, namespace: 'Api'});
  return Response.json({success: false, message: t('notJson')}, {status: 415, headers: {connection: 'close'}});
}
