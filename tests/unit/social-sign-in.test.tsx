/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthDialog from '@/components/account/AuthDialog';

jest.mock('@/lib/toast', () => ({toast: jest.fn()}));

const load = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));
const LANGS = ['en', 'ko', 'ja', 'zh', 'vi'] as const;

function dialog(lang: (typeof LANGS)[number], country: 'kr' | 'us', extra: Partial<Parameters<typeof AuthDialog>[0]> = {}) {
  const messages = load(lang);
  render(<AuthDialog messages={{Auth: messages.Auth, Consent: messages.Consent}} country={country} lang={lang} socialSignIn={['google', 'kakao', 'naver']} onClose={() => undefined} {...extra} />);
  return {texts: messages.Auth, box: screen.getByRole('dialog')};
}

test('every language names the Kakao and Naver buttons and the e-mail step', () => {
  for (const lang of LANGS) {
    const a = load(lang).Auth;
    for (const key of ['kakao', 'naver']) expect(a[key]).toEqual(expect.any(String));
    for (const key of ['emailTitle', 'emailIntro', 'emailSubmit', 'connectTitle', 'connectIntro', 'connectSubmit']) expect(a.social[key]).toEqual(expect.any(String));
    for (const key of ['oauthClaimMissing', 'oauthEmailSent', 'oauthLinkInvalid', 'oauthOtherBrowser', 'oauthUnconfirmed', 'oauthLinked']) expect(a.server[key]).toEqual(expect.any(String));
  }
});

test('a Korean page shows Kakao, then Naver, then Google, in their brand colours, each starting its sign-in', () => {
  const {texts, box} = dialog('ko', 'kr');
  const links = within(box)
    .getAllByRole('link')
    .filter((l) => l.getAttribute('href')?.startsWith('/api/auth/'));
  expect(links.map((l) => l.textContent)).toEqual([texts.kakao, texts.naver, texts.google]);
  expect(links.map((l) => new URL(l.getAttribute('href')!, 'http://x').pathname)).toEqual(['/api/auth/kakao', '/api/auth/naver', '/api/auth/google']);
  expect(links[0]!.className).toContain('bg-[#FEE500]');
  expect(links[0]!.className).toContain('text-black');
  expect(links[1]!.className).toContain('border-[#03C75A]');
  expect(links[1]!.className).toContain('text-ink');
});

test('an English page for the US shows Google first; a service without keys has no button', () => {
  const messages = load('en');
  render(<AuthDialog messages={{Auth: messages.Auth, Consent: messages.Consent}} country="us" lang="en" socialSignIn={['naver', 'google']} onClose={() => undefined} />);
  const links = within(screen.getByRole('dialog'))
    .getAllByRole('link')
    .filter((l) => l.getAttribute('href')?.startsWith('/api/auth/'));
  expect(links.map((l) => l.textContent)).toEqual([messages.Auth.google, messages.Auth.naver]);
});

test('back from Kakao without an address: the dialog asks for one and sends it to the claim endpoint', async () => {
  const calls: {path: string; body: unknown}[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({path: String(input), body: JSON.parse(String(init?.body ?? '{}'))});
    return {status: 200, json: async () => ({success: true, message: 'Link sent to jane@mail.test.'})} as Response;
  }) as typeof fetch;
  const user = userEvent.setup();
  const {texts, box} = dialog('en', 'kr', {socialStep: {kind: 'email', via: 'kakao', token: ''}});
  expect(within(box).getByRole('heading', {name: texts.social.emailTitle})).toBeVisible();
  expect(within(box).getByText(texts.social.emailIntro.replace('{service}', 'Kakao'))).toBeVisible();
  expect(within(box).queryByRole('tab')).toBeNull();
  await user.type(within(box).getByLabelText(texts.email), 'jane@mail.test');
  await user.click(within(box).getByRole('button', {name: texts.social.emailSubmit}));
  expect(calls).toEqual([{path: '/api/auth/oauth/email', body: {email: 'jane@mail.test'}}]);
  expect(await within(box).findByText(/Link sent to jane@mail\.test\./)).toBeVisible();
});

test('the confirmation link: one button confirms; a refusal is shown', async () => {
  const calls: {path: string; body: unknown}[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({path: String(input), body: JSON.parse(String(init?.body ?? '{}'))});
    return {status: 403, json: async () => ({success: false, message: 'Open it in the browser you signed in with.'})} as Response;
  }) as typeof fetch;
  const user = userEvent.setup();
  const {texts, box} = dialog('ko', 'kr', {socialStep: {kind: 'connect', via: 'naver', token: 'signed.token'}});
  expect(within(box).getByText(texts.social.connectIntro.replaceAll('{service}', texts.social.naver))).toBeVisible();
  expect(calls).toEqual([]);
  await user.click(within(box).getByRole('button', {name: texts.social.connectSubmit}));
  expect(calls).toEqual([{path: '/api/auth/oauth/confirm', body: {token: 'signed.token', returnTo: '/'}}]);
  expect(await within(box).findByText('Open it in the browser you signed in with.')).toBeVisible();
});

test('back from a sign-in that did not complete: the login view says so', () => {
  const {texts, box} = dialog('vi', 'us', {socialStep: {kind: 'failed', via: null, token: ''}});
  expect(within(box).getByRole('alert')).toHaveTextContent(texts.social.failed);
  expect(within(box).getByRole('tab', {name: texts.loginTab})).toHaveAttribute('aria-selected', 'true');
});
