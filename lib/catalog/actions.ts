'use server';
/** The catalogue tab's server action: one line over its command (./commands). */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {updateCatalogItem} from './commands';

export async function updateCatalogAction(page: Page, input: InputOf<typeof updateCatalogItem>) {
  return runAction(updateCatalogItem, page, input);
}
