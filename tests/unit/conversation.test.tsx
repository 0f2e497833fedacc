/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Conversation from '@/components/orders/Conversation';
import type {ThreadMessage} from '@/lib/orders/messages/schema';

jest.mock('@/lib/orders/messages/actions', () => ({sendOrderMessageAction: jest.fn(), readOrderMessagesAction: jest.fn(async () => ({ok: true, status: 200, message: ''}))}));
jest.mock('@/lib/orders/questions/actions', () => ({sendQuestionMessageAction: jest.fn(), readQuestionMessagesAction: jest.fn(async () => ({ok: true, status: 200, message: ''}))}));
jest.mock('@/lib/uploads/client', () => ({uploadFile: jest.fn(async () => ({id: '11111111-1111-4111-8111-111111111111'}))}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const actions = require('@/lib/orders/messages/actions') as {sendOrderMessageAction: jest.Mock; readOrderMessagesAction: jest.Mock};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const questionActions = require('@/lib/orders/questions/actions') as {sendQuestionMessageAction: jest.Mock; readQuestionMessagesAction: jest.Mock};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const uploads = require('@/lib/uploads/client') as {uploadFile: jest.Mock};
const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const C = en.Conversation;

const message = (over: Partial<ThreadMessage>): ThreadMessage => ({id: 'm1', fromStudio: false, text: 'Hello', createdAt: '2026-11-26T10:00:00.000Z', files: [], ...over});

function renderThread(props: {side?: 'buyer' | 'studio'; token?: string | null; messages?: ThreadMessage[]; otherReadAt?: string | null; unread?: number; question?: boolean} = {}) {
  return render(
    <Conversation
      question={props.question}
      orderId="order-1"
      token={props.token === undefined ? 'guest-token' : props.token}
      side={props.side ?? 'buyer'}
      country="us"
      lang="en"
      thread={{messages: props.messages ?? [], otherReadAt: props.otherReadAt ?? null, unread: props.unread ?? 0}}
      messages={{Conversation: C}}
    />,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  actions.sendOrderMessageAction.mockImplementation(async (_page: unknown, input: {text: string}) => ({
    ok: true,
    status: 201,
    message: 'Message sent.',
    data: {message: message({id: 'new', text: input.text, createdAt: '2026-11-26T10:05:00.000Z'})},
  }));
});

test('the thread shows oldest first with who wrote each, the read mark on own messages, and file links carrying the guest token', () => {
  renderThread({
    messages: [
      message({id: 'a', text: 'Can the background be blue?'}),
      message({id: 'b', fromStudio: true, text: 'Yes.', createdAt: '2026-11-26T10:01:00.000Z', files: [{id: 'f1', name: 'sketch.png', contentType: 'image/png', size: 10}]}),
      message({id: 'c', text: 'Thanks', createdAt: '2026-11-26T10:09:00.000Z'}),
    ],
    otherReadAt: '2026-11-26T10:02:00.000Z',
  });
  const items = within(screen.getByRole('list', {name: C.listLabel}))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.tagName === 'OL');
  expect(items.map((li) => li.textContent)).toEqual([expect.stringMatching(/^You · .* · Read.*blue\?$/), expect.stringMatching(/^Studio · .*Yes\./), expect.stringMatching(/^You · [^·]*Thanks$/)]);
  expect(screen.getByRole('link', {name: 'Download sketch.png'})).toHaveAttribute('href', '/uploads/f1?token=guest-token');
});

test("the studio sees the buyer's messages as the buyer's, and an empty thread says so", () => {
  renderThread({side: 'studio', token: null, messages: [message({text: 'Hi'})]});
  expect(screen.getByText(C.introStudio)).toBeInTheDocument();
  expect(screen.getByText(/^Buyer ·/)).toBeInTheDocument();
});

test('an empty message is not sent: the error is announced and the field is focused and marked invalid', async () => {
  const user = userEvent.setup();
  renderThread();
  expect(screen.getByText(C.empty)).toBeInTheDocument();
  await user.click(screen.getByRole('button', {name: C.send}));
  expect(screen.getByRole('alert')).toHaveTextContent(C.required);
  const field = screen.getByLabelText(C.messageLabel);
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(actions.sendOrderMessageAction).not.toHaveBeenCalled();
});

test('Ctrl+Enter sends the text with the guest token; the new message appears at the bottom and the field empties', async () => {
  const user = userEvent.setup();
  renderThread({messages: [message({id: 'a', fromStudio: true, text: 'Welcome'})]});
  const field = screen.getByLabelText(C.messageLabel);
  await user.type(field, 'Blue, please');
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(actions.sendOrderMessageAction).toHaveBeenCalledWith({country: 'us', language: 'en'}, {id: 'order-1', text: 'Blue, please', fileIds: [], token: 'guest-token'}));
  const items = within(screen.getByRole('list', {name: C.listLabel})).getAllByRole('listitem');
  expect(items.at(-1)).toHaveTextContent('Blue, please');
  expect(field).toHaveValue('');
  expect(screen.getByRole('status')).toHaveTextContent(C.sent);
});

test('attached files are uploaded first (with the order link token) and sent with the message', async () => {
  const user = userEvent.setup();
  renderThread();
  await user.upload(screen.getByLabelText(C.filesLabel), new File(['png'], 'logo.png', {type: 'image/png'}));
  await user.type(screen.getByLabelText(C.messageLabel), 'Our logo');
  await user.click(screen.getByRole('button', {name: C.send}));
  await waitFor(() => expect(actions.sendOrderMessageAction).toHaveBeenCalled());
  expect(uploads.uploadFile).toHaveBeenCalledWith(expect.any(File), 'en', expect.any(Function), {orderToken: 'guest-token'});
  expect(actions.sendOrderMessageAction.mock.calls[0][1]).toMatchObject({fileIds: ['11111111-1111-4111-8111-111111111111']});
});

test('a refusal from the server is shown and the text is kept', async () => {
  actions.sendOrderMessageAction.mockResolvedValueOnce({ok: false, status: 429, message: 'Too many attempts.'});
  const user = userEvent.setup();
  renderThread({token: null});
  await user.type(screen.getByLabelText(C.messageLabel), 'Hello');
  await user.click(screen.getByRole('button', {name: C.send}));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  expect(screen.getByLabelText(C.messageLabel)).toHaveValue('Hello');
  expect(actions.sendOrderMessageAction.mock.calls[0][1]).toMatchObject({token: undefined});
});

test('shown with unread messages, the thread tells the server it was read (once); without any, it sends nothing', async () => {
  const {unmount} = renderThread({side: 'studio', token: null, messages: [message({text: 'Hi'})], unread: 1});
  await waitFor(() => expect(actions.readOrderMessagesAction).toHaveBeenCalledWith({country: 'us', language: 'en'}, {id: 'order-1', token: undefined}));
  expect(actions.readOrderMessagesAction).toHaveBeenCalledTimes(1);
  unmount();
  actions.readOrderMessagesAction.mockClear();
  renderThread({messages: [message({text: 'Hi'})], unread: 0});
  expect(actions.readOrderMessagesAction).not.toHaveBeenCalled();
});

test('past 4000 characters the hint says so and nothing is sent', async () => {
  const user = userEvent.setup();
  renderThread();
  const field = screen.getByLabelText(C.messageLabel);
  await user.click(field);
  await user.paste('x'.repeat(4001));
  expect(field).toHaveAccessibleDescription('A message can have at most 4000 characters.');
  await user.click(screen.getByRole('button', {name: C.send}));
  expect(screen.getByRole('alert')).toHaveTextContent('A message can have at most 4000 characters.');
  expect(actions.sendOrderMessageAction).not.toHaveBeenCalled();
});

test('the file picker is drawn as the shop draws it, not as the browser default', () => {
  const {container} = renderThread();
  const picker = container.querySelector('input[type="file"]');
  expect(picker?.className).toContain('file:rounded-full');
});

test("a question's conversation (before any order) is text only, sent and marked read through the question's actions", async () => {
  const user = userEvent.setup();
  questionActions.sendQuestionMessageAction.mockImplementation(async (_page: unknown, input: {text: string}) => ({
    ok: true,
    status: 201,
    message: 'Message sent.',
    data: {message: message({id: 'q-new', text: input.text, createdAt: '2026-11-26T10:05:00.000Z'})},
  }));
  renderThread({question: true, messages: [message({fromStudio: true, text: 'Which shade?'})], unread: 1});
  await waitFor(() => expect(questionActions.readQuestionMessagesAction).toHaveBeenCalledWith({country: 'us', language: 'en'}, {id: 'order-1', token: 'guest-token'}));
  expect(screen.getByText(C.questionIntro)).toBeInTheDocument();
  expect(screen.queryByLabelText(C.filesLabel)).toBeNull();
  await user.type(screen.getByLabelText(C.messageLabel), 'Light blue, please');
  await user.click(screen.getByRole('button', {name: C.send}));
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', {name: C.questionListLabel}))
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent('Light blue, please'),
  );
  expect(questionActions.sendQuestionMessageAction).toHaveBeenCalledWith({country: 'us', language: 'en'}, {id: 'order-1', text: 'Light blue, please', token: 'guest-token'});
  expect(actions.sendOrderMessageAction).not.toHaveBeenCalled();
  expect(actions.readOrderMessagesAction).not.toHaveBeenCalled();
});
