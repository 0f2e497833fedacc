'use server';
/** The order page's review form calls this: one line over the command (./commands), with the page's country and language. */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {hideOrderReview, reviewOrderLine} from './commands';

export async function reviewOrderLineAction(page: Page, input: InputOf<typeof reviewOrderLine>) {
  return runAction(reviewOrderLine, page, input);
}

/** The admin's reviews list hides one with a reason (admins only, audited). */
export async function hideReviewAction(page: Page, input: InputOf<typeof hideOrderReview>) {
  return runAction(hideOrderReview, page, input);
}
