import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {createTranslator} from 'next-intl';
import {messages, unique} from './helpers';

const en = messages('en');
const A = en.Auth;
const PASSWORD = 'Str0ngEnough';
// Each server writes mail to its own data folder (see playwright.config.ts).
const outbox = () => path.join(process.cwd(), String(test.info().project.metadata.dataDir), 'outbox');

async function registerByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/auth/register', {data: {email, password, firstName: 'Test', lastName: 'User'}});
  expect(response.status()).toBe(201);
}

function accountButton(page: Page, name: string) {
  return page.getByRole('button', {name: A.accountMenu.replace('{name}', name)});
}

test('sign up, log out, log in again and edit the profile', async ({page}) => {
  const email = unique('jane');
  const username = email.split('@')[0]!; // derived from the e-mail (spec)
  await page.goto('/us');
  await page.getByRole('button', {name: A.login}).click();
  const dialog = page.getByRole('dialog', {name: A.dialogTitle});
  await dialog.getByRole('tab', {name: A.registerTab}).click();

  await dialog.getByLabel(A.email, {exact: true}).fill(email);
  const create = dialog.getByRole('button', {name: A.submitRegister});
  await expect(create).toBeDisabled();
  await dialog.getByRole('button', {name: A.checkEmail}).click();
  await expect(dialog.getByText(A.emailIsAvailable)).toBeVisible();
  await dialog.getByLabel(A.password, {exact: true}).fill('Short1');
  await expect(dialog.getByText(A.rule.current.replace('{n}', '6'))).toBeVisible();
  await dialog.getByLabel(A.password, {exact: true}).fill(PASSWORD);
  await expect(dialog.getByText(A.rule.ok)).toBeVisible();
  await dialog.getByLabel(A.confirmPassword).fill(`${PASSWORD}x`);
  await expect(dialog.getByText(A.rule.mismatch)).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel(A.confirmPassword).fill(PASSWORD);
  await expect(dialog.getByText(A.rule.match)).toBeVisible();
  // First and last name are required: sending without them says so at each field.
  await create.click();
  await expect(dialog.getByText(A.errors.firstNameRequired)).toBeVisible();
  await expect(dialog.getByText(A.errors.lastNameRequired)).toBeVisible();
  await dialog.getByLabel(A.firstName).fill('Jane');
  await dialog.getByLabel(A.lastName).fill('Park');
  await create.click();
  await expect(page.getByText(A.toast.welcome, {exact: true})).toBeVisible();
  await expect(dialog).toBeHidden();

  // The header names the person, not the username derived from the e-mail.
  await expect(accountButton(page, 'Jane')).toBeVisible();
  await expect(page.getByRole('banner').getByText(username, {exact: true})).toHaveCount(0);
  await accountButton(page, 'Jane').click();
  await page.getByRole('menuitem', {name: A.logout, exact: true}).click();
  await expect(page.getByRole('button', {name: A.login})).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();

  await page.getByRole('button', {name: A.login}).click();
  await dialog.getByLabel(A.email, {exact: true}).fill(email);
  await dialog.getByLabel(A.password, {exact: true}).fill('Wr0ngPassword');
  await dialog.getByRole('button', {name: A.submitLogin}).click();
  await expect(page.getByText(A.server.invalidCredentials, {exact: true})).toBeVisible();
  await dialog.getByLabel(A.password, {exact: true}).fill(PASSWORD);
  await dialog.getByRole('button', {name: A.submitLogin}).click();
  await expect(page.getByText(A.toast.loginSuccess, {exact: true})).toBeVisible();

  await accountButton(page, 'Jane').click();
  await page.getByRole('menuitem', {name: A.profile}).click();
  await expect(page).toHaveURL(/\/us\/profile$/);
  const P = en.Profile;
  await expect(page.getByRole('heading', {name: P.title})).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', {name: P.edit}).click();
  await page.getByLabel(P.phone).fill('+1 212 555 0100');
  await page.getByRole('button', {name: P.save}).click();
  await expect(page.getByText(P.saved, {exact: true})).toBeVisible();
  await expect(page.getByText('+1 212 555 0100')).toBeVisible();
  await page.reload();
  await expect(page.getByText('+1 212 555 0100')).toBeVisible();
});

test('forgot password: the mail in the outbox leads to the reset, which signs the old session out', async ({browser, page, baseURL}) => {
  const email = unique('reset');
  const old = await browser.newContext({baseURL});
  await registerByApi(old.request, email);
  expect((await (await old.request.get('/api/auth/me')).json()).user.email).toBe(email);

  // The same answer for an unknown address, and never a token in the response.
  const unknown = await page.request.post('/api/auth/forgot-password', {data: {email: unique('nobody')}});
  const before = new Set(readdirSync(outbox(), {withFileTypes: true}).map((f) => f.name));
  await page.goto('/us');
  await page.getByRole('button', {name: A.login}).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', {name: A.forgotLink}).click();
  await dialog.getByLabel(A.email, {exact: true}).fill(email);
  const answer = page.waitForResponse('**/api/auth/forgot-password');
  await page.getByRole('button', {name: A.sendLink}).click();
  const known = await (await answer).json();
  expect(known).toEqual(await unknown.json());
  expect(JSON.stringify(known)).not.toContain('token');
  await expect(page.getByText(A.toast.emailSent, {exact: true})).toBeVisible();

  // The mail is a background job: it arrives shortly after the answer.
  const resetMail = () => readdirSync(outbox()).find((f) => !before.has(f) && f.includes('password-reset') && f.endsWith('.eml'));
  await expect.poll(resetMail).toBeTruthy();
  const mailFile = resetMail();
  expect(mailFile).toBeTruthy();
  const eml = readFileSync(path.join(outbox(), mailFile!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  expect(eml).toContain(`To: ${email}`);
  const link = new RegExp(`${baseURL!.replace(/[.]/g, '\\.')}/us/reset-password\\?token=[\\w-]+`).exec(eml)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  const R = en.Reset;
  await page.getByLabel(R.password, {exact: true}).fill('N3wPassword!');
  await page.getByLabel(R.confirm).fill('N3wPassword?');
  await page.getByRole('button', {name: R.submit}).click();
  await expect(page.getByRole('alert').filter({hasText: A.errors.passwordMismatch})).toBeVisible();
  await page.getByLabel(R.confirm).fill('N3wPassword!');
  await page.getByRole('button', {name: R.submit}).click();
  await expect(page.getByText(R.successTitle, {exact: true})).toBeVisible();
  await expect(page).toHaveURL(/\/us$/);
  await expect(page.getByRole('dialog', {name: A.dialogTitle})).toBeVisible();

  expect((await (await old.request.get('/api/auth/me')).json()).user).toBeNull();
  expect((await page.request.post('/api/auth/login', {data: {email, password: PASSWORD}})).status()).toBe(401);
  expect((await page.request.post('/api/auth/login', {data: {email, password: 'N3wPassword!'}})).status()).toBe(200);
  // The link works once.
  expect((await page.request.post('/api/auth/reset-password', {data: {token: new URL(link!).searchParams.get('token'), password: 'An0therPass'}})).status()).toBe(400);
  await old.close();
});

test('admin area: anonymous 401 and sent to log in, customers 403 and "access denied", the admin sees the members', async ({browser, page, request, baseURL}) => {
  expect((await request.get('/api/admin/users')).status()).toBe(401);
  await page.goto('/us/admin');
  await expect(page).toHaveURL(/\/us$/);
  await expect(page.getByRole('dialog', {name: A.dialogTitle})).toBeVisible();

  const customer = await browser.newContext({baseURL});
  const email = unique('customer');
  await registerByApi(customer.request, email);
  expect((await customer.request.get('/api/admin/users')).status()).toBe(403);
  const customerPage = await customer.newPage();
  await customerPage.goto('/us/admin');
  await expect(customerPage.getByRole('heading', {name: en.Admin.deniedTitle})).toBeVisible();
  await expect(customerPage.getByText(email)).toBeVisible();
  await expect(customerPage.getByRole('table')).toHaveCount(0);
  await customer.close();

  const admin = await browser.newContext({baseURL});
  expect((await admin.request.post('/api/auth/login', {data: {email: 'admin@e2e.test', password: 'E2eAdminPassw0rd'}})).status()).toBe(200);
  const users = await (await admin.request.get('/api/admin/users')).json();
  expect(users.users.map((u: {email: string}) => u.email)).toContain(email);
  expect(JSON.stringify(users)).not.toMatch(/argon2|passwordHash|sessionVersion/);
  const adminPage = await admin.newPage();
  await adminPage.goto('/us/admin/users');
  await expect(adminPage.getByRole('heading', {name: en.Admin.dashboard})).toBeVisible();
  await expect(adminPage.getByRole('cell', {name: email})).toBeVisible();
  await admin.close();
});

test('login limits: 5 failures stop that address for that account, in the caller language; the owner elsewhere and on a known device still gets in', async ({playwright, baseURL}) => {
  const email = unique('limited');
  const context = (ip: string) => playwright.request.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': ip}});
  const owner = await context('203.0.113.101');
  await registerByApi(owner, email); // this browser now knows the account
  const attacker = await context('198.51.100.150');
  for (let i = 0; i < 5; i++) {
    const wrong = await attacker.post('/api/auth/login', {data: {email, password: `Wr0ng${i}`}});
    expect(wrong.status()).toBe(401);
  }
  const limited = await attacker.post('/api/auth/login', {headers: {'x-language': 'ko'}, data: {email, password: PASSWORD}});
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(800);
  const ko = createTranslator({locale: 'ko', messages: messages('ko'), namespace: 'Auth.server'});
  expect((await limited.json()).message).toBe(ko('tooMany', {minutes: 15}));
  // Login limits (docs/accounts.md): the attacker's failures do not lock the owner out. A new device
  // elsewhere gets in after a short wait; the owner's known browser without one.
  const elsewhere = await context('203.0.113.102');
  const started = Date.now();
  expect((await elsewhere.post('/api/auth/login', {data: {email, password: PASSWORD}})).status()).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect((await owner.post('/api/auth/login', {data: {email, password: PASSWORD}})).status()).toBe(200);
  // An unknown e-mail and a wrong password get the same answer.
  const request = await context('203.0.113.103');
  const unknown = await request.post('/api/auth/login', {data: {email: unique('ghost'), password: PASSWORD}});
  const wrong = await request.post('/api/auth/login', {data: {email: 'admin@e2e.test', password: 'Wr0ngPassword'}});
  expect([unknown.status(), wrong.status()]).toEqual([401, 401]);
  expect(await unknown.json()).toEqual(await wrong.json());
});

test('Google sign-in redirects to the configured authorization URL', async ({request, baseURL}) => {
  const response = await request.get('/api/auth/google?returnTo=/kr/profile', {maxRedirects: 0});
  expect([302, 303, 307]).toContain(response.status());
  const location = new URL(response.headers()['location']!);
  expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  expect(location.searchParams.get('client_id')).toBe('e2e-google-client');
  expect(location.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/auth/callback/google`);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
});

test('coming back from Google, ?auth=success re-reads the session and ?auth=failed is logged; the query string goes away', async ({page}) => {
  const email = unique('google');
  await registerByApi(page.request, email);
  const meCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/auth/me') && meCalls.push(r.url()));
  await page.goto('/us?auth=success');
  await expect(page).toHaveURL(/\/us$/);
  await expect(accountButton(page, 'Test')).toBeVisible(); // the first name it registered with
  expect(meCalls.length).toBeGreaterThan(0);

  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/us/terms?auth=failed');
  await expect(page).toHaveURL(/\/us\/terms$/);
  expect(warnings.some((w) => w.includes('Google sign-in'))).toBe(true);
});

test("My page's own Log in opens the login here, and My page shows once logged in; so does the header's", async ({page, playwright, baseURL}) => {
  // Signed up from its own address: sign-ups are limited per address, and the suite's others share the default one.
  const api = await playwright.request.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': '203.0.113.192'}});
  const email = unique('mypage');
  await registerByApi(api, email);
  await api.dispose();
  const P = en.Profile;
  const main = page.getByRole('main');
  const dialog = page.getByRole('dialog', {name: A.dialogTitle});
  await page.goto('/us/profile');
  await expect(page.getByRole('heading', {name: P.loginRequiredTitle})).toBeVisible();
  await main.getByRole('button', {name: A.login}).click();
  await dialog.getByLabel(A.email, {exact: true}).fill(email);
  await dialog.getByLabel(A.password, {exact: true}).fill(PASSWORD);
  await dialog.getByRole('button', {name: A.submitLogin}).click();
  await expect(page.getByRole('heading', {name: P.title})).toBeVisible();
  await expect(page).toHaveURL(/\/us\/profile$/);
  await expect(main.getByText(email, {exact: true})).toBeVisible();

  // Signed out again, the header's Log in on My page ends the same way.
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByRole('heading', {name: P.loginRequiredTitle})).toBeVisible();
  await page.getByRole('banner').getByRole('button', {name: A.login}).first().click();
  await dialog.getByLabel(A.email, {exact: true}).fill(email);
  await dialog.getByLabel(A.password, {exact: true}).fill(PASSWORD);
  await dialog.getByRole('button', {name: A.submitLogin}).click();
  await expect(page.getByRole('heading', {name: P.title})).toBeVisible();
  await expect(page).toHaveURL(/\/us\/profile$/);
});
