import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Browser, type BrowserContext, type Locator, type Page} from '@playwright/test';

/** A language's messages, so tests assert the texts users read rather than copies of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const messages = (lang: string): any => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));

/** The catalogue's seeded words (services, packages, templates), to find items by the names users read. */
export {seedText} from '@/tests/seed-texts';

/** A returning visitor (saved country): short URLs are not redirected to the browser language. */
/**
 * A phone, as the browser on one sees itself: the screen as wide as the page (Playwright's projects
 * start from a desktop's 1920 px screen, and Chromium's preload scanner takes a phone's
 * `width=device-width` from the screen: it then fetched the 1x file of every eager picture as well
 * as the one the <img> chose). `phone()` is Lighthouse's phone (412x823 at 1.75x); `phone(390, 844, 2)` an iPhone.
 */
export const phone = (width = 412, height = 823, deviceScaleFactor = 1.75) => ({viewport: {width, height}, screen: {width, height}, deviceScaleFactor, isMobile: true, hasTouch: true});

export async function returningVisitor(context: BrowserContext, baseURL: string | undefined, country = 'us') {
  await context.addCookies([{name: 'country', value: country, url: baseURL!}]);
}

/** A fresh e-mail address for a test account. */
/**
 * Opens a dialog by its button, with one click: a control whose code has not run yet is either a
 * real link or form that works without it, or aria-disabled until it works (Playwright's click
 * waits for it to be enabled), so no click is lost and none is repeated (tests/e2e/early-clicks.spec.ts).
 */
export async function openDialog(button: Locator, dialog: Locator) {
  await button.click();
  await expect(dialog).toBeVisible();
}

/**
 * Opens a menu or dialog from the keyboard: once its button works (a key press does not wait for
 * an aria-disabled button the way a click does), focuses it and presses `key`.
 */
export async function openWithKey(trigger: Locator, key: string, opened: Locator) {
  await expect(trigger).toBeEnabled();
  await trigger.focus();
  await trigger.page().keyboard.press(key);
  await expect(opened).toBeVisible();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** The admin's signed-in storage state per server, kept for this worker's later specs (no password check each time). */
const adminStates = new Map<string, StorageState>();

/**
 * A browser context signed in as the seeded e2e admin, sending `headers` (the spec's own client
 * address). It signs in through the API once per server and worker, then starts from Playwright's
 * saved storage state; a saved session the server no longer knows is replaced by a fresh sign-in.
 */
export async function signedInAdmin(browser: Browser, baseURL: string | undefined, headers: Record<string, string>) {
  const saved = adminStates.get(String(baseURL));
  if (saved) {
    const context = await browser.newContext({baseURL, extraHTTPHeaders: headers, storageState: saved});
    const me = (await (await context.request.get('/api/auth/me')).json()) as {user: {email: string} | null};
    if (me.user?.email === 'admin@e2e.test') return context;
    await context.close();
    adminStates.delete(String(baseURL));
  }
  const context = await browser.newContext({baseURL, extraHTTPHeaders: headers});
  await returningVisitor(context, baseURL);
  expect((await context.request.post('/api/auth/login', {data: {email: 'admin@e2e.test', password: 'E2eAdminPassw0rd'}})).status()).toBe(200);
  adminStates.set(String(baseURL), await context.storageState());
  return context;
}

export const unique = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@shop.test`;

/** The mails of a kind the test server wrote to its outbox (no SMTP_URL), as raw messages. */
export function outbox(kind: string): string[] {
  const dir = path.join(String(test.info().project.metadata.dataDir), 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.includes(`-${kind}-`) && f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** Holds every JavaScript chunk of the app (stylesheets pass) until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const chunk = (url: URL) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
  await page.route(chunk, async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return async () => {
    release();
    await page.unroute(chunk);
  };
}

/** Widths from a small phone to a wide screen, with the last pixel before each grid changes (640, 768, 1024, 1280). */
export const EVERY_WIDTH = [...Array.from({length: 41}, (_, i) => 320 + i * 40), 639, 767, 1023, 1279];

/**
 * What is laid out lazily (globals.css .offscreen-lazy) and takes more than the room it reserves,
 * at each width, on the page as it is (all streamed parts in): its name, width, real and reserved px.
 * The room is read with content-visibility: hidden and without the height it remembers from being seen.
 */
export async function lazyRoomsTooSmall(page: Page, widths = EVERY_WIDTH): Promise<string[]> {
  await expect(page.locator('template[id^="B:"]')).toHaveCount(0);
  const tooSmall: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({width, height: 900});
    const found = await page.locator('.offscreen-lazy').evaluateAll((els) => {
      const measure = (css: string) => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
        const heights = els.map((e) => e.getBoundingClientRect().height);
        style.remove();
        return heights;
      };
      const reserved = measure('.offscreen-lazy{content-visibility:hidden!important;contain-intrinsic-size:var(--offscreen-height,1200px)!important}');
      const real = measure('.offscreen-lazy{content-visibility:visible!important}');
      return els.flatMap((e, i) => (real[i]! > reserved[i]! + 1 ? [`${e.id || e.querySelector('h3')?.textContent}: ${Math.round(real[i]!)} in ${Math.round(reserved[i]!)} px`] : []));
    });
    tooSmall.push(...found.map((f) => `${width}px ${f}`));
  }
  return tooSmall;
}
