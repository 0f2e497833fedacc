/**
 * Questions before buying (docs/storefront.md#questions-before-buying) in the browser: a guest
 * asks about a service from its page and gets a private link by mail, the studio finds the question
 * in the Inbox and answers it, the guest opens the link from the answer's mail, reads the answer,
 * and continues to the service's checkout with the question already in the requirements. Another
 * visitor on a changed link finds nothing.
 */
import {expect, test} from '@playwright/test';
import {messages, outbox, returningVisitor, signedInAdmin, unique} from './helpers';

const en = messages('en');
const Q = en.Question;
const C = en.Conversation;
const P = en.Profile;
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
  await expect(page.getByRole('textbox', {name: en.Checkout.requirements})).toHaveValue(question);
});

test("an account's question is on My page: waiting for the studio, then answered with the answer unread", async ({page, browser, baseURL}) => {
  await page.context().setExtraHTTPHeaders({'x-forwarded-for': '198.51.100.190'});
  await returningVisitor(page.context(), baseURL);
  const email = unique('account-asker');
  expect((await page.request.post('/api/auth/register', {data: {email, password: 'Str0ngEnough', firstName: 'Ana', lastName: 'Asks'}})).status()).toBe(201);
  const question = 'Do you also shoot glassware?';

  await page.goto('/us/services/1');
  const service = (await page.getByRole('heading', {level: 1}).textContent())!.trim();
  await page.getByRole('button', {name: Q.ask}).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', {name: Q.message}).fill(question);
  await dialog.getByRole('button', {name: Q.send}).click();
  await expect(dialog.getByText(Q.sentAccount)).toBeVisible();
  const conversation = await dialog.getByRole('link', {name: Q.open}).getAttribute('href');
  expect(conversation).toMatch(/\/us\/question\/[0-9a-f-]{36}$/);

  // My page lists it, waiting; the link opens its conversation.
  await page.goto('/us/profile');
  const mine = page.getByRole('region', {name: P.questionsTitle});
  const entry = mine.getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(P.questionWaiting);
  await expect(entry.getByRole('link', {name: P.openQuestion.replace('{service}', service)})).toHaveAttribute('href', conversation!);

  // The studio answers on the question's page.
  const admin = await signedInAdmin(browser, baseURL, {'x-forwarded-for': '198.51.100.191'});
  const studio = await admin.newPage();
  await studio.goto(conversation!);
  const thread = studio.getByRole('region', {name: C.title, exact: true});
  await thread.getByRole('textbox', {name: C.messageLabel}).fill('Yes, glass too.');
  await thread.getByRole('button', {name: C.send}).click();
  await expect(thread.getByRole('status')).toHaveText(C.sent);
  await admin.close();

  // Back on My page: answered, the answer unread until the conversation is opened.
  await page.reload();
  await expect(entry).toContainText(P.questionAnswered);
  await expect(entry).toContainText('1 unread message');
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${conversation}$`));
  await expect(page.getByRole('region', {name: C.title, exact: true}).getByText('Yes, glass too.')).toBeVisible();
});
