'use server';
/** The settings tab's server action for the business details: one line over its command (./commands). */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {updateBusiness} from './commands';

export async function updateBusinessAction(page: Page, input: InputOf<typeof updateBusiness>) {
  return runAction(updateBusiness, page, input);
}
