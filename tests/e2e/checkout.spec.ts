import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {messages, openDialog, returningVisitor, unique, outbox, seedText} from './helpers';

const ko = messages('ko');
const en = messages('en');
// This file's customers come from their own address: sign-ups are limited per IP (10 an hour),
// and the other end-to-end files sign up from 127.0.0.1.
const CUSTOMER_IP = {'x-forwarded-for': '203.0.113.7'};
test.use({extraHTTPHeaders: CUSTOMER_IP});

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

async function register(request: APIRequestContext, extra: Record<string, string> = {}) {
  const email = unique('buyer');
  expect((await request.post('/api/auth/register', {data: {email, password: 'Str0ngEnough', firstName: 'Test', lastName: 'Buyer', ...extra}})).status()).toBe(201);
  return email;
}

/** Ticks both consents, pays, and approves on the demo provider's page. */
async function payInDemo(page: Page, m: typeof en) {
  await page.getByRole('checkbox', {name: /terms|이용약관/}).check();
  await page.getByRole('checkbox', {name: /privacy|개인정보/}).check();
  // Korea's checkout also asks for the age check (its own required box).
  const age = page.getByRole('checkbox', {name: /만 14세 이상|14 years of age/});
  if (await age.count()) await age.check();
  await expect(page.getByRole('note').filter({hasText: m.Checkout.demoNotice})).toBeVisible();
  await page.getByRole('button', {name: new RegExp(m.Checkout.pay.replace('{amount}', '.+'))}).click();
  await expect(page.getByRole('heading', {name: m.Payment.demoTitle})).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(m.Payment.demoNotice);
  await page.getByRole('link', {name: m.Payment.approve}).click();
  // The success page, or the brief dialog that opens over it for a paid service (it hides the
  // page's heading from the accessibility tree): whichever the browser shows first.
  await expect(page).toHaveURL(/\/payment\/success/);
  await expect(page.getByRole('heading', {name: m.Payment.successTitle}).or(page.getByRole('dialog', {name: m.Brief.title}))).toBeVisible();
}

test('a guest in Korea buys service 1 with 4 images in demo mode and gets a private order link', async ({page, browser, baseURL}) => {
  // Payment pages (a prerendered shell, then the visitor's part) run under the payment policy: nothing of ours may be blocked by it.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const response = await page.goto('/kr/checkout1');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/js\.tosspayments\.com/);
  await expect(page.getByRole('heading', {level: 2, name: seedText('ko', 'service', 1).name})).toBeVisible();
  await page.getByLabel(ko.Checkout.name, {exact: true}).fill('김민수');
  const guestEmail = unique('guest');
  await page.getByLabel(ko.Checkout.email, {exact: true}).fill(guestEmail);
  await page.getByLabel(ko.Checkout.phone, {exact: true}).fill('010-1234-5678');
  const pay = page.getByRole('button', {name: /결제하기/});
  // Pay says what it still waits for (the three required consents here: 이용약관, 개인정보 수집·이용,
  // 만 14세 이상; never the optional marketing one), and pressing it shows where.
  const consents = new Intl.ListFormat('ko', {type: 'conjunction'}).format([ko.Checkout.missingSteps.terms, ko.Checkout.missingSteps.privacy, ko.Checkout.missingSteps.age14]);
  await expect(pay).toHaveAccessibleDescription(ko.Checkout.missing.replace('{list}', consents));
  await expect(page.getByRole('checkbox', {name: new RegExp(ko.Consent.all)})).toBeVisible();
  await expect(page.getByRole('checkbox', {name: /마케팅 정보 수신/})).not.toBeChecked();
  await pay.click();
  await expect(page.getByRole('checkbox', {name: /이용약관/})).toBeFocused();
  await expect(page.getByRole('checkbox', {name: /이용약관/})).toHaveAccessibleDescription(ko.Consent.errors.termsRequired);
  // 3 images are included (the counter starts there and goes no lower); the 4th costs ₩8,000.
  const counter = page.getByRole('group', {name: ko.Checkout.images});
  await expect(counter.getByRole('status')).toHaveText('3');
  await expect(counter.getByRole('button', {name: ko.Checkout.decrease})).toBeDisabled();
  await expect(page.getByTestId('checkout-total')).toHaveText('₩30,000');
  await counter.getByRole('button', {name: ko.Checkout.increase}).click();
  await expect(counter.getByRole('status')).toHaveText('4');
  await expect(page.getByTestId('checkout-total')).toHaveText('₩38,000');
  await payInDemo(page, ko);

  // The brief opens for the paid order; "write later" closes it with its toast.
  const brief = page.getByRole('dialog', {name: ko.Brief.title});
  await expect(brief).toBeVisible();
  await brief.getByRole('button', {name: ko.Brief.writeLater}).click();
  await expect(page.getByText(ko.Brief.writeLaterToast, {exact: true})).toBeVisible();
  await expect(page.getByRole('main')).toContainText('₩38,000');
  await expect(page.getByRole('main')).toContainText(ko.Payment.methods.demo);
  expect(blocked).toEqual([]);
  // The confirmation goes to the customer and a new-order mail to the studio, once.
  await expect.poll(() => outbox('order-confirmation').filter((m) => m.includes(`To: ${guestEmail}`)).length).toBe(1);
  // Every address of ADMIN_EMAIL(S) gets the studio's mail about this order (the e2e servers list two),
  // told by the customer's address in it (quoted-printable's soft line breaks taken out): an earlier
  // spec's order mailed late on the same server is not this one.
  const studioMails = (to: string) => outbox('new-order').filter((m) => m.includes(`To: ${to}`) && m.replace(/=\r?\n/g, '').includes(guestEmail)).length;
  await expect.poll(() => studioMails('admin@e2e.test')).toBe(1);
  await expect.poll(() => studioMails('ops@e2e.test')).toBe(1);

  // Refreshing the success page confirms again and changes nothing.
  const successUrl = page.url();
  await page.reload();
  // The order still has no brief, so its form opens over the page again once the payment is confirmed: "write later" closes it.
  await expect(page.getByRole('heading', {name: ko.Payment.successTitle, includeHidden: true})).toBeVisible();
  await expect(brief).toBeVisible();
  await brief.getByRole('button', {name: ko.Brief.writeLater}).click();
  await expect(brief).toBeHidden();
  expect(outbox('order-confirmation').filter((m) => m.includes(`To: ${guestEmail}`))).toHaveLength(1);

  await page.getByRole('link', {name: ko.Payment.orderLink}).click();
  await expect(page.getByRole('heading', {level: 1})).toContainText('SO-');
  await expect(page.getByText(ko.Order.statuses.order_received, {exact: true}).first()).toBeVisible();
  const orderUrl = page.url();

  // The link works without an account, in another browser.
  const stranger = await browser.newContext({baseURL, extraHTTPHeaders: CUSTOMER_IP});
  await returningVisitor(stranger, baseURL);
  const other = await stranger.newPage();
  await other.goto(orderUrl);
  await expect(other.getByRole('heading', {level: 1})).toContainText('SO-');
  // A made-up link shows nothing.
  await other.goto(orderUrl.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')));
  await expect(other.getByRole('heading', {name: ko.Order.notFoundTitle})).toBeVisible();
  await stranger.close();

  // One payment, one status change, whatever the refreshes.
  const admin = await browser.newContext({baseURL, extraHTTPHeaders: CUSTOMER_IP});
  expect((await admin.request.post('/api/auth/login', {data: {email: 'admin@e2e.test', password: 'E2eAdminPassw0rd'}})).status()).toBe(200);
  const number = new URL(successUrl).searchParams.get('orderId');
  const {orders} = (await (await admin.request.get('/api/orders')).json()) as {orders: {number: string; amount: number; currency: string; status: string; isGuestOrder: boolean; history: unknown[]}[]};
  expect(orders.find((o) => o.number === number)).toMatchObject({amount: 38_000, currency: 'KRW', status: 'order_received', isGuestOrder: true, history: [{}, {}]});
  await admin.close();
});

test('a signed-in customer in the US buys a package; their details are filled in and only they see the order', async ({page, browser, baseURL}) => {
  const email = await register(page.request, {firstName: 'Jamie', lastName: 'Lee', phone: '+1 415 555 0100'});
  await page.goto('/us#pricing');
  const name = seedText('en', 'package', 'delivery').name;
  await openDialog(page.getByRole('button', {name: en.Home.selectPackageLabel.replace('{name}', name)}), page.getByRole('dialog', {name}));
  await page.getByRole('dialog', {name}).getByRole('link', {name: en.Purchase.buyNow}).click();
  await expect(page.getByLabel(en.Checkout.email, {exact: true})).toHaveValue(email);
  await expect(page.getByLabel(en.Checkout.name, {exact: true})).toHaveValue('Jamie Lee');
  await expect(page.getByTestId('checkout-total')).toHaveText('$291.00');
  await payInDemo(page, en);
  await expect(page.getByText(en.Payment.orderPlaced, {exact: true})).toBeVisible();
  await expect(page.getByRole('dialog', {name: en.Brief.title})).toHaveCount(0);

  const {orders} = (await (await page.request.get('/api/orders/me')).json()) as {orders: {id: string; amount: number; currency: string; status: string; orderType: string; items: {title: string}[]}[]};
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({amount: 29_100, currency: 'USD', status: 'order_received', orderType: 'package', items: [{title: name}]});

  const other = await browser.newContext({baseURL, extraHTTPHeaders: CUSTOMER_IP});
  await register(other.request);
  expect((await other.request.get(`/api/orders/${orders[0]!.id}`)).status()).toBe(404);
  expect((await other.request.get('/api/orders')).status()).toBe(403);
  expect((await other.request.patch(`/api/orders/${orders[0]!.id}/status`, {data: {status: 'completed'}})).status()).toBe(403);
  expect((await other.request.post(`/api/orders/${orders[0]!.id}/refund`, {data: {reason: 'mine now', refundKey: 'stolen-refund-1'}})).status()).toBe(403);
  await other.close();

  // Before work starts the terms allow a full refund; the customer's order then says refunded.
  const admin = await browser.newContext({baseURL, extraHTTPHeaders: CUSTOMER_IP});
  expect((await admin.request.post('/api/auth/login', {data: {email: 'admin@e2e.test', password: 'E2eAdminPassw0rd'}})).status()).toBe(200);
  const refund = await admin.request.post(`/api/orders/${orders[0]!.id}/refund`, {data: {reason: 'Customer asked before work started', refundKey: `refund-${Date.now()}`}});
  expect(refund.status()).toBe(200);
  expect(await refund.json()).toMatchObject({success: true, refunded: 29_100, full: true});
  await admin.close();
  const after = (await (await page.request.get('/api/orders/me')).json()) as {orders: {status: string}[]};
  expect(after.orders[0]?.status).toBe('refunded');
});

test('templates go into the cart, the cart survives logging in, and they are bought together', async ({page}) => {
  await page.goto('/us/templateshop');
  // Each card has Add to Cart beside Buy Now (no second choice to make).
  for (const [id, count] of [
    [1, '1'],
    [5, '2'],
  ] as const) {
    await page.getByRole('button', {name: en.Purchase.addToCartLabel.replace('{name}', seedText('en', 'template', id).name)}).click();
    await expect(page.getByRole('button', {name: en.Cart.open.replace('{count}', count)})).toBeVisible();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Sign up: the guest cart joins the new account.
  await page.getByRole('button', {name: en.Auth.login}).click();
  const login = page.getByRole('dialog', {name: en.Auth.dialogTitle});
  await login.getByRole('tab', {name: en.Auth.registerTab}).click();
  await login.getByLabel(en.Auth.email).fill(unique('cart'));
  await login.getByRole('button', {name: en.Auth.checkEmail}).click();
  await login.getByLabel(en.Auth.password, {exact: true}).fill('Str0ngEnough');
  await login.getByLabel(en.Auth.confirmPassword).fill('Str0ngEnough');
  await login.getByLabel(en.Auth.firstName).fill('Sam');
  await login.getByLabel(en.Auth.lastName).fill('Lee');
  await login.getByRole('button', {name: en.Auth.submitRegister}).click();
  await expect(login).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', {name: en.Cart.open.replace('{count}', '2')})).toBeVisible();

  await page.getByRole('button', {name: en.Cart.open.replace('{count}', '2')}).click();
  const cart = page.getByRole('dialog', {name: en.Cart.title});
  await expect(cart.getByText(seedText('en', 'template', 1).name)).toBeVisible();
  await expect(cart.getByText(seedText('en', 'template', 5).name)).toBeVisible();
  await cart.getByRole('link', {name: en.Cart.checkout}).click();
  await expect(page).toHaveURL(/\/us\/checkout\/cart$/);
  await page.getByLabel(en.Checkout.name, {exact: true}).fill('Sam Park');
  // A cart of templates only asks for no phone number (lib/checkout/phone).
  await expect(page.getByLabel(en.Checkout.email, {exact: true})).toBeVisible();
  await expect(page.getByLabel(en.Checkout.phone, {exact: true})).toHaveCount(0);
  await payInDemo(page, en);
  await expect(page.getByRole('button', {name: en.Cart.open.replace('{count}', '0')})).toBeVisible();
  const {orders} = (await (await page.request.get('/api/orders/me')).json()) as {orders: {orderType: string; items: {itemId: string}[]}[]};
  expect(orders[0]).toMatchObject({orderType: 'template', items: [{itemId: '1'}, {itemId: '5'}]});
});

test('a package goes into the cart from its card and is bought together with a template, at the server`s prices', async ({page}) => {
  await page.goto('/us/packages');
  const name = seedText('en', 'package', 'delivery').name;
  const add = page.getByRole('button', {name: en.Purchase.addToCartLabel.replace('{name}', name)});
  await add.click();
  await expect(page.getByText(en.Cart.added, {exact: true})).toBeVisible();
  await expect(page.getByRole('button', {name: en.Cart.open.replace('{count}', '1')})).toBeVisible();
  // Once each: a second press leaves one package in the cart.
  await add.click();
  await expect(add).toBeEnabled();
  await page.goto('/us/templateshop');
  await page.getByRole('button', {name: en.Purchase.addToCartLabel.replace('{name}', seedText('en', 'template', 5).name)}).click();
  await expect(page.getByRole('button', {name: en.Cart.open.replace('{count}', '2')})).toBeVisible();

  await page.getByRole('button', {name: en.Cart.open.replace('{count}', '2')}).click();
  const cart = page.getByRole('dialog', {name: en.Cart.title});
  await expect(cart.getByRole('listitem').filter({hasText: name})).toContainText('$291.00');
  await cart.getByRole('link', {name: en.Cart.checkout}).click();
  await expect(page).toHaveURL(/\/us\/checkout\/cart$/);
  await expect(page.getByRole('complementary')).toContainText(name);
  await page.getByLabel(en.Checkout.name, {exact: true}).fill('Sam Park');
  await page.getByLabel(en.Checkout.email, {exact: true}).fill(unique('cart-package'));
  await page.getByLabel(en.Checkout.phone, {exact: true}).fill('+1 212 555 0199');
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await payInDemo(page, en);
  await expect(page.getByRole('main')).toContainText(total);
  await expect(page.getByRole('button', {name: en.Cart.open.replace('{count}', '0')})).toBeVisible();
});

test('a quote service leads to its consultation page, and its brief starts a quote request', async ({page}) => {
  await register(page.request);
  await page.goto('/us');
  await page.getByRole('link', {name: en.Purchase.quoteLabel.replace('{name}', seedText('en', 'service', 6).name)}).click();
  await expect(page).toHaveURL(/\/us\/checkout\/6$/);
  await expect(page.getByRole('heading', {level: 1, name: seedText('en', 'service', 6).name})).toBeVisible();
  await expect(page.getByRole('heading', {name: en.Consultation.panelTitle})).toBeVisible();
  for (const step of Object.values(en.Consultation.steps) as string[]) await expect(page.getByRole('listitem').filter({hasText: step})).toBeVisible();
  await page.getByRole('button', {name: `${en.Consultation.writeBrief}: ${seedText('en', 'service', 6).name}`}).click();
  const brief = page.getByRole('dialog', {name: en.Brief.title});
  await brief.getByRole('checkbox', {name: en.Brief.options.style.modern}).check({force: true});
  await brief.getByRole('button', {name: en.Brief.submit}).click();
  await expect(page.getByText(en.Brief.quoteRequestedTitle, {exact: true})).toBeVisible();
  const {orders} = (await (await page.request.get('/api/orders/me')).json()) as {orders: {status: string; amount: number; items: {itemId: string}[]}[]};
  expect(orders[0]).toMatchObject({status: 'quote_review', amount: 0, items: [{itemId: '6'}]});
});

test('the spec’s edge cases: an unknown service, a success page without its parameters, a cancelled demo payment', async ({page}) => {
  await page.goto('/us/checkout/99');
  await expect(page.getByRole('heading', {name: en.Checkout.serviceNotFound})).toBeVisible();
  await page.getByRole('link', {name: en.Checkout.backHome}).click();
  await expect(page).toHaveURL(/\/us$/);

  await page.goto('/us/payment/success?orderId=SO-1');
  await expect(page.getByRole('heading', {name: en.Payment.failTitle})).toBeVisible();
  await expect(page.getByRole('main')).toContainText('MISSING_PARAMETERS');

  await page.goto('/us/payment/fail/extra/path');
  await expect(page.getByRole('main')).toContainText('UNKNOWN_ERROR');
  await expect(page.getByRole('main')).toContainText(en.Payment.failDefault);

  // The server prices the order: a total sent by the browser is ignored.
  const response = await page.request.post('/api/orders', {
    headers: {'x-country': 'us', 'x-language': 'en'},
    data: {customerName: 'Lee', customerEmail: unique('cheap'), customerPhone: '+1 212 555 0100', serviceId: 4, quantity: 5, totalAmount: '0.01', agreeTerms: true, agreePrivacy: true},
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as {orderId: string; guestToken: string; order: unknown};
  expect(created.order).toMatchObject({amount: 14_600, currency: 'USD', amountKrw: 200_000, status: 'pending_payment'});

  // Cancelling on the demo page leads to the fail page with the reason.
  const started = await page.request.post('/api/payments/start', {headers: {'x-country': 'us', 'x-language': 'en'}, data: {orderId: created.orderId, token: created.guestToken}});
  expect((await page.request.post('/api/payments/start', {data: {orderId: created.orderId}})).status()).toBe(404);
  await page.goto((await started.json()).url);
  await page.getByRole('link', {name: en.Payment.cancel}).click();
  await expect(page.getByRole('heading', {name: en.Payment.cancelledTitle})).toBeVisible();
  await expect(page.getByRole('main')).toContainText('PAY_PROCESS_CANCELED');
  await expect(page.getByRole('main')).toContainText(en.Payment.failCodes.PAY_PROCESS_CANCELED);
  const quote = await page.request.post('/api/orders', {
    headers: {'x-country': 'us'},
    data: {customerName: 'Lee', customerEmail: unique('q'), customerPhone: '+1 212 555 0100', serviceId: 6, agreeTerms: true, agreePrivacy: true},
  });
  expect(quote.status()).toBe(422);
  const noConsent = await page.request.post('/api/orders', {headers: {'x-language': 'ko'}, data: {customerName: 'Lee', customerEmail: unique('n'), customerPhone: '+1 212 555 0100', serviceId: 1}});
  expect(noConsent.status()).toBe(422);
  expect((await noConsent.json()).errors.agreeTerms).toBe(ko.Checkout.errors.consentRequired);
  // A caller that names no shop is not priced as some other market's: it is told to name one.
  const order = {customerName: 'Lee', customerEmail: unique('nc'), customerPhone: '+1 212 555 0100', serviceId: 1, agreeTerms: true, agreePrivacy: true};
  const noCountry = await page.request.post('/api/orders', {headers: {'x-language': 'ko'}, data: order});
  expect(noCountry.status()).toBe(422);
  expect(await noCountry.json()).toMatchObject({success: false, code: 'country', message: ko.Checkout.server.countryRequired});
  // The order payload names it in its country field (docs/payments.md).
  // A Korean order also needs the age check (its own consent, docs/korea.md#consents-동의): refused without it, in the caller's language.
  const noAge = await page.request.post('/api/orders', {headers: {'x-language': 'ko'}, data: {...order, country: 'KR'}});
  expect(noAge.status()).toBe(422);
  expect(await noAge.json()).toMatchObject({success: false, code: 'consent', errors: {agreeAge14: ko.Consent.errors.age14Required}});
  const named = await page.request.post('/api/orders', {data: {...order, country: 'KR', agreeAge14: true}});
  expect(named.status()).toBe(201);
  expect((await named.json()).order).toMatchObject({currency: 'KRW', country: 'kr'});
});

test('keyboard only: from the page’s start to Pay in at most 15 Tab presses, filling the form on the way', async ({page, request}) => {
  // The placeholder shown while the form streams in carries no control of its own: each label is in the page once.
  const html = await (await request.get('/us/checkout1')).text();
  expect(html.match(new RegExp(`<label[^>]*>${en.Checkout.email}</label>`, 'g'))).toHaveLength(1);

  await page.goto('/us/checkout1');
  // The controls work once the form's code has run (they are disabled until then).
  await expect(page.getByLabel(en.Checkout.email, {exact: true})).toBeEnabled();
  const pay = page.getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))});
  const typed: Record<string, string> = {[en.Checkout.email]: unique('keys'), [en.Checkout.name]: 'Kim Lee', [en.Checkout.phone]: '+1 212 555 0100'};
  let tabs = 0;
  for (; tabs < 40;) {
    await page.keyboard.press('Tab');
    tabs++;
    if (await pay.evaluate((el) => el === document.activeElement)) break;
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return {href: el?.getAttribute('href') ?? null, type: el?.type ?? null, label: el?.labels?.[0]?.textContent?.trim() ?? ''};
    });
    // The skip link's Enter takes the focus past the header (a key press, not a Tab).
    if (focused.href === '#main') await page.keyboard.press('Enter');
    else if (typed[focused.label] !== undefined) await page.keyboard.type(typed[focused.label]!);
    else if (focused.type === 'checkbox' && /terms|privacy/.test(focused.label)) await page.keyboard.press('Space');
  }
  test.info().annotations.push({type: 'tab presses to Pay', description: String(tabs)});
  await expect(pay).toBeFocused();
  expect(tabs).toBeLessThanOrEqual(15);
  await expect(pay).not.toHaveAccessibleDescription(/.+/);
  // And Pay works from there.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {name: en.Payment.demoTitle})).toBeVisible();
});

test('pressing Pay too early: each field its own error and the focus on the first one, the e-mail; no discount line', async ({page}) => {
  await page.goto('/us/checkout1');
  const email = page.getByLabel(en.Checkout.email, {exact: true});
  await expect(email).toBeEnabled();
  const summary = page.getByRole('region', {name: en.Checkout.paymentSummary});
  await expect(summary).toContainText(en.Checkout.productAmount);
  await expect(summary.getByText(/discount/i)).toHaveCount(0);
  await page.getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))}).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(`${en.Checkout.guestNote} ${en.Checkout.errors.emailInvalid}`);
  await expect(page.getByLabel(en.Checkout.name, {exact: true})).toHaveAccessibleDescription(en.Checkout.errors.nameRequired);
  await expect(page.getByLabel(en.Checkout.phone, {exact: true})).toHaveAccessibleDescription(en.Checkout.errors.phoneRequired);
  // Typed in, the consents are what is missing: the first box gets the focus.
  await email.fill(unique('early'));
  await page.getByLabel(en.Checkout.name, {exact: true}).fill('Kim Lee');
  await page.getByLabel(en.Checkout.phone, {exact: true}).fill('+1 212 555 0100');
  await page.getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))}).click();
  await expect(page.getByRole('checkbox', {name: /terms/})).toBeFocused();
  await expect(page.getByRole('checkbox', {name: /terms/})).toHaveAccessibleDescription(en.Consent.errors.termsRequired);
});

test('a template is ordered without a phone number, a service or a cart with a package is not (one rule, lib/checkout/phone)', async ({page}) => {
  // The template's checkout has no phone field.
  await page.goto('/us/checkout/template-3');
  await expect(page.getByLabel(en.Checkout.email, {exact: true})).toBeVisible();
  await expect(page.getByLabel(en.Checkout.phone, {exact: true})).toHaveCount(0);

  const api = {headers: {'x-country': 'us', 'x-language': 'en'}};
  const buyer = {customerName: 'Lee', customerEmail: unique('nophone'), agreeTerms: true, agreePrivacy: true};
  expect((await page.request.post('/api/orders', {...api, data: {...buyer, templateId: 3}})).status()).toBe(201);
  const service = await page.request.post('/api/orders', {...api, data: {...buyer, serviceId: 1}});
  expect(service.status()).toBe(422);
  expect((await service.json()).errors).toEqual({customerPhone: en.Checkout.errors.phoneRequired});
  // The cart's lines decide: templates only go without one; with a package, not.
  expect((await page.request.post('/api/cart', {...api, data: {templateId: 3}})).status()).toBeLessThan(300);
  expect((await page.request.post('/api/orders', {...api, data: {...buyer, customerEmail: unique('nophone-cart'), fromCart: true}})).status()).toBe(201);
  expect((await page.request.post('/api/cart', {...api, data: {packageId: 'sns'}})).status()).toBeLessThan(300);
  const withPackage = await page.request.post('/api/orders', {...api, data: {...buyer, customerEmail: unique('nophone-pkg'), fromCart: true}});
  expect(withPackage.status()).toBe(422);
  expect((await withPackage.json()).errors).toEqual({customerPhone: en.Checkout.errors.phoneRequired});
});
