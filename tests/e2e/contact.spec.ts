import {expect, test} from '@playwright/test';
import {messages, returningVisitor} from './helpers';

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'kr');
});

test('the contact form sends a message and says so in the visitor language', async ({page}) => {
  const c = messages('ko').Contact;
  await page.goto('/kr#contact');
  await page.getByLabel(c.name).fill('김민수');
  await page.getByLabel(c.email).fill('minsu@cafe.kr');
  await page.getByLabel(new RegExp(c.company)).fill('민수네 카페');
  await page.getByLabel(c.service).selectOption({label: c.services.premium});
  await page.getByLabel(c.message).fill('메뉴 사진 10장이 필요합니다.');
  await page.getByRole('button', {name: c.submit}).click();
  await expect(page.getByText(c.sentTitle, {exact: true})).toBeVisible();
  await expect(page.getByLabel(c.name)).toHaveValue('');
});

test('an invalid e-mail is explained next to the field and nothing typed is lost', async ({page}) => {
  const c = messages('ja').Contact;
  await page.goto('/kr/ja#contact');
  await page.getByLabel(c.name).fill('山田');
  await page.getByLabel(c.email).fill('yamada@');
  await page.getByLabel(c.service).selectOption('consultation');
  await page.getByLabel(c.message).fill('相談したいです');
  await page.getByRole('button', {name: c.submit}).click();
  await expect(page.getByText(c.errors.emailInvalid)).toBeVisible();
  await expect(page.getByLabel(c.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(c.message)).toHaveValue('相談したいです');
});

test('a failed send keeps the form and shows the error toast', async ({page}) => {
  const c = messages('en').Contact;
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await page.goto('/kr/en#contact');
  await page.getByLabel(c.name).fill('Jane');
  await page.getByLabel(c.email).fill('jane@shop.com');
  await page.getByLabel(c.service).selectOption('basic');
  await page.getByLabel(c.message).fill('Hello');
  await page.getByRole('button', {name: c.submit}).click();
  await expect(page.getByText(c.errorTitle, {exact: true})).toBeVisible();
  await expect(page.getByLabel(c.message)).toHaveValue('Hello');
});

test('POST /api/contact validates on the server and answers in the caller language', async ({request}) => {
  const ko = messages('ko');
  const bad = await request.post('/api/contact', {headers: {'x-language': 'ko'}, data: {name: '', email: 'nope', service: 'gold', message: 'hi'}});
  expect(bad.status()).toBe(422);
  expect(await bad.json()).toEqual({
    message: ko.Api.invalid,
    errors: {name: ko.Contact.errors.nameRequired, email: ko.Contact.errors.emailInvalid, service: ko.Contact.errors.serviceRequired},
  });

  const notJson = await request.post('/api/contact', {headers: {'content-type': 'text/plain'}, data: 'name=x'});
  expect(notJson.status()).toBe(415);
  const broken = await request.post('/api/contact', {headers: {'content-type': 'application/json'}, data: Buffer.from('{"name":')});
  expect(broken.status()).toBe(400);
  expect(await broken.json()).toEqual({message: messages('en').Api.badJson});

  const ok = await request.post('/api/contact', {data: {name: 'Lee', email: 'lee@studio.au', company: 'Lee Co', service: 'custom', message: 'Quote for a 3D mascot'}});
  expect(ok.status()).toBe(201);
  expect(await ok.json()).toEqual({message: messages('en').Contact.sentDescription});
});

test('typing and sending before the form code has arrived loses nothing: it is sent once the code is there', async ({page}) => {
  const c = messages('en').Contact;
  // Hold back the code that sends the x-language header (the contact form's among it) for 1.5 s.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('x-language')) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({response, body});
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await page.goto('/kr/en#contact');
  await page.getByLabel(c.name).fill('Early Bird');
  await page.getByLabel(c.email).fill('early@bird.com');
  await page.getByLabel(c.service).selectOption('basic');
  await page.getByLabel(c.message).fill('Sent before the script loaded');
  await page.getByRole('button', {name: c.submit}).click();
  expect((await sent).postDataJSON()).toMatchObject({name: 'Early Bird', email: 'early@bird.com', service: 'basic', message: 'Sent before the script loaded'});
  await expect(page.getByText(c.sentTitle, {exact: true})).toBeVisible();
  expect(page.url()).not.toContain('?');
});
