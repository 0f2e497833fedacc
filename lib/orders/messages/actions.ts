'use server';
/** The order conversation's server actions (the order page and the admin order page): one line over the command. */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {readOrderMessages, sendOrderMessage} from './commands';

export async function sendOrderMessageAction(page: Page, input: InputOf<typeof sendOrderMessage>) {
  return runAction(sendOrderMessage, page, input);
}

export async function readOrderMessagesAction(page: Page, input: InputOf<typeof readOrderMessages>) {
  return runAction(readOrderMessages, page, input);
}
