import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {messages, unique, seedText} from './helpers';

const en = messages('en');
const B = en.Brief;
const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'uploads');

async function register(request: APIRequestContext) {
  const email = unique('brief');
  expect((await request.post('/api/auth/register', {data: {email, password: 'Str0ngEnough', firstName: 'Brief', lastName: 'Writer'}})).status()).toBe(201);
  return email;
}

test('a customer sends a brief for service 6 with a photo; only they (and admins) can download it', async ({page, browser, baseURL}) => {
  await register(page.request);
  // Slow the uploads down a little so their progress can be seen.
  await page.route('**/api/uploads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/us');
  await page.getByRole('button', {name: B.openLabel.replace('{name}', seedText('en', 'service', 6).name)}).click();
  const dialog = page.getByRole('dialog', {name: B.title});
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(seedText('en', 'service', 6).name);
  await expect(dialog).toContainText(en.Home.quote);

  // Nothing chosen: the destructive 'select required' toast, and the form stays.
  await dialog.getByRole('button', {name: B.submit}).click();
  await expect(page.getByText(B.selectRequiredDescription, {exact: true})).toBeVisible();

  await dialog.getByRole('checkbox', {name: B.options.style.cinematic}).check({force: true});
  await dialog.getByRole('checkbox', {name: B.options.usage.menu}).check({force: true});
  await dialog.getByLabel(B.additionalRequests).fill('A rainy night street, our neon sign in focus.');
  // Signed in, both start uploading as soon as they are picked, each with its own progress bar.
  await dialog.getByLabel(B.files).setInputFiles([path.join(FIXTURES, 'photo.jpg'), path.join(FIXTURES, 'logo.png')]);
  await expect(dialog.getByText('photo.jpg')).toBeVisible();
  await expect(dialog.getByText('1.4 KB')).toBeVisible();
  await expect(dialog.getByRole('progressbar', {name: B.uploading.replace('{name}', 'photo.jpg')})).toBeVisible();
  await expect(dialog.getByRole('progressbar', {name: B.uploading.replace('{name}', 'logo.png')})).toBeVisible();
  await expect(dialog.getByRole('progressbar', {name: B.uploading.replace('{name}', 'logo.png')})).toHaveAttribute('value', '1');
  // Removing an uploaded file deletes it from the studio's storage.
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/uploads/'));
  await dialog.getByRole('button', {name: B.remove.replace('{name}', 'logo.png')}).click();
  expect((await deleted).status()).toBe(204);
  const removedUrl = new URL((await deleted).url()).pathname;
  await expect(dialog.getByText('logo.png')).toHaveCount(0);

  await dialog.getByRole('button', {name: B.submit}).click();
  await expect(page.getByText(B.quoteRequestedTitle, {exact: true})).toBeVisible();
  await expect(dialog).toBeHidden();

  const {briefs} = await (await page.request.get('/api/project-briefs')).json();
  expect(briefs).toHaveLength(1);
  const [brief] = briefs;
  expect(brief).toMatchObject({serviceId: 6, style: ['cinematic'], usage: ['menu'], colorTone: [], status: 'pending', additionalRequests: 'A rainy night street, our neon sign in focus.'});
  expect(brief.files).toHaveLength(1);
  const url: string = brief.files[0].url;

  const own = await page.request.get(url);
  expect(own.status()).toBe(200);
  expect(Buffer.from(await own.body()).equals(readFileSync(path.join(FIXTURES, 'photo.jpg')))).toBe(true);
  expect(own.headers()['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''photo\.jpg$/);
  if (test.info().project.metadata.storage === 's3') {
    // From a bucket: after the access check, a redirect to a short-lived signed GET on the bucket's origin.
    const hop = await page.request.get(url, {maxRedirects: 0});
    expect(hop.status()).toBe(302);
    expect(hop.headers()['cache-control']).toBe('private, no-store');
    expect(new URL(hop.headers()['location']!).searchParams.get('X-Amz-Expires')).toBe('60');
  } else {
    expect(own.headers()['x-content-type-options']).toBe('nosniff');
  }
  // The removed file was deleted from storage, not left behind.
  expect((await page.request.get(removedUrl)).status()).toBe(404);
  expect((await page.request.delete(url)).status()).toBe(404);

  const other = await browser.newContext({baseURL});
  await register(other.request);
  expect((await other.request.get(url)).status()).toBe(404);
  expect((await other.request.get('/api/project-briefs').then((r) => r.json())).briefs).toEqual([]);
  // Nobody but an admin changes a brief's status.
  expect((await other.request.patch(`/api/project-briefs/${brief.id}/status`, {data: {status: 'approved'}})).status()).toBe(403);
  await other.close();
  const anonymous = await browser.newContext({baseURL});
  expect((await anonymous.request.get(url)).status()).toBe(404);
  expect((await anonymous.request.post('/api/project-briefs', {data: {serviceId: 6, style: ['modern']}})).status()).toBe(401);
  await anonymous.close();

  const admin = await browser.newContext({baseURL});
  expect((await admin.request.post('/api/auth/login', {data: {email: 'admin@e2e.test', password: 'E2eAdminPassw0rd'}})).status()).toBe(200);
  expect((await admin.request.get(url)).status()).toBe(200);
  expect((await admin.request.patch(`/api/project-briefs/${brief.id}/status`, {data: {status: 'approved'}})).status()).toBe(200);
  const all = (await (await admin.request.get('/api/project-briefs')).json()).briefs as {id: string; status: string; applicant: string}[];
  expect(all.find((b) => b.id === brief.id)).toMatchObject({status: 'approved'});
  await admin.close();
});

test('a file that is not what its name says is refused with a clear message, and nothing typed is lost', async ({page}) => {
  await register(page.request);
  await page.goto('/us/brief-test');
  const dialog = page.getByRole('dialog', {name: B.title});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', {name: B.options.colorTone.pastel}).check({force: true});
  await dialog.getByLabel(B.referenceNotes).fill('See the attached mood board.');
  await dialog.getByLabel(B.files).setInputFiles([path.join(FIXTURES, 'script.svg.jpg')]);
  await dialog.getByRole('button', {name: B.submit}).click();
  await expect(dialog.getByText(B.upload.badType)).toBeVisible();
  await expect(page.getByText(B.failedTitle, {exact: true})).toBeVisible();
  await expect(dialog.getByLabel(B.referenceNotes)).toHaveValue('See the attached mood board.');
  await expect(dialog.getByRole('checkbox', {name: B.options.colorTone.pastel})).toBeChecked();
});

test('signed out, the brief asks for contact details or a login; logging in from it keeps the form and sends it from the account', async ({page}) => {
  await page.goto('/us/brief-test');
  const dialog = page.getByRole('dialog', {name: B.title});
  await dialog.getByRole('checkbox', {name: B.options.style.minimal}).check({force: true});
  // A guest may send it with their contact details (tests/e2e/quotes.spec.ts); an account holder logs in from here.
  const contact = dialog.getByRole('group', {name: B.contact.title});
  await expect(contact.getByLabel(B.contact.email)).toBeVisible();
  await contact.getByRole('button', {name: B.contact.logIn}).click();
  const login = page.getByRole('dialog', {name: en.Auth.dialogTitle});
  await expect(login).toBeVisible();
  await login.getByRole('tab', {name: en.Auth.registerTab}).click();
  await login.getByLabel(en.Auth.email).fill(unique('late'));
  await login.getByRole('button', {name: en.Auth.checkEmail}).click();
  await login.getByLabel(en.Auth.password, {exact: true}).fill('Str0ngEnough');
  await login.getByLabel(en.Auth.confirmPassword).fill('Str0ngEnough');
  await login.getByLabel(en.Auth.firstName).fill('Sam');
  await login.getByLabel(en.Auth.lastName).fill('Lee');
  await login.getByRole('button', {name: en.Auth.submitRegister}).click();
  // Back to the brief as it was, now signed in (no contact fields): it goes through.
  await expect(dialog.getByRole('checkbox', {name: B.options.style.minimal})).toBeChecked();
  await expect(contact).toHaveCount(0);
  await dialog.getByRole('button', {name: B.submit}).click();
  await expect(page.getByText(B.quoteRequestedTitle, {exact: true})).toBeVisible();
});

test('the upload API refuses oversize and disguised files on the server too', async ({request}) => {
  await register(request);
  const svg = await request.post('/api/uploads', {headers: {'x-file-name': 'cat.jpg', 'content-type': 'image/jpeg', 'x-language': 'ko'}, data: readFileSync(path.join(FIXTURES, 'script.svg.jpg'))});
  expect(svg.status()).toBe(415);
  expect((await svg.json()).message).toBe(messages('ko').Brief.upload.badType);
  const truncated = await request.post('/api/uploads', {headers: {'x-file-name': 'half.jpg'}, data: readFileSync(path.join(FIXTURES, 'truncated.jpg'))});
  expect(truncated.status()).toBe(422);
  const big = Buffer.concat([readFileSync(path.join(FIXTURES, 'photo.jpg')).subarray(0, -2), Buffer.alloc(11 * 1024 * 1024), Buffer.from([0xff, 0xd9])]);
  expect((await request.post('/api/uploads', {headers: {'x-file-name': 'huge.jpg'}, data: big})).status()).toBe(413);
  const ok = await request.post('/api/uploads', {headers: {'x-file-name': encodeURIComponent('메뉴 사진.png')}, data: readFileSync(path.join(FIXTURES, 'logo.png'))});
  expect(ok.status()).toBe(201);
  expect(await ok.json()).toMatchObject({name: '메뉴 사진.png', contentType: 'image/png', size: readFileSync(path.join(FIXTURES, 'logo.png')).length});
});

test("a file sent the wrong way (a form upload, as curl -F sends it) is told how to send it, in the caller's language", async ({request}) => {
  await register(request);
  const photo = readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'real', 'samsung-trailer.jpg'));
  const form = await request.post('/api/uploads', {headers: {'x-language': 'ko'}, multipart: {file: {name: 'galaxy.jpg', mimeType: 'image/jpeg', buffer: photo}}});
  expect(form.status()).toBe(415);
  expect((await form.json()).message).toBe(messages('ko').Api.notBody);
  // The same photo as the body: a Galaxy photo with its trailer after the end marker is taken.
  const body = await request.post('/api/uploads', {headers: {'x-file-name': 'galaxy.jpg'}, data: photo});
  expect(body.status()).toBe(201);
  // A form post to any other API address: 415 "send JSON" in the caller's language, never a 500 or an empty body.
  for (const url of ['/api/orders', '/api/no-such-route']) {
    const answer = await request.post(url, {headers: {'x-language': 'vi'}, form: {customerName: 'Lan'}});
    expect(answer.status(), url).toBe(415);
    expect((await answer.json()).message, url).toBe(messages('vi').Api.notJson);
  }
});
