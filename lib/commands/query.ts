/**
 * Queries: each read endpoint is declared once, like a command (lib/commands), with the input it
 * takes from the query string and the path, who may call it and what it answers; `restQuery` is its
 * GET handler. The runner checks the caller first (401 signed out, 403 not an admin: the same
 * translated `{success: false, message}` as lib/auth/guard's requireUser/requireAdmin), then the
 * input (422 with translated field errors), then runs the read and answers its JSON (or a file)
 * with the endpoint's headers. A query is a read: it gets no `after`, no mail, no address.
 * The language and the country follow the one rule (lib/http/where, with originOf's documented
 * default shop when the caller names no country).
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {currentUser, type CurrentUser} from '@/lib/auth/guard';
import type {CountryCode} from '@/lib/countries';
import {fieldErrors, guarded, originOf, type ErrorNamespace} from '@/lib/http/api';
import type {Language} from '@/lib/i18n/languages';
import {asResponse, authorize, checkedAnswer, refuse, type Who} from './index';

type CallerOf<W extends Who> = W extends 'anyone' ? CurrentUser | null : CurrentUser;

export interface QueryContext<W extends Who = Who> {
  /** The signed-in caller (its role read from the database), or null for an 'anyone' query. */
  user: CallerOf<W>;
  language: Language;
  /** The caller's country, else the documented default shop (lib/http/api originOf). */
  country: CountryCode;
}

/**
 * What a query answers: its JSON body (status 200 unless it says), or a file's text (a download);
 * `headers` replaces the endpoint's default headers for this answer.
 */
export type QueryAnswer = {status?: number; headers?: Record<string, string>} & ({json: object} | {file: string});

export interface Query<S extends z.ZodMiniType, W extends Who = Who, O extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  /** The query string's parameters and the path's, as one object (the path's win). */
  input: S;
  who: W;
  /** Its JSON answer on success, as a zod schema (lib/commands AnswerOf; checked as lib/commands asResponse does). */
  output?: O;
  /** Where its field errors' texts are (default Checkout.errors). */
  errors?: ErrorNamespace;
  run: (input: z.output<S>, ctx: QueryContext<W>) => Promise<QueryAnswer>;
}

export function defineQuery<S extends z.ZodMiniType, W extends Who, O extends z.ZodMiniType = z.ZodMiniType>(query: Query<S, W, O>): Query<S, W, O> {
  return query;
}

/** No parameters (unknown ones are ignored, as a GET always did). */
export const noInput = z.object({});

/** A page number from the query string: 1 when absent or not a positive whole number (as the admin lists always did). */
export const pageNumber = z.pipe(
  z.optional(z.string()),
  z.transform((value) => {
    const page = Number(value ?? 1);
    return Number.isSafeInteger(page) && page > 0 ? page : 1;
  }),
);

export interface QueryOptions {
  /** Headers of every answer the query gives (not of its refusals); default `cache-control: no-store`. */
  headers?: Record<string, string>;
}

/** Runs a query for the caller of a request; every refusal and answer as a Response. */
export async function runQuery<S extends z.ZodMiniType, W extends Who, O extends z.ZodMiniType>(
  query: Query<S, W, O>,
  raw: unknown,
  where: {language: Language; country: CountryCode},
  options: QueryOptions = {},
): Promise<Response> {
  const user = await currentUser();
  const refused = await authorize(query.who, user, where.language);
  if (refused) return asResponse(refused);
  const parsed = query.input.safeParse(raw);
  if (!parsed.success) {
    const api = await getTranslations({locale: where.language, namespace: 'Api'});
    const errors = await fieldErrors(parsed.error.issues, where.language, query.errors ?? 'Checkout');
    return asResponse(refuse(422, api('invalid'), {errors}));
  }
  // `who` was checked above: a customer or admin query always has its caller.
  const answer = await query.run(parsed.data, {user: user as CallerOf<W>, language: where.language, country: where.country});
  const init = {status: answer.status ?? 200, headers: answer.headers ?? options.headers ?? {'cache-control': 'no-store'}};
  if (!('json' in answer)) return new Response(answer.file, init);
  return Response.json(init.status < 300 ? checkedAnswer(answer.json, query.output, query.name) : answer.json, init);
}

/** The GET handler of a query: the query string and the path's parameters as its input, the 500 guard around it. */
export function restQuery<S extends z.ZodMiniType, W extends Who, O extends z.ZodMiniType>(query: Query<S, W, O>, options: QueryOptions = {}) {
  return async function handler(request: Request, context?: {params?: Promise<Record<string, string>>}): Promise<Response> {
    const where = originOf(request);
    const search = new URL(request.url).searchParams;
    // Each parameter's first value, as searchParams.get read it.
    const input = {...Object.fromEntries([...new Set(search.keys())].map((name) => [name, search.get(name)])), ...(context?.params ? await context.params : {})};
    const t = await getTranslations({locale: where.language, namespace: 'Api'});
    return guarded(() => runQuery(query, input, where, options), t('failed'), where.language);
  };
}
