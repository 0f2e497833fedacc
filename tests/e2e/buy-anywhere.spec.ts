/**
 * Buying on a desktop and on a phone (docs/orders.md#the-buyers-journey): a guest buys a template,
 * an account buys a service sold in tiers, and a guest buys a package, each from its page through
 * the checkout and the demo payment to its order page. On every page on the way the browser logs
 * no error (a React hydration mismatch included), nothing is wider than the screen, and the order's
 * texts fit what was bought (a template is designed, not shot; a tier's own days and revisions).
 */
import {expect, test, type Page} from '@playwright/test';
import {messages, phone, returningVisitor, signedInAdmin, unique} from './helpers';

const en = messages('en');
const T = en.Tiers;
const IP = {'x-forwarded-for': '203.0.113.83'};
const PASSWORD = 'Str0ngEnough';
/** The service given tiers here, and put back without them after. */
const TIERED = 2;
const TIERS = [
  {key: 'basic', images: 3, revisions: 1, deliveryDays: 2, priceKrw: 90_000, prices: {us: 7_900}},
  {key: 'standard', images: 6, revisions: 2, deliveryDays: 4, priceKrw: 150_000, prices: {us: 12_900}},
  {key: 'premium', images: 10, revisions: 3, deliveryDays: 6, priceKrw: 250_000, prices: {us: 19_900}},
];

test.use({extraHTTPHeaders: IP});

test.beforeAll(async ({browser, baseURL}) => {
  const owner = await signedInAdmin(browser, baseURL, IP);
  expect((await owner.request.put(`/api/admin/catalog/services/${TIERED}/tiers`, {data: {tiers: TIERS}})).status()).toBe(200);
  await owner.close();
});

test.afterAll(async ({browser, baseURL}) => {
  const owner = await signedInAdmin(browser, baseURL, IP);
  expect((await owner.request.put(`/api/admin/catalog/services/${TIERED}/tiers`, {data: {tiers: []}})).status()).toBe(200);
  await owner.close();
});

/** Every console error and uncaught exception of a page, with the path it happened on. */
function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return errors;
}

/** Nothing on the page is wider than the screen. */
async function fits(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  const {scroll, width} = await page.evaluate(() => ({scroll: document.documentElement.scrollWidth, width: window.innerWidth}));
  expect(scroll, `${new URL(page.url()).pathname} scrolls sideways`).toBeLessThanOrEqual(width);
}

/** Ticks the consents, pays on the demo page, and opens the order's page from the success page. */
async function payAndOpenOrder(page: Page) {
  await page.getByRole('checkbox', {name: /terms/}).check();
  await page.getByRole('checkbox', {name: /privacy/}).check();
  await fits(page);
  await page
    .getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))})
    .first()
    .click();
  const approve = page.getByRole('link', {name: en.Payment.approve});
  await expect(approve).toBeVisible();
  await fits(page);
  await approve.click();
  await expect(page).toHaveURL(/\/payment\/success/);
  // A service's brief opens over the success page: it can be sent later, from the order page.
  const brief = page.getByRole('dialog', {name: en.Brief.title});
  await expect(page.getByRole('heading', {name: en.Payment.successTitle}).or(brief)).toBeVisible();
  const orderPath = await page.locator('main a[href*="/us/order/"]').first().getAttribute('href');
  expect(orderPath).toMatch(/^\/us\/order\//);
  if (await brief.isVisible()) await page.keyboard.press('Escape');
  await expect(brief).toBeHidden();
  await fits(page);
  await page.goto(orderPath!);
  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'order_received');
  await fits(page);
}

for (const screen of [
  {name: 'desktop', use: {viewport: {width: 1280, height: 800}}},
  {name: 'phone', use: phone(390, 844, 2)},
]) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);

    test.beforeEach(async ({context, baseURL}) => {
      await returningVisitor(context, baseURL);
    });

    test('a guest buys a template: no error, nothing too wide, no phone asked, the order speaks of design', async ({page}) => {
      const errors = watch(page);
      await page.goto('/us/template/4');
      await fits(page);
      await page.goto('/us/checkout/template-4');
      await page.getByLabel(en.Checkout.email, {exact: true}).fill(unique(`tpl-${screen.name}`));
      await page.getByLabel(en.Checkout.name, {exact: true}).fill('Max Lee');
      await expect(page.getByLabel(en.Checkout.phone, {exact: true})).toHaveCount(0);
      await payAndOpenOrder(page);
      await expect(page.locator('main')).not.toContainText(/shoot|shot and edit/i);
      expect(errors).toEqual([]);
    });

    test("an account buys a service's Standard tier: the order keeps the tier's days and revisions", async ({page}) => {
      const errors = watch(page);
      const email = unique(`tier-${screen.name}`);
      expect((await page.request.post('/api/auth/register', {data: {email, password: PASSWORD, firstName: 'Ana', lastName: 'Silva', phone: '+1 212 555 0100'}})).status()).toBe(201);
      await page.goto(`/us/services/${TIERED}`);
      // The tiers are a table on a desktop and tabs on a phone: Standard is offered either way.
      await expect(
        page
          .getByRole('columnheader', {name: T.names.standard})
          .or(page.getByRole('tab', {name: new RegExp(T.names.standard)}))
          .first(),
      ).toBeVisible();
      await fits(page);
      await page.goto(`/us/checkout/${TIERED}?tier=standard`);
      // Signed in: the form starts filled with the account's details.
      await expect(page.getByLabel(en.Checkout.email, {exact: true})).toHaveValue(email);
      await expect(page.getByRole('group', {name: T.legend}).getByRole('radio', {name: new RegExp(T.names.standard)})).toBeChecked();
      await payAndOpenOrder(page);
      const main = page.locator('main');
      await expect(main).toContainText(T.names.standard);
      await expect(main).toContainText('$129.00');
      expect(errors).toEqual([]);
    });

    test('a guest buys a package: no error, nothing too wide', async ({page}) => {
      const errors = watch(page);
      await page.goto('/us/packages/sns');
      await fits(page);
      await page.goto('/us/checkout/package-sns');
      await page.getByLabel(en.Checkout.email, {exact: true}).fill(unique(`pkg-${screen.name}`));
      await page.getByLabel(en.Checkout.name, {exact: true}).fill('Pat Kim');
      await page.getByLabel(en.Checkout.phone, {exact: true}).fill('+1 212 555 0100');
      await payAndOpenOrder(page);
      expect(errors).toEqual([]);
    });
  });
}
