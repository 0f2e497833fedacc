/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeliveryAnswer from '@/components/orders/DeliveryAnswer';

jest.mock('@/lib/orders/actions', () => ({
  acceptDraftAction: jest.fn(async () => ({ok: true, status: 200, message: 'Draft accepted'})),
  requestRevisionAction: jest.fn(async () => ({ok: true, status: 200, message: 'Revision requested'})),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({useRouter: () => ({refresh})}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const actions = require('@/lib/orders/actions') as {acceptDraftAction: jest.Mock; requestRevisionAction: jest.Mock};
const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const O = en.Order;

function renderAnswer(freeRevisionsLeft = 1) {
  return render(<DeliveryAnswer orderId="order-1" token="guest-token" country="us" lang="en" freeRevisionsLeft={freeRevisionsLeft} messages={{Order: O}} />);
}

beforeEach(() => jest.clearAllMocks());

test('accepting asks first: nothing is sent until Accept in the dialog, which says what accepting means', async () => {
  const user = userEvent.setup();
  renderAnswer(1);
  const trigger = screen.getByRole('button', {name: O.accept});
  await user.click(trigger);

  const dialog = screen.getByRole('alertdialog', {name: O.acceptConfirmTitle});
  expect(dialog).toHaveAccessibleDescription(`${O.acceptConfirmText} You still have 1 free revision.`);
  expect(actions.acceptDraftAction).not.toHaveBeenCalled();
  // Focus starts on the safe choice.
  expect(screen.getByRole('button', {name: O.acceptCancel})).toHaveFocus();

  await user.click(screen.getByRole('button', {name: O.acceptConfirmButton}));
  expect(actions.acceptDraftAction).toHaveBeenCalledTimes(1);
  expect(actions.acceptDraftAction).toHaveBeenCalledWith({country: 'us', language: 'en'}, {id: 'order-1', token: 'guest-token'});
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(refresh).toHaveBeenCalled());
});

test('Cancel and Escape send nothing and give focus back to the accept button', async () => {
  const user = userEvent.setup();
  renderAnswer(0);
  const trigger = screen.getByRole('button', {name: O.accept});

  await user.click(trigger);
  expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(`${O.acceptConfirmText} You have no free revisions left.`);
  await user.click(screen.getByRole('button', {name: O.acceptCancel}));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();

  expect(actions.acceptDraftAction).not.toHaveBeenCalled();
  expect(actions.requestRevisionAction).not.toHaveBeenCalled();
  expect(refresh).not.toHaveBeenCalled();
});

test('Tab stays inside the open dialog', async () => {
  const user = userEvent.setup();
  renderAnswer();
  await user.click(screen.getByRole('button', {name: O.accept}));
  const dialog = screen.getByRole('alertdialog');
  for (let i = 0; i < 4; i++) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

test('a revision needs a comment: the button waits for it, sends it as typed, and the field is empty after', async () => {
  const user = userEvent.setup();
  renderAnswer(1);
  const send = screen.getByRole('button', {name: O.requestRevision});
  expect(send).toBeDisabled();
  const comment = screen.getByRole('textbox', {name: O.revisionLabel});
  await user.type(comment, '   ');
  expect(send).toBeDisabled();
  await user.clear(comment);
  await user.type(comment, 'A warmer background, please');
  await user.click(send);
  expect(actions.requestRevisionAction).toHaveBeenCalledWith({country: 'us', language: 'en'}, {id: 'order-1', comment: 'A warmer background, please', token: 'guest-token'});
  await waitFor(() => expect(comment).toHaveValue(''));
  expect(refresh).toHaveBeenCalledTimes(1);
});
