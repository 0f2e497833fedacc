/** @jest-environment jsdom */
/**
 * The Catalogue tab's FAQ and tiers forms (react-hook-form on Field): the saved entries and tiers
 * fill the fields, what the owner typed before the page's script ran is what is sent, Save waits
 * while a field is wrong, and the command gets the same payload as before (trimmed texts; whole
 * numbers and minor units, not the typed strings).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {flushSync} from 'react-dom';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NextIntlClientProvider} from 'next-intl';
import type {ReactNode} from 'react';

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({useRouter: () => ({refresh, push: jest.fn()})}));
const toast = jest.fn();
jest.mock('@/lib/toast', () => ({toast: (...args: unknown[]) => toast(...args)}));
const SAVED = {ok: true, status: 200, message: 'Saved'};
const saveFaqAction = jest.fn<Promise<unknown>, unknown[]>(async () => SAVED);
const saveTiersAction = jest.fn<Promise<unknown>, unknown[]>(async () => SAVED);
jest.mock('@/lib/catalog/faq/actions', () => ({saveFaqAction: (...args: unknown[]) => saveFaqAction(...args)}));
jest.mock('@/lib/catalog/tiers/actions', () => ({saveTiersAction: (...args: unknown[]) => saveTiersAction(...args)}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {CatalogFaqForm} = require('@/components/admin/CatalogFaqForm') as typeof import('@/components/admin/CatalogFaqForm');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {CatalogTiersForm} = require('@/components/admin/CatalogTiersForm') as typeof import('@/components/admin/CatalogTiersForm');
type TierCountry = import('@/components/admin/CatalogTiersForm').TierCountry;

const F = en.Admin.faq;
const T = en.Tiers;
const intl = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
    {children}
  </NextIntlClientProvider>
);

beforeEach(() => {
  jest.clearAllMocks();
});

const faqForm = () => intl(<CatalogFaqForm kind="service" itemId="7" name="AI product shot" faq={{en: [{q: 'Brand colours?', a: 'Yes.'}]}} country="us" lang="en" />);

test('the FAQ form shows the saved entries, adds and removes one, waits while one is empty and sends them trimmed for every language', async () => {
  render(faqForm());
  const user = userEvent.setup();
  const form = screen.getByRole('form', {name: F.formLabel.replace('{name}', 'AI product shot')});
  expect(within(form).getByLabelText(F.question)).toHaveValue('Brand colours?');
  expect(within(form).getByLabelText(F.answer)).toHaveValue('Yes.');
  expect(within(form).getByText('(1)')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', {name: F.add.replace('{language}', 'English')}));
  expect(within(form).getByText('(2)')).toBeInTheDocument();
  expect(within(form).getByRole('group', {name: F.entry.replace('{n}', '2')})).toBeInTheDocument();
  const [, question] = within(form).getAllByLabelText(F.question);
  const [, answer] = within(form).getAllByLabelText(F.answer);
  expect(question).toHaveAttribute('aria-invalid', 'true');
  expect(answer).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByRole('alert')).toHaveTextContent(F.invalid);
  expect(within(form).getByRole('button', {name: F.save})).toBeDisabled();
  await user.type(question!, '  Delivery?  ');
  expect(question).not.toHaveAttribute('aria-invalid');
  await user.type(answer!, ' Three days. ');
  expect(within(form).queryByRole('alert')).toBeNull();
  // A third one, removed again: the others keep what they hold.
  await user.click(within(form).getByRole('button', {name: F.add.replace('{language}', 'English')}));
  await user.click(within(form).getByRole('button', {name: F.remove.replace('{n}', '3')}));
  // The first one removed: the second takes its place with its own texts.
  await user.click(within(form).getByRole('button', {name: F.remove.replace('{n}', '1')}));
  expect(within(form).getByLabelText(F.question)).toHaveValue('  Delivery?  ');
  expect(within(form).getByLabelText(F.answer)).toHaveValue(' Three days. ');
  await user.click(within(form).getByRole('button', {name: F.add.replace('{language}', 'English')}));
  await user.type(within(form).getAllByLabelText(F.question)[1]!, 'Revisions?');
  await user.type(within(form).getAllByLabelText(F.answer)[1]!, 'Two.');
  await user.click(within(form).getByRole('button', {name: F.save}));
  await waitFor(() => expect(saveFaqAction).toHaveBeenCalledTimes(1));
  expect(saveFaqAction.mock.calls[0]).toEqual([
    {country: 'us', language: 'en'},
    {
      kind: 'service',
      id: '7',
      faq: {
        en: [
          {q: 'Delivery?', a: 'Three days.'},
          {q: 'Revisions?', a: 'Two.'},
        ],
        ko: [],
        ja: [],
        zh: [],
        vi: [],
      },
    },
  ]);
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(toast).toHaveBeenCalledWith({title: en.Admin.done, description: 'Saved'});
});

test('the FAQ form adds up to 12 questions per language', async () => {
  render(intl(<CatalogFaqForm kind="template" itemId="3" name="Menu board" faq={{ko: Array.from({length: 11}, (_, i) => ({q: `Q${i}`, a: `A${i}`}))}} country="kr" lang="en" />));
  const user = userEvent.setup();
  const add = screen.getByRole('button', {name: F.add.replace('{language}', '한국어')});
  expect(add).toBeEnabled();
  await user.click(add);
  expect(add).toBeDisabled();
});

test('the FAQ form shows the saved entries in its server HTML and sends what was typed before its script ran', async () => {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  container.innerHTML = renderToString(faqForm());
  document.body.replaceChildren(container);
  const question = () => screen.getByLabelText(F.question) as HTMLInputElement;
  expect(question().value).toBe('Brand colours?');
  expect((screen.getByLabelText(F.answer) as HTMLTextAreaElement).value).toBe('Yes.');
  expect(screen.getByRole('button', {name: F.save})).toBeDisabled();
  question().value = 'Brand colours and fonts?';
  const root = hydrateRoot(container, faqForm());
  await waitFor(() => expect(screen.getByRole('button', {name: F.save})).toBeEnabled());
  expect(question().value).toBe('Brand colours and fonts?');
  flushSync(() => container.querySelector('form')!.requestSubmit());
  await waitFor(() => expect(saveFaqAction).toHaveBeenCalledTimes(1));
  expect((saveFaqAction.mock.calls[0]![1] as {faq: unknown}).faq).toMatchObject({en: [{q: 'Brand colours and fonts?', a: 'Yes.'}]});
  root.unmount();
  container.remove();
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
});

const COUNTRIES: TierCountry[] = [
  {code: 'kr', name: 'Korea', currency: 'KRW', digits: 0},
  {code: 'us', name: 'United States', currency: 'USD', digits: 2},
];
const BASIC = {key: 'basic', images: 3, revisions: 1, deliveryDays: 3, priceKrw: 120_000, prices: {}} as const;
const tiersForm = () => intl(<CatalogTiersForm itemId="4" name="Logo design" tiers={[BASIC]} countries={COUNTRIES} country="us" lang="en" />);

test('the tiers form shows the saved tiers, waits while a number is wrong and sends whole numbers and minor units', async () => {
  render(tiersForm());
  const user = userEvent.setup();
  const form = screen.getByRole('form', {name: T.admin.formLabel.replace('{name}', 'Logo design')});
  const basic = within(form).getByRole('group', {name: T.names.basic});
  expect(within(basic).getByRole('checkbox', {name: T.admin.offer.replace('{tier}', T.names.basic)})).toBeChecked();
  expect(within(basic).getByLabelText(T.admin.images)).toHaveValue('3');
  expect(within(basic).getByLabelText(T.admin.priceKrw)).toHaveValue('120000');
  expect(within(basic).getByLabelText('United States (USD)')).toHaveAttribute('placeholder', expect.stringMatching(/^Suggested: \$/));
  // Only the tiers offered have fields; the KRW market has no price field of its own.
  expect(within(basic).queryByLabelText('Korea (KRW)')).toBeNull();
  const premium = within(form).getByRole('group', {name: T.names.premium});
  expect(within(premium).queryByLabelText(T.admin.images)).toBeNull();
  await user.click(within(premium).getByRole('checkbox', {name: T.admin.offer.replace('{tier}', T.names.premium)}));
  expect(within(premium).getByLabelText(T.admin.images)).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByRole('alert')).toHaveTextContent(T.admin.invalid);
  expect(within(form).getByRole('button', {name: T.admin.save})).toBeDisabled();
  await user.type(within(premium).getByLabelText(T.admin.images), '10');
  await user.type(within(premium).getByLabelText(T.admin.revisions), '21');
  expect(within(premium).getByLabelText(T.admin.revisions)).toHaveAttribute('aria-invalid', 'true');
  await user.clear(within(premium).getByLabelText(T.admin.revisions));
  await user.type(within(premium).getByLabelText(T.admin.revisions), '3');
  await user.type(within(premium).getByLabelText(T.admin.deliveryDays), '5');
  await user.type(within(premium).getByLabelText(T.admin.priceKrw), '320000');
  expect(within(premium).getByLabelText('United States (USD)')).toHaveAttribute('placeholder', expect.stringMatching(/^Suggested: \$/));
  await user.type(within(premium).getByLabelText('United States (USD)'), 'abc');
  expect(within(premium).getByLabelText('United States (USD)')).toHaveAttribute('aria-invalid', 'true');
  await user.clear(within(premium).getByLabelText('United States (USD)'));
  await user.type(within(premium).getByLabelText('United States (USD)'), '249.00');
  expect(within(form).queryByRole('alert')).toBeNull();
  // Standard offered and taken back: its fields go, what was typed in them stays for next time.
  const standard = within(form).getByRole('group', {name: T.names.standard});
  const offerStandard = within(standard).getByRole('checkbox', {name: T.admin.offer.replace('{tier}', T.names.standard)});
  await user.click(offerStandard);
  await user.type(within(standard).getByLabelText(T.admin.images), '6');
  await user.click(offerStandard);
  expect(within(standard).queryByLabelText(T.admin.images)).toBeNull();
  await user.click(offerStandard);
  expect(within(standard).getByLabelText(T.admin.images)).toHaveValue('6');
  await user.click(offerStandard);
  await user.click(within(form).getByRole('button', {name: T.admin.save}));
  await waitFor(() => expect(saveTiersAction).toHaveBeenCalledTimes(1));
  expect(saveTiersAction.mock.calls[0]).toEqual([
    {country: 'us', language: 'en'},
    {
      kind: 'services',
      id: '4',
      tiers: [
        {key: 'basic', images: 3, revisions: 1, deliveryDays: 3, priceKrw: 120_000, prices: {}},
        {key: 'premium', images: 10, revisions: 3, deliveryDays: 5, priceKrw: 320_000, prices: {us: 24_900}},
      ],
    },
  ]);
  await waitFor(() => expect(refresh).toHaveBeenCalled());
});

test('the tiers form says so when the change could not be sent', async () => {
  saveTiersAction.mockResolvedValueOnce({ok: false, status: 0, message: ''});
  render(tiersForm());
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', {name: T.admin.save}));
  await waitFor(() => expect(toast).toHaveBeenCalledWith({title: en.Admin.error, description: T.admin.offline, variant: 'destructive'}));
  expect(refresh).not.toHaveBeenCalled();
});

test('the tiers form shows the saved tiers in its server HTML and sends what was typed before its script ran', async () => {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tiersForm());
  document.body.replaceChildren(container);
  const price = () => screen.getByLabelText(T.admin.priceKrw) as HTMLInputElement;
  expect(price().value).toBe('120000');
  price().value = '130000';
  const root = hydrateRoot(container, tiersForm());
  await waitFor(() => expect(screen.getByRole('button', {name: T.admin.save})).toBeEnabled());
  expect(price().value).toBe('130000');
  flushSync(() => container.querySelector('form')!.requestSubmit());
  await waitFor(() => expect(saveTiersAction).toHaveBeenCalledTimes(1));
  expect((saveTiersAction.mock.calls[0]![1] as {tiers: unknown}).tiers).toEqual([{...BASIC, priceKrw: 130_000}]);
  root.unmount();
  container.remove();
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
});
