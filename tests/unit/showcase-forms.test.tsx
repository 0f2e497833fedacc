/** @jest-environment jsdom */
/**
 * The showcase tab's testimonial form: what it saves is what its fields say (checked with the
 * server's schema), Add waits until a quote and a name are there, a new one is emptied once added,
 * and a saved one can be deleted.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NextIntlClientProvider} from 'next-intl';
import type {ReactNode} from 'react';

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
jest.mock('next/navigation', () => ({useRouter: () => ({refresh: jest.fn(), push: jest.fn()})}));
jest.mock('@/lib/toast', () => ({toast: jest.fn()}));
type Answer = {ok: boolean; status: number; message: string};
const SAVED: Answer = {ok: true, status: 200, message: 'Saved'};
const saveTestimonialAction = jest.fn<Promise<Answer>, unknown[]>(async () => SAVED);
const deleteShowcaseAction = jest.fn<Promise<Answer>, unknown[]>(async () => SAVED);
jest.mock('@/lib/showcase/actions', () => ({
  saveTestimonialAction: (...args: unknown[]) => saveTestimonialAction(...args),
  deleteShowcaseAction: (...args: unknown[]) => deleteShowcaseAction(...args),
  savePortfolioAction: jest.fn(),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {TestimonialForm} = require('@/components/admin/ShowcaseForms') as typeof import('@/components/admin/ShowcaseForms');

const S = en.Admin.showcase;
const COUNTRIES = {kr: 'Korea', us: 'United States', au: 'Australia', vn: 'Vietnam', cn: 'China', my: 'Malaysia'};
const page = {country: 'kr', lang: 'en'} as const;
const intl = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
    {children}
  </NextIntlClientProvider>
);

beforeEach(() => jest.clearAllMocks());

test('a new testimonial is saved as its fields say, and the form is emptied once added', async () => {
  render(intl(<TestimonialForm initial={null} countries={COUNTRIES} page={page} open />));
  const user = userEvent.setup();
  const add = screen.getByRole('button', {name: S.add});
  expect(add).toBeDisabled();
  expect(screen.getByRole('alert')).toHaveTextContent(S.testimonialInvalid);
  await user.type(screen.getByLabelText(S.quote), 'Our menu sells itself now.');
  await user.selectOptions(screen.getByLabelText(S.quoteLanguage), '한국어');
  await user.selectOptions(screen.getByLabelText(S.rating), '4 stars');
  await user.type(screen.getByLabelText(S.name), 'Minsu');
  await user.type(screen.getByLabelText(S.business), 'Cafe Haru');
  await user.selectOptions(screen.getByLabelText(S.country), 'United States');
  await user.click(screen.getByRole('checkbox', {name: S.shown}));
  await user.clear(screen.getByLabelText(S.position));
  await user.type(screen.getByLabelText(S.position), '12');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(add);
  await waitFor(() => expect(saveTestimonialAction).toHaveBeenCalledTimes(1));
  expect(saveTestimonialAction.mock.calls[0]).toEqual([
    {country: 'kr', language: 'en'},
    {quote: 'Our menu sells itself now.', lang: 'ko', name: 'Minsu', business: 'Cafe Haru', country: 'us', rating: 4, active: false, position: 12},
  ]);
  await waitFor(() => expect(screen.getByLabelText(S.quote)).toHaveValue(''));
  expect(screen.getByLabelText(S.name)).toHaveValue('');
  expect(screen.getByLabelText(S.quoteLanguage)).toHaveValue('en');
  expect(screen.getByLabelText(S.position)).toHaveValue(0);
});

test('a saved testimonial shows its values, is saved as edited, and can be deleted', async () => {
  const initial = {id: '5b6a0d4e-7a52-4a8e-9a0c-1f2e3d4c5b6a', quote: 'Great', lang: 'en', name: 'Ana', business: '', country: 'au', rating: 5, active: true, position: 3} as const;
  render(intl(<TestimonialForm initial={initial} countries={COUNTRIES} page={page} open />));
  const user = userEvent.setup();
  expect(screen.getByLabelText(S.quote)).toHaveValue('Great');
  expect(screen.getByLabelText(S.country)).toHaveValue('au');
  expect(screen.getByLabelText(S.position)).toHaveValue(3);
  await waitFor(() => expect(screen.getByLabelText(S.quote)).not.toHaveAttribute('readonly'));
  await user.type(screen.getByLabelText(S.quote), ' work');
  await user.clear(screen.getByLabelText(S.position));
  await user.type(screen.getByLabelText(S.position), '-4');
  expect(screen.getByLabelText(S.position)).toHaveValue(4);
  await user.click(screen.getByRole('button', {name: S.save}));
  await waitFor(() => expect(saveTestimonialAction).toHaveBeenCalledTimes(1));
  expect(saveTestimonialAction.mock.calls[0]![1]).toEqual({...initial, quote: 'Great work', position: 4});
  // Kept as saved (not emptied): it is an existing one.
  expect(screen.getByLabelText(S.quote)).toHaveValue('Great work');
  await user.click(screen.getByRole('button', {name: S.delete}));
  await waitFor(() => expect(deleteShowcaseAction).toHaveBeenCalledTimes(1));
  expect(deleteShowcaseAction.mock.calls[0]![1]).toEqual({kind: 'testimonial', id: initial.id});
});
