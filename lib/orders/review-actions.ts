'use server';
/** The order page's review form calls this: one line over the command (./review-commands), with the page's country and language. */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {reviewOrderLine} from './review-commands';

export async function reviewOrderLineAction(page: Page, input: InputOf<typeof reviewOrderLine>) {
  return runAction(reviewOrderLine, page, input);
}
