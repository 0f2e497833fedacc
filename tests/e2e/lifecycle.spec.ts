/**
 * Order lifecycle in the browser's terms: opening pages never changes anything (a guest order is
 * added to an account by an explicit button; the cart joins the account at sign-in), and an
 * unknown order gets the not-found page.
 */
import {expect, test, type Page} from '@playwright/test';
import {messages, outbox, unique} from './helpers';

const en = messages('en');
const PASSWORD = 'Str0ngEnough';

/**
 * The order page is a prerendered shell whose order part streams in (docs/architecture.md): its status line
 * has gone out before the order is looked up, so an unknown order is the not-found page inside the
 * shell, marked noindex, with nothing of any order in it.
 */
async function expectOrderNotFound(page: Page) {
  await expect(page.getByRole('heading', {name: en.Order.notFoundTitle})).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await expect(page.locator('[data-status]')).toHaveCount(0);
}

test('an unknown order is the not-found page (noindex); signed out, a link by number asks to log in whether or not it exists', async ({page}) => {
  await page.context().setExtraHTTPHeaders({'x-forwarded-for': '198.51.100.232'});
  await page.goto('/us/order/not-an-order-link-token-000000');
  await expectOrderNotFound(page);
  // By number, signed out: nothing says whether such an order exists.
  await page.goto('/us/order/SO-00000000-NOPE00');
  await expect(page.getByRole('heading', {name: en.Order.loginTitle})).toBeVisible();
  // Signed in, an order that is not theirs (or does not exist): the not-found page.
  expect((await page.request.post('/api/auth/register', {data: {email: unique('nobody'), password: 'Str0ngEnough', firstName: 'No', lastName: 'Body', phone: '+1 415 555 0101'}})).status()).toBe(201);
  await page.goto('/us/order/SO-00000000-NOPE00');
  await expectOrderNotFound(page);
});

test('a guest order joins an account only by its button, for a confirmed address, and opening its link changes nothing', async ({page}) => {
  await page.context().setExtraHTTPHeaders({'x-forwarded-for': '198.51.100.230'});
  const email = unique('guest-buyer');
  const created = await page.request.post('/api/orders', {
    headers: {'x-country': 'us'},
    data: {serviceId: 1, quantity: 3, customerName: 'Pat Kim', customerEmail: email, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
  });
  expect(created.status()).toBe(201);
  const {orderId, orderNumber, guestToken} = (await created.json()) as {orderId: string; orderNumber: string; guestToken: string};
  expect((await page.request.post('/api/auth/register', {data: {email, password: PASSWORD, firstName: 'Pat', lastName: 'Kim'}})).status()).toBe(201);

  // Unconfirmed: the page explains, and the API refuses.
  await page.goto(`/us/order/${guestToken}`);
  await expect(page.getByText(en.Order.claimUnverified)).toBeVisible();
  expect((await page.request.post(`/api/orders/${orderId}/claim`, {data: {token: guestToken}})).status()).toBe(409);
  expect((await page.request.get(`/api/orders/${orderNumber}`)).status()).toBe(404);

  // Confirmed: opening the link still changes nothing until the button is pressed.
  let token: string | undefined;
  await expect
    .poll(() => {
      const mail = outbox('welcome')
        .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
        .find((m) => m.includes(`To: ${email}`));
      token = mail?.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
      return token;
    })
    .toBeTruthy();
  expect((await page.request.post('/api/auth/verify-email', {data: {token}})).status()).toBe(200);
  await page.goto(`/us/order/${guestToken}`);
  await page.reload();
  expect((await page.request.get(`/api/orders/${orderNumber}`)).status()).toBe(404);
  expect((await page.request.post(`/api/orders/${orderId}/claim`, {data: {token: 'x'.repeat(43)}})).status()).toBe(404);
  await page.getByRole('button', {name: en.Order.claimButton}).click();
  await expect(page.getByText(en.Order.joined, {exact: true}).first()).toBeVisible();
  expect((await page.request.get(`/api/orders/${orderNumber}`)).status()).toBe(200);
});

test("a guest's cart joins the account at sign-in, not when the cart is read", async ({playwright, baseURL}) => {
  const visitor = await playwright.request.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': '198.51.100.231', 'x-country': 'us'}});
  expect((await visitor.post('/api/cart', {data: {templateId: 3, quantity: 2}})).status()).toBe(201);
  expect((await visitor.post('/api/auth/register', {data: {email: unique('cart'), password: PASSWORD, firstName: 'Cart', lastName: 'Owner'}})).status()).toBe(201);
  const state = await visitor.storageState();
  expect(state.cookies.some((c) => c.name.endsWith('studio.cart'))).toBe(false);
  const cart = (await (await visitor.get('/api/cart')).json()) as {totalQuantity: number; items: {templateId: number}[]};
  expect(cart.totalQuantity).toBe(2);
  expect(cart.items.map((i) => i.templateId)).toEqual([3]);
});
