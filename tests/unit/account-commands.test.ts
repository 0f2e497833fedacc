/**
 * My page's account commands (lib/account/commands) around their database steps (tested on real
 * databases in tests/integration/account-self-service.test.ts): only a signed-in caller, wrong
 * passwords limited per account, the e-mail change's link mailed to the new address only when
 * asked for successfully, and a deletion that signs the browser out and removes the files.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {changeOwnEmail, changeOwnPassword, deleteOwnAccount} from '@/lib/account/commands';
import {changePassword, deleteAccount, removeStoredObjects, requestEmailChange} from '@/lib/account/store';
import {signOut} from '@/lib/auth';
import {currentSessionId, currentUser} from '@/lib/auth/guard';
import {execute} from '@/lib/commands';
import {queueComposedMail} from '@/lib/mail/jobs';

jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn(), currentSessionId: jest.fn()}));
jest.mock('@/lib/auth', () => ({signOut: jest.fn()}));
jest.mock('@/lib/db', () => ({
  db: {
    $transaction(work: (tx: unknown) => unknown) {
      return work(this);
    },
  },
}));
jest.mock('@/lib/storage/app', () => ({storage: {kind: 'local'}}));
// Mails are queued as jobs (lib/mail/jobs): what is queued is what would be sent.
jest.mock('@/lib/mail/jobs', () => ({queueComposedMail: jest.fn()}));
jest.mock('@/lib/account/store', () => ({changePassword: jest.fn(), requestEmailChange: jest.fn(), deleteAccount: jest.fn(), removeStoredObjects: jest.fn()}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const ko = messages('ko');
const en = messages('en');
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const store = {
  changePassword: changePassword as jest.MockedFunction<typeof changePassword>,
  requestEmailChange: requestEmailChange as jest.MockedFunction<typeof requestEmailChange>,
  deleteAccount: deleteAccount as jest.MockedFunction<typeof deleteAccount>,
  removeStoredObjects: removeStoredObjects as jest.MockedFunction<typeof removeStoredObjects>,
};
const mailed = queueComposedMail as jest.MockedFunction<typeof queueComposedMail>;

let n = 0;
function person(role: 'USER' | 'ADMIN' = 'USER') {
  const user = {id: `user-${++n}`, role, email: `person${n}@cafe.kr`, firstName: 'Minsu', username: `person${n}`};
  signedIn.mockResolvedValue(user as Awaited<ReturnType<typeof currentUser>>);
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  (currentSessionId as jest.Mock).mockResolvedValue('session-1');
});

test('signed out, nothing runs: 401 in the page`s language', async () => {
  signedIn.mockResolvedValue(null);
  const outcome = await execute(deleteOwnAccount, {password: 'Str0ngEnough'}, {country: 'kr', language: 'ko'});
  expect(outcome).toMatchObject({ok: false, status: 401, message: ko.Auth.server.loginRequired});
  expect(store.deleteAccount).not.toHaveBeenCalled();
});

test('a new password that breaks the rule is refused before the current one is even checked', async () => {
  person();
  const outcome = await execute(changeOwnPassword, {currentPassword: 'Str0ngEnough', newPassword: 'password1'}, {country: 'us', language: 'en'});
  expect(outcome).toMatchObject({ok: false, status: 422, body: {errors: {newPassword: en.Auth.errors.passwordWeak}}});
  expect(store.changePassword).not.toHaveBeenCalled();
});

test('the password change keeps this browser`s session; wrong current passwords are refused on their field, then limited', async () => {
  const user = person();
  store.changePassword.mockResolvedValue({ok: false, error: 'wrongPassword'});
  for (let i = 0; i < 5; i++) {
    const outcome = await execute(changeOwnPassword, {currentPassword: 'Wr0ngPassword', newPassword: 'N3wPassword1'}, {country: 'kr', language: 'ko'});
    expect(outcome).toMatchObject({ok: false, status: 403, body: {errors: {currentPassword: ko.Auth.server.wrongPassword}}});
  }
  expect(store.changePassword).toHaveBeenLastCalledWith(expect.anything(), user.id, 'Wr0ngPassword', 'N3wPassword1', 'session-1');
  const limited = await execute(changeOwnPassword, {currentPassword: 'Str0ngEnough', newPassword: 'N3wPassword1'}, {country: 'kr', language: 'ko'});
  expect(limited.status).toBe(429);
  expect(store.changePassword).toHaveBeenCalledTimes(5);
  // Deleting the account with a password guesses is held by the same limit.
  expect((await execute(deleteOwnAccount, {password: 'Str0ngEnough'}, {country: 'kr', language: 'ko'})).status).toBe(429);
  expect(store.deleteAccount).not.toHaveBeenCalled();
});

test('a Google account is told to set a password instead', async () => {
  person();
  store.changePassword.mockResolvedValue({ok: false, error: 'noPassword'});
  const outcome = await execute(changeOwnPassword, {currentPassword: 'anything', newPassword: 'N3wPassword1'}, {country: 'us', language: 'en'});
  expect(outcome).toMatchObject({ok: false, status: 409, message: en.Auth.server.noPassword, body: {code: 'noPassword'}});
});

test('the e-mail change mails its link to the new address only; a taken address is refused on its field and mails nothing', async () => {
  const user = person();
  store.requestEmailChange.mockResolvedValueOnce({ok: false, error: 'taken'});
  const taken = await execute(changeOwnEmail, {email: 'Taken@Cafe.kr', password: 'Str0ngEnough'}, {country: 'kr', language: 'ko'});
  expect(taken).toMatchObject({ok: false, status: 409, body: {errors: {email: ko.Auth.server.emailTaken}}});
  expect(store.requestEmailChange).toHaveBeenCalledWith(expect.anything(), user.id, 'taken@cafe.kr', 'Str0ngEnough', expect.any(Array));
  expect(mailed).not.toHaveBeenCalled();

  store.requestEmailChange.mockResolvedValueOnce({ok: true, token: 'tok_abcdefghijklmnopqrstuvwxyz', user});
  const sent = await execute(changeOwnEmail, {email: 'new@cafe.kr', password: 'Str0ngEnough'}, {country: 'kr', language: 'ko'});
  expect(sent).toMatchObject({ok: true, message: ko.Auth.server.emailChangeSent.replace('{email}', 'new@cafe.kr')});
  expect(mailed).toHaveBeenCalledTimes(1);
  const mail = mailed.mock.calls[0]![1];
  expect(mail.to).toBe('new@cafe.kr');
  expect(mail.kind).toBe('email-change');
  expect(mail.text).toMatch(/\/kr\/verify-email\?token=tok_abcdefghijklmnopqrstuvwxyz/);
});

test('a change to an ADMIN_EMAILS address is refused on its field, translated, and mails nothing (security review 3, N4)', async () => {
  for (const language of ['ko', 'en', 'ja', 'zh', 'vi'] as const) {
    person();
    store.requestEmailChange.mockResolvedValueOnce({ok: false, error: 'listed'});
    const refused = await execute(changeOwnEmail, {email: `ops-${language}@studio.kr`, password: 'Str0ngEnough'}, {country: 'kr', language});
    const text = messages(language).Auth.server.emailListed;
    expect(text).toBeTruthy();
    expect(refused).toMatchObject({ok: false, status: 409, message: text, body: {code: 'listed', errors: {email: text}}});
  }
  expect(mailed).not.toHaveBeenCalled();
});

test('e-mail change links are limited like confirmation links: 3 an hour per account', async () => {
  person();
  store.requestEmailChange.mockImplementation(async () => ({ok: true, token: 'tok_abcdefghijklmnopqrstuvwxyz', user: {id: 'x', email: 'x@cafe.kr', firstName: null, username: 'x'}}));
  for (let i = 0; i < 3; i++) expect((await execute(changeOwnEmail, {email: `n${i}@cafe.kr`, password: 'Str0ngEnough'}, {country: 'us', language: 'en'})).ok).toBe(true);
  const fourth = await execute(changeOwnEmail, {email: 'n4@cafe.kr', password: 'Str0ngEnough'}, {country: 'us', language: 'en'});
  expect(fourth.status).toBe(429);
  expect(store.requestEmailChange).toHaveBeenCalledTimes(3);
});

test('an admin cannot delete the account and is told why; a deletion signs out and removes the files no order needs', async () => {
  person('ADMIN');
  expect(await execute(deleteOwnAccount, {password: 'Str0ngEnough'}, {country: 'us', language: 'en'})).toMatchObject({ok: false, status: 409, message: en.Profile.account.deleteAdmin});
  expect(store.deleteAccount).not.toHaveBeenCalled();
  expect(signOut).not.toHaveBeenCalled();
  // Made admin while the request was on its way: the database step refuses too.
  person();
  store.deleteAccount.mockResolvedValueOnce({ok: false, error: 'admin'});
  expect(await execute(deleteOwnAccount, {password: 'Str0ngEnough'}, {country: 'us', language: 'en'})).toMatchObject({ok: false, status: 409, message: en.Profile.account.deleteAdmin});
  expect(signOut).not.toHaveBeenCalled();

  person();
  store.deleteAccount.mockResolvedValueOnce({ok: false, error: 'wrongEmail'});
  expect(await execute(deleteOwnAccount, {email: 'someone@else.kr'}, {country: 'us', language: 'en'})).toMatchObject({
    ok: false,
    status: 403,
    body: {errors: {email: en.Auth.server.wrongEmailConfirm}},
  });
  expect(signOut).not.toHaveBeenCalled();

  store.deleteAccount.mockResolvedValueOnce({ok: true, storageKeys: ['a'.repeat(32)]});
  expect(await execute(deleteOwnAccount, {password: 'Str0ngEnough'}, {country: 'us', language: 'en'})).toMatchObject({ok: true, message: en.Auth.server.accountDeleted});
  expect(signOut).toHaveBeenCalledWith({redirect: false});
  expect(store.removeStoredObjects).toHaveBeenCalledWith({kind: 'local'}, ['a'.repeat(32)]);
});
