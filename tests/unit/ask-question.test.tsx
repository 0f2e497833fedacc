/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AskQuestion from '@/components/questions/AskQuestion';

jest.mock('@/lib/orders/questions/actions', () => ({askQuestionAction: jest.fn()}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const actions = require('@/lib/orders/questions/actions') as {askQuestionAction: jest.Mock};
const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const Q = en.Question;

const renderAsk = () => render(<AskQuestion serviceId={4} service="Product photos" country="us" lang="en" messages={{Question: Q}} />);

beforeEach(() => jest.clearAllMocks());

test("a guest's question goes with the e-mail; the dialog says where the answer will be and links to the private conversation", async () => {
  const user = userEvent.setup();
  actions.askQuestionAction.mockResolvedValue({ok: true, status: 201, message: 'Message sent.', data: {questionId: 'q1', token: 'private-link-token-0123456789'}});
  renderAsk();
  await user.click(screen.getByRole('button', {name: Q.ask}));
  const dialog = screen.getByRole('dialog', {name: 'Ask about Product photos'});
  await user.type(within(dialog).getByRole('textbox', {name: Q.email}), 'ana@cafe.example');
  await user.type(within(dialog).getByRole('textbox', {name: Q.message}), 'Light blue background?');
  await user.click(within(dialog).getByRole('button', {name: Q.send}));
  expect(actions.askQuestionAction).toHaveBeenCalledWith({country: 'us', language: 'en'}, {serviceId: '4', text: 'Light blue background?', email: 'ana@cafe.example'});
  expect(await within(dialog).findByText(Q.sentGuest.replace('{email}', 'ana@cafe.example'))).toBeInTheDocument();
  expect(within(dialog).getByRole('link', {name: Q.open})).toHaveAttribute('href', '/us/question/private-link-token-0123456789');
});

test('an empty question is not sent; the server refusing the e-mail marks that field with its words', async () => {
  const user = userEvent.setup();
  actions.askQuestionAction.mockResolvedValue({ok: false, status: 422, message: 'Invalid', data: {errors: {email: 'Please enter a valid e-mail address.'}}});
  renderAsk();
  await user.click(screen.getByRole('button', {name: Q.ask}));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', {name: Q.send}));
  expect(within(dialog).getByText(Q.required)).toBeInTheDocument();
  expect(actions.askQuestionAction).not.toHaveBeenCalled();
  await user.type(within(dialog).getByRole('textbox', {name: Q.message}), 'Hello?');
  await user.click(within(dialog).getByRole('button', {name: Q.send}));
  const email = within(dialog).getByRole('textbox', {name: Q.email});
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid e-mail address.'));
});

test('closing the dialog keeps what was typed for when it opens again', async () => {
  const user = userEvent.setup();
  renderAsk();
  await user.click(screen.getByRole('button', {name: Q.ask}));
  let dialog = screen.getByRole('dialog');
  const email = within(dialog).getByRole('textbox', {name: Q.email});
  expect(email).toHaveAccessibleDescription(Q.emailHint);
  await user.type(email, 'ana@cafe.example');
  await user.type(within(dialog).getByRole('textbox', {name: Q.message}), 'Light blue background?');
  await user.click(within(dialog).getByRole('button', {name: Q.close}));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', {name: Q.ask}));
  dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('textbox', {name: Q.email})).toHaveValue('ana@cafe.example');
  expect(within(dialog).getByRole('textbox', {name: Q.message})).toHaveValue('Light blue background?');
});
