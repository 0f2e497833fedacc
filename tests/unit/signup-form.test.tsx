/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthDialog from '@/components/account/AuthDialog';
import {toast} from '@/lib/toast';

// The toasts the dialog raises, to read what they say.
jest.mock('@/lib/toast', () => ({toast: jest.fn()}));

const load = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));
const en = load('en');
const A = en.Auth;

/** The API as the dialog calls it: the e-mail is free, sign-up succeeds; every call is kept. */
function fakeApi() {
  const calls: {path: string; body: Record<string, unknown>}[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({path: String(input), body});
    const answer = String(input).endsWith('/check-email')
      ? {available: true}
      : {success: true, user: {id: 'u1', email: body.email, username: 'jane', firstName: body.firstName, lastName: body.lastName}};
    // jsdom has no Response: what the dialog reads of one.
    return {ok: true, status: String(input).endsWith('/register') ? 201 : 200, json: async () => answer} as Response;
  }) as typeof fetch;
  return calls;
}

async function openSignUp(lang: string) {
  const user = userEvent.setup();
  const messages = load(lang);
  render(<AuthDialog messages={{Auth: messages.Auth, Consent: messages.Consent}} country="us" lang={lang as 'en'} socialSignIn={[]} onClose={() => undefined} />);
  await user.click(screen.getByRole('tab', {name: messages.Auth.registerTab}));
  return {user, dialog: screen.getByRole('dialog'), texts: messages.Auth};
}

test('sign-up asks for the first and last name: required, with their own errors, and sends them', async () => {
  const calls = fakeApi();
  const {user, dialog} = await openSignUp('en');
  const first = within(dialog).getByLabelText(A.firstName);
  const last = within(dialog).getByLabelText(A.lastName);
  expect(first).toBeRequired();
  expect(last).toBeRequired();
  expect(first).toHaveAttribute('autocomplete', 'given-name');
  expect(last).toHaveAttribute('autocomplete', 'family-name');

  await user.type(within(dialog).getByLabelText(A.email), 'jane@shop.test');
  await user.click(within(dialog).getByRole('button', {name: A.checkEmail}));
  await within(dialog).findByText(A.emailIsAvailable);
  await user.type(within(dialog).getByLabelText(A.password, {exact: true}), 'Str0ngEnough');
  await user.type(within(dialog).getByLabelText(A.confirmPassword), 'Str0ngEnough');

  // Without the names nothing is sent; each field says what is missing.
  await user.click(within(dialog).getByRole('button', {name: A.submitRegister}));
  expect(await within(dialog).findByText(A.errors.firstNameRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(A.errors.lastNameRequired)).toBeInTheDocument();
  expect(first).toHaveAttribute('aria-invalid', 'true');
  expect(first).toHaveAccessibleDescription(A.errors.firstNameRequired);
  expect(calls.filter((c) => c.path.endsWith('/register'))).toHaveLength(0);

  await user.type(first, ' Jane ');
  await user.type(last, 'Park');
  await user.click(within(dialog).getByRole('button', {name: A.submitRegister}));
  await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/register'))).toHaveLength(1));
  expect(calls.find((c) => c.path.endsWith('/register'))!.body).toEqual({email: 'jane@shop.test', password: 'Str0ngEnough', firstName: 'Jane', lastName: 'Park'});
});

test.each(['ko', 'ja', 'zh', 'vi'])('the name fields are labelled in %s', async (lang) => {
  fakeApi();
  const {dialog, texts} = await openSignUp(lang);
  expect(within(dialog).getByRole('textbox', {name: texts.firstName})).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', {name: texts.lastName})).toBeInTheDocument();
});

test.each([
  ['ko', 'family'],
  ['ja', 'family'],
  ['zh', 'family'],
  ['en', 'given'],
  ['vi', 'given'],
])('in %s sign-up asks for the %s name first', async (lang, firstAsked) => {
  fakeApi();
  const {dialog, texts} = await openSignUp(lang);
  const given = within(dialog).getByRole('textbox', {name: texts.firstName});
  const family = within(dialog).getByRole('textbox', {name: texts.lastName});
  const [before, after] = firstAsked === 'family' ? [family, given] : [given, family];
  expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('the Korean welcome names the new account 김민지 (family name first)', async () => {
  const calls = fakeApi();
  const {user, dialog, texts} = await openSignUp('ko');
  await user.type(within(dialog).getByLabelText(texts.email), 'minji@cafe.kr');
  await user.click(within(dialog).getByRole('button', {name: texts.checkEmail}));
  await within(dialog).findByText(texts.emailIsAvailable);
  await user.type(within(dialog).getByLabelText(texts.password, {exact: true}), 'Str0ngEnough');
  await user.type(within(dialog).getByLabelText(texts.confirmPassword), 'Str0ngEnough');
  await user.type(within(dialog).getByRole('textbox', {name: texts.lastName}), '김');
  await user.type(within(dialog).getByRole('textbox', {name: texts.firstName}), '민지');
  await user.click(within(dialog).getByRole('button', {name: texts.submitRegister}));
  await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/register'))).toHaveLength(1));
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({description: texts.toast.welcomeDescription.replace('{name}', '김민지')})));
});

test('a Korean sign-up asks for each required consent in its own box and sends the ticks (issue 38)', async () => {
  const calls = fakeApi();
  const user = userEvent.setup();
  const ko = load('ko');
  render(<AuthDialog messages={{Auth: ko.Auth, Consent: ko.Consent}} country="kr" lang="ko" socialSignIn={[]} onClose={() => undefined} />);
  await user.click(screen.getByRole('tab', {name: ko.Auth.registerTab}));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(ko.Auth.email), 'minji@cafe.kr');
  await user.click(within(dialog).getByRole('button', {name: ko.Auth.checkEmail}));
  await within(dialog).findByText(ko.Auth.emailIsAvailable);
  await user.type(within(dialog).getByLabelText(ko.Auth.password, {exact: true}), 'Str0ngEnough');
  await user.type(within(dialog).getByLabelText(ko.Auth.confirmPassword), 'Str0ngEnough');
  await user.type(within(dialog).getByRole('textbox', {name: ko.Auth.lastName}), '김');
  await user.type(within(dialog).getByRole('textbox', {name: ko.Auth.firstName}), '민지');

  // Unticked, the required boxes stop the sign-up and say which one is missing.
  await user.click(within(dialog).getByRole('button', {name: ko.Auth.submitRegister}));
  const age = within(dialog).getByRole('checkbox', {name: /만 14세 이상/});
  expect(await within(dialog).findByText(ko.Consent.errors.termsRequired)).toBeInTheDocument();
  expect(age).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((c) => c.path.endsWith('/register'))).toHaveLength(0);

  // 전체 동의, then the optional marketing box taken back: the three required ones go with the sign-up.
  await user.click(within(dialog).getByRole('checkbox', {name: new RegExp(ko.Consent.all)}));
  await user.click(within(dialog).getByRole('checkbox', {name: /마케팅 정보 수신/}));
  await user.click(within(dialog).getByRole('button', {name: ko.Auth.submitRegister}));
  await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/register'))).toHaveLength(1));
  expect(calls.find((c) => c.path.endsWith('/register'))!.body).toMatchObject({agreeTerms: true, agreePrivacy: true, agreeAge14: true, agreeMarketing: false});
});
