/**
 * Writes that cost the studio or the server, from one client (lib/orders/limits): new orders per
 * address, customer e-mail and account (ORDERS_PER_HOUR, 10 by default), answered with a
 * translated 429 and Retry-After before anything is stored; buyers' messages per address across
 * orders; and buyers' messages on orders never paid mailed to the studio only within its hourly
 * budget (STUDIO_MAILS_PER_HOUR), so twenty unpaid orders with a message each mail it at most
 * the budget's. The commands run with the app's in-memory limiter; their database steps are mocked
 * (tested on real databases in tests/integration/orders.test.ts and conversations.test.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {currentUser} from '@/lib/auth/guard';
import {execute} from '@/lib/commands';
import {env} from '@/lib/env';
import {placeOrder} from '@/lib/orders/commands';
import {postMessage} from '@/lib/orders/conversation';
import {conversationOf} from '@/lib/orders/messages/read';
import {sendOrderMessage} from '@/lib/orders/messages/commands';
import {notifyStudio} from '@/lib/orders/notify';
import {createOrder} from '@/lib/orders/store';

let address = '203.0.113.1';
jest.mock('next/headers', () => ({headers: async () => new Headers({'x-forwarded-for': address}), cookies: async () => ({get: () => undefined, getAll: () => []})}));
jest.mock('next/server', () => ({after: (effect: () => unknown) => void effect()}));
jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn()}));
jest.mock('@/lib/db', () => ({
  db: {
    $transaction(work: (tx: unknown) => unknown) {
      return work(this);
    },
    orderMessage: {count: jest.fn(async () => 0)},
  },
}));
jest.mock('@/lib/auth/secret', () => ({authSecret: () => 'test-secret-0123456789abcdef0123456789'}));
jest.mock('@/lib/privacy/consent-commands', () => ({checkConsents: async () => ({ok: true, kinds: ['terms', 'privacy']})}));
jest.mock('@/lib/privacy/consent-store', () => ({recordConsents: jest.fn()}));
jest.mock('@/lib/cart/owner', () => ({cartOwner: jest.fn(), rememberCartCount: jest.fn()}));
jest.mock('@/lib/cart/store', () => ({cartCount: jest.fn(), cartIdOf: jest.fn()}));
jest.mock('@/lib/preview/previews', () => ({attachPreviewPhoto: jest.fn(), previewForOrder: jest.fn()}));
jest.mock('@/lib/preview/visitor', () => ({currentPreviewer: jest.fn()}));
jest.mock('@/lib/payments/flow', () => ({}));
jest.mock('@/lib/payments/refund', () => ({}));
jest.mock('@/lib/orders/request', () => ({
  selectionsOf: async () => [{type: 'package', id: 'sns'}],
  priceRequest: async () => ({lines: [], amount: 21_800, amountKrw: 21_800, currency: 'USD'}),
}));
jest.mock('@/lib/orders/store', () => ({
  createOrder: jest.fn(),
  orderPlacedWith: jest.fn(),
  guestToken: jest.fn(),
  claimGuestOrder: jest.fn(),
  moveOrder: jest.fn(),
  orderByGuestToken: jest.fn(),
  setAdminComments: jest.fn(),
}));
jest.mock('@/lib/orders/view', () => ({publicOrder: (o: unknown) => o, isGuestOrder: () => true}));
jest.mock('@/lib/orders/notify', () => ({
  notifyStudio: jest.fn(),
  sendMessageMail: jest.fn(),
  orderPath: () => '/us/order/x',
  sendOrderMails: jest.fn(),
  sendOrderUpdate: jest.fn(),
  sendQuoteMail: jest.fn(),
}));
jest.mock('@/lib/orders/messages/read', () => ({conversationOf: jest.fn()}));
jest.mock('@/lib/orders/conversation', () => ({postMessage: jest.fn(), markThreadRead: jest.fn()}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const messages = (l: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${l}.json`), 'utf8'));
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const created = createOrder as jest.MockedFunction<typeof createOrder>;
const access = conversationOf as jest.MockedFunction<typeof conversationOf>;
const post = postMessage as jest.MockedFunction<typeof postMessage>;
let n = 0;
const order = () => ({id: `order-${++n}`, number: `SO-20261201-LIM${n}`, userId: null, status: 'pending_payment', country: 'us', language: 'en'});
const guest = (email = `buyer-${n}@example.org`) => ({packageId: 'sns', customerName: 'Pat Kim', customerEmail: email, customerPhone: '+1 555 0100', agreeTerms: true, agreePrivacy: true});

beforeEach(() => {
  jest.clearAllMocks();
  signedIn.mockResolvedValue(null);
  created.mockImplementation(async () => ({order: order(), created: true, guestToken: 't'.repeat(43)}) as never);
});

test('the default limits: 10 orders an hour per address, e-mail and account', () => {
  expect(env.ORDERS_PER_HOUR).toBe(10);
});

test('20 unpaid guest orders from one address: the 11th and later are a translated 429 with Retry-After, nothing stored', async () => {
  address = '203.0.113.20';
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    const outcome = await execute(placeOrder, guest(`flood-${i}@example.org`), {country: 'us', language: 'en'});
    statuses.push(outcome.ok ? (outcome.status ?? 200) : outcome.status);
    if (i === 10) {
      expect(outcome).toMatchObject({ok: false, status: 429});
      expect(outcome.message).toBe(createTranslator({locale: 'en', messages: messages('en'), namespace: 'Checkout.server'})('tooManyOrders', {minutes: 60}));
      expect(Number((outcome as {headers?: Record<string, string>}).headers?.['retry-after'])).toBeGreaterThan(3000);
    }
  }
  expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
  expect(created).toHaveBeenCalledTimes(10);
  // Another address is not held back; in Korean the refusal is Korean.
  address = '203.0.113.21';
  expect(await execute(placeOrder, guest(), {country: 'us', language: 'en'})).toMatchObject({ok: true, status: 201});
  address = '203.0.113.20';
  const ko = await execute(placeOrder, guest(), {country: 'kr', language: 'ko'});
  expect(ko.message).toBe(createTranslator({locale: 'ko', messages: messages('ko'), namespace: 'Checkout.server'})('tooManyOrders', {minutes: 60}));
});

test('one e-mail from many addresses is cut off at the same limit', async () => {
  for (let i = 0; i < 10; i++) {
    address = `198.51.100.${i + 1}`;
    expect(await execute(placeOrder, guest('same@example.org'), {country: 'us', language: 'en'})).toMatchObject({status: 201});
  }
  address = '198.51.100.99';
  expect(await execute(placeOrder, guest('SAME@example.org'), {country: 'us', language: 'en'})).toMatchObject({status: 429});
});

test('messages on 20 unpaid orders mail the studio at most its hourly budget; on a paid order, each thread is mailed', async () => {
  const budget = env.STUDIO_MAILS_PER_HOUR;
  expect(budget).toBe(5);
  post.mockImplementation(async (_db, input) => ({ok: true, mail: true, message: {id: 'm', fromStudio: false, text: input.text, createdAt: '2026-12-01T10:00:00.000Z', files: []}}));
  for (let i = 0; i < 20; i++) {
    address = `192.0.2.${i + 1}`;
    const unpaid = order();
    access.mockResolvedValueOnce({order: unpaid, side: 'buyer'} as never);
    expect(await execute(sendOrderMessage, {id: unpaid.id, text: `URGENT: verify at https://pay-verify.example.net/${i}`, token: 't'.repeat(43)}, {country: 'us', language: 'en'})).toMatchObject({
      status: 201,
    });
  }
  expect(notifyStudio).toHaveBeenCalledTimes(budget);
  const paid = {...order(), status: 'order_received'};
  access.mockResolvedValueOnce({order: paid, side: 'buyer'} as never);
  await execute(sendOrderMessage, {id: paid.id, text: 'When will it be ready?', token: 't'.repeat(43)}, {country: 'us', language: 'en'});
  expect(notifyStudio).toHaveBeenCalledTimes(budget + 1);
  expect(notifyStudio).toHaveBeenLastCalledWith({kind: 'message', order: paid, text: 'When will it be ready?'}, expect.anything());
});

test("a buyer's messages from one address across orders: 60 an hour, then a translated 429", async () => {
  address = '192.0.2.200';
  post.mockResolvedValue({ok: true, mail: false, message: {id: 'm', fromStudio: false, text: 'hi', createdAt: '2026-12-01T10:00:00.000Z', files: []}});
  for (let i = 0; i < 60; i++) {
    const o = order();
    access.mockResolvedValueOnce({order: o, side: 'buyer'} as never);
    expect(await execute(sendOrderMessage, {id: o.id, text: 'hi', token: 't'.repeat(43)}, {country: 'us', language: 'en'})).toMatchObject({status: 201});
  }
  const o = order();
  access.mockResolvedValueOnce({order: o, side: 'buyer'} as never);
  const refused = await execute(sendOrderMessage, {id: o.id, text: 'hi', token: 't'.repeat(43)}, {country: 'us', language: 'en'});
  expect(refused).toMatchObject({ok: false, status: 429});
  expect(refused.message).toBe(createTranslator({locale: 'en', messages: messages('en'), namespace: 'Checkout.server'})('tooManyMessages', {minutes: 60}));
});
