import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext} from '@playwright/test';

/** A language's messages, so tests assert the texts users read rather than copies of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const messages = (lang: string): any => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));

/** A returning visitor (saved country): short URLs are not redirected to the browser language. */
export async function returningVisitor(context: BrowserContext, baseURL: string | undefined, country = 'us') {
  await context.addCookies([{name: 'country', value: country, url: baseURL!}]);
}
