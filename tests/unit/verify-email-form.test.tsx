/** @jest-environment jsdom */
/**
 * The link page of confirmation and e-mail change mails (components/account/VerifyEmailForm):
 * opening it sends nothing; an e-mail change then asks for the account's current password (the
 * server's answer decides, docs/security.md, "Taking an account back"), shows a wrong one on the field and sends the
 * right one; an account without a password is told to log in again; a listed admin address is
 * told how it gets admin rights (N4).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NextIntlClientProvider} from 'next-intl';
import {VerifyEmailForm} from '@/components/account/VerifyEmailForm';

jest.mock('next/navigation', () => ({useSearchParams: () => new URLSearchParams('token=tok_abcdefghijklmnopqrstuvwxyz')}));

const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const V = messages.Verify;
const S = messages.Auth.server;

/** The server's answers in order; every request's body is kept. */
function serverAnswers(...answers: [number, object][]) {
  const sent: {url: string; body: Record<string, unknown>}[] = [];
  // jsdom has no Response: the form reads only ok, status and json().
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) === '/api/auth/me') return {ok: true, status: 200, json: async () => ({user: null})};
    sent.push({url: String(url), body: JSON.parse(String(init?.body))});
    const [status, body] = answers.shift() ?? [500, {}];
    return {ok: status < 300, status, json: async () => body};
  }) as unknown as typeof fetch;
  return sent;
}

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <VerifyEmailForm country="us" lang="en" />
    </NextIntlClientProvider>,
  );
}

test('an e-mail change asks for the current password: a wrong one is shown and nothing moves, the right one completes it', async () => {
  const user = userEvent.setup();
  const sent = serverAnswers(
    [403, {success: false, message: S.changeNeedsPassword, code: 'passwordRequired'}],
    [403, {success: false, message: S.wrongPassword, code: 'wrongPassword'}],
    [200, {success: true, message: S.emailChanged.replace('{email}', 'new@cafe.kr'), changed: true}],
  );
  renderForm();
  expect(sent).toEqual([]);
  await user.click(screen.getByRole('button', {name: V.confirm}));
  expect(await screen.findByRole('heading', {name: V.changeTitle})).toBeTruthy();
  expect(sent[0]!.body).toEqual({token: 'tok_abcdefghijklmnopqrstuvwxyz'});

  await user.type(screen.getByLabelText(V.currentPassword), 'Wr0ngPassword');
  await user.click(screen.getByRole('button', {name: V.confirmChange}));
  expect((await screen.findByRole('alert')).textContent).toBe(S.wrongPassword);
  expect(screen.getByLabelText(V.currentPassword).getAttribute('aria-invalid')).toBe('true');
  expect(sent[1]!.body).toEqual({token: 'tok_abcdefghijklmnopqrstuvwxyz', password: 'Wr0ngPassword'});

  await user.clear(screen.getByLabelText(V.currentPassword));
  await user.type(screen.getByLabelText(V.currentPassword), 'Str0ngEnough');
  await user.click(screen.getByRole('button', {name: V.confirmChange}));
  expect(await screen.findByRole('heading', {name: V.changedTitle})).toBeTruthy();
  expect(screen.getByText(S.emailChanged.replace('{email}', 'new@cafe.kr'))).toBeTruthy();
  expect(sent[2]!.body).toEqual({token: 'tok_abcdefghijklmnopqrstuvwxyz', password: 'Str0ngEnough'});
});

test('an account without a password is told to log in again', async () => {
  const user = userEvent.setup();
  serverAnswers([403, {success: false, message: S.changeNeedsSignIn, code: 'signInRequired'}]);
  renderForm();
  await user.click(screen.getByRole('button', {name: V.confirm}));
  expect(await screen.findByRole('heading', {name: V.signInTitle})).toBeTruthy();
  expect(screen.getByText(S.changeNeedsSignIn)).toBeTruthy();
  expect(screen.queryByLabelText(V.currentPassword)).toBeNull();
});

test('a confirmation of a listed admin address says that a new password gives admin access', async () => {
  const user = userEvent.setup();
  serverAnswers([200, {success: true, message: S.verifiedListed, changed: false, listed: true}]);
  renderForm();
  await user.click(screen.getByRole('button', {name: V.confirm}));
  expect(await screen.findByRole('heading', {name: V.doneTitle})).toBeTruthy();
  expect(screen.getByText(S.verifiedListed)).toBeTruthy();
  expect(screen.queryByText(V.doneText)).toBeNull();
});

test('a confirmation made outside the account`s session says its password was removed and how to choose one', async () => {
  const user = userEvent.setup();
  serverAnswers([200, {success: true, message: S.verifiedPasswordCleared, changed: false, passwordCleared: true}]);
  renderForm();
  await user.click(screen.getByRole('button', {name: V.confirm}));
  expect(await screen.findByRole('heading', {name: V.doneTitle})).toBeTruthy();
  expect(screen.getByText(S.verifiedPasswordCleared)).toBeTruthy();
  expect(screen.queryByText(V.doneText)).toBeNull();
});
