'use server';
/** Questions before buying as server actions (the service page's form, the question page, the admin question page): one line over each command. */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {askQuestion, readQuestionMessages, sendQuestionMessage} from './commands';

export async function askQuestionAction(page: Page, input: InputOf<typeof askQuestion>) {
  return runAction(askQuestion, page, input);
}

export async function sendQuestionMessageAction(page: Page, input: InputOf<typeof sendQuestionMessage>) {
  return runAction(sendQuestionMessage, page, input);
}

export async function readQuestionMessagesAction(page: Page, input: InputOf<typeof readQuestionMessages>) {
  return runAction(readQuestionMessages, page, input);
}
