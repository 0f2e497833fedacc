'use server';
/** The Catalogue tab's tiers form calls this: one line over the command (./commands). */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {saveServiceTiers} from './commands';

export async function saveTiersAction(page: Page, input: InputOf<typeof saveServiceTiers>) {
  return runAction(saveServiceTiers, page, input);
}
