'use server';
/** The Catalogue tab's FAQ form calls this: one line over the command (./commands). */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {saveCatalogFaq} from './commands';

export async function saveFaqAction(page: Page, input: InputOf<typeof saveCatalogFaq>) {
  return runAction(saveCatalogFaq, page, input);
}
