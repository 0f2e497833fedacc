/**
 * A guest asks for a quote (docs/orders.md#the-buyers-journey): one path for guests and accounts, no login wall,
 * the request's page never shows $0.00 before the studio prices it, and Decline sits with the
 * priced offer it declines.
 */
import {expect, test} from '@playwright/test';
import {messages, outbox, returningVisitor, seedText, signedInAdmin, unique} from './helpers';

const en = messages('en');
const IP = {'x-forwarded-for': '203.0.113.137'};
test.use({extraHTTPHeaders: IP});

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

test('a guest asks for a quote without logging in; the request shows "price to be quoted", then the priced offer with Pay now and Decline beside it', async ({page, browser, baseURL}) => {
  const email = unique('quote-no-login');
  const name = seedText('en', 'service', 10).name;
  await page.goto('/us/checkout/10');
  await page.getByRole('button', {name: `${en.Consultation.writeBrief}: ${name}`}).click();
  const brief = page.getByRole('dialog', {name: en.Brief.title});
  // The contact fields are part of the form at once: no "continue as a guest" step, no login dialog.
  await brief.getByLabel(en.Brief.contact.name).fill('Jo Guest');
  await brief.getByLabel(en.Brief.contact.email).fill(email);
  await brief.getByLabel(en.Brief.contact.phone).fill('+1 212 555 0100');
  await expect(brief.getByRole('button', {name: en.Brief.contact.logIn})).toBeVisible();
  await brief.getByRole('checkbox', {name: en.Brief.options.style.cinematic}).check({force: true});
  await brief.getByRole('button', {name: en.Brief.submit}).click();
  await expect(page.getByText(en.Brief.quoteRequestedTitle, {exact: true})).toBeVisible();
  await expect(page).toHaveURL(/\/us\/order\/[A-Za-z0-9_-]{20,}$/);
  // No login dialog came in between.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const orderPath = new URL(page.url()).pathname;

  // Not priced yet: "to be quoted" in its box, the line and the total; nowhere $0.00; withdrawing is in the box.
  const request = page.getByRole('region', {name: en.Order.quoteDecideTitle});
  await expect(request.getByText(en.Order.quotePending)).toBeVisible();
  await expect(request.getByRole('button', {name: en.Order.withdrawQuote})).toBeVisible();
  await expect(page.getByText(en.Order.toBeQuoted, {exact: true})).toHaveCount(2);
  await expect(page.locator('main')).not.toContainText('$0.00');
  await expect.poll(() => outbox('quote-request').filter((m) => m.includes(`To: ${email}`)).length).toBe(1);

  const studio = await signedInAdmin(browser, baseURL, IP);
  const {orders} = (await (await studio.request.get('/api/orders')).json()) as {orders: {id: string; number: string; customerEmail: string}[]};
  const order = orders.find((o) => o.customerEmail === email)!;
  // The studio's list and order page say "to be quoted" too, never $0.00.
  const desk = await studio.newPage();
  await desk.goto(`/us/admin?tab=orders&q=${encodeURIComponent(email)}`);
  const row = desk.getByRole('row').filter({hasText: email});
  await expect(row).toContainText(en.Order.toBeQuoted);
  await expect(row).not.toContainText('$0.00');
  await desk.goto(`/us/admin/orders/${order.number}`);
  await expect(desk.getByText(en.Order.toBeQuoted, {exact: true}).first()).toBeVisible();
  await expect(desk.locator('main')).not.toContainText('$0.00');
  // The last day, picked as a calendar day: it reads as that day in the shop's time zone, with no time of day.
  const lastDay = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const lastDayText = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(`${lastDay}T12:00:00Z`));
  expect((await studio.request.post(`/api/orders/${order.id}/quote`, {data: {amount: 12_000, note: 'One scene', validUntil: lastDay}})).status()).toBe(200);
  await studio.close();
  await expect.poll(() => outbox('order-quote').filter((m) => m.includes(`To: ${email}`) && m.replace(/=\r?\n/g, '').includes(en.Mail.quoteValid.replace('{date}', lastDayText))).length).toBe(1);

  await page.goto(orderPath);
  const offer = page.getByRole('region', {name: en.Order.quoteTitle});
  await expect(offer.getByText(en.Order.quotePrice.replace('{price}', '$120.00'))).toBeVisible();
  await expect(offer.getByText('One scene')).toBeVisible();
  await expect(offer.getByText(en.Order.quoteValidUntil.replace('{date}', lastDayText), {exact: true})).toBeVisible();
  await expect(offer.getByRole('button', {name: en.Order.payNow})).toBeVisible();
  await offer.getByRole('button', {name: en.Order.declineOffer}).click();
  await offer.getByRole('button', {name: en.Order.declineYes}).click();
  await expect(page.getByText(en.Order.offNotice.cancelled)).toBeVisible();
});
