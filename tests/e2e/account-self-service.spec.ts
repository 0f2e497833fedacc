/**
 * Account self-service on My page (docs/accounts.md): change the password (other devices signed out,
 * this one not), change the e-mail through the link sent to the new address (the old one told),
 * download one's data, delete the account (signed out, a confirmation; admins cannot).
 */
import {readFileSync} from 'node:fs';
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {messages, outbox, unique} from './helpers';

const en = messages('en');
const A = en.Auth;
const P = en.Profile;
const S = P.account;
const PASSWORD = 'Str0ngEnough';
/** This file's callers come from their own address (the server trusts one proxy hop): its sign-ups do not use up another file's. */
const ADDRESS = {'x-forwarded-for': '203.0.113.150'};
test.use({extraHTTPHeaders: ADDRESS});

async function registerByApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/register', {data: {email, password: PASSWORD, firstName: 'Self', lastName: 'Service'}});
  expect(response.status()).toBe(201);
}

async function myPage(page: Page) {
  await page.goto('/us/profile');
  await expect(page.getByRole('heading', {name: S.title})).toBeVisible();
}

/** A mail's text with quoted-printable soft breaks and '=' escapes undone. */
const readable = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test('change the password: a wrong current one is refused; then other devices are signed out and this one is not', async ({page, browser, baseURL}) => {
  const email = unique('pw');
  await registerByApi(page.request, email);
  const laptop = await browser.newContext({baseURL, extraHTTPHeaders: ADDRESS});
  expect((await laptop.request.post('/api/auth/login', {data: {email, password: PASSWORD}})).status()).toBe(200);

  await myPage(page);
  const form = page.getByRole('form', {name: S.passwordTitle});
  await form.getByLabel(S.currentPassword).fill('Wr0ngPassword');
  await form.getByLabel(S.newPassword, {exact: true}).fill('N3wPassword1');
  await expect(form.getByText(A.rule.ok)).toBeVisible();
  await form.getByLabel(S.confirmPassword).fill('N3wPassword1');
  await form.getByRole('button', {name: S.passwordSubmit}).click();
  await expect(form.getByText(A.server.wrongPassword)).toBeVisible();
  await expect(form.getByLabel(S.currentPassword)).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(S.currentPassword).fill(PASSWORD);
  await form.getByRole('button', {name: S.passwordSubmit}).click();
  await expect(form.getByRole('status')).toHaveText(A.server.passwordChanged);

  expect((await (await page.request.get('/api/auth/me')).json()).user.email).toBe(email);
  expect((await (await laptop.request.get('/api/auth/me')).json()).user).toBeNull();
  expect((await laptop.request.post('/api/auth/login', {data: {email, password: PASSWORD}})).status()).toBe(401);
  expect((await laptop.request.post('/api/auth/login', {data: {email, password: 'N3wPassword1'}})).status()).toBe(200);
  await laptop.close();
});

test('change the e-mail: nothing changes until the link sent to the new address is followed; then the old one is told', async ({page}) => {
  const email = unique('old');
  const next = unique('new');
  const taken = unique('taken');
  await registerByApi(page.request, taken);
  await page.context().clearCookies();
  await registerByApi(page.request, email);

  await myPage(page);
  const form = page.getByRole('form', {name: S.emailTitle});
  await form.getByLabel(S.newEmail).fill(taken);
  await form.getByLabel(S.currentPassword).fill(PASSWORD);
  await form.getByRole('button', {name: S.emailSubmit}).click();
  await expect(form.getByText(A.server.emailTaken)).toBeVisible();

  await form.getByLabel(S.newEmail).fill(next);
  await form.getByRole('button', {name: S.emailSubmit}).click();
  await expect(form.getByRole('status')).toHaveText(A.server.emailChangeSent.replace('{email}', next));
  expect((await (await page.request.get('/api/auth/me')).json()).user.email).toBe(email);

  let mail = '';
  await expect.poll(() => (mail = readable(outbox('email-change').find((m) => m.includes(`To: ${next}`)) ?? ''))).not.toBe('');
  const link = /https?:\/\/[^\s"<>]+\/us\/verify-email\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', {name: en.Verify.confirm}).click();
  // A change asks for the account's current password (docs/security.md, "Taking an account back"); a wrong one is refused.
  await expect(page.getByRole('heading', {name: en.Verify.changeTitle})).toBeVisible();
  await page.getByLabel(en.Verify.currentPassword).fill('Wr0ngPassword');
  await page.getByRole('button', {name: en.Verify.confirmChange}).click();
  await expect(page.getByText(A.server.wrongPassword)).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).user.email).toBe(email);
  await page.getByLabel(en.Verify.currentPassword).fill(PASSWORD);
  await page.getByRole('button', {name: en.Verify.confirmChange}).click();
  await expect(page.getByRole('heading', {name: en.Verify.changedTitle})).toBeVisible();
  await expect(page.getByText(A.server.emailChanged.replace('{email}', next))).toBeVisible();

  expect((await (await page.request.get('/api/auth/me')).json()).user.email).toBe(next);
  await expect.poll(() => outbox('email-changed').some((m) => m.includes(`To: ${email}`) && readable(m).includes(next))).toBe(true);
  expect((await page.request.post('/api/auth/login', {data: {email, password: PASSWORD}})).status()).toBe(401);
  expect((await page.request.post('/api/auth/login', {data: {email: next, password: PASSWORD}})).status()).toBe(200);
});

test('download my data: a JSON attachment with the signed-in account`s profile', async ({page}) => {
  const email = unique('export');
  await registerByApi(page.request, email);
  await myPage(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', {name: S.exportAction}).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(data.profile.email).toBe(email);
  expect(data.orders).toEqual([]);
  expect(data.sessions.some((s: {current: boolean}) => s.current)).toBe(true);

  const response = await page.request.get('/api/auth/profile/export');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="my-data-/);
  await page.context().clearCookies();
  expect((await page.request.get('/api/auth/profile/export')).status()).toBe(401);
});

test('delete the account: confirmed in a dialog with the password, then signed out with a confirmation', async ({page}) => {
  const email = unique('bye');
  await registerByApi(page.request, email);
  await myPage(page);
  await page.getByRole('button', {name: S.deleteOpen}).click();
  const dialog = page.getByRole('alertdialog', {name: S.deleteDialogTitle});
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', {name: S.deleteConfirm, exact: true});
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('button', {name: S.deleteCancel}).click();
  await expect(dialog).toBeHidden();
  expect((await (await page.request.get('/api/auth/me')).json()).user.email).toBe(email);

  await page.getByRole('button', {name: S.deleteOpen}).click();
  await dialog.getByLabel(S.deleteConfirmPassword).fill('Wr0ngPassword');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(A.server.wrongPassword);
  await dialog.getByLabel(S.deleteConfirmPassword).fill(PASSWORD);
  await confirm.click();
  await expect(page.getByRole('heading', {name: S.deletedTitle})).toBeVisible();
  await expect(page.getByRole('button', {name: A.login})).toBeVisible();

  expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();
  expect((await page.request.post('/api/auth/login', {data: {email, password: PASSWORD}})).status()).toBe(401);
  await page.goto('/us/profile');
  await expect(page.getByRole('heading', {name: P.loginRequiredTitle})).toBeVisible();
});

test('an admin cannot delete the account from My page and is told why', async ({page}) => {
  expect((await page.request.post('/api/auth/login', {data: {email: 'admin@e2e.test', password: 'E2eAdminPassw0rd'}})).status()).toBe(200);
  await myPage(page);
  await expect(page.getByText(S.deleteAdmin)).toBeVisible();
  await expect(page.getByRole('button', {name: S.deleteOpen})).toHaveCount(0);
  const refused = await page.request.delete('/api/auth/profile', {data: {password: 'E2eAdminPassw0rd'}, headers: {'x-language': 'en'}});
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(S.deleteAdmin);
});
