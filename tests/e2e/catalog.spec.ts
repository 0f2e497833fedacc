/**
 * The owner runs the price list (docs/admin.md#prices-and-the-catalogue): a template's US price set in the admin area is what
 * the template page, the shop and a new order show on the next request (catalogue pages stay
 * prerendered and are revalidated by their cache tag); the other countries stay derived; a
 * hidden template leaves the shop and cannot be bought; back to derived, the rounded price
 * returns. Runs on PGlite and on PostgreSQL.
 */
import {expect, test, type Browser} from '@playwright/test';
import {messages, returningVisitor, unique, signedInAdmin, seedText} from './helpers';

const en = messages('en');
const IP = {'x-forwarded-for': '203.0.113.71'};
test.use({extraHTTPHeaders: IP});

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

const admin = (browser: Browser, baseURL: string | undefined) => signedInAdmin(browser, baseURL, IP);

const TEMPLATE = 26; // stationery: 26,000 KRW, no other test prices it
const title = seedText('en', 'template', TEMPLATE).name;
const buyer = {customerName: 'Pat Kim', customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true};

test('the owner sets a template price for the US: the page, the shop and a new order show it on the next request; derived again after', async ({page, browser, baseURL}) => {
  const studio = await admin(browser, baseURL);
  try {
    // Seeded: 26,000 KRW derived to whole dollars ($18.98 -> $19.00), and to whole ringgit.
    await page.goto(`/us/template/${TEMPLATE}`);
    await expect(page.getByRole('main')).toContainText('$19.00');
    const listed = (await (await studio.request.get('/api/admin/catalog')).json()) as {items: {kind: string; id: string; prices: Record<string, {amount: number; set: boolean}>}[]};
    const item = listed.items.find((i) => i.kind === 'template' && i.id === String(TEMPLATE));
    expect(item?.prices.us).toMatchObject({amount: 1_900, set: false});
    expect(item?.prices.my).toMatchObject({amount: 8_800, set: false});

    // The owner sets $24.50 in the admin area.
    const owner = await studio.newPage();
    await owner.goto('/us/admin?tab=catalog');
    await owner.getByText(title, {exact: true}).click();
    const form = owner.getByRole('form', {name: title});
    await expect(form.getByText(en.Admin.catalog.derivedNow.replace('{price}', '$19.00'))).toBeVisible();
    await form.getByLabel('United States (USD)').fill('24.50');
    await form.getByRole('button', {name: en.Admin.catalog.save, exact: true}).click();
    await expect(owner.getByText(en.Admin.server.catalogSaved, {exact: true})).toBeVisible();

    // The next request of the prerendered pages shows it; another country is still derived.
    await page.goto(`/us/template/${TEMPLATE}`);
    await expect(page.getByRole('main')).toContainText('$24.50');
    await page.goto('/us/templateshop');
    await expect(page.getByRole('listitem').filter({hasText: title})).toContainText('$24.50');
    await page.goto(`/my/template/${TEMPLATE}`);
    await expect(page.getByRole('main')).toContainText(/RM\s?88\.00/);

    // A new order is charged it; the one placed before keeps its price.
    const order = await page.request.post('/api/orders', {headers: {'x-country': 'us'}, data: {...buyer, customerEmail: unique('cat'), templateId: TEMPLATE, quantity: 2}});
    expect(order.status()).toBe(201);
    expect((await order.json()).order).toMatchObject({amount: 4_900, currency: 'USD'});

    // Hidden: gone from the shop, its page is not found, and it cannot be bought.
    const hide = await studio.request.patch(`/api/admin/catalog/templates/${TEMPLATE}`, {data: {active: false}});
    expect(hide.status()).toBe(200);
    await page.goto('/us/templateshop');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('listitem').filter({hasText: title})).toHaveCount(0);
    expect((await page.request.get(`/us/template/${TEMPLATE}`)).status()).toBe(404);
    const refused = await page.request.post('/api/orders', {headers: {'x-country': 'us'}, data: {...buyer, customerEmail: unique('cat'), templateId: TEMPLATE, quantity: 1}});
    expect(refused.status()).toBe(422);
  } finally {
    // Back to the seed for the tests after this one: shown, US derived again. The e2e servers
    // share one build, and with it the pages a revalidation writes: the page is rendered again here.
    const reset = await studio.request.patch(`/api/admin/catalog/templates/${TEMPLATE}`, {data: {active: true, prices: {us: null}}});
    expect(reset.status()).toBe(200);
    await studio.close();
    await page.goto(`/us/template/${TEMPLATE}`);
    await expect(page.getByRole('main')).toContainText('$19.00');
  }
});

test('the catalogue API checks its input and who asks, in the caller language', async ({browser, baseURL, request}) => {
  const studio = await admin(browser, baseURL);
  const ko = messages('ko');
  // Not a price (negative, fractional minor units, a string), an unknown item, a quote service's price.
  for (const data of [{prices: {us: -100}}, {prices: {us: 10.5}}, {priceKrw: '30000'}, {prices: {xx: 100}}]) {
    expect((await studio.request.patch(`/api/admin/catalog/templates/${TEMPLATE}`, {data})).status(), JSON.stringify(data)).toBe(422);
  }
  const unknown = await studio.request.patch('/api/admin/catalog/templates/9', {data: {active: false}, headers: {'x-language': 'ko'}});
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toBe(ko.Admin.server.catalogNotFound);
  const quote = await studio.request.patch('/api/admin/catalog/services/6', {data: {prices: {us: 10_000}}});
  expect(quote.status()).toBe(409);
  expect((await studio.request.patch('/api/admin/catalog/kinds/1', {data: {active: true}})).status()).toBe(422);
  // Every change is audited with what it was and what it became.
  const audit = (await (await studio.request.get('/api/admin/audit')).json()) as {entries: {action: string; targetId: string}[]};
  expect(audit.entries.some((e) => e.action === 'catalog.update' && e.targetId === `template:${TEMPLATE}`)).toBe(true);
  expect((await request.get('/api/admin/catalog')).status()).toBe(401);
  await studio.close();
});

test('right after the owner saves a price, a click into a page whose prerender it expired still opens that page', async ({page, context, browser, baseURL}) => {
  await returningVisitor(context, baseURL);
  const studio = await signedInAdmin(browser, baseURL, {'x-forwarded-for': '198.51.100.78'});
  try {
    // Template 25 in Australia: no other test prices it. Every catalogue page's prerender expires with the save.
    expect((await studio.request.patch('/api/admin/catalog/templates/25', {data: {prices: {au: 3_300}}})).status()).toBe(200);
    // Straight into the click, without waiting for the link's prefetch (vercel/next.js#97457: the
    // navigation can get a cut-short payload; lib/navigation/recover loads the page in full).
    await page.goto('/us');
    await page.getByRole('link', {name: en.Purchase.quoteLabel.replace('{name}', seedText('en', 'service', 6).name)}).click();
    await expect(page).toHaveURL(/\/us\/checkout\/6$/);
    await expect(page.getByRole('heading', {level: 1, name: seedText('en', 'service', 6).name})).toBeVisible();
  } finally {
    await studio.request.patch('/api/admin/catalog/templates/25', {data: {prices: {au: null}}});
    await studio.close();
  }
});
