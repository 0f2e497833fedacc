/** @jest-environment jsdom */
/**
 * My page's account section (components/profile/AccountSettings): what each kind of account is
 * offered, the password rule shown live and checked before anything is sent, the server's
 * refusals shown on their field, and the deletion dialog that deletes nothing until confirmed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NextIntlClientProvider} from 'next-intl';
import {AccountSettings} from '@/components/profile/AccountSettings';
import {changeEmailAction, changePasswordAction, deleteAccountAction} from '@/lib/account/actions';
import type {PublicUser} from '@/lib/auth/accounts';
import {subscribeToasts, type ToastMessage} from '@/lib/toast';

jest.mock('@/lib/account/actions', () => ({changePasswordAction: jest.fn(), changeEmailAction: jest.fn(), deleteAccountAction: jest.fn()}));
// The consents card (its own test: consent-settings.test.tsx) loads over fetch and saves through its action.
jest.mock('@/lib/privacy/consent-actions', () => ({setConsentAction: jest.fn()}));

const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const changePassword = changePasswordAction as jest.MockedFunction<typeof changePasswordAction>;
const changeEmail = changeEmailAction as jest.MockedFunction<typeof changeEmailAction>;
const deleteAccount = deleteAccountAction as jest.MockedFunction<typeof deleteAccountAction>;

const customer: PublicUser = {
  id: 'u1',
  email: 'minsu@cafe.kr',
  emailVerified: true,
  username: 'minsu',
  firstName: 'Minsu',
  lastName: null,
  phone: null,
  role: 'USER',
  hasPassword: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** Rendered, with the consents card's read (on mount) answered: the page as a customer sees it a moment after opening. */
async function renderSettings(user: PublicUser, onDeleted = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <AccountSettings user={user} country="us" lang="en" onDeleted={onDeleted} />
    </NextIntlClientProvider>,
  );
  await waitFor(() => expect(screen.queryByText(messages.Consent.page.loading)).not.toBeInTheDocument());
  return onDeleted;
}

const toasts: ToastMessage[] = [];
subscribeToasts((t) => toasts.push(t));

/** The API as My page calls it: the consents list (read on mount), and a plain success for the rest. */
function fakeApi() {
  return jest.fn(async (url: string) => ({ok: true, status: 200, json: async () => (url === '/api/auth/consents' ? {success: true, consents: []} : {success: true, message: 'Sent'})}));
}

beforeEach(() => {
  global.fetch = fakeApi() as unknown as typeof fetch;
  changePassword.mockReset();
  changeEmail.mockReset();
  deleteAccount.mockReset();
  toasts.length = 0;
});

test('the password change shows the rule live and sends nothing while the new password breaks it or the two differ', async () => {
  const user = userEvent.setup();
  await renderSettings(customer);
  const form = within(screen.getByRole('form', {name: 'Change password'}));
  await user.type(form.getByLabelText('Current password'), 'Str0ngEnough');
  await user.type(form.getByLabelText('New password'), 'short');
  expect(form.getByText('Password is too short (current: 5, minimum: 8)')).toBeInTheDocument();
  await user.click(form.getByRole('button', {name: 'Change password'}));
  expect(changePassword).not.toHaveBeenCalled();
  expect(form.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 8 characters long'));

  await user.clear(form.getByLabelText('New password'));
  await user.type(form.getByLabelText('New password'), 'N3wPassword1');
  await user.type(form.getByLabelText('Confirm new password'), 'N3wPassword2');
  await user.click(form.getByRole('button', {name: 'Change password'}));
  expect(changePassword).not.toHaveBeenCalled();
  expect(form.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(form.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Passwords do not match'));
});

test('a wrong current password is shown on its field; a right one clears the form and says what happened', async () => {
  const user = userEvent.setup();
  await renderSettings(customer);
  const form = within(screen.getByRole('form', {name: 'Change password'}));
  changePassword.mockResolvedValueOnce({ok: false, status: 403, message: 'The current password is incorrect.', data: {errors: {currentPassword: 'The current password is incorrect.'}}});
  await user.type(form.getByLabelText('Current password'), 'Wr0ngPassword');
  await user.type(form.getByLabelText('New password'), 'N3wPassword1');
  await user.type(form.getByLabelText('Confirm new password'), 'N3wPassword1');
  await user.click(form.getByRole('button', {name: 'Change password'}));
  expect(changePassword).toHaveBeenCalledWith({country: 'us', language: 'en'}, {currentPassword: 'Wr0ngPassword', newPassword: 'N3wPassword1'});
  const current = form.getByLabelText('Current password');
  expect(current).toHaveAttribute('aria-invalid', 'true');
  expect(current).toHaveAccessibleDescription('The current password is incorrect.');

  changePassword.mockResolvedValueOnce({ok: true, status: 200, message: 'Your password has been changed.'});
  await user.clear(current);
  await user.type(current, 'Str0ngEnough');
  await user.click(form.getByRole('button', {name: 'Change password'}));
  expect(await form.findByRole('status')).toHaveTextContent('Your password has been changed.');
  expect(form.getByLabelText('Current password')).toHaveValue('');
  expect(form.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  expect(toasts.at(-1)?.title).toBe('Password changed');
});

test('an account without a password (Google) gets the explanation and a link to set one instead of the form', async () => {
  const user = userEvent.setup();
  const fetchMock = fakeApi();
  global.fetch = fetchMock as unknown as typeof fetch;
  await renderSettings({...customer, hasPassword: false});
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  expect(screen.getByText(/You sign in with Google, Kakao or Naver, so your account has no password/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', {name: 'E-mail me a link to set a password'}));
  expect(fetchMock).toHaveBeenCalledWith('/api/auth/forgot-password', expect.objectContaining({method: 'POST', body: JSON.stringify({email: 'minsu@cafe.kr'})}));
  expect(await screen.findByRole('status')).toHaveTextContent('The link is on its way to minsu@cafe.kr.');
});

test('the e-mail change shows a taken address on its field and the link sent once it is asked for', async () => {
  const user = userEvent.setup();
  await renderSettings(customer);
  const form = within(screen.getByRole('form', {name: 'Change e-mail address'}));
  changeEmail.mockResolvedValueOnce({ok: false, status: 409, message: 'This e-mail is already in use.', data: {errors: {email: 'This e-mail is already in use.'}}});
  await user.type(form.getByLabelText('New e-mail address'), 'taken@cafe.kr');
  await user.click(form.getByRole('button', {name: 'Send confirmation link'}));
  expect(changeEmail).not.toHaveBeenCalled();
  expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your password.');
  await user.type(form.getByLabelText('Current password'), 'Str0ngEnough');
  await user.click(form.getByRole('button', {name: 'Send confirmation link'}));
  expect(changeEmail).toHaveBeenCalledWith({country: 'us', language: 'en'}, {email: 'taken@cafe.kr', password: 'Str0ngEnough'});
  expect(form.getByLabelText('New e-mail address')).toHaveAccessibleDescription('This e-mail is already in use.');

  changeEmail.mockResolvedValueOnce({ok: true, status: 200, message: 'We sent a confirmation link to new@cafe.kr.'});
  await user.clear(form.getByLabelText('New e-mail address'));
  await user.type(form.getByLabelText('New e-mail address'), 'new@cafe.kr');
  await user.type(form.getByLabelText('Current password'), 'Str0ngEnough');
  await user.click(form.getByRole('button', {name: 'Send confirmation link'}));
  expect(await form.findByRole('status')).toHaveTextContent('We sent a confirmation link to new@cafe.kr.');
  expect(form.getByLabelText('New e-mail address')).toHaveValue('');
  expect(form.getByLabelText('Current password')).toHaveValue('');
});

test('download my data is a link to the export', async () => {
  await renderSettings(customer);
  expect(screen.getByRole('link', {name: 'Download (JSON)'})).toHaveAttribute('href', '/api/auth/profile/export');
});

test('an admin is told why the account cannot be deleted here, with no button', async () => {
  await renderSettings({...customer, role: 'ADMIN'});
  expect(screen.getByText(/Administrator accounts cannot be deleted here/)).toBeInTheDocument();
  expect(screen.queryByRole('button', {name: 'Delete my account…'})).not.toBeInTheDocument();
});

test('deleting asks in a dialog: nothing is sent until the password is typed and confirmed; Cancel keeps the account', async () => {
  const user = userEvent.setup();
  const onDeleted = await renderSettings(customer);
  await user.click(screen.getByRole('button', {name: 'Delete my account…'}));
  const dialog = await screen.findByRole('alertdialog', {name: 'Delete your account?'});
  const confirm = screen.getByRole('button', {name: 'Delete my account'});
  expect(confirm).toBeDisabled();
  await user.click(screen.getByRole('button', {name: 'Keep my account'}));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(deleteAccount).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', {name: 'Delete my account…'}));
  await screen.findByRole('alertdialog');
  deleteAccount.mockResolvedValueOnce({ok: false, status: 403, message: 'The current password is incorrect.', data: {errors: {password: 'The current password is incorrect.'}}});
  await user.type(screen.getByLabelText('Type your password to confirm'), 'Wr0ngPassword');
  await user.click(screen.getByRole('button', {name: 'Delete my account'}));
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
  expect(onDeleted).not.toHaveBeenCalled();

  deleteAccount.mockResolvedValueOnce({ok: true, status: 200, message: 'Your account has been deleted and you have been logged out.'});
  await user.clear(screen.getByLabelText('Type your password to confirm'));
  await user.type(screen.getByLabelText('Type your password to confirm'), 'Str0ngEnough');
  await user.click(screen.getByRole('button', {name: 'Delete my account'}));
  expect(deleteAccount).toHaveBeenLastCalledWith({country: 'us', language: 'en'}, {password: 'Str0ngEnough'});
  await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('Your account has been deleted and you have been logged out.'));
});

test('an account without a password confirms the deletion with its e-mail address', async () => {
  const user = userEvent.setup();
  await renderSettings({...customer, hasPassword: false});
  await user.click(screen.getByRole('button', {name: 'Delete my account…'}));
  await screen.findByRole('alertdialog');
  deleteAccount.mockResolvedValueOnce({ok: true, status: 200, message: 'Deleted.'});
  await user.type(screen.getByLabelText('Type your e-mail address (minsu@cafe.kr) to confirm'), 'minsu@cafe.kr');
  await user.click(screen.getByRole('button', {name: 'Delete my account'}));
  expect(deleteAccount).toHaveBeenCalledWith({country: 'us', language: 'en'}, {email: 'minsu@cafe.kr'});
});
