/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {act, render, screen} from '@testing-library/react';
import {AccountButton} from '@/components/account/AccountButton';
import {setSessionUser} from '@/lib/account/client';
import type {PublicUser} from '@/lib/auth/accounts';
import type {Language} from '@/lib/i18n/languages';

const messages = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));
const person = (firstName: string | null, lastName: string | null): PublicUser => ({
  id: 'u1',
  email: 'jane.park@shop.test',
  emailVerified: false,
  username: 'jane.park',
  firstName,
  lastName,
  phone: null,
  role: 'USER',
  createdAt: '2026-01-01T00:00:00.000Z',
});

async function renderSignedIn(user: PublicUser, lang: Language, unread = 0) {
  const m = messages(lang);
  // The button re-reads the session after hydration: the server answers with the same user (and the unread order messages).
  global.fetch = jest.fn(async (url: string) =>
    url === '/api/orders/unread' ? {ok: true, json: async () => ({success: true, count: unread})} : {ok: true, json: async () => ({success: true, user})},
  ) as unknown as typeof fetch;
  render(
    <AccountButton
      country="kr"
      lang={lang}
      loginLabel={m.Auth.login}
      menuLabel={m.Auth.accountMenu}
      unreadLabel={m.Conversation.unreadShort}
      socialSignIn={[]}
      messages={{Auth: m.Auth, Admin: m.Admin}}
    />,
  );
  await act(async () => setSessionUser(user));
  expect(global.fetch).toHaveBeenCalledWith('/api/auth/me', expect.anything());
  return m;
}

test('after sign-up with a name the header shows the name, not the e-mail-based username', async () => {
  const m = await renderSignedIn(person('Jane', 'Park'), 'en');
  const button = await screen.findByRole('button', {name: m.Auth.accountMenu.replace('{name}', 'Jane')});
  expect(button).toHaveTextContent(/^Jane$/);
  expect(screen.queryByText('jane.park')).toBeNull();
});

test('in Korean the full name, family name first', async () => {
  const m = await renderSignedIn(person('민수', '김'), 'ko');
  expect(await screen.findByRole('button', {name: m.Auth.accountMenu.replace('{name}', '김민수')})).toHaveTextContent('김민수');
});

test('an account without a name keeps the username', async () => {
  const m = await renderSignedIn(person(null, null), 'en');
  expect(await screen.findByRole('button', {name: m.Auth.accountMenu.replace('{name}', 'jane.park')})).toHaveTextContent('jane.park');
});

test('unread order messages show as a badge beside the name: a link to My page for a customer, to the inbox for an admin', async () => {
  const m = await renderSignedIn(person('Jane', 'Park'), 'en', 3);
  const badge = await screen.findByRole('link', {name: 'Unread messages: 3'});
  expect(badge).toHaveTextContent('3');
  expect(badge).toHaveAttribute('href', '/kr/en/profile');
  expect(screen.getByRole('button', {name: m.Auth.accountMenu.replace('{name}', 'Jane')})).toBeInTheDocument();
});

test('no badge without unread messages', async () => {
  const m = await renderSignedIn(person('Jane', 'Park'), 'en', 0);
  await screen.findByRole('button', {name: m.Auth.accountMenu.replace('{name}', 'Jane')});
  expect(global.fetch).toHaveBeenCalledWith('/api/orders/unread', expect.anything());
  expect(screen.queryByRole('link')).toBeNull();
});

test("an admin's badge counts the buyers' messages and opens the inbox of threads", async () => {
  await renderSignedIn({...person('Boss', null), role: 'ADMIN'}, 'ko', 120);
  const badge = await screen.findByRole('link', {name: '읽지 않은 메시지: 120'});
  expect(badge).toHaveTextContent('99+');
  expect(badge).toHaveAttribute('href', '/kr/admin?tab=inbox');
});

test('a menu opened while the session is read again (another header refreshes it) stays open; another account closes it', async () => {
  const user = person('Jane', 'Park');
  const m = await renderSignedIn(user, 'en');
  act(() => screen.getByRole('button', {name: m.Auth.accountMenu.replace('{name}', 'Jane')}).click());
  await act(async () => setSessionUser({...user}));
  expect(await screen.findByRole('menu')).toBeInTheDocument();
  await act(async () => setSessionUser({...user, id: 'u2', firstName: 'Sam'}));
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.getByRole('button', {name: m.Auth.accountMenu.replace('{name}', 'Sam')})).toBeInTheDocument();
});

test("the header's two copies (its bar and the phone's menu) read the session and the unread count once, not once each", async () => {
  const m = messages('en');
  const user = person('Jane', 'Park');
  act(() => setSessionUser(null)); // a fresh page: nobody known until the server answers
  // Slow answers, as on a phone: both copies mount while the first read is still under way.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  global.fetch = jest.fn(async (url: string) => {
    await answered;
    return url === '/api/orders/unread' ? {ok: true, json: async () => ({success: true, count: 2})} : {ok: true, json: async () => ({success: true, user})};
  }) as unknown as typeof fetch;
  const copy = (
    <AccountButton
      country="kr"
      lang="en"
      loginLabel={m.Auth.login}
      menuLabel={m.Auth.accountMenu}
      unreadLabel={m.Conversation.unreadShort}
      socialSignIn={[]}
      messages={{Auth: m.Auth, Admin: m.Admin}}
    />
  );
  render(
    <>
      {copy}
      {copy}
    </>,
  );
  await act(async () => answer());
  expect(await screen.findAllByRole('link', {name: 'Unread messages: 2'})).toHaveLength(2);
  const calls = (global.fetch as jest.Mock).mock.calls.map(([url]) => url);
  expect(calls.filter((url) => url === '/api/auth/me')).toHaveLength(1);
  expect(calls.filter((url) => url === '/api/orders/unread')).toHaveLength(1);
});
