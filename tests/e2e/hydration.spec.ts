/**
 * Every page kind, as a visitor's browser runs it (docs/storefront.md#countries-languages-and-urls): no console
 * error and no uncaught error on any of them, above all no React hydration error (a production
 * build reports them as "Minified React error #418/#423/#425"); nothing wider than a 360 px phone;
 * a toast never covers the checkout's sticky Pay bar; each page's share image answers 200 itself.
 * The browser runs in Berlin while the US shop's pages are drawn in New York's time: a date or time
 * written in the browser's own zone would differ from the server's text and fail here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {messages, phone, returningVisitor, signedInAdmin, unique} from './helpers';

const en = messages('en');
const IP = {'x-forwarded-for': '203.0.113.181'};
const PASSWORD = 'Str0ngEnough';
const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'uploads');
test.use({extraHTTPHeaders: IP, timezoneId: 'Europe/Berlin'});

/** The catalogue's and the site's pages, one of each kind (the order's own pages are added per test). */
const PAGES = [
  '/us',
  '/us/services',
  '/us/services/1',
  '/us/packages',
  '/us/packages/sns',
  '/us/templateshop',
  '/us/template/3',
  '/us/guide',
  '/us/checkout/1',
  '/us/privacy',
  '/us/terms',
  '/us/no-such-page',
];

interface Bought {
  buyer: BrowserContext;
  admin: BrowserContext;
  number: string;
}

/**
 * An account holder's paid service order with a delivered draft and a message each way: what the
 * order page, its receipt and the admin's order page show at their fullest. `accepted`: the buyer
 * accepted the draft (the review form shows).
 */
async function boughtWithDeliveryAndMessages(browser: Browser, baseURL: string | undefined, accepted: boolean): Promise<Bought> {
  const buyer = await browser.newContext({baseURL, extraHTTPHeaders: IP, timezoneId: 'Europe/Berlin'});
  await returningVisitor(buyer, baseURL);
  const email = unique('hydration');
  expect((await buyer.request.post('/api/auth/register', {data: {email, password: PASSWORD, firstName: 'Robin', lastName: 'Lee', phone: '+1 415 555 0199'}})).status()).toBe(201);
  const created = await buyer.request.post('/api/orders', {
    headers: {'x-country': 'us', 'x-language': 'en'},
    data: {serviceId: 1, quantity: 3, customerName: 'Robin Lee', customerEmail: email, customerPhone: '+1 415 555 0199', agreeTerms: true, agreePrivacy: true},
  });
  expect(created.status()).toBe(201);
  const {orderId, orderNumber} = (await created.json()) as {orderId: string; orderNumber: string};
  // Paid through the demo provider: its return address confirms the payment.
  const started = await buyer.request.post('/api/payments/start', {headers: {'x-country': 'us', 'x-language': 'en'}, data: {orderId}});
  expect(started.status()).toBe(200);
  const demo = new URL(((await started.json()) as {url: string}).url, 'http://x');
  const pay = await buyer.newPage();
  await pay.goto(`/us/payment/success${demo.search}`);
  await expect(pay.getByRole('heading', {name: en.Payment.successTitle}).or(pay.getByRole('dialog', {name: en.Brief.title}))).toBeVisible();
  await pay.close();

  const admin = await signedInAdmin(browser, baseURL, IP);
  expect((await buyer.request.post(`/api/orders/${orderId}/messages`, {data: {text: 'Could the background be light blue?'}})).status()).toBe(201);
  expect((await admin.request.post(`/api/orders/${orderId}/messages`, {data: {text: 'Yes, light blue it is.'}})).status()).toBe(201);
  const upload = await admin.request.post('/api/uploads?purpose=deliverable', {data: readFileSync(path.join(FIXTURES, 'logo.png')), headers: {'x-file-name': 'draft.png'}});
  expect(upload.status()).toBe(201);
  expect((await admin.request.post(`/api/orders/${orderId}/deliverables`, {data: {uploadIds: [((await upload.json()) as {id: string}).id]}})).status()).toBe(201);
  if (accepted) expect((await buyer.request.post(`/api/orders/${orderId}/accept`, {data: {}})).status()).toBe(200);
  return {buyer, admin, number: orderNumber};
}

/** Everything the page reported as an error while it loaded and hydrated, and any address it asked for that answered 404 but the page's own. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs each 404 it was answered; the not-found page's own document is one on purpose (the responses below tell which).
    if (/^Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().resourceType() !== 'document') errors.push(`404: ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Loads a page and waits until its script has run (its controls are no longer dimmed as "not ready"). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-disabled="true"][class*="aria-disabled:cursor-wait"]')).toHaveCount(0);
}

/** The pages of one order: its page, its receipt, My page (the buyer's), and the admin's overview and order page. */
const orderPages = (number: string) => ({buyer: [`/us/order/${number}`, `/us/order/${number}/receipt`, '/us/profile'], admin: ['/us/admin', `/us/admin/orders/${number}`]});

test('no page kind reports an error while it loads and hydrates, a delivered order with messages included', async ({browser, baseURL}) => {
  test.slow();
  for (const accepted of [false, true]) {
    const {buyer, admin, number} = await boughtWithDeliveryAndMessages(browser, baseURL, accepted);
    const pages = orderPages(number);
    const seen: Record<string, string[]> = {};
    for (const [context, urls] of [
      [buyer, accepted ? [...PAGES, ...pages.buyer] : pages.buyer],
      [admin, pages.admin],
    ] as const) {
      for (const url of urls) {
        const page = await context.newPage();
        const errors = errorsOf(page);
        await open(page, url);
        // The order page shows what it was made for: the delivery, the conversation, the draft's actions or the review form.
        if (url === pages.buyer[0]) {
          const thread = page.getByRole('region', {name: en.Conversation.title, exact: true});
          await expect(thread.getByText('Yes, light blue it is.')).toBeVisible();
          await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
          if (accepted) await expect(page.getByRole('group', {name: en.Order.review.ratingLabel})).toBeVisible();
        }
        if (errors.length) seen[url] = errors;
        await page.close();
      }
    }
    expect(seen, accepted ? 'after the draft was accepted' : 'with the draft waiting').toEqual({});
    await buyer.close();
    await admin.close();
  }
});

test.describe('on a 360 px phone', () => {
  test.use(phone(360, 740, 2));

  test('no page kind is wider than the screen', async ({page, browser, baseURL}) => {
    test.slow();
    const {buyer, admin, number} = await boughtWithDeliveryAndMessages(browser, baseURL, true);
    const pages = orderPages(number);
    const phoneContext = async (from: BrowserContext) =>
      browser.newContext({baseURL, extraHTTPHeaders: IP, timezoneId: 'Europe/Berlin', ...phone(360, 740, 2), storageState: await from.storageState()});
    const wide: Record<string, number> = {};
    for (const [context, urls] of [
      [page.context(), PAGES],
      [await phoneContext(buyer), pages.buyer],
      [await phoneContext(admin), pages.admin],
    ] as const) {
      await returningVisitor(context, baseURL);
      const tab = await context.newPage();
      for (const url of urls) {
        await open(tab, url);
        const width = await tab.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) wide[url] = width;
      }
      if (context !== page.context()) await context.close();
    }
    expect(wide).toEqual({});
    await buyer.close();
    await admin.close();
  });

  test("a toast rises above the checkout's sticky Pay bar instead of covering it", async ({page, baseURL}) => {
    await returningVisitor(page.context(), baseURL);
    await open(page, '/us/checkout/1');
    // Pay with nothing filled in: the fields are marked and a toast says what is missing.
    const bar = page.getByTestId('checkout-pay-bar');
    await bar.getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))}).click();
    const toast = page.getByRole('region', {name: new RegExp(en.Shell.notifications)}).getByRole('listitem');
    await expect(toast).toContainText(en.Checkout.requiredTitle);
    const viewport = page.viewportSize()!;
    const barBox = (await bar.boundingBox())!;
    // The bar is stuck along the bottom of the screen (the form goes on under it)…
    expect(Math.round(barBox.y + barBox.height)).toBeGreaterThanOrEqual(viewport.height - 1);
    // …and the toast is wholly above it, on the screen.
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return box.y + box.height <= barBox.y && box.y >= 0;
      })
      .toBe(true);
  });
});

test("each catalogue page's share image answers 200 with a picture at the address the page names", async ({page, baseURL}) => {
  await returningVisitor(page.context(), baseURL);
  for (const url of ['/us', '/us/services/1', '/us/template/3', '/us/packages', '/kr']) {
    const html = await (await page.request.get(url)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(image, `${url} names its share image`).toBeTruthy();
    const answer = await page.request.get(image!, {maxRedirects: 0});
    expect(answer.status(), `${url}: ${image}`).toBe(200);
    expect(answer.headers()['content-type'], `${url}: ${image}`).toMatch(/^image\//);
  }
});
