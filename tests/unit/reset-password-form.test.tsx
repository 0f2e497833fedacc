/** @jest-environment jsdom */
/**
 * The reset page's form (components/account/ResetPasswordForm): the rule and the match shown live
 * as the two passwords are typed, empty or differing passwords refused before anything is sent,
 * and the new password sent with the link's token.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NextIntlClientProvider} from 'next-intl';
import {ResetPasswordForm} from '@/components/account/ResetPasswordForm';
import {subscribeToasts, type ToastMessage} from '@/lib/toast';

jest.mock('next/navigation', () => ({useSearchParams: () => new URLSearchParams('token=tok_reset_0123456789'), useRouter: () => ({replace: jest.fn()})}));

const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const R = messages.Reset;
const toasts: ToastMessage[] = [];
subscribeToasts((t) => toasts.push(t));

/** The API answering the reset; every request's body is kept. */
function serverAnswers(status: number, body: object) {
  const sent: {url: string; body: unknown}[] = [];
  // jsdom has no Response: the form reads only ok, status and json().
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({url: String(url), body: JSON.parse(String(init?.body))});
    return {ok: status < 300, status, json: async () => body};
  }) as unknown as typeof fetch;
  return sent;
}

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ResetPasswordForm country="us" lang="en" />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  toasts.length = 0;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

test('the hints follow the typing; empty or differing passwords are refused and nothing is sent', async () => {
  const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
  const sent = serverAnswers(200, {success: true});
  renderForm();
  await user.click(screen.getByRole('button', {name: R.submit}));
  expect(screen.getByRole('alert')).toHaveTextContent(R.allFields);

  await user.type(screen.getByLabelText(R.password), 'short');
  expect(screen.getByText(messages.Auth.rule.current.replace('{n}', '5'))).toBeInTheDocument();
  await user.clear(screen.getByLabelText(R.password));
  await user.type(screen.getByLabelText(R.password), 'N3wPassword!');
  expect(screen.getByText(messages.Auth.rule.ok)).toBeInTheDocument();
  await user.type(screen.getByLabelText(R.confirm), 'N3wPassword?');
  expect(screen.getByText(messages.Auth.rule.mismatch)).toBeInTheDocument();
  await user.click(screen.getByRole('button', {name: R.submit}));
  expect(screen.getByRole('alert')).toHaveTextContent(messages.Auth.errors.passwordMismatch);
  expect(sent).toEqual([]);
});

test('matching passwords are sent with the token and the success is told', async () => {
  const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
  const sent = serverAnswers(200, {success: true, message: 'Changed.'});
  renderForm();
  await user.type(screen.getByLabelText(R.password), 'N3wPassword!');
  await user.type(screen.getByLabelText(R.confirm), 'N3wPassword!');
  expect(screen.getByText(messages.Auth.rule.match)).toBeInTheDocument();
  await user.click(screen.getByRole('button', {name: R.submit}));
  expect(sent).toEqual([{url: '/api/auth/reset-password', body: {token: 'tok_reset_0123456789', password: 'N3wPassword!'}}]);
  expect(toasts.at(-1)?.title).toBe(R.successTitle);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
