/**
 * Commands: each mutation is declared once, with its input schema, who may call it and what it
 * does, and runs through one runner that validates, checks the caller, runs it, and sends its
 * mails only after it succeeded. REST handlers (and, later, server actions) are thin adapters over
 * the same command (README, "Order lifecycle").
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import type * as z from 'zod/mini';
import {currentUser, type CurrentUser} from '@/lib/auth/guard';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {fieldErrors, type ErrorNamespace} from '@/lib/http/api';

export type Who = 'anyone' | 'customer' | 'admin';

export interface CommandContext {
  /** The signed-in caller (its role read from the database), or null. */
  user: CurrentUser | null;
  language: Language;
  country: CountryCode;
  /** Texts of Checkout.server in the caller's language. */
  t: Awaited<ReturnType<typeof getTranslations<'Checkout.server'>>>;
  /** Work to do once the command succeeded (mail): never for a refused or failed one. */
  after: (effect: () => unknown) => void;
}

export type Outcome = {ok: true; status?: number; body?: Record<string, unknown>; message: string} | {ok: false; status: number; message: string; body?: Record<string, unknown>};

type CallerOf<W extends Who> = W extends 'anyone' ? CurrentUser | null : CurrentUser;

export interface Command<S extends z.ZodMiniType, W extends Who = Who> {
  name: string;
  input: S;
  who: W;
  /** Where its field errors' texts are (default Checkout.errors). */
  errors?: ErrorNamespace;
  run: (input: z.output<S>, ctx: Omit<CommandContext, 'user'> & {user: CallerOf<W>}) => Promise<Outcome>;
}

export function defineCommand<S extends z.ZodMiniType, W extends Who>(command: Command<S, W>): Command<S, W> {
  return command;
}

/** Refusals every command shares, in the caller's language. */
export const refuse = (status: number, message: string, body?: Record<string, unknown>): Outcome => ({ok: false, status, message, body});

/**
 * Runs a command for a caller: input checked by its schema (422 with translated field errors),
 * the caller by its `who` (401 signed out, 403 not an admin), then `run`; the effects it
 * registered with `after` happen only when it succeeded.
 */
export async function execute<S extends z.ZodMiniType, W extends Who>(command: Command<S, W>, raw: unknown, where: {language: Language; country: CountryCode}): Promise<Outcome> {
  const auth = await getTranslations({locale: where.language, namespace: 'Auth.server'});
  const t = await getTranslations({locale: where.language, namespace: 'Checkout.server'});
  const parsed = command.input.safeParse(raw);
  if (!parsed.success) {
    const api = await getTranslations({locale: where.language, namespace: 'Api'});
    return refuse(422, api('invalid'), {errors: await fieldErrors(parsed.error.issues, where.language, command.errors ?? 'Checkout')});
  }
  const user = await currentUser();
  if (command.who !== 'anyone' && !user) return refuse(401, auth('loginRequired'));
  if (command.who === 'admin' && user?.role !== 'ADMIN') return refuse(403, auth('forbidden'));
  const effects: (() => unknown)[] = [];
  // `who` was checked above: a customer or admin command always has its caller.
  const outcome = await command.run(parsed.data, {user: user as CallerOf<W>, language: where.language, country: where.country, t, after: (effect) => effects.push(effect)});
  if (outcome.ok) for (const effect of effects) await Promise.resolve(effect()).catch((error: unknown) => console.error(`${command.name}: after-effect failed`, error));
  return outcome;
}

/** An outcome as the REST API's JSON answer ({success, message, ...}). */
export function asResponse(outcome: Outcome): Response {
  return Response.json({success: outcome.ok, message: outcome.message, ...outcome.body}, {status: outcome.status ?? 200});
}
