import {expect, test} from '@playwright/test';
import {messages, returningVisitor} from './helpers';

const ko = messages('ko');

// A returning Korean visitor: /kr stays in Korean (a first visit follows the browser's language).
test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'kr');
});

test("Kakao and Naver sign-in redirect to their authorization pages with this shop's callback", async ({request, baseURL}) => {
  const expected = {kakao: ['https://kauth.kakao.com/oauth/authorize', 'e2e-kakao-client'], naver: ['https://nid.naver.com/oauth2.0/authorize', 'e2e-naver-client']} as const;
  for (const [service, [url, clientId]] of Object.entries(expected)) {
    const response = await request.get(`/api/auth/${service}?returnTo=/kr`, {maxRedirects: 0});
    expect([302, 303, 307]).toContain(response.status());
    const location = new URL(response.headers()['location']!);
    expect(location.origin + location.pathname).toBe(url);
    expect(location.searchParams.get('client_id')).toBe(clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/auth/callback/${service}`);
    expect(location.searchParams.get('state')).toBeTruthy();
  }
});

test("back from Kakao without an e-mail, the dialog asks for one; without the sign-in's claim it says to start again", async ({page}) => {
  await page.goto('/kr?auth=email&via=kakao');
  const dialog = page.getByRole('dialog', {name: ko.Auth.social.emailTitle});
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/kr$/);
  await dialog.getByLabel(ko.Auth.email, {exact: true}).fill('someone@e2e.test');
  await dialog.getByRole('button', {name: ko.Auth.social.emailSubmit}).click();
  await expect(dialog.getByText(ko.Auth.server.oauthClaimMissing)).toBeVisible();
});

test('a confirmation link opened in another browser is refused with a clear message', async ({page}) => {
  await page.goto('/kr?auth=connect&via=naver&token=made.up');
  const dialog = page.getByRole('dialog', {name: ko.Auth.social.connectTitle});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: ko.Auth.social.connectSubmit}).click();
  await expect(dialog.getByText(ko.Auth.server.oauthLinkInvalid)).toBeVisible();
});
