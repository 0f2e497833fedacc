/**
 * The server-action adapter: a page calls a command with the country and language it was
 * rendered for (its own route's, never a header's) and gets a typed, serialisable result. The
 * framework checks that the call comes from this site (Origin against Host) and caps its body;
 * the command checks its input and its caller. An unexpected failure is logged and answered
 * with the generic translated message, so nothing internal reaches the browser.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import {unstable_rethrow} from 'next/navigation';
import * as z from 'zod/mini';
import {COUNTRY_CODES} from '@/lib/countries';
import {isDatabaseUnavailable} from '@/lib/db/errors';
import {LANGUAGES} from '@/lib/i18n/languages';
import {execute, type Command, type Refusal, type Who} from './index';

/** The page an action is called from: its route's country and language. */
export const pageSchema = z.object({country: z.enum(COUNTRY_CODES), language: z.enum(LANGUAGES)});
export type Page = z.output<typeof pageSchema>;

export type ActionResult<B extends object = object> = {ok: true; status: number; message: string; data?: B} | {ok: false; status: number; message: string; data?: Refusal};

export async function runAction<S extends z.ZodMiniType, W extends Who, B extends object>(command: Command<S, W, B>, page: unknown, input: unknown): Promise<ActionResult<B>> {
  const where = pageSchema.safeParse(page);
  if (!where.success) {
    // Without a page there is no language to answer in: English, as on the API's 400s.
    const api = await getTranslations({locale: 'en', namespace: 'Api'});
    return {ok: false, status: 400, message: api('invalid')};
  }
  try {
    const outcome = await execute(command, input, where.data);
    return outcome.ok ? {ok: true, status: outcome.status ?? 200, message: outcome.message, data: outcome.body} : {ok: false, status: outcome.status, message: outcome.message, data: outcome.body};
  } catch (error) {
    unstable_rethrow(error);
    console.error(`${command.name}: failed`, error);
    const api = await getTranslations({locale: where.data.language, namespace: 'Api'});
    // A database briefly out of reach (lib/db/errors): the form may simply be sent again.
    return isDatabaseUnavailable(error) ? {ok: false, status: 503, message: api('unavailable')} : {ok: false, status: 500, message: api('failed')};
  }
}
