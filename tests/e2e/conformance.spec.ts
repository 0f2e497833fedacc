/**
 * Spec conformance 3 (docs/security.md#what-is-tested; the acceptance audit's items): each test is what a
 * strict acceptance tester did, on a page loaded fresh and, where a visitor gets there by
 * clicking, on one reached by navigation.
 */
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {messages, returningVisitor, seedText, unique} from './helpers';
import {MAX_QUANTITY} from '@/lib/orders/pricing';

const en = messages('en');
const ko = messages('ko');
const A = en.Auth;
const PASSWORD = 'Str0ngEnough';
// Sign-ups are limited per address: this file's customers come from their own.
const CUSTOMER_IP = {'x-forwarded-for': '203.0.113.33'};
test.use({extraHTTPHeaders: CUSTOMER_IP});

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'us');
});

/** An account made on its own connection, so the page's browser stays signed out. */
async function account(playwright: {request: {newContext: (o: object) => Promise<APIRequestContext>}}, baseURL: string | undefined, details: Record<string, string>) {
  const request = await playwright.request.newContext({baseURL, extraHTTPHeaders: CUSTOMER_IP});
  const email = unique('conf');
  expect((await request.post('/api/auth/register', {data: {email, password: PASSWORD, ...details}})).status()).toBe(201);
  await request.dispose();
  return email;
}

/** Logs in through the auth dialog the page opened. */
async function logInThroughDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog', {name: A.dialogTitle});
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(A.email, {exact: true}).fill(email);
  await dialog.getByLabel(A.password, {exact: true}).fill(PASSWORD);
  await dialog.getByRole('button', {name: A.submitLogin}).click();
  await expect(dialog).toBeHidden();
}

test.describe('6.6: logging in from the checkout fills in the buyer', () => {
  for (const arrival of ['loaded fresh', 'reached from the front page'] as const) {
    test(`name, e-mail and phone, on a checkout ${arrival}`, async ({page, playwright, baseURL}) => {
      const email = await account(playwright, baseURL, {firstName: 'Janet', lastName: 'Doe', phone: '+1 555 0101'});
      if (arrival === 'loaded fresh') await page.goto('/us/checkout2');
      else {
        await page.goto('/us');
        await page
          .locator('#products')
          .getByRole('link', {name: en.Purchase.orderLabel.replace('{name}', seedText('en', 'service', 2).name)})
          .click();
        await expect(page).toHaveURL(/\/us\/checkout\/2$/);
      }
      // The form at once, e-mail first, with no step before it.
      await expect(page.getByLabel(en.Checkout.email, {exact: true})).toHaveValue('');
      await expect(page.getByText(en.Checkout.guestNote)).toBeVisible();
      // The checkout's own Log in, beside the e-mail (the header has one too).
      await page.getByRole('main').getByRole('button', {name: en.Checkout.login, exact: true}).click();
      await logInThroughDialog(page, email);
      // The flow goes on where it was: the signed-in form (no guest note), filled in as for a buyer who arrived signed in.
      await expect(page.getByLabel(en.Checkout.name, {exact: true})).toHaveValue('Janet Doe');
      await expect(page.getByLabel(en.Checkout.email, {exact: true})).toHaveValue(email);
      await expect(page.getByLabel(en.Checkout.phone, {exact: true})).toHaveValue('+1 555 0101');
      await expect(page.getByText(en.Checkout.guestNote)).toHaveCount(0);
      // The Log in button is gone with the log-in: the keyboard focus is on the first field, not lost on the page.
      await expect(page.getByLabel(en.Checkout.email, {exact: true})).toBeFocused();
    });
  }
});

test("3.33: the spec's package payload (selectedTemplate.id 0 with packageName) is that package at the server's price", async ({request}) => {
  const buyer = {customerName: 'Pat Kim', customerEmail: unique('pkg'), customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true, agreeAge14: true};
  const delivery = seedText('ko', 'package', 'delivery').name;
  const spec = (packageName: string, country: string) => ({
    ...buyer,
    packageName,
    packagePrice: '1',
    totalAmount: '1',
    finalPrice: 1,
    amountKRW: 1,
    currency: 'KRW',
    country,
    paymentMethod: 'tosspayments',
    isGuestOrder: 'true',
    status: 'pending',
    orderType: 'package',
    selectedTemplate: {id: 0, title: packageName, type: 'package', price: 1, image: ''},
  });
  const korean = await request.post('/api/orders', {data: spec(delivery, 'KR')});
  expect(korean.status()).toBe(201);
  expect((await korean.json()).order).toMatchObject({orderType: 'package', amount: 399_000, currency: 'KRW'});
  // Named in another language (the English name on the US shop): the same package, at the US price.
  const english = await request.post('/api/orders', {data: spec(seedText('en', 'package', 'delivery').name, 'US')});
  expect(english.status()).toBe(201);
  expect((await english.json()).order).toMatchObject({orderType: 'package', amount: 29_100, currency: 'USD'});
  // A name no package has is not sold as something else.
  const unknown = await request.post('/api/orders', {headers: {'x-language': 'ko'}, data: spec('Free package', 'KR')});
  expect(unknown.status()).toBe(422);
  expect(await unknown.json()).toMatchObject({success: false, code: 'unknown'});
});

test('5.11: the reset page without a token goes home and says the link is invalid', async ({page, context, baseURL}) => {
  await returningVisitor(context, baseURL, 'kr');
  await page.goto('/kr/reset-password');
  await expect(page).toHaveURL(/\/kr$/);
  await expect(page.getByText(ko.Reset.invalidLink, {exact: true})).toBeVisible();
});

test.describe('8.22 / 2.79: a picture that fails to load falls back to its alternate', () => {
  for (const arrival of ['loaded fresh', 'reached by navigation'] as const) {
    test(`package pictures on a front page ${arrival}`, async ({page}) => {
      // The package pictures: their collages (and any photograph).
      await page.route(/\/(?:photos|collages)\/.+\.webp$/, (route) => route.abort());
      if (arrival === 'loaded fresh') await page.goto('/us#pricing');
      else {
        await page.goto('/us/terms');
        await page.getByRole('banner').getByRole('link', {name: en.Nav.pricing, exact: true}).click();
      }
      const picture = page.locator('#pricing').getByRole('listitem').first().getByRole('img').first();
      await expect(picture).toHaveAttribute('data-fell-back', 'true');
      await expect(picture).toHaveAttribute('src', /^data:image\//);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  }

  test('a service picture on the checkout (the product summary)', async ({page}) => {
    await page.route(/\/photos\/.+\.webp$/, (route) => route.abort());
    await page.goto('/us/checkout1');
    const picture = page.getByRole('complementary').getByRole('img').first();
    await expect(picture).toHaveAttribute('data-fell-back', 'true');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test.describe('2.64: My page shows and edits the last name', () => {
  for (const arrival of ['loaded fresh', 'reached from the account menu'] as const) {
    test(`on My page ${arrival}`, async ({page}) => {
      const email = unique('last');
      expect((await page.request.post('/api/auth/register', {data: {email, password: PASSWORD, firstName: 'Janet', lastName: 'Doe'}})).status()).toBe(201);
      if (arrival === 'loaded fresh') await page.goto('/us/profile');
      else {
        await page.goto('/us');
        await page
          .getByRole('banner')
          .getByRole('button', {name: A.accountMenu.replace('{name}', 'Janet')})
          .click();
        await page.getByRole('menuitem', {name: A.profile}).click();
        await expect(page).toHaveURL(/\/us\/profile$/);
      }
      const P = en.Profile;
      const details = page.getByRole('main');
      await expect(details.getByText(P.lastName, {exact: true})).toBeVisible();
      await expect(details.getByText('Doe', {exact: true})).toBeVisible();
      await expect(details.getByText(P.firstName, {exact: true})).toBeVisible();
      await expect(details.getByText('Janet', {exact: true})).toBeVisible();
      await page.getByRole('button', {name: P.edit}).click();
      await expect(page.getByLabel(P.lastName)).toHaveValue('Doe');
      await page.getByLabel(P.lastName).fill('Smith');
      await page.getByRole('button', {name: P.save}).click();
      await expect(page.getByText(P.saved, {exact: true})).toBeVisible();
      await expect(details.getByText('Smith', {exact: true})).toBeVisible();
      await page.reload();
      await expect(page.getByRole('main').getByText('Smith', {exact: true})).toBeVisible();
      expect((await (await page.request.get('/api/auth/profile')).json()).user).toMatchObject({firstName: 'Janet', lastName: 'Smith'});
    });
  }
});

test.describe('2.84: the checkout total and Pay stay in view while the form scrolls', () => {
  for (const viewport of [
    {width: 1440, height: 900},
    {width: 390, height: 844},
  ]) {
    test(`at ${viewport.width}x${viewport.height}`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto('/us/checkout1');
      const pay = page.getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))});
      const total = page.getByTestId('checkout-total');
      for (const field of [en.Checkout.name, en.Checkout.requirements]) {
        await page.getByLabel(field).scrollIntoViewIfNeeded();
        await expect(page.getByLabel(field)).toBeInViewport();
        await expect(pay).toBeInViewport();
        await expect(total).toBeInViewport();
      }
      if (viewport.width < 640) {
        // A bar along the bottom of the screen.
        const bar = (await page.getByTestId('checkout-pay-bar').boundingBox())!;
        expect(Math.abs(bar.y + bar.height - viewport.height)).toBeLessThanOrEqual(2);
        expect(bar.width).toBeGreaterThanOrEqual(viewport.width - 2);
      }
      // Reached by navigation (the front page's order button), the same.
      await page.goto('/us');
      await page
        .locator('#products')
        .getByRole('link', {name: en.Purchase.orderLabel.replace('{name}', seedText('en', 'service', 1).name)})
        .click();
      await page.getByLabel(en.Checkout.name, {exact: true}).scrollIntoViewIfNeeded();
      await expect(pay).toBeInViewport();
      await expect(total).toBeInViewport();
    });
  }
});

test.describe("the spec's exact texts", () => {
  test('8.1: a login or sign-up request that fails says an error occurred during login / signup', async ({page}) => {
    await page.goto('/us');
    await page.route('**/api/auth/login', (route) => route.abort());
    await page.getByRole('button', {name: A.login}).click();
    const dialog = page.getByRole('dialog', {name: A.dialogTitle});
    await dialog.getByLabel(A.email, {exact: true}).fill('nobody@shop.test');
    await dialog.getByLabel(A.password, {exact: true}).fill(PASSWORD);
    await dialog.getByRole('button', {name: A.submitLogin}).click();
    await expect(page.getByText(A.toast.loginError, {exact: true})).toBeVisible();
    await expect(page.getByText(A.toast.loginFailed, {exact: true})).toBeVisible();

    await page.route('**/api/auth/register', (route) => route.abort());
    await dialog.getByRole('tab', {name: A.registerTab}).click();
    await dialog.getByLabel(A.email, {exact: true}).fill(unique('signup'));
    await dialog.getByRole('button', {name: A.checkEmail}).click();
    await expect(dialog.getByText(A.emailIsAvailable)).toBeVisible();
    await dialog.getByLabel(A.password, {exact: true}).fill(PASSWORD);
    await dialog.getByLabel(A.confirmPassword).fill(PASSWORD);
    await dialog.getByLabel(A.firstName).fill('Jane');
    await dialog.getByLabel(A.lastName).fill('Park');
    await dialog.getByRole('button', {name: A.submitRegister}).click();
    await expect(page.getByText(A.toast.signupError, {exact: true})).toBeVisible();
  });

  test('8.17: a profile save that fails says 오류 / 프로필 수정 중 오류가 발생했습니다.', async ({page, context, baseURL}) => {
    await returningVisitor(context, baseURL, 'kr');
    expect((await page.request.post('/api/auth/register', {data: {email: unique('prof'), password: PASSWORD, firstName: '민수', lastName: '김'}})).status()).toBe(201);
    await page.goto('/kr/profile');
    await page.getByRole('button', {name: ko.Profile.edit}).click();
    await page.route('**/api/auth/profile', (route) => (route.request().method() === 'PUT' ? route.abort() : route.continue()));
    await page.getByRole('button', {name: ko.Profile.save}).click();
    await expect(page.getByText(ko.Profile.errorTitle, {exact: true})).toBeVisible();
    await expect(page.getByText('프로필 수정 중 오류가 발생했습니다.', {exact: true})).toBeVisible();
  });

  test('8.18: a reset that fails says 비밀번호 재설정 중 오류가 발생했습니다.', async ({page, context, baseURL}) => {
    await returningVisitor(context, baseURL, 'kr');
    await page.goto('/kr/reset-password?token=abc');
    await page.route('**/api/auth/reset-password', (route) => route.abort());
    await page.getByLabel(ko.Reset.password, {exact: true}).fill(PASSWORD);
    await page.getByLabel(ko.Reset.confirm, {exact: true}).fill(PASSWORD);
    await page.getByRole('button', {name: ko.Reset.submit}).click();
    await expect(page.getByText('비밀번호 재설정 중 오류가 발생했습니다.', {exact: true})).toBeVisible();
  });

  test('5.25: an e-mail address that is not one gets the "Email error" toast', async ({page}) => {
    await page.goto('/us/checkout1');
    await page.getByLabel(en.Checkout.name, {exact: true}).fill('Pat Kim');
    await page.getByLabel(en.Checkout.email, {exact: true}).fill('pat@');
    await page.getByLabel(en.Checkout.phone, {exact: true}).fill('+1 212 555 0100');
    await page.getByRole('checkbox', {name: /terms/}).check();
    await page.getByRole('checkbox', {name: /privacy/}).check();
    await page.getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))}).click();
    await expect(page.getByText(en.Checkout.emailErrorTitle, {exact: true})).toBeVisible();
    await expect(page.getByText(en.Checkout.errors.emailInvalid).first()).toBeVisible();
    expect(en.Checkout.emailErrorTitle).toBe('Email error');
  });

  test('8.8: a cancelled payment reads "Payment Canceled / Payment has been canceled."', async ({page}) => {
    expect([en.Checkout.cancelled, en.Checkout.cancelledDescription, en.Payment.cancelledTitle, en.Payment.cancelledText]).toEqual([
      'Payment Canceled',
      'Payment has been canceled.',
      'Payment Canceled',
      'Payment has been canceled.',
    ]);
    const created = await page.request.post('/api/orders', {
      headers: {'x-country': 'us', 'x-language': 'en'},
      data: {customerName: 'Lee', customerEmail: unique('cancel'), customerPhone: '+1 212 555 0100', serviceId: 1, agreeTerms: true, agreePrivacy: true},
    });
    const {orderId, guestToken} = (await created.json()) as {orderId: string; guestToken: string};
    const started = await page.request.post('/api/payments/start', {headers: {'x-country': 'us', 'x-language': 'en'}, data: {orderId, token: guestToken}});
    await page.goto((await started.json()).url);
    await page.getByRole('link', {name: en.Payment.cancel}).click();
    await expect(page.getByRole('heading', {level: 1, name: en.Payment.cancelledTitle})).toBeVisible();
    await expect(page.getByRole('main')).toContainText(en.Payment.cancelledText);
    await expect(page.getByRole('main')).toContainText('PAY_PROCESS_CANCELED');
  });

  test('every new text is there in all five languages', () => {
    const keys = [
      'Auth.toast.loginError',
      'Auth.toast.signupError',
      'Profile.errorTitle',
      'Profile.errorDescription',
      'Profile.lastName',
      'Reset.errorDescription',
      'Checkout.cancelled',
      'Checkout.cancelledDescription',
      'Checkout.emailErrorTitle',
      'Checkout.maxQuantity',
      'Checkout.errors.tooMany',
      'Payment.cancelledTitle',
      'Payment.cancelledText',
      'Order.dashboardStatuses.in_progress',
    ];
    const pick = (m: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)?.[part], m);
    for (const lang of ['en', 'ko', 'ja', 'zh', 'vi']) {
      const m = messages(lang);
      for (const key of keys) expect(typeof pick(m, key), `${lang} ${key}`).toBe('string');
    }
    // The Korean words the shop must show.
    expect([ko.Profile.errorTitle, ko.Profile.errorDescription, ko.Reset.errorDescription, ko.Order.dashboardStatuses.in_progress]).toEqual([
      '오류',
      '프로필 수정 중 오류가 발생했습니다.',
      '비밀번호 재설정 중 오류가 발생했습니다.',
      '진행중',
    ]);
  });
});

test(`5.33: at most ${MAX_QUANTITY} images an order, said on the checkout and enforced by the server`, async ({page}) => {
  await page.goto('/us/checkout1');
  await expect(page.getByText(en.Checkout.maxQuantity.replace('{max}', String(MAX_QUANTITY)))).toBeVisible();
  const order = {customerName: 'Lee', customerEmail: unique('many'), customerPhone: '+1 212 555 0100', serviceId: 1, agreeTerms: true, agreePrivacy: true};
  const tooMany = await page.request.post('/api/orders', {headers: {'x-country': 'us', 'x-language': 'ko'}, data: {...order, quantity: MAX_QUANTITY + 1}});
  expect(tooMany.status()).toBe(422);
  expect((await tooMany.json()).errors.quantity).toBe(ko.Checkout.errors.tooMany);
  expect(ko.Checkout.errors.tooMany).toContain(String(MAX_QUANTITY));
  expect((await page.request.post('/api/orders', {headers: {'x-country': 'us'}, data: {...order, quantity: MAX_QUANTITY}})).status()).toBe(201);
});

// Read differently (docs/storefront.md, "Where the shop reads the spec differently"): one 4:3 box for the three, not 383 px wide boxes of 575, 287 and 726 px.
test('9.31: the three package pictures share one 4:3 box, side by side', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/us#pricing');
  const cards = page
    .locator('#pricing')
    .getByRole('list')
    .first()
    .getByRole('listitem')
    .filter({has: page.getByRole('img')});
  await expect(cards).toHaveCount(3);
  const boxes = [];
  for (let i = 0; i < 3; i++) boxes.push((await cards.nth(i).getByRole('img').first().boundingBox())!);
  for (const [i, box] of boxes.entries()) {
    expect(Math.abs(box.width - boxes[0]!.width), `card ${i + 1} width ${box.width}`).toBeLessThanOrEqual(1.5);
    expect(Math.abs(box.height - (box.width * 3) / 4), `card ${i + 1} height ${box.height}`).toBeLessThanOrEqual(1.5);
    expect(Math.abs(box.y - boxes[0]!.y), `card ${i + 1} on the same row`).toBeLessThanOrEqual(1.5);
  }
});

test('9.32: every text area is at least 80 px high (the brief, the checkout, the contact form)', async ({page}) => {
  for (const path of ['/us/brief-test', '/us/checkout1', '/us#contact']) {
    await page.goto(path);
    // The brief test page opens the brief (a dialog) at once.
    const areas = page.locator('textarea:visible');
    await expect(areas.first()).toBeVisible();
    for (const area of await areas.all()) {
      expect((await area.boundingBox())!.height, `${path} ${await area.getAttribute('id')}`).toBeGreaterThanOrEqual(80);
    }
  }
});
