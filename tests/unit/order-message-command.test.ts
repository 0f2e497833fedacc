/**
 * The order conversation's command (lib/orders/messages/commands) around its database steps
 * (tested on real databases in tests/integration/conversations.test.ts): 404 for anyone who may
 * not see the order, the text limits as translated field errors, 30 messages an hour per writer
 * and order, and the other side mailed only when the thread's throttle says so, after saving.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {currentUser} from '@/lib/auth/guard';
import {execute} from '@/lib/commands';
import {markThreadRead, postMessage} from '@/lib/orders/conversation';
import {conversationOf} from '@/lib/orders/messages/read';
import {readOrderMessages, sendOrderMessage} from '@/lib/orders/messages/commands';
import {notifyStudio, sendMessageMail} from '@/lib/orders/notify';

jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn()}));
jest.mock('@/lib/db', () => ({
  db: {
    $transaction(work: (tx: unknown) => unknown) {
      return work(this);
    },
    orderMessage: {count: async () => 0},
  },
}));
jest.mock('next/headers', () => ({headers: async () => new Headers({'x-forwarded-for': '203.0.113.9'})}));
jest.mock('@/lib/orders/messages/read', () => ({conversationOf: jest.fn()}));
jest.mock('@/lib/orders/conversation', () => ({postMessage: jest.fn(), markThreadRead: jest.fn()}));
jest.mock('@/lib/orders/notify', () => ({notifyStudio: jest.fn(), sendMessageMail: jest.fn()}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const ko = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'ko.json'), 'utf8'));
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const access = conversationOf as jest.MockedFunction<typeof conversationOf>;
const post = postMessage as jest.MockedFunction<typeof postMessage>;
let n = 0;
const newOrder = (userId: string | null) => ({id: `order-${++n}`, number: `SO-20261126-ABC${n}`, userId}) as unknown as NonNullable<Awaited<ReturnType<typeof conversationOf>>>['order'];
const saved = (text: string, mail: boolean) => ({ok: true as const, mail, message: {id: 'm', fromStudio: false, text, createdAt: '2026-11-26T10:00:00.000Z', files: []}});
const where = {country: 'us' as const, language: 'en' as const};

beforeEach(() => jest.clearAllMocks());

test('a stranger (or a wrong token) gets 404 and nothing is saved', async () => {
  signedIn.mockResolvedValue(null);
  access.mockResolvedValue(null);
  const outcome = await execute(sendOrderMessage, {id: 'order-x', text: 'hello', token: 'wrong'}, where);
  expect(outcome).toMatchObject({ok: false, status: 404, message: en.Checkout.server.notFound});
  expect(access).toHaveBeenCalledWith('order-x', 'wrong');
  expect(post).not.toHaveBeenCalled();
});

test('an empty or too long text is a translated 422 before anything is looked up', async () => {
  signedIn.mockResolvedValue(null);
  const empty = await execute(sendOrderMessage, {id: 'o', text: '   '}, {country: 'kr', language: 'ko'});
  expect(empty).toMatchObject({status: 422, body: {errors: {text: ko.Checkout.errors.messageRequired}}});
  const long = await execute(sendOrderMessage, {id: 'o', text: 'x'.repeat(4001)}, where);
  expect(long).toMatchObject({status: 422, body: {errors: {text: en.Checkout.errors.tooLong}}});
  expect(access).not.toHaveBeenCalled();
});

test("a guest's message is saved with no author, the studio mailed only when the throttle allows, after saving", async () => {
  signedIn.mockResolvedValue(null);
  const order = newOrder(null);
  access.mockResolvedValue({order, side: 'buyer'});
  post.mockResolvedValueOnce(saved('first', true)).mockResolvedValueOnce(saved('second', false));
  const first = await execute(sendOrderMessage, {id: order.id, text: ' first ', token: 't'.repeat(43)}, where);
  expect(first).toMatchObject({ok: true, status: 201, message: en.Checkout.server.messageSent});
  expect(post).toHaveBeenCalledWith(expect.anything(), {orderId: order.id, side: 'buyer', authorId: null, text: 'first', fileIds: [], uploaderId: null});
  expect(notifyStudio).toHaveBeenCalledWith({kind: 'message', order, text: 'first'}, expect.anything());
  await execute(sendOrderMessage, {id: order.id, text: 'second', token: 't'.repeat(43)}, where);
  expect(notifyStudio).toHaveBeenCalledTimes(1);
  expect(sendMessageMail).not.toHaveBeenCalled();
});

test("the studio's answer mails the buyer; files that are not the writer's are a 422 and nobody is mailed", async () => {
  signedIn.mockResolvedValue({id: 'admin-1', role: 'ADMIN'} as Awaited<ReturnType<typeof currentUser>>);
  const order = newOrder('buyer-1');
  access.mockResolvedValue({order, side: 'studio'});
  post.mockResolvedValueOnce(saved('Yes', true));
  await execute(sendOrderMessage, {id: order.id, text: 'Yes'}, where);
  expect(post).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({side: 'studio', authorId: 'admin-1'}));
  expect(sendMessageMail).toHaveBeenCalledWith(order, 'Yes', expect.anything());
  post.mockResolvedValueOnce({ok: false, error: 'files'});
  const refused = await execute(sendOrderMessage, {id: order.id, text: 'file', fileIds: ['11111111-1111-4111-8111-111111111111']}, where);
  expect(refused).toMatchObject({ok: false, status: 422, message: en.Checkout.server.messageFiles});
  expect(sendMessageMail).toHaveBeenCalledTimes(1);
});

test('30 messages an hour per writer and order: the 31st is a translated 429; another order is not held back', async () => {
  signedIn.mockResolvedValue({id: 'buyer-2', role: 'USER'} as Awaited<ReturnType<typeof currentUser>>);
  const order = newOrder('buyer-2');
  access.mockResolvedValue({order, side: 'buyer'});
  post.mockResolvedValue(saved('hi', false));
  for (let i = 0; i < 30; i++) expect(await execute(sendOrderMessage, {id: order.id, text: 'hi'}, where)).toMatchObject({status: 201});
  const limited = await execute(sendOrderMessage, {id: order.id, text: 'hi'}, where);
  expect(limited).toMatchObject({ok: false, status: 429});
  expect(limited.message).toMatch(/Too many attempts/);
  expect(post).toHaveBeenCalledTimes(30);
  const other = newOrder('buyer-2');
  access.mockResolvedValue({order: other, side: 'buyer'});
  expect(await execute(sendOrderMessage, {id: other.id, text: 'hi'}, where)).toMatchObject({status: 201});
});

test("marking the thread read: the caller's own side only, and 404 (nothing marked) for a stranger", async () => {
  signedIn.mockResolvedValue(null);
  const order = newOrder(null);
  access.mockResolvedValueOnce({order, side: 'buyer'});
  expect(await execute(readOrderMessages, {id: order.id, token: 't'.repeat(43)}, where)).toMatchObject({ok: true});
  expect(markThreadRead).toHaveBeenCalledWith(expect.anything(), order.id, 'buyer');
  access.mockResolvedValueOnce(null);
  expect(await execute(readOrderMessages, {id: order.id}, where)).toMatchObject({ok: false, status: 404});
  expect(markThreadRead).toHaveBeenCalledTimes(1);
});
