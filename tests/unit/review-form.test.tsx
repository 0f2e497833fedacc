/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {flushSync} from 'react-dom';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReviewForm from '@/components/orders/ReviewForm';

jest.mock('@/lib/orders/reviews/actions', () => ({
  reviewOrderLineAction: jest.fn(async () => ({ok: true, status: 201, message: 'Thank you, your review is saved.'})),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({useRouter: () => ({refresh})}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const actions = require('@/lib/orders/reviews/actions') as {reviewOrderLineAction: jest.Mock};
const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const R = en.Order.review;

const form = (props: Partial<Parameters<typeof ReviewForm>[0]> = {}) => (
  <ReviewForm orderId="order-1" itemId="line-1" title="Logo design" token="guest-token" country="us" lang="en" review={null} editable messages={{Order: {review: R}}} {...props} />
);
const renderForm = (props: Partial<Parameters<typeof ReviewForm>[0]> = {}) => render(form(props));

beforeEach(() => jest.clearAllMocks());

test('the rating, the text and the picture permission are labelled; choosing by keyboard and sending calls the command for that line', async () => {
  const user = userEvent.setup();
  renderForm();
  expect(screen.getByRole('form', {name: 'Your review of Logo design'})).toBeInTheDocument();
  expect(screen.getByRole('group', {name: R.ratingLabel})).toBeInTheDocument();
  // Tab into the radio group and move with the arrow keys, as a keyboard user would.
  await user.click(screen.getByRole('radio', {name: '3 stars'}));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', {name: '4 stars'})).toBeChecked();
  await user.type(screen.getByRole('textbox', {name: R.textLabel}), 'Exactly what we asked for');
  await user.click(screen.getByRole('checkbox', {name: R.showWork}));
  await user.click(screen.getByRole('button', {name: R.submit}));
  expect(actions.reviewOrderLineAction).toHaveBeenCalledWith(
    {country: 'us', language: 'en'},
    {id: 'order-1', itemId: 'line-1', rating: 4, text: 'Exactly what we asked for', showWork: true, token: 'guest-token'},
  );
  await waitFor(() => expect(refresh).toHaveBeenCalled());
});

test('nothing is sent without a rating or a text; the reason is announced', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', {name: R.submit}));
  expect(screen.getByRole('alert')).toHaveTextContent(R.ratingRequired);
  await user.click(screen.getByRole('radio', {name: '5 stars'}));
  await user.click(screen.getByRole('button', {name: R.submit}));
  expect(screen.getByRole('alert')).toHaveTextContent(R.textRequired);
  expect(actions.reviewOrderLineAction).not.toHaveBeenCalled();
});

test('an existing review fills the form to change it; after 14 days it is shown without a form', () => {
  const review = {rating: 2, text: 'Late but fine', showWork: false};
  const {unmount} = renderForm({review});
  expect(screen.getByRole('radio', {name: '2 stars'})).toBeChecked();
  expect(screen.getByRole('textbox', {name: R.textLabel})).toHaveValue('Late but fine');
  expect(screen.getByRole('button', {name: R.update})).toBeInTheDocument();
  unmount();
  renderForm({review, editable: false});
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByText('Rated 2 out of 5')).toBeInTheDocument();
  expect(screen.getByText(R.closed)).toBeInTheDocument();
});

test("a rating, a text and the box chosen before the page's script ran are what is sent", async () => {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  container.innerHTML = renderToString(form());
  document.body.replaceChildren(container);
  expect(screen.getByRole('button', {name: R.submit})).toBeDisabled();
  (screen.getByRole('radio', {name: '4 stars'}) as HTMLInputElement).checked = true;
  (screen.getByRole('textbox', {name: R.textLabel}) as HTMLTextAreaElement).value = 'Typed early';
  (screen.getByRole('checkbox', {name: R.showWork}) as HTMLInputElement).checked = true;
  const root = hydrateRoot(container, form());
  await waitFor(() => expect(screen.getByRole('button', {name: R.submit})).toBeEnabled());
  expect(screen.getByRole('radio', {name: '4 stars'})).toBeChecked();
  flushSync(() => container.querySelector('form')!.requestSubmit());
  await waitFor(() => expect(actions.reviewOrderLineAction).toHaveBeenCalledTimes(1));
  expect(actions.reviewOrderLineAction.mock.calls[0]![1]).toEqual({id: 'order-1', itemId: 'line-1', rating: 4, text: 'Typed early', showWork: true, token: 'guest-token'});
  root.unmount();
  container.remove();
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
});
