/**
 * Questions before buying (docs/storefront.md#questions-before-buying) in the browser: a guest
 * asks about a service from its page and gets a private link by mail, the studio finds the question
 * in the Inbox and answers it, the guest opens the link from the answer's mail, reads the answer,
 * and continues to the service's checkout with the question already in the requirements. Another
 * visitor on a changed link finds nothing.
 */
import {expect, test} from '@playwright/test';
import {messages, outbox, signedInAdmin, unique} from './helpers';

const en = messages('en');
const Q = en.Question;
const C = en.Conversation;
const readable = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const linkIn = (eml: string) => /https?:\/\/[^\s"<>]+\/us\/question\/[\w-]+/.exec(readable(eml))?.[0];

test('a guest asks about a service, the studio answers from the Inbox, the guest continues to checkout with the question carried', async ({page, browser, baseURL}) => {
  await page.context().setExtraHTTPHeaders({'x-forwarded-for': '198.51.100.180'});
  const email = unique('asker');
  const question = 'Can you shoot my ceramic mugs on a light blue background?';

  await page.goto('/us/services/1');
  await page.getByRole('button', {name: Q.ask}).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Nothing written: refused in words, nothing sent.
  await dialog.getByRole('button', {name: Q.send}).click();
  await expect(dialog.getByText(Q.required)).toBeVisible();
  await dialog.getByRole('textbox', {name: Q.email}).fill(email);
  await dialog.getByRole('textbox', {name: Q.message}).fill(question);
  await dialog.getByRole('button', {name: Q.send}).click();
  await expect(dialog.getByText(Q.sentTitle)).toBeVisible();
  await expect(dialog.getByText(Q.sentGuest.replace('{email}', email))).toBeVisible();

  // The private link arrives by mail.
  let asked = '';
  await expect.poll(() => (asked = outbox('question-asked').find((m) => m.includes(`To: ${email}`)) ?? '')).not.toBe('');
  const link = linkIn(asked);
  expect(link).toBeTruthy();

  // Another visitor with a changed link: not found, nothing of the question.
  const stranger = await browser.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': '198.51.100.181'}});
  const elsewhere = await stranger.newPage();
  await elsewhere.goto(`${new URL(link!).pathname.slice(0, -2)}xx`);
  await expect(elsewhere.getByRole('heading', {name: en.NotFound.title})).toBeVisible();
  await expect(elsewhere.getByText(question)).toHaveCount(0);
  await stranger.close();

  // The studio: the Inbox lists the question, unread; its page takes the answer.
  const admin = await signedInAdmin(browser, baseURL, {'x-forwarded-for': '198.51.100.182'});
  const studio = await admin.newPage();
  await studio.goto('/us/admin?tab=inbox');
  const entry = studio
    .getByRole('region', {name: new RegExp(`^${C.inboxTitle}`)})
    .getByRole('listitem')
    .filter({hasText: email});
  await expect(entry).toContainText(question);
  await expect(entry).toContainText('1 unread message');
  await entry.getByRole('link').click();
  const thread = studio.getByRole('region', {name: C.title, exact: true});
  await expect(thread.getByText(question)).toBeVisible();
  await thread.getByRole('textbox', {name: C.messageLabel}).fill('Yes: light blue, with soft shadows.');
  await thread.getByRole('button', {name: C.send}).click();
  await expect(thread.getByRole('status')).toHaveText(C.sent);
  await admin.close();

  // The answer's mail leads the guest back; the answer is there, and the question goes on to the checkout.
  let answered = '';
  await expect.poll(() => (answered = outbox('question-answer').find((m) => m.includes(`To: ${email}`)) ?? '')).not.toBe('');
  expect(readable(answered)).not.toContain('soft shadows');
  await page.goto(linkIn(answered)!);
  const items = page.getByRole('region', {name: C.title, exact: true}).getByRole('list', {name: C.questionListLabel}).getByRole('listitem');
  await expect(items.last()).toContainText('Yes: light blue, with soft shadows.');
  await page.getByRole('link', {name: Q.continue}).click();
  await expect(page).toHaveURL(/\/us\/checkout\/1$/);
  await page.getByRole('button', {name: en.Checkout.guest}).click();
  await expect(page.getByRole('textbox', {name: en.Checkout.requirements})).toHaveValue(question);
});
