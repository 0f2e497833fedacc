/**
 * Item pages that answer (docs/storefront.md#item-pages) in the browser: the owner hides a verified review with a
 * reason in the admin's Reviews tab (audited) and the service page no longer shows it; the owner
 * writes an FAQ for a service in the Catalogue tab and the service page shows it (keyboard-opened
 * disclosures, FAQPage JSON-LD) on the next request; only admins may save an FAQ.
 */
import {expect, test, type Page} from '@playwright/test';
import {messages, returningVisitor, seedText, signedInAdmin, unique} from './helpers';

const en = messages('en');
const A = en.Admin;
const IP = {'x-forwarded-for': '203.0.113.61'};
test.use({extraHTTPHeaders: IP});

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

/** A signed-in customer buys service 1 on /us in demo mode; returns the order number. */
async function paidServiceOrder(page: Page): Promise<string> {
  expect((await page.request.post('/api/auth/register', {data: {email: unique('reviewer'), password: 'Str0ngEnough', firstName: 'Robin', lastName: 'Lee', phone: '+1 415 555 0199'}})).status()).toBe(
    201,
  );
  await page.goto('/us/checkout1');
  await page.getByRole('checkbox', {name: /terms/}).check();
  await page.getByRole('checkbox', {name: /privacy/}).check();
  await page.getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))}).click();
  await page.getByRole('link', {name: en.Payment.approve}).click();
  const brief = page.getByRole('dialog', {name: en.Brief.title});
  await expect(brief).toBeVisible();
  await brief.getByRole('button', {name: en.Brief.writeLater}).click();
  await expect(page.getByRole('heading', {name: en.Payment.successTitle})).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId')!;
}

test('the owner hides a review with a reason: audited, listed as hidden with its reason, gone from the service page', async ({page, browser, baseURL}) => {
  const number = await paidServiceOrder(page);
  const admin = await signedInAdmin(browser, baseURL, IP);
  const {id, items} = ((await (await admin.request.get(`/api/orders/${number}`)).json()) as {order: {id: string; items: {id: string}[]}}).order;
  for (const status of ['in_progress', 'draft_delivered', 'completed']) {
    expect((await admin.request.patch(`/api/orders/${id}/status`, {data: {status, note: 'e2e'}})).status()).toBe(200);
  }
  const text = `Careful work, exactly the light we wanted ${Date.now()}`;
  expect((await page.request.post(`/api/orders/${id}/review`, {headers: {'x-country': 'us'}, data: {itemId: items[0]!.id, rating: 5, text}})).status()).toBe(201);
  await page.goto('/us/services/1');
  await expect(page.getByRole('region', {name: en.Reviews.title, exact: true})).toContainText(text);

  const studio = await admin.newPage();
  await studio.goto('/us/admin?tab=reviews');
  await expect(studio.getByRole('heading', {name: A.reviews.title})).toBeVisible();
  const entry = studio.getByRole('listitem').filter({hasText: text});
  await entry.getByText(A.reviews.hide).click();
  const form = entry.getByRole('form');
  await expect(form.getByRole('button', {name: A.reviews.hideSubmit})).toBeDisabled();
  await form.getByLabel(A.reviews.reason).fill('Mentions a private address');
  await form.getByRole('button', {name: A.reviews.hideSubmit}).click();
  await expect(studio.getByText(en.Checkout.server.reviewHidden, {exact: true})).toBeVisible();
  await expect(entry).toHaveAttribute('data-hidden', 'true');
  await expect(entry).toContainText('Mentions a private address');
  await expect(entry).toContainText(text); // the buyer's words are kept, never edited
  await expect(entry.getByRole('form')).toHaveCount(0);

  await studio.goto('/us/admin?tab=audit');
  await expect(studio.getByRole('cell', {name: 'review.hide'}).first()).toBeVisible();
  await admin.close();

  // The prerendered service page shows the change on the next request: no review text, no rating in its JSON-LD from it.
  await page.goto('/us/services/1');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('\n')).not.toContain(text);
});

test('the owner writes a service FAQ in the Catalogue tab; the service page shows it with FAQPage JSON-LD; customers cannot save one', async ({page, browser, baseURL}) => {
  const SERVICE = 7;
  const name = seedText('en', 'service', SERVICE).name;
  const question = `Can you match our brand colours? ${Date.now()}`;
  const answer = 'Yes: send the colour codes with your brief.';
  const admin = await signedInAdmin(browser, baseURL, IP);
  try {
    const owner = await admin.newPage();
    await owner.goto('/us/admin?tab=catalog');
    await owner.getByText(name, {exact: true}).click();
    const form = owner.getByRole('form', {name: A.faq.formLabel.replace('{name}', name)});
    await form.getByRole('button', {name: A.faq.add.replace('{language}', 'English')}).click();
    await form.getByLabel(A.faq.question, {exact: true}).fill(question);
    await form.getByLabel(A.faq.answer, {exact: true}).fill(answer);
    await form.getByRole('button', {name: A.faq.save}).click();
    await expect(owner.getByText(A.server.faqSaved, {exact: true})).toBeVisible();

    await page.goto(`/us/services/${SERVICE}`);
    const faq = page.locator('section[aria-labelledby="item-faq"]');
    await expect(faq.getByRole('heading', {name: en.ItemPage.faqTitle})).toBeVisible();
    const summary = faq.getByText(question);
    await expect(summary).toBeVisible();
    await expect(faq.getByText(answer)).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(answer)).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (s) => JSON.parse(s) as {'@type': string; mainEntity?: {name: string; acceptedAnswer: {text: string}}[]},
    );
    const faqPage = ld.find((d) => d['@type'] === 'FAQPage');
    // The owner's answer first, then the shop's own (delivery, revisions, the brief), said from the service's figures.
    expect(faqPage?.mainEntity?.[0]).toEqual({'@type': 'Question', name: question, acceptedAnswer: {'@type': 'Answer', text: answer}});
    expect(faqPage?.mainEntity?.slice(1).map((q) => q.name)).toEqual([en.ItemPage.shopFaq.delivery.q, en.ItemPage.shopFaq.revisions.q, en.ItemPage.shopFaq.brief.q]);
    // Another language's page does not show English answers.
    await page.goto(`/us/ko/services/${SERVICE}`);
    await expect(page.getByText(question)).toHaveCount(0);

    // A customer (or anyone signed out) cannot save an FAQ.
    expect((await page.request.put(`/api/admin/catalog/services/${SERVICE}/faq`, {data: {faq: {en: [{q: 'x', a: 'y'}]}}})).status()).toBe(401);
  } finally {
    expect((await admin.request.put(`/api/admin/catalog/services/${SERVICE}/faq`, {data: {faq: {}}})).status()).toBe(200);
    await admin.close();
  }
});
