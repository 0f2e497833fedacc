'use server';
/** The showcase tab's server actions: one line each over their commands (./commands). */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {deleteShowcaseCommand, savePortfolioCommand, saveTestimonialCommand} from './commands';

export async function savePortfolioAction(page: Page, input: InputOf<typeof savePortfolioCommand>) {
  return runAction(savePortfolioCommand, page, input);
}

export async function saveTestimonialAction(page: Page, input: InputOf<typeof saveTestimonialCommand>) {
  return runAction(saveTestimonialCommand, page, input);
}

export async function deleteShowcaseAction(page: Page, input: InputOf<typeof deleteShowcaseCommand>) {
  return runAction(deleteShowcaseCommand, page, input);
}
