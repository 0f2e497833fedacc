'use server';
/** The members tab's server action: one line over its command (./commands). */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {setRole} from './commands';

export async function setRoleAction(page: Page, input: InputOf<typeof setRole>) {
  return runAction(setRole, page, input);
}
