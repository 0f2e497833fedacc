import {expect, test} from '@playwright/test';
import {messages, returningVisitor, unique} from './helpers';

// Korean consents (docs/korea.md#consents-동의): separate required boxes under 전체 동의 at sign-up, stored
// server-side, refused without them; My page withdraws the optional marketing consent.

const ko = messages('ko');
const A = ko.Auth;
const C = ko.Consent;
const PASSWORD = 'Str0ngEnough';
// Sign-ups are limited per address: this file's own.
test.use({extraHTTPHeaders: {'x-forwarded-for': '203.0.113.38'}});

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'kr');
});

test('a Korean sign-up shows 전체 동의 over separate boxes; My page lists them and withdraws the marketing one', async ({page}) => {
  await page.goto('/kr?auth=login');
  const dialog = page.getByRole('dialog', {name: A.dialogTitle});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', {name: A.registerTab}).click();

  const all = dialog.getByRole('checkbox', {name: new RegExp(C.all)});
  const terms = dialog.getByRole('checkbox', {name: /\(필수\) 이용약관 동의/});
  const privacy = dialog.getByRole('checkbox', {name: /\(필수\) 개인정보 수집·이용 동의/});
  const age = dialog.getByRole('checkbox', {name: '(필수) 만 14세 이상입니다'});
  const marketing = dialog.getByRole('checkbox', {name: /\(선택\) 마케팅 정보 수신 동의/});
  for (const box of [all, terms, privacy, age, marketing]) await expect(box).not.toBeChecked();
  // The policies open from their boxes.
  // (An inner locator of `has` is queried inside the label: it starts from the page, not the dialog.)
  await expect(
    dialog
      .locator('label')
      .filter({has: page.getByRole('checkbox', {name: /\(필수\) 이용약관 동의/})})
      .getByRole('link'),
  ).toHaveAttribute('href', '/kr/terms');
  await expect(
    dialog
      .locator('label')
      .filter({has: page.getByRole('checkbox', {name: /\(필수\) 개인정보 수집·이용 동의/})})
      .getByRole('link'),
  ).toHaveAttribute('href', '/kr/privacy');

  // 전체 동의 ticks every box and takes them back again.
  await all.check();
  for (const box of [terms, privacy, age, marketing]) await expect(box).toBeChecked();
  await all.uncheck();
  for (const box of [terms, privacy, age, marketing]) await expect(box).not.toBeChecked();

  const email = unique('consent');
  await dialog.getByLabel(A.email, {exact: true}).fill(email);
  await dialog.getByRole('button', {name: A.checkEmail}).click();
  await expect(dialog.getByText(A.emailIsAvailable)).toBeVisible();
  await dialog.getByLabel(A.password, {exact: true}).fill(PASSWORD);
  await dialog.getByLabel(A.confirmPassword).fill(PASSWORD);
  await dialog.getByRole('textbox', {name: A.lastName}).fill('김');
  await dialog.getByRole('textbox', {name: A.firstName}).fill('민지');
  // Without the required boxes the account is not made: the first unticked one says why.
  await dialog.getByRole('button', {name: A.submitRegister}).click();
  await expect(dialog.getByText(C.errors.termsRequired)).toBeVisible();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');

  await all.check();
  await dialog.getByRole('button', {name: A.submitRegister}).click();
  await expect(dialog).toBeHidden();

  // My page: each consent with its date and version; the marketing one can be withdrawn.
  await page.goto('/kr/profile');
  const card = page.getByRole('region', {name: C.page.title});
  await expect(card.getByRole('listitem')).toHaveCount(4);
  await expect(card.getByRole('listitem').filter({hasText: C.page.name.age14})).toContainText('버전');
  const marketingRow = card.getByRole('listitem').filter({hasText: C.page.name.marketing});
  await marketingRow.getByRole('button', {name: C.page.withdraw}).click();
  await expect(page.getByText(C.server.withdrawn, {exact: true})).toBeVisible();
  await expect(marketingRow.getByRole('button', {name: C.page.grant})).toBeVisible();
  // Stored on the server: a reload shows it withdrawn.
  await page.reload();
  await expect(page.getByRole('region', {name: C.page.title}).getByRole('listitem').filter({hasText: C.page.name.marketing})).toContainText('철회');
});

test('API: a Korean sign-up or quote request without its required consents is refused (422, translated per box)', async ({playwright, baseURL}) => {
  const korean = await playwright.request.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': '203.0.113.39', 'x-country': 'kr', 'x-language': 'ko'}});
  const signUp = {email: unique('consent-api'), password: PASSWORD, firstName: '민수', lastName: '김'};
  const refused = await korean.post('/api/auth/register', {data: {...signUp, agreeTerms: true, agreePrivacy: true}});
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({success: false, errors: {agreeAge14: C.errors.age14Required}});
  expect((await korean.post('/api/auth/register', {data: {...signUp, agreeTerms: true, agreePrivacy: true, agreeAge14: true}})).status()).toBe(201);

  const guest = await playwright.request.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': '203.0.113.40', 'x-country': 'kr', 'x-language': 'ko'}});
  const contact = {serviceId: 6, customerName: '박지우', customerEmail: unique('consent-quote'), customerPhone: '010-1234-5678'};
  const noConsent = await guest.post('/api/quote-requests', {data: contact});
  expect(noConsent.status()).toBe(422);
  expect((await noConsent.json()).errors).toEqual({agreeTerms: C.errors.termsRequired, agreePrivacy: C.errors.privacyRequired, agreeAge14: C.errors.age14Required});
  expect((await guest.post('/api/quote-requests', {data: {...contact, agreeTerms: true, agreePrivacy: true, agreeAge14: true}})).status()).toBe(201);
  await korean.dispose();
  await guest.dispose();
});
