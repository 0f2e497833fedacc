'use server';
/** The Inbox's server action: one line over its command (./commands). */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {markRead} from './commands';

export async function markReadAction(page: Page, input: InputOf<typeof markRead>) {
  return runAction(markRead, page, input);
}
