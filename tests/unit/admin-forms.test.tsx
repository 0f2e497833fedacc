/** @jest-environment jsdom */
/**
 * The admin's business and catalogue forms (react-hook-form on Field): the server HTML shows the
 * saved values, what the owner typed before the page's script ran is what is sent, each field is
 * marked while it is wrong and Save waits until every part is right, and the update sent is the
 * one the fields say.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {flushSync} from 'react-dom';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NextIntlClientProvider} from 'next-intl';
import type {ReactNode} from 'react';
import type {BusinessDetails} from '@/lib/business/details';

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
jest.mock('next/navigation', () => ({useRouter: () => ({refresh: jest.fn(), push: jest.fn()})}));
jest.mock('@/lib/toast', () => ({toast: jest.fn()}));
const SAVED = {ok: true, status: 200, message: 'Saved'};
const updateBusinessAction = jest.fn<Promise<typeof SAVED>, unknown[]>(async () => SAVED);
const updateCatalogAction = jest.fn<Promise<typeof SAVED>, unknown[]>(async () => SAVED);
jest.mock('@/lib/business/actions', () => ({updateBusinessAction: (...args: unknown[]) => updateBusinessAction(...args)}));
jest.mock('@/components/admin/PictureSlot', () => ({PictureSlot: () => null}));
jest.mock('@/lib/catalog/actions', () => ({updateCatalogAction: (...args: unknown[]) => updateCatalogAction(...args)}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {BusinessForm} = require('@/components/admin/BusinessForm') as typeof import('@/components/admin/BusinessForm');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {CatalogItemForm} = require('@/components/admin/CatalogItemForm') as typeof import('@/components/admin/CatalogItemForm');
type CatalogRow = import('@/components/admin/CatalogItemForm').CatalogRow;

const B = en.Admin.business;
const C = en.Admin.catalog;
const intl = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
    {children}
  </NextIntlClientProvider>
);

const DETAILS: BusinessDetails = {
  companyName: 'AI Creative Studio',
  representative: 'Kim Hana',
  address: 'Seoul',
  registration: '',
  taxIds: {},
  email: 'hello@studio.example',
  phones: [{country: 'kr', number: '02-555-0100'}],
  social: [],
  hours: {timeZone: 'Asia/Seoul', days: [{open: '09:00', close: '18:00'}, null, null, null, null, null, null]},
};
const LABELS = {countries: {kr: 'Korea', us: 'United States', au: 'Australia', vn: 'Vietnam', cn: 'China', my: 'Malaysia'}, weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']};
const businessForm = () => intl(<BusinessForm initial={DETAILS} labels={LABELS} country="kr" lang="en" />);

beforeEach(() => {
  updateBusinessAction.mockClear();
  updateCatalogAction.mockClear();
});

test('the business form shows the saved details in its server HTML and sends what was typed before its script ran', async () => {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  container.innerHTML = renderToString(businessForm());
  document.body.replaceChildren(container);
  const company = () => screen.getByLabelText(B.companyName) as HTMLInputElement;
  expect(company().value).toBe('AI Creative Studio');
  expect((screen.getByLabelText(B.phoneNumber) as HTMLInputElement).value).toBe('02-555-0100');
  company().value = 'Hanbit Creative';
  const root = hydrateRoot(container, businessForm());
  await waitFor(() => expect(screen.getByRole('button', {name: B.save})).toBeEnabled());
  expect(company().value).toBe('Hanbit Creative');
  flushSync(() => container.querySelector('form')!.requestSubmit());
  await waitFor(() => expect(updateBusinessAction).toHaveBeenCalledTimes(1));
  expect(updateBusinessAction.mock.calls[0]![1]).toMatchObject({companyName: 'Hanbit Creative', phones: [{country: 'kr', number: '02-555-0100'}]});
  root.unmount();
  container.remove();
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
});

test('the business form adds a phone and a closed day, marks a wrong number and saves only when all is right', async () => {
  render(businessForm());
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', {name: B.addPhone}));
  const number = screen.getAllByLabelText(B.phoneNumber)[1]!;
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', {name: B.save})).toBeDisabled();
  expect(screen.getByText(B.invalid)).toBeInTheDocument();
  await user.type(number, '+84 28 3822 0100');
  await user.selectOptions(screen.getAllByLabelText(B.phoneCountry)[1]!, 'vn');
  expect(number).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('checkbox', {name: 'Tue'}));
  await user.clear(screen.getByLabelText(B.closes.replace('{day}', 'Tue')));
  await user.type(screen.getByLabelText(B.closes.replace('{day}', 'Tue')), '17:00');
  await user.click(screen.getByRole('checkbox', {name: 'Mon'}));
  await user.click(screen.getByRole('button', {name: B.save}));
  await waitFor(() => expect(updateBusinessAction).toHaveBeenCalledTimes(1));
  const sent = updateBusinessAction.mock.calls[0]![1] as BusinessDetails;
  expect(sent.phones).toEqual([
    {country: 'kr', number: '02-555-0100'},
    {country: 'vn', number: '+84 28 3822 0100'},
  ]);
  expect(sent.hours.days.slice(0, 2)).toEqual([null, {open: '09:00', close: '17:00'}]);
});

const ROW: CatalogRow = {
  kind: 'service',
  id: '2',
  name: 'AI product shot',
  active: true,
  priceKrw: 50_000,
  extraImageKrw: null,
  countries: [{code: 'us', name: 'United States', currency: 'USD', digits: 2, own: null, ownExtra: null, shown: '$37.00', shownExtra: ''}],
  texts: Object.fromEntries(['en', 'ko', 'ja', 'zh', 'vi'].map((l) => [l, {name: `AI product shot (${l})`, description: 'Studio photos', features: ['3 images']}])),
  details: {delivery: [3, 5], revisions: 2},
  position: 1,
  categories: [],
  pictures: [],
};

test('the catalogue item form sends the prices, details and texts its fields say, and waits while one is wrong', async () => {
  render(intl(<CatalogItemForm row={ROW} country="us" lang="en" />));
  const user = userEvent.setup();
  const form = screen.getByRole('form', {name: ROW.name});
  expect(screen.getByLabelText(C.baseKrw)).toHaveValue('50000');
  expect(screen.getByText(C.derivedNow.replace('{price}', '$37.00'))).toBeInTheDocument();
  await user.type(screen.getByLabelText('United States (USD)'), 'abc');
  expect(screen.getByLabelText('United States (USD)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent(C.invalid);
  expect(screen.getByRole('button', {name: C.save})).toBeDisabled();
  await user.clear(screen.getByLabelText('United States (USD)'));
  await user.type(screen.getByLabelText('United States (USD)'), '24.50');
  await user.click(screen.getByRole('checkbox', {name: C.revisionsNegotiable}));
  expect(screen.queryByLabelText(C.revisions)).not.toBeInTheDocument();
  await user.clear(screen.getByLabelText(C.deliveryMax));
  await user.type(screen.getByLabelText(C.deliveryMax), '2');
  expect(screen.getByRole('alert')).toHaveTextContent(C.detailsInvalid);
  await user.clear(screen.getByLabelText(C.deliveryMax));
  await user.type(screen.getByLabelText(C.deliveryMax), '7');
  await user.clear(screen.getAllByLabelText(C.textName)[0]!);
  expect(screen.getByRole('alert')).toHaveTextContent(C.textsInvalid);
  await user.type(screen.getAllByLabelText(C.textName)[0]!, 'AI product photo');
  expect(form.querySelector('[role="alert"]')).toBeNull();
  await user.click(screen.getByRole('button', {name: C.save}));
  await waitFor(() => expect(updateCatalogAction).toHaveBeenCalledTimes(1));
  expect(updateCatalogAction.mock.calls[0]![1]).toMatchObject({
    kind: 'service',
    id: '2',
    active: true,
    position: 1,
    priceKrw: 50_000,
    prices: {us: 2450},
    details: {delivery: [3, 7], revisions: null},
    texts: {en: {name: 'AI product photo', description: 'Studio photos', features: ['3 images']}, ko: {name: 'AI product shot (ko)'}},
  });
});

test('a service’s form asks its features; a package’s and a template’s do not (their lists are their contents and designs)', () => {
  const {unmount} = render(intl(<CatalogItemForm row={ROW} country="us" lang="en" />));
  expect(screen.getAllByLabelText(C.textFeatures).length).toBeGreaterThan(0);
  unmount();
  for (const kind of ['package', 'template'] as const) {
    const view = render(intl(<CatalogItemForm row={{...ROW, kind, id: kind === 'package' ? 'sns' : '12', details: {}}} country="us" lang="en" />));
    expect(screen.getAllByLabelText(C.textName).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(C.textFeatures)).not.toBeInTheDocument();
    view.unmount();
  }
});
