'use server';
/** The brief domain's server actions (the brief dialog, the admin's briefs tab): one line over each command (./commands). */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {changeBriefStatus, requestQuote, submitBrief} from './commands';

export async function submitBriefAction(page: Page, input: InputOf<typeof submitBrief>) {
  return runAction(submitBrief, page, input);
}

export async function changeBriefStatusAction(page: Page, input: InputOf<typeof changeBriefStatus>) {
  return runAction(changeBriefStatus, page, input);
}

export async function requestQuoteAction(page: Page, input: InputOf<typeof requestQuote>) {
  return runAction(requestQuote, page, input);
}
