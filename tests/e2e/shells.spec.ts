/**
 * Personal pages are prerendered shells (docs/architecture.md): the header, footer and a placeholder come from
 * the prerender cache, the visitor's part renders per request and streams in. Nothing personal may
 * ever be cached across visitors: two customers take turns on every such page, and neither ever
 * sees the other's name, e-mail, cart or order.
 */
import {expect, test, type APIRequestContext, type BrowserContext, type Page} from '@playwright/test';
import {messages, returningVisitor, seedText} from './helpers';

const en = messages('en');

test('catalogue pages are served whole from the prerender cache; personal pages as a prerendered shell with the rest streamed', async ({request}) => {
  for (const url of ['/us', '/us/templateshop', '/us/template/1']) {
    // Rendered once more if the owner changed something it shows (other tests do); served from the cache after that.
    await request.get(url);
    const headers = (await request.get(url)).headers();
    expect(headers['x-nextjs-cache'], url).toBe('HIT');
    expect(headers['x-nextjs-postponed'], url).toBeUndefined();
  }
  for (const url of ['/us/checkout/1', '/us/checkout/cart', '/us/order/SO-20260101-SHELL0', '/us/payment/success', '/us/payment/fail', '/us/admin']) {
    const headers = (await request.get(url, {maxRedirects: 0})).headers();
    expect(headers['x-nextjs-postponed'], url).toBe('1');
    // Never stored by a shared cache: the streamed part is this visitor's.
    expect(headers['cache-control'], url).toMatch(/private|no-store/);
  }
});

interface Customer {
  first: string;
  last: string;
  email: string;
  template: number;
  context: BrowserContext;
  page: Page;
  order: {orderId: string; orderNumber: string};
}

async function customer(context: BrowserContext, first: string, last: string, template: number): Promise<Customer> {
  const email = `${first.toLowerCase()}.${Date.now()}${Math.floor(Math.random() * 1000)}@shop.test`;
  const api: APIRequestContext = context.request;
  expect((await api.post('/api/auth/register', {data: {email, password: 'Str0ngEnough', firstName: first, lastName: last, phone: '+1 415 555 0101'}})).status()).toBe(201);
  expect((await api.post('/api/cart', {data: {templateId: template}})).status()).toBe(201);
  const created = await api.post('/api/orders', {
    headers: {'x-country': 'us'},
    data: {serviceId: 1, quantity: 3, customerName: `${first} ${last}`, customerEmail: email, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as {orderId: string; orderNumber: string};
  const started = (await (await api.post('/api/payments/start', {data: {orderId: order.orderId}})).json()) as {url: string};
  const demo = new URL(started.url).searchParams;
  expect((await api.post('/api/confirm', {data: {orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}})).status()).toBe(200);
  return {first, last, email, template, context, page: await context.newPage(), order};
}

/**
 * Everything on the page (text, attributes, the streamed data) holds none of the other customer's
 * details. `typed`: the other's order number is in the address the visitor typed, so the page may
 * echo it (React's payload carries the route) without having found anything.
 */
async function expectNothingOf(page: Page, other: Customer, url: string, typed = false) {
  const html = await page.content();
  const secrets = [other.email, other.last, other.order.orderId, ...(typed ? [] : [other.order.orderNumber])];
  for (const secret of secrets) expect(html.includes(secret), `${url} shows ${secret}`).toBe(false);
}

test('two customers taking turns on every personal page never see each other’s details', async ({browser, baseURL}) => {
  test.setTimeout(120_000);
  const contexts = await Promise.all(
    ['203.0.113.71', '203.0.113.72'].map(async (ip) => {
      const context = await browser.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': ip}});
      await returningVisitor(context, baseURL);
      return context;
    }),
  );
  const alice = await customer(contexts[0]!, 'Alice', 'Shellberg', 1);
  const bora = await customer(contexts[1]!, 'Bora', 'Streamson', 2);
  const pairs: [Customer, Customer][] = [
    [alice, bora],
    [bora, alice],
  ];

  /** Each page in turn for one customer, then the other, twice over: a cached personal part would show up on the second visit. */
  const visits: {url: (me: Customer) => string; mine: (me: Customer, page: Page) => Promise<void>}[] = [
    {url: () => '/us/checkout/1', mine: async (me, page) => expect(page.getByLabel(en.Checkout.name, {exact: true})).toHaveValue(`${me.first} ${me.last}`)},
    {url: () => '/us/checkout/cart', mine: async (me, page) => expect(page.getByText(seedText('en', 'template', me.template).name).first()).toBeVisible()},
    {url: (me) => `/us/order/${me.order.orderNumber}`, mine: async (me, page) => expect(page.getByText(me.order.orderNumber).first()).toBeVisible()},
    {url: (me) => `/us/order/${me.order.orderNumber}/receipt`, mine: async (me, page) => expect(page.getByText(me.order.orderNumber).first()).toBeVisible()},
    {url: () => '/us/profile', mine: async (me, page) => expect(page.getByText(me.email).first()).toBeVisible()},
    {url: () => '/us/admin', mine: async (me, page) => expect(page.getByText(me.email)).toBeVisible()},
    {url: () => '/us/payment/fail', mine: async (_me, page) => expect(page.getByRole('heading', {level: 1})).toBeVisible()},
  ];
  for (let round = 0; round < 2; round++) {
    for (const visit of visits) {
      for (const [me, other] of pairs) {
        const url = visit.url(me);
        await me.page.goto(url);
        await visit.mine(me, me.page);
        await expectNothingOf(me.page, other, url);
      }
    }
  }
  // The other's order, by number: the not-found page, with nothing of it.
  for (const [me, other] of pairs) {
    await me.page.goto(`/us/order/${other.order.orderNumber}`);
    await expect(me.page.getByRole('heading', {name: en.Order.notFoundTitle})).toBeVisible();
    await expectNothingOf(me.page, other, 'the other order', true);
  }
  await Promise.all(contexts.map((c) => c.close()));
});
