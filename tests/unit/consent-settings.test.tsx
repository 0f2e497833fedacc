/** @jest-environment jsdom */
/**
 * My page's consents (docs/korea.md#consents-동의): what the account agreed to, when and to which version;
 * the optional marketing consent withdrawn and given again through its action.
 */
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NextIntlClientProvider} from 'next-intl';
import ko from '@/messages/ko.json';
import {ConsentSettings} from '@/components/profile/ConsentSettings';
import {setConsentAction} from '@/lib/privacy/consent-actions';

jest.mock('@/lib/privacy/consent-actions', () => ({setConsentAction: jest.fn()}));
jest.mock('@/lib/toast', () => ({toast: jest.fn()}));
const setConsent = setConsentAction as jest.MockedFunction<typeof setConsentAction>;

const consents = [
  {kind: 'terms', optional: false, granted: true, version: '2026-11-26', grantedAt: '2026-11-26T03:00:00.000Z', withdrawnAt: null},
  {kind: 'age14', optional: false, granted: true, version: '2026-11-26', grantedAt: '2026-11-26T03:00:00.000Z', withdrawnAt: null},
  {kind: 'marketing', optional: true, granted: true, version: '2026-11-26', grantedAt: '2026-11-26T03:00:00.000Z', withdrawnAt: null},
];

test('the optional consent is withdrawn and given again; the required ones are listed with their version', async () => {
  global.fetch = jest.fn(async () => ({ok: true, json: async () => ({success: true, consents})}) as unknown as Response) as typeof fetch;
  setConsent.mockResolvedValue({ok: true, status: 200, message: ko.Consent.server.withdrawn, data: {kind: 'marketing', granted: false}});
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
      <ConsentSettings country="kr" lang="ko" />
    </NextIntlClientProvider>,
  );
  const list = await screen.findByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getAllByText(/./)[0]!.textContent)).toEqual([ko.Consent.page.name.terms, ko.Consent.page.name.age14, ko.Consent.page.name.marketing]);
  expect(items[0]).toHaveTextContent('버전 2026-11-26');
  // Only the optional one can be changed.
  expect(within(items[0]!).queryByRole('button')).toBeNull();

  await user.click(within(items[2]!).getByRole('button', {name: ko.Consent.page.withdraw}));
  expect(setConsent).toHaveBeenLastCalledWith({country: 'kr', language: 'ko'}, {kind: 'marketing', granted: false});
  expect(items[2]).toHaveTextContent(/철회/);

  setConsent.mockResolvedValue({ok: true, status: 200, message: ko.Consent.server.granted, data: {kind: 'marketing', granted: true}});
  await user.click(within(items[2]!).getByRole('button', {name: ko.Consent.page.grant}));
  expect(setConsent).toHaveBeenLastCalledWith({country: 'kr', language: 'ko'}, {kind: 'marketing', granted: true});
  expect(within(items[2]!).getByRole('button', {name: ko.Consent.page.withdraw})).toBeInTheDocument();
});
