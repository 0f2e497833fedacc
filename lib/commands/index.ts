/**
 * Commands: each mutation is declared once, with its input schema, who may call it and what it
 * does, and runs through one runner that checks the caller, validates, runs it, and sends its
 * mails only after it succeeded. Pages call them as server actions (lib/commands/action); the
 * documented REST endpoints are one-line adapters over the same command (lib/commands/rest).
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import {headers} from 'next/headers';
import {after as afterResponse} from 'next/server';
import * as z from 'zod/mini';
import {currentUser, type CurrentUser} from '@/lib/auth/guard';
import type {Language} from '@/lib/i18n/languages';
import {addressOf, fieldErrors, type ErrorNamespace} from '@/lib/http/api';
import type {Where} from '@/lib/http/where';

export type Who = 'anyone' | 'customer' | 'admin';

/**
 * Where a command is called from: the page's language, and its country (null for a REST caller
 * that named none: the command decides what that means, lib/http/where).
 */
export type {Where};

export interface CommandContext extends Where {
  /** The signed-in caller (its role read from the database), or null. */
  user: CurrentUser | null;
  /** Texts of Checkout.server in the caller's language. */
  t: Awaited<ReturnType<typeof getTranslations<'Checkout.server'>>>;
  /** Work to do once the command succeeded (mail): never for a refused or failed one. */
  after: (effect: () => unknown) => void;
  /**
   * Work to do once the command succeeded, and only after its answer has gone out (next/server
   * `after`): for what must not show in the answer's timing (whether an account exists).
   */
  afterAnswer: (effect: () => unknown) => void;
  /** The caller's address, for rate limits (lib/http/api addressOf, from the request's headers). */
  address: () => Promise<string>;
}

/** What a refusal may carry besides its message: field errors, the allowed maximum, a machine code. */
export interface Refusal {
  errors?: Record<string, string>;
  max?: number;
  code?: string;
  pending?: boolean;
}

/**
 * What the REST adapter adds to an outcome's answer: response headers (Retry-After on a 429), and,
 * for an endpoint whose documented answer is not `{success, message, ...body}`, its exact JSON body.
 * A server action's result carries neither.
 */
export interface Reply {
  headers?: Record<string, string>;
  json?: object;
}

export type Outcome<B extends object = object> = ({ok: true; status?: number; message: string; body?: B} | {ok: false; status: number; message: string; body?: Refusal}) & Reply;

type CallerOf<W extends Who> = W extends 'anyone' ? CurrentUser | null : CurrentUser;

export interface Command<S extends z.ZodMiniType, W extends Who = Who, B extends object = object, O extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  input: S;
  who: W;
  /**
   * The REST answer's JSON on success (`{success, message, ...body}`, or the outcome's own `json`),
   * as a zod schema: lib/http/answers.ts derives the browser's type from it (`AnswerOf`), and the
   * REST adapter checks each answer against it (an answer that does not match is a 500, logged).
   */
  output?: O;
  /** Where its field errors' texts are (default Checkout.errors). */
  errors?: ErrorNamespace;
  /**
   * 'bare': its REST endpoint answers invalid input `{message, errors}` without `success`, as it
   * did before it was a command (the contact form, the cart, the account endpoints); by default
   * the 422 is `{success: false, message, errors}` like every other refusal.
   */
  invalidAnswer?: 'bare';
  run: (input: z.output<S>, ctx: Omit<CommandContext, 'user'> & {user: CallerOf<W>}) => Promise<Outcome<B>>;
}

/** What a command takes, as its caller writes it (before the schema's defaults and transforms). */
export type InputOf<C> = C extends Command<infer S, Who, object> ? z.input<S> : never;

export function defineCommand<S extends z.ZodMiniType, W extends Who, B extends object, O extends z.ZodMiniType = z.ZodMiniType>(command: Command<S, W, B, O>): Command<S, W, B, O> {
  return command;
}

/** The JSON a command's or a query's success answers, from its `output` schema. */
export type AnswerOf<C> = C extends {output?: infer O} ? (O extends z.ZodMiniType ? z.output<O> : never) : never;

/**
 * Whether this caller may call a command or query declared for `who`: null when they may, else the
 * refusal (401 signed out, 403 not an admin), translated. Both runners ask it first, so someone
 * who may not call learns nothing of the input (no field names, no 422).
 */
export async function authorize(who: Who, user: CurrentUser | null, language: Language): Promise<(Outcome & {ok: false}) | null> {
  if (who === 'anyone' || (user && (who === 'customer' || user.role === 'ADMIN'))) return null;
  const auth = await getTranslations({locale: language, namespace: 'Auth.server'});
  return user ? refuse(403, auth('forbidden')) : refuse(401, auth('loginRequired'));
}

/** A record's id or number as a command takes it (from the path or the page); unknown ones are 404s. */
export const recordId = z.string().check(z.maxLength(100));

/** Refusals every command shares, in the caller's language. */
export const refuse = (status: number, message: string, body?: Refusal, reply?: Reply): {ok: false; status: number; message: string; body?: Refusal} & Reply => ({
  ok: false,
  status,
  message,
  body,
  ...reply,
});

/** 429 with Retry-After (at least a second) and the translated message naming the wait in minutes. */
export async function tooMany(language: Language, retryAfterS: number) {
  const t = await getTranslations({locale: language, namespace: 'Auth.server'});
  const seconds = Math.max(1, retryAfterS);
  return refuse(429, t('tooMany', {minutes: Math.ceil(seconds / 60)}), undefined, {headers: {'retry-after': String(seconds)}});
}

/**
 * Runs a command for a caller: the caller checked by its `who` (401 signed out, 403 not an admin),
 * then the input by its schema (422 with translated field errors), then `run`; the effects it
 * registered with `after` happen only when it succeeded.
 */
export async function execute<S extends z.ZodMiniType, W extends Who, B extends object>(command: Command<S, W, B>, raw: unknown, where: Where): Promise<Outcome<B>> {
  const t = await getTranslations({locale: where.language, namespace: 'Checkout.server'});
  const user = await currentUser();
  const refused = await authorize(command.who, user, where.language);
  if (refused) return refused;
  const parsed = command.input.safeParse(raw);
  if (!parsed.success) {
    const api = await getTranslations({locale: where.language, namespace: 'Api'});
    const message = api('invalid');
    const errors = await fieldErrors(parsed.error.issues, where.language, command.errors ?? 'Checkout');
    return refuse(422, message, {errors}, command.invalidAnswer === 'bare' ? {json: {message, errors}} : undefined);
  }
  const effects: (() => unknown)[] = [];
  const late: (() => unknown)[] = [];
  const failed = (error: unknown) => console.error(`${command.name}: after-effect failed`, error);
  const address = async () => addressOf(await headers());
  // `who` was checked above: a customer or admin command always has its caller.
  const context = {
    user: user as CallerOf<W>,
    language: where.language,
    country: where.country,
    t,
    address,
    after: (effect: () => unknown) => void effects.push(effect),
    afterAnswer: (effect: () => unknown) => void late.push(effect),
  };
  const outcome = await command.run(parsed.data, context);
  if (!outcome.ok) return outcome;
  for (const effect of effects) await Promise.resolve(effect()).catch(failed);
  for (const effect of late) afterResponse(() => Promise.resolve(effect()).catch(failed));
  return outcome;
}

/**
 * An outcome as the REST API's JSON answer ({success, message, ...body}, or its own `json`), with its
 * headers. With the command's `output` schema, a success is checked against it and sent as parsed
 * (fields the schema does not name are dropped); one that does not match is logged and answered 500.
 */
export function asResponse(outcome: Outcome, output?: z.ZodMiniType, name = 'answer'): Response {
  const json = outcome.json ?? {success: outcome.ok, message: outcome.message, ...outcome.body};
  return Response.json(outcome.ok ? checkedAnswer(json, output, name) : json, {status: outcome.status ?? 200, headers: outcome.headers});
}

/** The answer as its `output` schema parses it; throws (the adapters' guard answers 500) when it does not match. */
export function checkedAnswer(json: object, output: z.ZodMiniType | undefined, name: string): unknown {
  if (!output) return json;
  const parsed = output.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new Error(`${name}: the answer does not match its output schema: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
}
