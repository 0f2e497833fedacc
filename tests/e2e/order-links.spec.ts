/**
 * The spec's other addresses (docs/storefront.md): the payment provider's return addresses
 * /payment-success.html and /payment-fail.html, and /{lang}/checkout?orderId=… for an order's
 * payment. Demo payments (no provider keys on this server).
 */
import {expect, test, type APIRequestContext} from '@playwright/test';
import {messages, returningVisitor, unique} from './helpers';

const en = messages('en');
const ko = messages('ko');
// Sign-ups are limited per address; this file's customers come from their own.
test.use({extraHTTPHeaders: {'x-forwarded-for': '203.0.113.41'}});

const buyer = {customerName: 'Pat Kim', customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true};

/** A template order in the US shop (an account's when the request is signed in, else a guest's). */
async function templateOrder(request: APIRequestContext, email = unique('links')) {
  const response = await request.post('/api/orders', {headers: {'x-country': 'us', 'x-language': 'en'}, data: {...buyer, customerEmail: email, templateId: 1, quantity: 1}});
  expect(response.status()).toBe(201);
  return (await response.json()) as {orderId: string; orderNumber: string; guestToken?: string};
}

/** Starts the demo payment: its page's address carries what the provider returns with (orderId, amount, paymentKey). */
async function startDemo(request: APIRequestContext, orderId: string, token?: string) {
  const started = await request.post('/api/payments/start', {headers: {'x-country': 'us', 'x-language': 'en'}, data: {orderId, token}});
  expect(started.status()).toBe(200);
  return new URL(((await started.json()) as {url: string}).url, 'http://x');
}

test('the return addresses lead to the visitor’s own success and fail pages, with the whole query', async ({page, context, baseURL}) => {
  await returningVisitor(context, baseURL, 'us');
  const order = await templateOrder(page.request);
  const demo = await startDemo(page.request, order.orderId, order.guestToken);

  // The redirect itself: 307, decided per visitor, never cached for another.
  const hop = await page.request.get(`/payment-success.html${demo.search}`, {maxRedirects: 0});
  expect(hop.status()).toBe(307);
  expect(hop.headers()['cache-control']).toBe('private, no-store');
  const location = new URL(hop.headers().location!, baseURL);
  expect(location.pathname + location.search).toBe(`/us/payment/success${demo.search}`);

  // Back from the provider: the success page confirms the payment as it does on its own address.
  await page.goto(`/payment-success.html${demo.search}`);
  await expect(page).toHaveURL(`/us/payment/success${demo.search}`);
  await expect(page.getByRole('heading', {name: en.Payment.successTitle})).toBeVisible();
  await expect(page.getByRole('main')).toContainText(order.orderNumber);
  await expect(page.getByRole('main')).toContainText(en.Payment.methods.demo);

  // A Korean visitor's failed payment: their fail page, in Korean, with the code from the address.
  await returningVisitor(context, baseURL, 'kr');
  await page.goto('/payment-fail.html?code=PAY_PROCESS_CANCELED&orderId=SO-20261124-AB12CD');
  await expect(page).toHaveURL('/kr/payment/fail?code=PAY_PROCESS_CANCELED&orderId=SO-20261124-AB12CD');
  await expect(page.getByRole('heading', {name: ko.Payment.cancelledTitle})).toBeVisible();
  await expect(page.getByText(ko.Payment.failCodes.PAY_PROCESS_CANCELED)).toBeVisible();
});

test('/{lang}/checkout?orderId=… leads to the order’s payment: Pay now for its owner, its page once paid, the not-found page for anyone else', async ({page, context, browser, baseURL}) => {
  await returningVisitor(context, baseURL, 'us');
  const email = unique('owner');
  expect((await page.request.post('/api/auth/register', {data: {email, password: 'Str0ngEnough', firstName: 'Pat', lastName: 'Kim'}})).status()).toBe(201);
  const order = await templateOrder(page.request, email);

  // The language-only address: the visitor's country is added, then the order page offers Pay now.
  await page.goto(`/en/checkout?orderId=${order.orderNumber}`);
  await expect(page).toHaveURL(`/us/order/${order.orderNumber}`);
  await expect(page.locator('[data-status]')).toHaveText(en.Order.statuses.pending_payment);
  await page.getByRole('button', {name: en.Order.payNow}).click();
  await expect(page.getByRole('heading', {name: en.Payment.demoTitle})).toBeVisible();
  await page.getByRole('link', {name: en.Payment.approve}).click();
  await expect(page.getByRole('heading', {name: en.Payment.successTitle})).toBeVisible();

  // Paid: the same address shows the paid order (by its id too).
  await page.goto(`/us/checkout?orderId=${order.orderId}`);
  await expect(page).toHaveURL(`/us/order/${order.orderNumber}`);
  await expect(page.locator('[data-status]')).toHaveText(en.Order.statuses.order_received);
  await expect(page.getByRole('button', {name: en.Order.payNow})).toHaveCount(0);

  // Another customer: the 404 page, as if there were no such order; an unknown order likewise.
  const stranger = await browser.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': '203.0.113.41'}});
  await returningVisitor(stranger, baseURL, 'us');
  expect((await stranger.request.post('/api/auth/register', {data: {email: unique('stranger'), password: 'Str0ngEnough', firstName: 'Sam', lastName: 'Lee'}})).status()).toBe(201);
  const other = await stranger.newPage();
  for (const orderId of [order.orderNumber, 'SO-20261124-NOSUCH']) {
    // The checkout's shell is prerendered, so the answer streams in: the not-found page, noindex.
    await other.goto(`/us/checkout?orderId=${orderId}`);
    await expect(other.getByRole('heading', {name: en.NotFound.title})).toBeVisible();
    await expect(other.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await expect(other.getByRole('button', {name: en.Order.payNow})).toHaveCount(0);
  }
  await stranger.close();

  // Signed out: log in first (the same answer whether or not the order exists).
  const visitor = await browser.newContext({baseURL});
  await returningVisitor(visitor, baseURL, 'us');
  const signedOut = await visitor.newPage();
  await signedOut.goto(`/us/checkout?orderId=${order.orderNumber}`);
  await expect(signedOut.getByRole('heading', {name: en.Order.loginTitle})).toBeVisible();
  await visitor.close();
});

test('a guest’s /checkout?orderId=…&token=… opens the private order link with Pay now', async ({page, context, baseURL}) => {
  await returningVisitor(context, baseURL, 'us');
  const order = await templateOrder(page.request);
  expect(order.guestToken).toBeTruthy();
  await page.goto(`/us/checkout?orderId=${order.orderNumber}&token=${order.guestToken}`);
  await expect(page).toHaveURL(`/us/order/${order.guestToken}`);
  await expect(page.getByRole('button', {name: en.Order.payNow})).toBeVisible();
});
