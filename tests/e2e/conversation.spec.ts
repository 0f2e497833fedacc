/**
 * Order conversations (docs/orders.md#order-conversations) in the browser: a guest buyer writes from the order link, the
 * studio finds the thread in the admin inbox and answers on the admin order page, the buyer sees
 * the answer; an account buyer is led by the header's badge and My page to the studio's message.
 * Strangers get 404 from the API.
 */
import {expect, test} from '@playwright/test';
import {messages, signedInAdmin, unique} from './helpers';

const en = messages('en');
const C = en.Conversation;
const PASSWORD = 'Str0ngEnough';
const order = {serviceId: 1, quantity: 3, customerName: 'Pat Kim', customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true};

test('a guest writes from the order link, the studio answers from its inbox, the guest sees the answer; strangers get 404', async ({page, browser, baseURL}) => {
  const address = {'x-forwarded-for': '198.51.100.240'};
  await page.context().setExtraHTTPHeaders(address);
  const created = await page.request.post('/api/orders', {headers: {'x-country': 'us'}, data: {...order, customerEmail: unique('guest-talk')}});
  expect(created.status()).toBe(201);
  const {orderId, orderNumber, guestToken} = (await created.json()) as {orderId: string; orderNumber: string; guestToken: string};

  await page.goto(`/us/order/${guestToken}`);
  const thread = page.getByRole('region', {name: C.title, exact: true});
  await expect(thread.getByText(C.empty)).toBeVisible();
  // An empty message is refused in words, and the field keeps the focus.
  await thread.getByRole('button', {name: C.send}).click();
  await expect(thread.getByRole('alert')).toHaveText(C.required);
  const field = thread.getByRole('textbox', {name: C.messageLabel});
  await expect(field).toBeFocused();
  await field.fill('Could the background be light blue?');
  await field.press('Control+Enter');
  await expect(thread.getByRole('list', {name: C.listLabel}).getByRole('listitem').last()).toContainText('Could the background be light blue?');
  await expect(field).toHaveValue('');

  // Strangers: 404 (no token, a wrong token, another browser).
  const stranger = await browser.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': '198.51.100.241'}});
  expect((await stranger.request.get(`/api/orders/${orderId}/messages`)).status()).toBe(404);
  expect((await stranger.request.get(`/api/orders/${orderId}/messages?token=${guestToken.slice(0, -2)}xx`)).status()).toBe(404);
  expect((await stranger.request.post(`/api/orders/${orderId}/messages`, {data: {text: 'hello'}})).status()).toBe(404);
  await stranger.close();

  // The studio: the inbox lists the thread with its unread count; the admin order page shows it and takes the answer.
  const admin = await signedInAdmin(browser, baseURL, {'x-forwarded-for': '198.51.100.242'});
  const studio = await admin.newPage();
  await studio.goto('/us/admin?tab=inbox');
  const threads = studio.getByRole('region', {name: new RegExp(`^${C.inboxTitle}`)});
  const entry = threads.getByRole('listitem').filter({hasText: orderNumber});
  await expect(entry).toContainText('Could the background be light blue?');
  await expect(entry).toContainText('1 unread message');
  await entry.getByRole('link', {name: orderNumber}).click();
  const adminThread = studio.getByRole('region', {name: C.title, exact: true});
  await expect(adminThread.getByText('Could the background be light blue?')).toBeVisible();
  await adminThread.getByRole('textbox', {name: C.messageLabel}).fill('Yes, light blue it is.');
  await adminThread.getByRole('button', {name: C.send}).click();
  await expect(adminThread.getByRole('status')).toHaveText(C.sent);
  await admin.close();

  // The guest sees the answer at the bottom, and their own message marked read by the studio (its page showed it).
  await page.reload();
  const items = page.getByRole('region', {name: C.title, exact: true}).getByRole('list', {name: C.listLabel}).getByRole('listitem');
  await expect(items.last()).toContainText('Yes, light blue it is.');
  await expect(items.first()).toContainText(C.read);
  const api = await page.request.get(`/api/orders/${orderId}/messages?token=${guestToken}`);
  expect(api.status()).toBe(200);
  expect(((await api.json()) as {messages: {text: string}[]}).messages.map((m) => m.text)).toEqual(['Could the background be light blue?', 'Yes, light blue it is.']);
});

test("an account buyer follows the header badge and My page to the studio's message", async ({page, browser, baseURL}) => {
  await page.context().setExtraHTTPHeaders({'x-forwarded-for': '198.51.100.243'});
  const email = unique('account-talk');
  expect((await page.request.post('/api/auth/register', {data: {email, password: PASSWORD, firstName: 'Pat', lastName: 'Kim', phone: '+1 212 555 0100'}})).status()).toBe(201);
  const created = await page.request.post('/api/orders', {headers: {'x-country': 'us'}, data: {...order, customerEmail: email}});
  expect(created.status()).toBe(201);
  const {orderId, orderNumber} = (await created.json()) as {orderId: string; orderNumber: string};

  const admin = await signedInAdmin(browser, baseURL, {'x-forwarded-for': '198.51.100.244'});
  expect((await admin.request.post(`/api/orders/${orderId}/messages`, {headers: {'x-country': 'us'}, data: {text: 'Which shade of blue would you like?'}})).status()).toBe(201);
  await admin.close();

  await page.goto('/us');
  const badge = page.getByRole('link', {name: C.unreadShort.replace('{count}', '1')});
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page).toHaveURL(/\/us\/profile$/);
  await page.getByRole('link', {name: '1 unread message'}).click();
  await expect(page).toHaveURL(new RegExp(`/us/order/${orderNumber}$`));
  const thread = page.getByRole('region', {name: C.title, exact: true});
  await expect(thread.getByText('Which shade of blue would you like?')).toBeVisible();
  // Shown, the thread marks itself read (opening the page alone does not).
  await expect.poll(async () => ((await (await page.request.get('/api/orders/unread')).json()) as {count: number}).count).toBe(0);
  await thread.getByRole('textbox', {name: C.messageLabel}).fill('Sky blue, please.');
  await thread.getByRole('button', {name: C.send}).click();
  await expect(thread.getByRole('list', {name: C.listLabel}).getByRole('listitem').last()).toContainText('Sky blue, please.');
  // Read: the badge is gone.
  await page.goto('/us');
  await expect(page.getByRole('button', {name: en.Auth.accountMenu.replace('{name}', 'Pat')})).toBeVisible();
  await expect(page.getByRole('link', {name: C.unreadShort.replace('{count}', '1')})).toHaveCount(0);
});
