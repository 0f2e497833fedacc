'use server';
/** My page's consent action: one line over its command (./consent-commands), with the page's country and language. */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import {setOwnConsent} from './consent-commands';

export async function setConsentAction(page: Page, input: InputOf<typeof setOwnConsent>) {
  return runAction(setOwnConsent, page, input);
}
