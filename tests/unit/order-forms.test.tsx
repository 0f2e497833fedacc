/** @jest-environment jsdom */
/**
 * The order desk's forms (status, comments, refund, quote) and the review's hiding: what each sends is what its fields
 * say, a reason typed before the page's script ran is kept, Send waits until the form is right, and
 * a refund keeps its key while its outcome is open (so sending it again cannot refund twice).
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

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
jest.mock('next/navigation', () => ({useRouter: () => ({refresh: jest.fn(), push: jest.fn()})}));
jest.mock('@/lib/toast', () => ({toast: jest.fn()}));
type Answer = {ok: boolean; status: number; message: string};
const DONE: Answer = {ok: true, status: 200, message: 'Done'};
const changeStatusAction = jest.fn<Promise<Answer>, unknown[]>(async () => DONE);
const saveCommentsAction = jest.fn<Promise<Answer>, unknown[]>(async () => DONE);
const refundAction = jest.fn<Promise<Answer>, unknown[]>(async () => DONE);
const priceQuoteAction = jest.fn<Promise<Answer>, unknown[]>(async () => DONE);
jest.mock('@/lib/orders/actions', () => ({
  changeStatusAction: (...args: unknown[]) => changeStatusAction(...args),
  saveCommentsAction: (...args: unknown[]) => saveCommentsAction(...args),
  refundAction: (...args: unknown[]) => refundAction(...args),
  priceQuoteAction: (...args: unknown[]) => priceQuoteAction(...args),
  deliverAction: jest.fn(),
}));

const hideReviewAction = jest.fn<Promise<Answer>, unknown[]>(async () => DONE);
jest.mock('@/lib/orders/reviews/actions', () => ({hideReviewAction: (...args: unknown[]) => hideReviewAction(...args)}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {HideReviewForm} = require('@/components/admin/HideReviewForm') as typeof import('@/components/admin/HideReviewForm');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {StatusForm, CommentsForm, RefundForm, QuoteForm} = require('@/components/admin/OrderForms') as typeof import('@/components/admin/OrderForms');

const A = en.Admin;
const where = {country: 'kr', lang: 'en'} as const;
const intl = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
    {children}
  </NextIntlClientProvider>
);

beforeEach(() => jest.clearAllMocks());

test('the status form sends the move picked and the reason, and clears the reason once moved', async () => {
  render(intl(<StatusForm orderId="o-1" status="order_received" moves={['in_progress', 'draft_delivered']} {...where} />));
  const user = userEvent.setup();
  expect(screen.getByLabelText(A.newStatus)).toHaveValue('in_progress');
  await user.selectOptions(screen.getByLabelText(A.newStatus), en.Order.statuses.draft_delivered);
  await user.type(screen.getByLabelText(A.reason), 'Sent by mail');
  await user.click(screen.getByRole('button', {name: A.saveStatus}));
  await waitFor(() => expect(changeStatusAction).toHaveBeenCalledTimes(1));
  expect(changeStatusAction.mock.calls[0]).toEqual([
    {country: 'kr', language: 'en'},
    {id: 'o-1', status: 'draft_delivered', note: 'Sent by mail'},
  ]);
  await waitFor(() => expect(screen.getByLabelText(A.reason)).toHaveValue(''));
  // Without a reason the note is left out.
  await user.click(screen.getByRole('button', {name: A.saveStatus}));
  await waitFor(() => expect(changeStatusAction).toHaveBeenCalledTimes(2));
  expect(changeStatusAction.mock.calls[1]![1]).toEqual({id: 'o-1', status: 'draft_delivered', note: undefined});
});

test('the status form says when no move is left, and cannot be sent', () => {
  render(intl(<StatusForm orderId="o-1" status="completed" moves={[]} {...where} />));
  expect(screen.getByText(A.noMoves)).toBeInTheDocument();
  expect(screen.getByRole('button', {name: A.saveStatus})).toBeDisabled();
});

test('the status form sends the reason typed before its script ran', async () => {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;
  const form = () => intl(<StatusForm orderId="o-1" status="order_received" moves={['in_progress']} {...where} />);
  const container = document.createElement('div');
  container.innerHTML = renderToString(form());
  document.body.replaceChildren(container);
  (screen.getByLabelText(A.reason) as HTMLInputElement).value = 'Typed early';
  const root = hydrateRoot(container, form());
  await waitFor(() => expect(screen.getByLabelText(A.reason)).toHaveValue('Typed early'));
  flushSync(() => container.querySelector('form')!.requestSubmit());
  await waitFor(() => expect(changeStatusAction).toHaveBeenCalledTimes(1));
  expect(changeStatusAction.mock.calls[0]![1]).toEqual({id: 'o-1', status: 'in_progress', note: 'Typed early'});
  root.unmount();
  container.remove();
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
});

test('the comments form shows the saved comments and sends them as edited', async () => {
  render(intl(<CommentsForm orderId="o-1" comments="Call first" {...where} />));
  const user = userEvent.setup();
  expect(screen.getByLabelText(A.comments)).toHaveValue('Call first');
  await user.type(screen.getByLabelText(A.comments), ', then mail');
  await user.click(screen.getByRole('button', {name: A.saveComments}));
  await waitFor(() => expect(saveCommentsAction).toHaveBeenCalledTimes(1));
  expect(saveCommentsAction.mock.calls[0]![1]).toEqual({id: 'o-1', comments: 'Call first, then mail'});
});

test("the refund form takes the order's currency in major units, waits for a reason, and keeps its key while the outcome is open", async () => {
  render(intl(<RefundForm orderId="o-1" needsAccount={false} currency="USD" {...where} />));
  const user = userEvent.setup();
  const amount = screen.getByLabelText(/^Amount in USD, e\.g\. \$12\.50/);
  await waitFor(() => expect(amount).toBeEnabled());
  expect(screen.queryByText(/minor units/)).toBeNull();
  // Not an amount of dollars: said so, and nothing can be sent.
  await user.type(amount, '12,50');
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText(A.refundAmountInvalid.replace('{currency}', 'USD').replace('{example}', '$12.50'))).toBeVisible();
  await user.type(screen.getByLabelText(A.refundReason), 'Late');
  expect(screen.getByRole('button', {name: A.refundButton})).toBeDisabled();
  await user.clear(amount);
  await user.type(amount, '$1.23');
  expect(amount).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText(A.refundAmountIs.replace('{amount}', '$1.23'))).toBeVisible();
  await user.clear(screen.getByLabelText(A.refundReason));
  await user.type(screen.getByLabelText(A.refundReason), '   ');
  expect(screen.getByRole('button', {name: A.refundButton})).toBeDisabled();
  await user.type(screen.getByLabelText(A.refundReason), 'Late');
  await user.click(screen.getByRole('checkbox', {name: A.refundOverride}));
  refundAction.mockResolvedValueOnce({ok: false, status: 0, message: ''});
  await user.click(screen.getByRole('button', {name: A.refundButton}));
  await waitFor(() => expect(refundAction).toHaveBeenCalledTimes(1));
  const first = refundAction.mock.calls[0]![1] as {refundKey: string};
  // The server keeps minor units: $1.23 is sent as 123.
  expect(first).toEqual({id: 'o-1', amount: 123, reason: '   Late', override: true, refundKey: expect.stringMatching(/^refund-/)});
  // No answer: sent again with the same key, and kept as typed.
  expect(amount).toHaveValue('$1.23');
  await user.click(screen.getByRole('button', {name: A.refundButton}));
  await waitFor(() => expect(refundAction).toHaveBeenCalledTimes(2));
  expect((refundAction.mock.calls[1]![1] as {refundKey: string}).refundKey).toBe(first.refundKey);
  // Refunded: the form is emptied and the next refund has a new key.
  await waitFor(() => expect(amount).toHaveValue(''));
  expect(screen.getByLabelText(A.refundReason)).toHaveValue('');
  await user.type(screen.getByLabelText(A.refundReason), 'Again');
  await user.click(screen.getByRole('button', {name: A.refundButton}));
  await waitFor(() => expect(refundAction).toHaveBeenCalledTimes(3));
  expect(refundAction.mock.calls[2]![1]).toEqual({id: 'o-1', amount: undefined, reason: 'Again', override: true, refundKey: expect.stringMatching(/^refund-/)});
  expect((refundAction.mock.calls[2]![1] as {refundKey: string}).refundKey).not.toBe(first.refundKey);
});

test('the refund form of a won order takes whole won: ₩12,500 is sent as 12500, ₩12.5 is refused', async () => {
  render(intl(<RefundForm orderId="o-1" needsAccount={false} currency="KRW" {...where} />));
  const user = userEvent.setup();
  const amount = screen.getByLabelText(/^Amount in KRW, e\.g\. ₩12,500/);
  await waitFor(() => expect(amount).toBeEnabled());
  await user.type(screen.getByLabelText(A.refundReason), 'Late');
  await user.type(amount, '12.5');
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', {name: A.refundButton})).toBeDisabled();
  await user.clear(amount);
  await user.type(amount, '₩12,500');
  await user.click(screen.getByRole('button', {name: A.refundButton}));
  await waitFor(() => expect(refundAction).toHaveBeenCalledTimes(1));
  expect(refundAction.mock.calls[0]![1]).toMatchObject({amount: 12_500});
});

test("the refund form asks for the customer's bank account when the deposit needs one", async () => {
  render(intl(<RefundForm orderId="o-1" needsAccount currency="KRW" {...where} />));
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByLabelText(A.refundBank)).toBeEnabled());
  await user.type(screen.getByLabelText(A.refundReason), 'Cancelled');
  await user.type(screen.getByLabelText(A.refundBank), '088');
  await user.type(screen.getByLabelText(A.refundAccount), '110-123-456789');
  await user.type(screen.getByLabelText(A.refundHolder), '김민수');
  await user.click(screen.getByRole('button', {name: A.refundButton}));
  await waitFor(() => expect(refundAction).toHaveBeenCalledTimes(1));
  expect(refundAction.mock.calls[0]![1]).toMatchObject({reason: 'Cancelled', override: false, refundAccount: {bank: '088', accountNumber: '110-123-456789', holderName: '김민수'}});
});

test('the quote form sends the price in minor units and waits while it is not a price', async () => {
  render(intl(<QuoteForm orderId="o-1" currency="USD" {...where} />));
  const user = userEvent.setup();
  const amount = screen.getByLabelText(A.quoteAmount.replace('{currency}', 'USD'));
  expect(screen.getByRole('button', {name: A.quoteButton})).toBeDisabled();
  await user.type(amount, '12.345');
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', {name: A.quoteButton})).toBeDisabled();
  await user.clear(amount);
  await user.type(amount, '12.50');
  expect(amount).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', {name: A.quoteButton}));
  await waitFor(() => expect(priceQuoteAction).toHaveBeenCalledTimes(1));
  expect(priceQuoteAction.mock.calls[0]![1]).toEqual({id: 'o-1', amount: 1250, note: undefined, validUntil: undefined});
  await user.type(screen.getByLabelText(A.quoteNote), 'Ten photos');
  await user.type(screen.getByLabelText(A.quoteValidUntil), '2026-12-31');
  await user.click(screen.getByRole('button', {name: A.quoteButton}));
  await waitFor(() => expect(priceQuoteAction).toHaveBeenCalledTimes(2));
  expect(priceQuoteAction.mock.calls[1]![1]).toEqual({id: 'o-1', amount: 1250, note: 'Ten photos', validUntil: '2026-12-31'});
});

test('the hide-review form sends the reason trimmed, described by its hint, and waits for one', async () => {
  render(intl(<HideReviewForm reviewId="r-1" label="Hide the review of Ana" {...where} />));
  const user = userEvent.setup();
  await user.click(screen.getByText(A.reviews.hide));
  const reason = screen.getByLabelText(A.reviews.reason);
  expect(reason).toHaveAccessibleDescription(A.reviews.reasonHint);
  expect(screen.getByRole('button', {name: A.reviews.hideSubmit})).toBeDisabled();
  await user.type(reason, '  ');
  expect(screen.getByRole('button', {name: A.reviews.hideSubmit})).toBeDisabled();
  await user.type(reason, 'Names a person ');
  await user.click(screen.getByRole('button', {name: A.reviews.hideSubmit}));
  await waitFor(() => expect(hideReviewAction).toHaveBeenCalledTimes(1));
  expect(hideReviewAction.mock.calls[0]).toEqual([
    {country: 'kr', language: 'en'},
    {id: 'r-1', reason: 'Names a person'},
  ]);
});
