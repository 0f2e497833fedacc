/**
 * Real payment providers, offline: this server has Toss and Stripe keys and talks to the fake
 * providers (tests/fakes/serve.mts). Toss's browser script is replaced by tests/fakes/toss-sdk.js
 * through Playwright's routing, so the app's code is the production code.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {messages, returningVisitor, unique, seedText} from './helpers';

const ko = messages('ko');
const en = messages('en');
const vi = messages('vi');
const FAKE_SDK = readFileSync(path.join(process.cwd(), 'tests', 'fakes', 'toss-sdk.js'), 'utf8');
// Sign-ups are limited per address; this file's visitors come from their own.
test.use({extraHTTPHeaders: {'x-forwarded-for': '203.0.113.9'}});

const fakeToss = () => String(test.info().project.metadata.fakeToss);

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'kr');
  await context.route('https://js.tosspayments.com/**', (route) => route.fulfill({contentType: 'application/javascript', body: FAKE_SDK}));
  // The fake SDK asks the fake Toss for a payment key, as Toss's own window would after the buyer authenticates.
  await context.route('https://api.tosspayments.com/__fake/authorize', async (route) => {
    const response = await fetch(`${fakeToss()}/__control/authorize`, {method: 'POST', body: route.request().postData() ?? '{}'});
    await route.fulfill({status: response.status, contentType: 'application/json', headers: {'access-control-allow-origin': '*'}, body: await response.text()});
  });
});

/** What the fake Toss API was asked (confirms, lookups, cancels). */
async function tossRequests(): Promise<{method: string; path: string; idempotencyKey: string | null; body: {orderId?: string; amount?: number}}[]> {
  return (await fetch(`${fakeToss()}/__control/requests`)).json();
}
const confirmsOf = async (orderId: string) => (await tossRequests()).filter((r) => r.path === '/v1/payments/confirm' && r.body.orderId === orderId);

type Fake = {renders: number; destroyed: number; amounts: number[]; requests: {orderId: string; orderName: string; amount: number}[]; next: string | null};
const fakeState = (page: Page) => page.evaluate(() => (window as unknown as {__tossFake: Fake}).__tossFake);

/** A paid service order opens its brief; writing it later shows the success page behind it. */
async function briefLater(page: Page, m: typeof en, heading: string) {
  const brief = page.getByRole('dialog', {name: m.Brief.title});
  await expect(brief).toBeVisible();
  await brief.getByRole('button', {name: m.Brief.writeLater}).click();
  await expect(page.getByRole('heading', {name: heading})).toBeVisible();
}

/** A guest at /kr/checkout1 with the orderer filled in and the consents ticked; the Toss widget rendered. */
async function koreanCheckout(page: Page) {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/kr/checkout1');
  // A visitor who reads before typing: the widget renders into its place past the 500 ms init
  // delay (it once failed with 'DOM elements … not found' when its place came later).
  await page.waitForTimeout(1_000);
  await page.getByLabel(ko.Checkout.name, {exact: true}).fill('김민수');
  await page.getByLabel(ko.Checkout.email, {exact: true}).fill(unique('toss'));
  await page.getByLabel(ko.Checkout.phone, {exact: true}).fill('010-1234-5678');
  await page.getByRole('checkbox', {name: /이용약관/}).check();
  await page.getByRole('checkbox', {name: /개인정보/}).check();
  await page.getByRole('checkbox', {name: /만 14세 이상/}).check();
  await expect(page.getByRole('radio', {name: '신용·체크카드'})).toBeVisible();
  await expect(page.getByRole('note').filter({hasText: ko.Checkout.demoNotice})).toHaveCount(0);
  return {blocked, pay: page.getByRole('button', {name: new RegExp(ko.Checkout.pay.replace('{amount}', '.+'))})};
}

test('Toss card payment: widget with the live amount, one confirm with the order amount, a refresh changes nothing', async ({page, baseURL}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.add(new URL(request.url()).origin)));
  const {blocked, pay} = await koreanCheckout(page);
  // The only script from elsewhere is Toss's own (the payment widget).
  expect([...scripts].sort()).toEqual([new URL(baseURL!).origin, 'https://js.tosspayments.com'].sort());
  // Four images (the counter starts at the 3 included): the amount changes in the widget without rendering it again.
  await page.getByRole('button', {name: ko.Checkout.increase}).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('₩38,000');
  await expect.poll(async () => (await fakeState(page)).amounts.at(-1)).toBe(38_000);
  expect((await fakeState(page)).renders).toBe(1);

  await page.getByRole('radio', {name: '신용·체크카드'}).check();
  await pay.click();
  await briefLater(page, ko, ko.Payment.successTitle);
  const url = new URL(page.url());
  const orderId = url.searchParams.get('orderId')!;
  await expect(page.getByText(ko.Payment.methods.card, {exact: true})).toBeVisible();
  await expect(page.getByText('₩38,000')).toBeVisible();

  const confirms = await confirmsOf(orderId);
  expect(confirms).toHaveLength(1);
  expect(confirms[0]!.body.amount).toBe(38_000);
  expect(confirms[0]!.idempotencyKey).toContain(orderId);

  // The success address again (refresh, back button): still paid, Toss not asked again.
  await page.reload();
  await briefLater(page, ko, ko.Payment.successTitle);
  expect(await confirmsOf(orderId)).toHaveLength(1);
  expect(blocked).toEqual([]);

  // The receipt: ₩38,000 including ₩3,455 VAT (38,000 x 10/110), and Toss's own receipt.
  await page.getByRole('link', {name: ko.Payment.receipt}).click();
  await expect(page.getByTestId('receipt-total')).toHaveText('₩38,000');
  await expect(page.getByTestId('receipt-tax')).toHaveText('₩3,455');
  await expect(page.getByRole('link', {name: ko.Receipt.providerReceipt})).toHaveAttribute('href', /^https:\/\/dashboard\.tosspayments\.com\/receipt\//);
});

test('Toss easy payment: the order records the method with its provider; the success page and the receipt say so', async ({page}) => {
  const {pay} = await koreanCheckout(page);
  await page.getByRole('radio', {name: '카카오페이'}).check();
  await pay.click();
  await briefLater(page, ko, ko.Payment.successTitle);
  // Toss's '간편결제' with easyPay.provider '카카오페이', in the page's words.
  const method = ko.Payment.methodWithBrand.replace('{method}', ko.Payment.methods.easy_pay).replace('{brand}', ko.Payment.brands.kakao_pay);
  await expect(page.getByText(method, {exact: true})).toBeVisible();
  await page.getByRole('link', {name: ko.Payment.receipt}).click();
  await expect(page.getByTestId('receipt-total')).toBeVisible();
  // The success page stays in the document, hidden, after the link is followed (Next keeps the last
  // pages for going back): the receipt's own line is the visible one.
  await expect(page.getByText(method, {exact: true}).filter({visible: true})).toBeVisible();
});

test('Toss: the spec texts for no payment method and a cancelled payment; the second try pays', async ({page}) => {
  const {pay} = await koreanCheckout(page);
  await pay.click();
  await expect(page.getByText(ko.Checkout.selectMethod, {exact: true})).toBeVisible();
  await expect(pay).toBeEnabled();

  await page.getByRole('radio', {name: '신용·체크카드'}).check();
  await page.evaluate(() => ((window as unknown as {__tossFake: Fake}).__tossFake.next = 'cancel'));
  await pay.click();
  // A cancelled payment reads "Payment Canceled" / "Payment has been canceled.", in Korean here.
  await expect(page.getByText(ko.Checkout.cancelled, {exact: true})).toBeVisible();
  await expect(page.getByText(ko.Checkout.cancelledDescription, {exact: true})).toBeVisible();
  await expect(page).toHaveURL(/\/kr\/checkout1$/);
  const state = await fakeState(page);
  expect(state.renders).toBe(1);
  // Toss was asked with the service's order name: '{title} x {quantity}장' (docs/payments.md).
  expect(state.requests.map((r) => [r.orderName, r.amount])).toEqual([[`${seedText('ko', 'service', 1).name} x 3장`, 30_000]]);

  await pay.click();
  await briefLater(page, ko, ko.Payment.successTitle);
});

test('Toss virtual account: account, bank and deadline in Korean; the deposit webhook marks the order paid', async ({page, baseURL}) => {
  const {pay} = await koreanCheckout(page);
  await page.getByRole('radio', {name: '가상계좌'}).check();
  await pay.click();
  await expect(page.getByRole('heading', {name: ko.Payment.vaTitle})).toBeVisible();
  await expect(page.getByText(ko.Payment.vaText)).toBeVisible();
  await expect(page.getByText('우리은행')).toBeVisible();
  await expect(page.getByText(/^X[0-9a-f]{10}$/)).toBeVisible();
  await expect(page.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일/)).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  await page.getByRole('link', {name: ko.Payment.orderLink}).click();
  await expect(page.getByText(ko.Order.statuses.pending_payment).first()).toBeVisible();
  // The buyer pays at the bank; Toss calls our webhook with the account's secret.
  const deposit = await fetch(`${fakeToss()}/__control/deposit`, {method: 'POST', body: JSON.stringify({orderId, webhookUrl: `${baseURL}/api/webhooks/toss`})});
  expect(((await deposit.json()) as {status: number}).status).toBe(200);
  await page.reload();
  await expect(page.locator('[data-status]')).toHaveText(ko.Order.statuses.order_received);
});

test('Toss transfer with a cash receipt: a wrong business number is refused at Pay; issued at Toss to the number given, shown masked on the order page and the receipt', async ({page}) => {
  const {pay} = await koreanCheckout(page);
  const cash = ko.Checkout.cashReceipt;
  await page.getByRole('checkbox', {name: cash.request}).check();
  await page.getByRole('radio', {name: cash.types.expense_proof}).check();
  const number = page.getByLabel(cash.numberLabels.expense_proof);
  await number.fill('123-45-67890');
  await page.getByRole('radio', {name: '계좌이체'}).check();
  await pay.click();
  // The check digit does not hold: said under the field, focused, and nothing is sent to Toss.
  await expect(number).toHaveAccessibleDescription(ko.Checkout.errors.cashReceiptBusiness);
  await expect(number).toBeFocused();
  expect((await fakeState(page)).requests).toHaveLength(0);

  await number.fill('123-45-67891');
  await pay.click();
  await briefLater(page, ko, ko.Payment.successTitle);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  // Toss's cash receipt API was asked once, with the digits and Toss's word for the purpose.
  const issued = (await tossRequests()).filter((r) => r.path === '/v1/cash-receipts' && r.body.orderId === orderId);
  expect(issued).toHaveLength(1);
  expect(issued[0]!.body).toMatchObject({customerIdentityNumber: '1234567891', type: '지출증빙', amount: 30_000});

  await page.getByRole('link', {name: ko.Payment.receipt}).click();
  const onReceipt = page.getByTestId('cash-receipt').filter({visible: true});
  await expect(onReceipt).toContainText(cash.types.expense_proof);
  await expect(onReceipt).toContainText('123-45-*****');
  await expect(onReceipt).toContainText(cash.statuses.issued);
  await expect(onReceipt.getByRole('link', {name: cash.view})).toHaveAttribute('href', /^https:\/\/dashboard\.tosspayments\.com\/cash-receipt/);
  await expect(page.getByText('1234567891')).toHaveCount(0);
});

test('Toss: a fail return shows its code and our translated reason; a tampered amount is refused without asking Toss', async ({page}) => {
  let {pay} = await koreanCheckout(page);
  await page.getByRole('radio', {name: '신용·체크카드'}).check();
  await page.evaluate(() => ((window as unknown as {__tossFake: Fake}).__tossFake.next = 'fail'));
  await pay.click();
  await expect(page.getByRole('heading', {name: ko.Payment.cancelledTitle})).toBeVisible();
  await expect(page.getByText('PAY_PROCESS_CANCELED')).toBeVisible();
  // Our own words for the code; the provider's text in the URL is never shown (docs/security.md#limits-and-rules, "Payment fail page").
  await expect(page.getByText(ko.Payment.failCodes.PAY_PROCESS_CANCELED)).toBeVisible();
  await expect(page.getByText('사용자에 의해 결제가 취소되었습니다.', {exact: false})).toHaveCount(0);

  ({pay} = await koreanCheckout(page));
  await page.getByRole('radio', {name: '신용·체크카드'}).check();
  await page.evaluate(() => ((window as unknown as {__tossFake: Fake}).__tossFake.next = 'tamper'));
  await pay.click();
  await expect(page.getByRole('heading', {name: ko.Payment.failTitle})).toBeVisible();
  await expect(page.getByText('AMOUNT_MISMATCH')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  expect(await confirmsOf(orderId)).toHaveLength(0);
});

for (const {country, m, hosted, shown} of [
  {country: 'us', m: en, hosted: 'USD 2200', shown: '$22.00'},
  {country: 'vn', m: vi, hosted: 'VND 540000', shown: /540\.000\s?₫/},
] as const) {
  test(`Stripe Checkout for /${country}: the hosted page charges ${hosted}; the return and the webhook mark the order paid`, async ({page, context, baseURL}) => {
    await returningVisitor(context, baseURL, country);
    await page.goto(`/${country}/checkout1`);
    await page.getByLabel(m.Checkout.name, {exact: true}).fill('Sam Lee');
    await page.getByLabel(m.Checkout.email, {exact: true}).fill(unique(`stripe-${country}`));
    await page.getByLabel(m.Checkout.phone, {exact: true}).fill('+1 212 555 0100');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await expect(page.getByRole('note').filter({hasText: m.Checkout.demoNotice})).toHaveCount(0);
    await page.getByRole('button', {name: new RegExp(m.Checkout.pay.replace('{amount}', '.+'))}).click();

    await expect(page.getByRole('heading', {name: 'Fake Stripe Checkout'})).toBeVisible();
    await expect(page.getByText(hosted)).toBeVisible();
    await page.getByRole('button', {name: 'Pay'}).click();
    await briefLater(page, m, m.Payment.successTitle);
    await expect(page.getByText(shown)).toBeVisible();
    await page.getByRole('link', {name: m.Payment.orderLink}).click();
    await expect(page.locator('[data-status]')).toHaveText(m.Order.statuses.order_received);
    // The receipt: the amount charged, and Stripe's own receipt for the charge.
    await page.getByRole('link', {name: m.Order.receipt, exact: true}).click();
    await expect(page.getByTestId('receipt-total')).toHaveText(shown);
    await expect(page.getByRole('link', {name: m.Receipt.providerReceipt})).toHaveAttribute('href', /^https:\/\/pay\.stripe\.com\/receipts\/payment\/ch_/);
  });
}
