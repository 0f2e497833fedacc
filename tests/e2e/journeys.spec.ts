/**
 * Every buyer gets from payment to delivery (docs/orders.md#the-buyers-journey): a guest and an account holder each buy a
 * service, a package, a template, a cart and a quote, send the brief for every line (the guest
 * through the order link alone), receive a draft and accept it; the studio is mailed at each step
 * and each paid order has a receipt. Plus: unpaid orders (Pay now, Cancel), the studio's inbox,
 * and links by order number through login.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext, type Browser, type Page} from '@playwright/test';
import {holdScripts, messages, openDialog, outbox, returningVisitor, seedText, signedInAdmin, unique} from './helpers';

const en = messages('en');
const ko = messages('ko');
const IP = {'x-forwarded-for': '203.0.113.61'};
test.use({extraHTTPHeaders: IP});
const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'uploads');
const PASSWORD = 'Str0ngEnough';

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

const admin = (browser: Browser, baseURL: string | undefined) => signedInAdmin(browser, baseURL, IP);

/** The studio uploads a draft and delivers it (its own side is tested in admin.spec.ts). */
async function deliver(studio: APIRequestContext, orderId: string) {
  const upload = await studio.post('/api/uploads?purpose=deliverable', {data: readFileSync(path.join(FIXTURES, 'logo.png')), headers: {'x-file-name': 'draft.png'}});
  expect(upload.status()).toBe(201);
  expect((await studio.post(`/api/orders/${orderId}/deliverables`, {data: {uploadIds: [(await upload.json()).id]}})).status()).toBe(201);
}

/** An order as the studio lists it, by its customer's e-mail. */
async function orderOf(studio: APIRequestContext, email: string) {
  const {orders} = (await (await studio.get('/api/orders')).json()) as {orders: {id: string; number: string; customerEmail: string; amount: number}[]};
  const order = orders.find((o) => o.customerEmail === email);
  expect(order, email).toBeTruthy();
  return order!;
}

const studioMails = (kind: string, about: string) => outbox(kind).filter((m) => m.includes('To: admin@e2e.test') && m.includes(about)).length;

/** Pays on the demo page (the checkout is filled in); ends on the success page. */
async function payInDemo(page: Page, m: typeof en) {
  await page.getByRole('checkbox', {name: /terms|이용약관/}).check();
  await page.getByRole('checkbox', {name: /privacy|개인정보/}).check();
  // Korea's checkout also asks for the age check (its own required box).
  const age = page.getByRole('checkbox', {name: /만 14세 이상|14 years of age/});
  if (await age.count()) await age.check();
  await page.getByRole('button', {name: new RegExp(m.Checkout.pay.replace('{amount}', '.+'))}).click();
  await page.getByRole('link', {name: m.Payment.approve}).click();
  await expect(page).toHaveURL(/\/payment\/success/);
  // Confirmed: the success page, or a service's brief form over it.
  await expect(page.getByRole('heading', {name: m.Payment.successTitle}).or(page.getByRole('dialog', {name: m.Brief.title}))).toBeVisible();
}

/** Fills the open brief form for a line: an option, a photo (uploaded at once), then sends it. */
async function sendBrief(page: Page, m: typeof en, started: string) {
  const dialog = page.getByRole('dialog', {name: m.Brief.title});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', {name: m.Brief.options.style.minimal}).check({force: true});
  await dialog.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'photo.jpg'));
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('value', '1');
  await dialog.getByRole('button', {name: m.Brief.submitBrief}).click();
  await expect(page.getByText(started, {exact: true})).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The buyer's order page: every line's brief sent, then the draft accepted; the receipt adds up. */
async function acceptDraftAndCheckReceipt(page: Page, orderPath: string, m: typeof en, total: string, tax: string | null) {
  await page.goto(orderPath);
  await expect(page.getByRole('button', {name: m.Brief.sendBrief})).toHaveCount(0);
  // Accepting is final: the dialog asks first.
  const confirm = page.getByRole('alertdialog', {name: m.Order.acceptConfirmTitle});
  await openDialog(page.getByRole('button', {name: m.Order.accept}), confirm);
  await confirm.getByRole('button', {name: m.Order.acceptConfirmButton, exact: true}).click();
  await expect(page.getByText(m.Checkout.server.accepted ?? m.Order.answerTitle).first()).toBeVisible();
  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'completed');
  await page.getByRole('link', {name: m.Order.receipt, exact: true}).click();
  await expect(page.getByRole('heading', {name: m.Receipt.title, level: 1})).toBeVisible();
  await expect(page.getByTestId('receipt-total')).toHaveText(total);
  if (tax) await expect(page.getByTestId('receipt-tax')).toHaveText(tax);
  else await expect(page.getByTestId('receipt-tax')).toHaveCount(0);
  await expect(page.getByRole('button', {name: m.Receipt.print})).toBeVisible();
}

test('a guest buys a package: the brief goes through the order link with its files, a draft comes, the guest accepts it; receipt without tax in the US', async ({page, browser, baseURL}) => {
  const email = unique('pkg-guest');
  const before = {briefs: studioMails('studio-brief', email), paid: outbox('new-order').length};
  await page.goto('/us/checkout/package-sns');
  await page.getByLabel(en.Checkout.name, {exact: true}).fill('Pat Kim');
  await page.getByLabel(en.Checkout.email, {exact: true}).fill(email);
  await page.getByLabel(en.Checkout.phone, {exact: true}).fill('+1 212 555 0100');
  await payInDemo(page, en);
  // A package ends with 'Order Placed'; its brief is offered on the success page.
  await expect(page.getByText(en.Payment.orderPlaced, {exact: true})).toBeVisible();
  await page.getByRole('button', {name: new RegExp(en.Brief.sendBriefFor.replace('{name}', '.+'))}).click();
  const dialog = page.getByRole('dialog', {name: en.Brief.title});
  await expect(dialog.getByText(en.Brief.filesFor.package)).toBeVisible();
  await sendBrief(page, en, en.Brief.startedTitle);
  await expect.poll(() => studioMails('studio-brief', email)).toBe(before.briefs + 1);
  // Mails are background jobs: they arrive shortly after what caused them.
  await expect.poll(() => outbox('new-order').length).toBeGreaterThan(before.paid);
  await expect.poll(() => outbox('order-confirmation').some((m) => m.includes(`To: ${email}`))).toBe(true);

  // The private link shows the brief and its file; the studio delivers; the guest accepts.
  // The mail's text is quoted-printable: long lines are folded with soft breaks.
  const mail = outbox('order-confirmation')
    .find((m) => m.includes(`To: ${email}`))!
    .replace(/=\r?\n/g, '');
  const link = /https?:\/\/[^\s"<]+\/order\/([A-Za-z0-9_-]{20,})/.exec(mail)!;
  const orderPath = new URL(link[0]).pathname;
  // The confirmation links the receipt.
  expect(mail).toContain(`${link[0]}/receipt`);
  await page.goto(orderPath);
  await expect(page.getByText(en.Brief.briefSent)).toBeVisible();
  await expect(page.getByRole('link', {name: en.Order.download.replace('{name}', 'photo.jpg')})).toBeVisible();
  const studio = await admin(browser, baseURL);
  const {orders} = (await (await studio.request.get('/api/orders')).json()) as {orders: {id: string; customerEmail: string; amount: number}[]};
  const bought = orders.find((o) => o.customerEmail === email)!;
  await deliver(studio.request, bought.id);
  await acceptDraftAndCheckReceipt(page, orderPath, en, `$${(bought.amount / 100).toFixed(2)}`, null);
  await studio.close();
});

test('an account holder in Korea buys a template and sends its brief from My page; VAT is on the receipt', async ({page, browser, baseURL}) => {
  const email = unique('tpl-owner');
  expect((await page.request.post('/api/auth/register', {data: {email, password: PASSWORD, firstName: '민수', lastName: '김', phone: '010-1234-5678'}})).status()).toBe(201);
  await page.goto('/kr/checkout/template-1');
  await payInDemo(page, ko);
  await expect(page.getByText(ko.Payment.orderPlaced, {exact: true})).toBeVisible();
  await page.goto('/kr/profile');
  await page.getByRole('button', {name: ko.Brief.sendBriefFor.replace('{name}', seedText('ko', 'template', 1).name)}).click();
  await expect(page.getByRole('dialog', {name: ko.Brief.title}).getByText(ko.Brief.filesFor.template)).toBeVisible();
  await sendBrief(page, ko, ko.Brief.startedTitle);
  await page.reload();
  await expect(page.getByRole('button', {name: ko.Brief.sendBriefFor.replace('{name}', seedText('ko', 'template', 1).name)})).toHaveCount(0);
  const {orders} = (await (await page.request.get('/api/orders/me')).json()) as {orders: {id: string; number: string; amount: number}[]};
  const studio = await admin(browser, baseURL);
  await deliver(studio.request, orders[0]!.id);
  // A revision first: the studio is mailed it (in its language), then delivers again.
  await page.goto(`/kr/order/${orders[0]!.number}`);
  await page.getByLabel(ko.Order.revisionLabel).fill('로고를 더 크게 해 주세요');
  await page.getByRole('button', {name: ko.Order.requestRevision}).click();
  await expect.poll(() => studioMails('studio-revision', orders[0]!.number)).toBe(1);
  await deliver(studio.request, orders[0]!.id);
  const total = `₩${orders[0]!.amount.toLocaleString('en-US')}`;
  await acceptDraftAndCheckReceipt(page, `/kr/order/${orders[0]!.number}`, ko, total, `₩${Math.floor((orders[0]!.amount * 10) / 110 + 0.5).toLocaleString('en-US')}`);
  await studio.close();
});

test('a guest`s cart: kept until the order is paid, then one brief per template; a service bought by an account: its brief opens after payment', async ({page, browser, baseURL}) => {
  await page.goto('/us/templateshop');
  for (const [id, count] of [
    [2, '1'],
    [3, '2'],
  ] as const) {
    await page.getByRole('button', {name: en.Purchase.addToCartLabel.replace('{name}', seedText('en', 'template', id).name)}).click();
    await expect(page.getByRole('button', {name: en.Cart.open.replace('{count}', count)})).toBeVisible();
  }
  await page.goto('/us/checkout/cart');
  await page.getByLabel(en.Checkout.name, {exact: true}).fill('Sam Park');
  const email = unique('cart-guest');
  await page.getByLabel(en.Checkout.email, {exact: true}).fill(email);
  await page.getByRole('checkbox', {name: /terms/}).check();
  await page.getByRole('checkbox', {name: /privacy/}).check();
  await page.getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))}).click();
  // Left on the provider's page: the cart still holds both templates.
  await expect(page.getByRole('link', {name: en.Payment.approve})).toBeVisible();
  expect((await (await page.request.get('/api/cart', {headers: {'x-country': 'us'}})).json()).totalQuantity).toBe(2);
  await page.getByRole('link', {name: en.Payment.approve}).click();
  await expect(page.getByRole('button', {name: en.Cart.open.replace('{count}', '0')})).toBeVisible();
  for (const id of [2, 3]) {
    const title = seedText('en', 'template', id).name;
    await page.getByRole('button', {name: en.Brief.sendBriefFor.replace('{name}', title)}).click();
    await sendBrief(page, en, en.Brief.startedTitle);
    await expect(page.getByRole('button', {name: en.Brief.sendBriefFor.replace('{name}', title)})).toHaveCount(0);
  }
  // Sent, each brief led back to the order's page (the private link): no brief is left to send.
  await expect(page).toHaveURL(/\/us\/order\/[A-Za-z0-9_-]{20,}$/);
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByRole('button', {name: new RegExp(en.Brief.sendBrief)})).toHaveCount(0);
  const studio = await admin(browser, baseURL);
  const bought = await orderOf(studio.request, email);
  await deliver(studio.request, bought.id);
  await acceptDraftAndCheckReceipt(page, orderPath, en, `$${(bought.amount / 100).toFixed(2)}`, null);

  // An account holder buys a service: the brief form opens by itself (spec) and starts the project.
  const buyer = await browser.newContext({baseURL, extraHTTPHeaders: IP});
  await returningVisitor(buyer, baseURL);
  const owner = await buyer.newPage();
  const ownerEmail = unique('svc-owner');
  expect((await owner.request.post('/api/auth/register', {data: {email: ownerEmail, password: PASSWORD, firstName: 'Robin', lastName: 'Lee', phone: '+1 415 555 0199'}})).status()).toBe(201);
  await owner.goto('/us/checkout1');
  await payInDemo(owner, en);
  await sendBrief(owner, en, en.Brief.startedTitle);
  const service = await orderOf(studio.request, ownerEmail);
  await deliver(studio.request, service.id);
  await acceptDraftAndCheckReceipt(owner, `/us/order/${service.number}`, en, `$${(service.amount / 100).toFixed(2)}`, null);
  await buyer.close();
  await studio.close();
});

test('a guest buys a service in Korea and an account holder buys a package in Australia: both from brief to an accepted draft, with GST/VAT receipts', async ({page, browser, baseURL}) => {
  const studio = await admin(browser, baseURL);
  // The guest: the brief opens after payment and goes through the order link's token.
  const guestEmail = unique('svc-guest');
  await page.goto('/kr/checkout1');
  await page.getByLabel(ko.Checkout.name, {exact: true}).fill('김민수');
  await page.getByLabel(ko.Checkout.email, {exact: true}).fill(guestEmail);
  await page.getByLabel(ko.Checkout.phone, {exact: true}).fill('010-1234-5678');
  await payInDemo(page, ko);
  await sendBrief(page, ko, ko.Brief.startedTitle);
  await expect(page).toHaveURL(/\/kr\/order\/[A-Za-z0-9_-]{20,}$/);
  const guestOrder = await orderOf(studio.request, guestEmail);
  await deliver(studio.request, guestOrder.id);
  const won = (n: number) => `₩${n.toLocaleString('en-US')}`;
  await acceptDraftAndCheckReceipt(page, new URL(page.url()).pathname, ko, won(guestOrder.amount), won(Math.floor((guestOrder.amount * 10) / 110 + 0.5)));

  // The account holder: the package's brief from the order page.
  const buyer = await browser.newContext({baseURL, extraHTTPHeaders: IP});
  await returningVisitor(buyer, baseURL, 'au');
  const owner = await buyer.newPage();
  const ownerEmail = unique('pkg-owner');
  expect((await owner.request.post('/api/auth/register', {data: {email: ownerEmail, password: PASSWORD, firstName: 'Kim', lastName: 'Nguyen', phone: '+61 2 5550 1234'}})).status()).toBe(201);
  await owner.goto('/au/checkout/package-delivery');
  await payInDemo(owner, en);
  const pkg = await orderOf(studio.request, ownerEmail);
  await owner.goto(`/au/order/${pkg.number}`);
  await owner.getByRole('button', {name: new RegExp(en.Brief.sendBriefFor.replace('{name}', '.+'))}).click();
  await sendBrief(owner, en, en.Brief.startedTitle);
  await deliver(studio.request, pkg.id);
  // In Australia (en-AU) the dollar sign is the local one.
  const aud = (n: number) => `$${(n / 100).toFixed(2)}`;
  await acceptDraftAndCheckReceipt(owner, `/au/order/${pkg.number}`, en, aud(pkg.amount), aud(Math.floor((pkg.amount * 10) / 110 + 0.5)));
  await buyer.close();
  await studio.close();
});

test('a quote: the account asks, the studio is mailed and prices it, the customer is mailed a pay link, pays it, sends nothing twice and accepts the draft', async ({page, browser, baseURL}) => {
  const email = unique('quote');
  expect((await page.request.post('/api/auth/register', {data: {email, password: PASSWORD, firstName: 'Lee', lastName: 'Park', phone: '+1 212 555 0100'}})).status()).toBe(201);
  await page.goto('/us/checkout/6');
  await page.getByRole('button', {name: `${en.Consultation.writeBrief}: ${seedText('en', 'service', 6).name}`}).click();
  const brief = page.getByRole('dialog', {name: en.Brief.title});
  await brief.getByRole('checkbox', {name: en.Brief.options.style.modern}).check({force: true});
  await brief.getByRole('button', {name: en.Brief.submit}).click();
  await expect(page.getByText(en.Brief.quoteRequestedTitle, {exact: true})).toBeVisible();
  await expect.poll(() => studioMails('studio-quote', email)).toBe(1);
  const {orders} = (await (await page.request.get('/api/orders/me')).json()) as {orders: {id: string; number: string; status: string}[]};
  const quote = orders[0]!;
  expect(quote.status).toBe('quote_review');
  await page.goto(`/us/order/${quote.number}`);
  await expect(page.getByText(en.Order.quoteWaiting)).toBeVisible();
  // The quote step is part of this order's timeline; its brief was sent with the request.
  await expect(page.locator('li[aria-current="step"]')).toContainText(en.Order.statuses.quote_review);
  await expect(page.getByText(en.Brief.briefSent)).toBeVisible();

  const studio = await admin(browser, baseURL);
  const desk = await studio.newPage();
  // The studio types the quote before the page's script has run (a slow line): what it typed counts once it runs.
  const release = await holdScripts(desk);
  await desk.goto(`/us/admin/orders/${quote.number}`, {waitUntil: 'commit'});
  // A bare status change cannot make a quote payable at ₩0.
  await expect(desk.getByLabel(en.Admin.newStatus).locator('option')).toHaveText([en.Order.statuses.cancelled]);
  await desk.getByLabel(en.Admin.quoteAmount.replace('{currency}', 'USD')).fill('450');
  await desk.getByLabel(en.Admin.quoteNote).fill('Two scenes, one revision');
  await release();
  await desk.getByRole('button', {name: en.Admin.quoteButton}).click();
  await expect(desk.getByText(en.Checkout.server.quoteSent).first()).toBeVisible();
  await expect.poll(() => outbox('order-quote').filter((m) => m.includes(`To: ${email}`)).length).toBe(1);
  expect(outbox('order-quote').find((m) => m.includes(`To: ${email}`))).toContain('$450.00');

  await page.goto(`/us/order/${quote.number}`);
  await expect(page.getByText(en.Order.quotePrice.replace('{price}', '$450.00'))).toBeVisible();
  await expect(page.getByText('Two scenes, one revision')).toBeVisible();
  await page.getByRole('button', {name: en.Order.payNow}).click();
  await page.getByRole('link', {name: en.Payment.approve}).click();
  await expect(page).toHaveURL(/\/payment\/success/);
  await expect(page.getByRole('heading', {name: en.Payment.successTitle})).toBeVisible();
  await deliver(studio.request, quote.id);
  await acceptDraftAndCheckReceipt(page, `/us/order/${quote.number}`, en, '$450.00', null);
  await studio.close();
});

test('an unpaid order: Pay now starts a new attempt, Cancel ends it; the guest link does both', async ({page}) => {
  const created = await page.request.post('/api/orders', {
    headers: {'x-country': 'us'},
    data: {serviceId: 1, quantity: 3, customerName: 'Pat Kim', customerEmail: unique('unpaid'), customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
  });
  const {orderUrl} = (await created.json()) as {orderUrl: string};
  await page.goto(orderUrl);
  await expect(page.getByText(en.Order.unpaidNotice)).toBeVisible();
  await page.getByRole('button', {name: en.Order.payNow}).click();
  await expect(page.getByRole('link', {name: en.Payment.approve})).toBeVisible();
  await page.goto(orderUrl);
  await page.getByRole('button', {name: en.Order.cancelOrder}).click();
  await page.getByRole('button', {name: en.Order.cancelYes}).click();
  await expect(page.getByText(en.Checkout.server.cancelledByBuyer).first()).toBeVisible();
  await expect(page.getByText(en.Order.offNotice.cancelled)).toBeVisible();
  await expect(page.getByRole('button', {name: en.Order.payNow})).toHaveCount(0);
});

test('the studio hears about contact messages, reads them in its inbox and replies by mail; customers cannot list them', async ({page, browser, baseURL}) => {
  const email = unique('hello');
  expect((await page.request.post('/api/contact', {headers: {'x-language': 'en'}, data: {name: 'Jamie Lee', email, service: 'custom', message: 'Can you shoot our new menu?'}})).status()).toBe(201);
  await expect.poll(() => studioMails('studio-contact', email)).toBe(1);
  expect((await page.request.get('/api/admin/contact-messages')).status()).toBe(401);
  const studio = await admin(browser, baseURL);
  const list = (await (await studio.request.get('/api/admin/contact-messages')).json()) as {messages: {email: string; readAt: string | null}[]; unread: number};
  expect(list.messages.find((m) => m.email === email)?.readAt).toBeNull();
  const desk = await studio.newPage();
  await desk.goto('/us/admin?tab=inbox');
  const item = desk.getByRole('listitem').filter({hasText: email});
  await expect(item.getByRole('link', {name: en.Admin.inbox.reply})).toHaveAttribute('href', new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}`));
  await item.getByRole('button', {name: en.Admin.inbox.markRead}).click();
  await expect(item.getByRole('button', {name: en.Admin.inbox.markUnread})).toBeVisible();
  await expect(item).toHaveAttribute('data-read', 'true');
  await studio.close();
});

test('a link by order number opened signed out leads through login back to the order', async ({page}) => {
  const email = unique('by-number');
  expect((await page.request.post('/api/auth/register', {data: {email, password: PASSWORD, firstName: 'Ana', lastName: 'Silva', phone: '+1 212 555 0100'}})).status()).toBe(201);
  const created = await page.request.post('/api/orders', {
    headers: {'x-country': 'us'},
    data: {serviceId: 1, customerName: 'Ana', customerEmail: email, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
  });
  const {orderNumber} = (await created.json()) as {orderNumber: string};
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies({name: 'studio.session'});
  await page.goto(`/us/order/${orderNumber}`);
  await page.getByRole('main').getByRole('button', {name: en.Order.loginButton}).click();
  const login = page.getByRole('dialog', {name: en.Auth.dialogTitle});
  await login.getByLabel(en.Auth.email).fill(email);
  await login.getByLabel(en.Auth.password, {exact: true}).fill(PASSWORD);
  await login.getByRole('button', {name: en.Auth.submitLogin}).click();
  await expect(page.getByRole('heading', {name: en.Order.title.replace('{number}', orderNumber)})).toBeVisible();
});

test('API: a guest sends a brief and its files with the order link`s token alone; without it, a brief is refused', async ({playwright, baseURL}) => {
  const guest = await playwright.request.newContext({baseURL, extraHTTPHeaders: {...IP, 'x-country': 'us'}});
  const created = await guest.post('/api/orders', {
    data: {packageId: 'delivery', customerName: 'Pat', customerEmail: unique('api-guest'), customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
  });
  const {orderId, guestToken} = (await created.json()) as {orderId: string; guestToken: string};
  // Unpaid: no brief yet, and no upload for it.
  expect((await guest.post('/api/uploads', {headers: {'x-file-name': 'p.png', 'x-order-token': guestToken}, data: readFileSync(path.join(FIXTURES, 'logo.png'))})).status()).toBe(401);
  const {url} = (await (await guest.post('/api/payments/start', {data: {orderId, token: guestToken}})).json()) as {url: string};
  // The demo page's approve link is the provider's return: confirm with what it carries.
  const demo = new URL(url).searchParams;
  const order = (await (await guest.get(`/api/orders/${orderId}?token=${guestToken}`)).json()).order as {number: string; amount: number};
  expect((await guest.post('/api/confirm', {data: {orderId: demo.get('orderId') ?? order.number, amount: order.amount, paymentKey: demo.get('paymentKey')}})).status()).toBe(200);

  const upload = await guest.post('/api/uploads', {headers: {'x-file-name': 'p.png', 'x-order-token': guestToken}, data: readFileSync(path.join(FIXTURES, 'logo.png'))});
  expect(upload.status()).toBe(201);
  const fileId = (await upload.json()).id as string;
  expect((await guest.post('/api/project-briefs', {data: {orderId, style: ['modern'], fileIds: [fileId]}})).status()).toBe(401);
  expect((await guest.post('/api/project-briefs', {data: {orderId, orderToken: 'x'.repeat(40), style: ['modern'], fileIds: [fileId]}})).status()).toBe(404);
  const sent = await guest.post('/api/project-briefs', {data: {orderId, orderToken: guestToken, style: ['modern'], fileIds: [fileId]}});
  expect(sent.status()).toBe(201);
  expect(await sent.json()).toMatchObject({success: true, orderId});
  expect((await guest.post('/api/project-briefs', {data: {orderId, orderToken: guestToken, style: ['modern']}})).status()).toBe(409);
  // The file is the order's: its link's holder may fetch it, nobody else.
  expect((await guest.get(`/uploads/${fileId}?token=${guestToken}`)).status()).toBe(200);
  expect((await guest.get(`/uploads/${fileId}`)).status()).toBe(404);
  await guest.dispose();
});

test('a guest asks for a quote with their contact details, follows it by its private link, pays the studio`s price there and accepts the draft', async ({page, browser, baseURL}) => {
  const email = unique('quote-guest');
  await page.goto('/us/checkout/6');
  await page.getByRole('button', {name: `${en.Consultation.writeBrief}: ${seedText('en', 'service', 6).name}`}).click();
  const brief = page.getByRole('dialog', {name: en.Brief.title});
  await brief.getByLabel(en.Brief.contact.name).fill('Jo Guest');
  await brief.getByLabel(en.Brief.contact.email).fill('not-an-address');
  await brief.getByLabel(en.Brief.contact.phone).fill('+1 212 555 0100');
  await brief.getByRole('checkbox', {name: en.Brief.options.style.cinematic}).check({force: true});
  await brief.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'photo.jpg'));
  await brief.getByRole('button', {name: en.Brief.submit}).click();
  // A wrong address is explained next to its field; nothing typed is lost.
  await expect(brief.getByText(en.Brief.errors.emailInvalid)).toBeVisible();
  await expect(brief.getByRole('checkbox', {name: en.Brief.options.style.cinematic})).toBeChecked();
  await brief.getByLabel(en.Brief.contact.email).fill(email);
  await brief.getByRole('button', {name: en.Brief.submit}).click();
  await expect(page.getByText(en.Brief.quoteRequestedTitle, {exact: true})).toBeVisible();
  // The guest lands on the request's private page, with the brief and its file.
  await expect(page).toHaveURL(/\/us\/order\/[A-Za-z0-9_-]{20,}$/);
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByText(en.Order.quoteWaiting)).toBeVisible();
  await expect(page.getByRole('link', {name: en.Order.download.replace('{name}', 'photo.jpg')})).toBeVisible();
  await expect.poll(() => outbox('quote-request').filter((m) => m.includes(`To: ${email}`)).length).toBe(1);
  await expect.poll(() => studioMails('studio-quote', email)).toBe(1);

  const studio = await admin(browser, baseURL);
  const quote = await orderOf(studio.request, email);
  expect((await studio.request.post(`/api/orders/${quote.id}/quote`, {data: {amount: 12_000, note: 'One scene'}})).status()).toBe(200);
  await expect.poll(() => outbox('order-quote').filter((m) => m.includes(`To: ${email}`)).length).toBe(1);
  await page.goto(orderPath);
  await page.getByRole('button', {name: en.Order.payNow}).click();
  await page.getByRole('link', {name: en.Payment.approve}).click();
  await expect(page.getByRole('heading', {name: en.Payment.successTitle})).toBeVisible();
  await deliver(studio.request, quote.id);
  await acceptDraftAndCheckReceipt(page, orderPath, en, '$120.00', null);
  await studio.close();
});

test('a guest buys a template and an account holder buys a cart: each from brief to an accepted draft', async ({page, browser, baseURL}) => {
  const studio = await admin(browser, baseURL);
  const email = unique('tpl-guest');
  await page.goto('/us/checkout/template-4');
  await page.getByLabel(en.Checkout.name, {exact: true}).fill('Max');
  await page.getByLabel(en.Checkout.email, {exact: true}).fill(email);
  // A template asks for no phone number (lib/checkout/phone).
  await expect(page.getByLabel(en.Checkout.phone, {exact: true})).toHaveCount(0);
  await payInDemo(page, en);
  await page.getByRole('button', {name: en.Brief.sendBriefFor.replace('{name}', seedText('en', 'template', 4).name)}).click();
  await sendBrief(page, en, en.Brief.startedTitle);
  // Sent, the brief leads to the order's private page.
  await expect(page).toHaveURL(/\/us\/order\/[A-Za-z0-9_-]{20,}$/);
  const orderPath = new URL(page.url()).pathname;
  const template = await orderOf(studio.request, email);
  await deliver(studio.request, template.id);
  await acceptDraftAndCheckReceipt(page, orderPath, en, `$${(template.amount / 100).toFixed(2)}`, null);

  const buyer = await browser.newContext({baseURL, extraHTTPHeaders: IP});
  await returningVisitor(buyer, baseURL);
  const owner = await buyer.newPage();
  const ownerEmail = unique('cart-owner');
  expect((await owner.request.post('/api/auth/register', {data: {email: ownerEmail, password: PASSWORD, firstName: 'Ana', lastName: 'Silva', phone: '+1 212 555 0100'}})).status()).toBe(201);
  for (const id of [6, 7]) expect((await owner.request.post('/api/cart', {headers: {'x-country': 'us'}, data: {templateId: id}})).status()).toBeLessThan(300);
  await owner.goto('/us/checkout/cart');
  await payInDemo(owner, en);
  const cart = await orderOf(studio.request, ownerEmail);
  await owner.goto(`/us/order/${cart.number}`);
  for (const id of [6, 7]) {
    await owner.getByRole('button', {name: en.Brief.sendBriefFor.replace('{name}', seedText('en', 'template', id).name)}).click();
    await sendBrief(owner, en, en.Brief.startedTitle);
  }
  await deliver(studio.request, cart.id);
  await acceptDraftAndCheckReceipt(owner, `/us/order/${cart.number}`, en, `$${(cart.amount / 100).toFixed(2)}`, null);
  await buyer.close();
  await studio.close();
});

test('API: a guest`s quote request needs its contact, names its shop, and is limited per caller and per address (each one mails the address)', async ({playwright, baseURL}) => {
  const caller = (ip: string) => playwright.request.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': ip, 'x-country': 'us', 'x-language': 'en'}});
  const first = await caller('203.0.113.71');
  const missing = await first.post('/api/quote-requests', {data: {serviceId: 6}});
  expect(missing.status()).toBe(422);
  expect((await missing.json()).errors).toEqual({customerName: en.Brief.errors.nameRequired, customerEmail: en.Brief.errors.emailInvalid, customerPhone: en.Brief.errors.phoneRequired});
  const wrong = await first.post('/api/quote-requests', {data: {serviceId: 6, customerName: 'Jo', customerEmail: 'not-mail', customerPhone: '+1 212 555 0100'}});
  expect(wrong.status()).toBe(422);
  expect((await wrong.json()).errors).toEqual({customerEmail: en.Brief.errors.emailInvalid});
  const noShop = await playwright.request.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': '203.0.113.72'}});
  expect((await noShop.post('/api/quote-requests', {data: {serviceId: 6, customerName: 'Jo', customerEmail: unique('q'), customerPhone: '+1 212 555 0100'}})).status()).toBe(422);
  await noShop.dispose();

  const email = unique('quote-flood');
  const contact = {serviceId: 6, customerName: 'Jo', customerPhone: '+1 212 555 0100'};
  for (let i = 0; i < 3; i++) {
    const sent = await first.post('/api/quote-requests', {data: {...contact, customerEmail: email}});
    expect(sent.status()).toBe(201);
    expect(await sent.json()).toMatchObject({success: true, guestToken: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/)});
  }
  // A fourth to the same address, even from elsewhere, is refused: the address is not mailed again.
  const other = await caller('203.0.113.73');
  expect((await other.post('/api/quote-requests', {data: {...contact, customerEmail: email}})).status()).toBe(429);
  await expect.poll(() => outbox('quote-request').filter((m) => m.includes(`To: ${email}`)).length).toBe(3);
  // Per caller: five an hour, whatever the addresses.
  for (let i = 0; i < 2; i++) expect((await first.post('/api/quote-requests', {data: {...contact, customerEmail: unique('quote-ip')}})).status()).toBe(201);
  const flood = await first.post('/api/quote-requests', {data: {...contact, customerEmail: unique('quote-ip')}});
  expect(flood.status()).toBe(429);
  expect((await flood.json()).message).toMatch(/\d/);
  await first.dispose();
  await other.dispose();
});
