'use server';
/** My page's account actions: one line each over its command (./commands), with the page's country and language. */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import * as account from './commands';

export async function changePasswordAction(page: Page, input: InputOf<typeof account.changeOwnPassword>) {
  return runAction(account.changeOwnPassword, page, input);
}

export async function changeEmailAction(page: Page, input: InputOf<typeof account.changeOwnEmail>) {
  return runAction(account.changeOwnEmail, page, input);
}

export async function deleteAccountAction(page: Page, input: InputOf<typeof account.deleteOwnAccount>) {
  return runAction(account.deleteOwnAccount, page, input);
}
