'use server';
/** The picture slots' server action: one line over its command (./commands). */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {placePictureCommand} from './commands';

export async function placePictureAction(page: Page, input: InputOf<typeof placePictureCommand>) {
  return runAction(placePictureCommand, page, input);
}
