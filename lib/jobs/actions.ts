'use server';
/** The admin's Operations tab calls these: one line over each command (./commands), with the page's country and language. */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {discardJob, retryJob} from './commands';

export async function retryJobAction(page: Page, input: InputOf<typeof retryJob>) {
  return runAction(retryJob, page, input);
}

export async function discardJobAction(page: Page, input: InputOf<typeof discardJob>) {
  return runAction(discardJob, page, input);
}
