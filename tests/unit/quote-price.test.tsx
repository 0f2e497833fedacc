/** @jest-environment jsdom */
/**
 * A quote request before the studio prices it (docs/orders.md#the-buyers-journey): its order holds 0, which is no
 * price, so the order page and My page say "Price to be quoted", never "$0.00"; once priced, the
 * offer shows its amount with Pay now and Decline right under it, and before that the request can
 * be withdrawn from its own box.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import {createTranslator, NextIntlClientProvider} from 'next-intl';
import {awaitsQuote} from '@/lib/orders/quote-price';

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({locale: 'en', messages: en, namespace: namespace as never}),
  getMessages: async () => en,
}));
jest.mock('next/link', () => jest.requireActual('./next-link-mock'));
jest.mock('next/navigation', () => ({useRouter: () => ({back: jest.fn(), push: jest.fn(), refresh: jest.fn()})}));
jest.mock('@/lib/toast', () => ({toast: jest.fn()}));
jest.mock('@/lib/orders/actions', () => ({startPaymentAction: jest.fn(), cancelOrderAction: jest.fn()}));
jest.mock('@/components/orders/OrderBriefs', () => ({OrderBriefs: () => null}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {OrderView} = require('@/components/orders/OrderView') as typeof import('@/components/orders/OrderView');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {MyOrders} = require('@/components/profile/MyOrders') as typeof import('@/components/profile/MyOrders');

const request = {
  id: 'order-1',
  number: 'SO-20261126-QUOTE1',
  status: 'quote_review',
  country: 'us' as const,
  quotedAt: null as Date | null,
  quoteNote: null as string | null,
  quoteValidUntil: null as Date | null,
  createdAt: new Date('2026-11-26T10:00:00Z'),
  currency: 'USD',
  amount: 0,
  items: [{id: 'line-1', itemType: 'service', itemId: '10', title: 'AI drone shot', quantity: 1, lineAmount: 0}],
};

async function orderPage(order: typeof request, payment: {payable: boolean; cancel: 'cancel' | 'decline' | 'withdraw' | null}) {
  const page = await OrderView({
    country: 'us',
    lang: 'en',
    order,
    claim: null,
    token: 'guest-token',
    briefs: [],
    payment: {...payment, widget: null},
    deliveries: [],
    revisions: [],
    includedRevisions: 1,
  });
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      {page}
    </NextIntlClientProvider>,
  );
}

test('only a quote request the studio has not priced awaits its price', () => {
  expect(awaitsQuote({status: 'quote_review', quotedAt: null, amount: 0})).toBe(true);
  // Withdrawn before it had a price: still no price to show.
  expect(awaitsQuote({status: 'cancelled', quotedAt: null, amount: 0})).toBe(true);
  expect(awaitsQuote({status: 'pending_payment', quotedAt: new Date(), amount: 45_000})).toBe(false);
  expect(awaitsQuote({status: 'pending_payment', quotedAt: null, amount: 3_000})).toBe(false);
  expect(awaitsQuote({status: 'cancelled', quotedAt: null, amount: 3_000})).toBe(false);
});

test('the page of a quote request not priced yet says the price is to be quoted, never $0.00, and withdrawing sits in its box', async () => {
  await orderPage(request, {payable: false, cancel: 'withdraw'});
  expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
  const box = screen.getByRole('region', {name: en.Order.quoteDecideTitle});
  expect(within(box).getByText(en.Order.quotePending)).toBeInTheDocument();
  expect(within(box).getByText(en.Order.quoteWaiting)).toBeInTheDocument();
  expect(within(box).getByRole('button', {name: en.Order.withdrawQuote})).toBeInTheDocument();
  // The line and the total say the same.
  expect(screen.getAllByText(en.Order.toBeQuoted)).toHaveLength(2);
  expect(screen.queryByRole('button', {name: en.Order.declineOffer})).not.toBeInTheDocument();
});

test('a priced quote shows its amount with Pay now and Decline beside it, in one box', async () => {
  await orderPage(
    {...request, status: 'pending_payment', quotedAt: new Date('2026-11-27T10:00:00Z'), quoteNote: 'Two scenes', amount: 45_000, items: [{...request.items[0]!, lineAmount: 45_000}]},
    {payable: true, cancel: 'decline'},
  );
  const offer = screen.getByRole('region', {name: en.Order.quoteTitle});
  expect(within(offer).getByText(en.Order.quotePrice.replace('{price}', '$450.00'))).toBeInTheDocument();
  expect(within(offer).getByText('Two scenes')).toBeInTheDocument();
  expect(within(offer).getByRole('button', {name: en.Order.payNow})).toBeInTheDocument();
  expect(within(offer).getByRole('button', {name: en.Order.declineOffer})).toBeInTheDocument();
  // No second payment box apart from the offer.
  expect(screen.queryByRole('region', {name: en.Order.payTitle})).not.toBeInTheDocument();
  expect(screen.queryByText(en.Order.toBeQuoted)).not.toBeInTheDocument();
  expect(screen.getAllByText('$450.00')).toHaveLength(2);
});

test('My page lists a quote request not priced yet as "Price to be quoted"', async () => {
  const mine = (number: string, status: string, amount: number, quotedAt: string | null) => ({
    id: number,
    number,
    status,
    orderType: 'service',
    currency: 'USD',
    amount,
    createdAt: '2026-11-26T10:00:00.000Z',
    quotedAt,
    unreadMessages: 0,
    items: [],
  });
  global.fetch = jest.fn(async (url: string) => ({
    ok: true,
    json: async () =>
      url === '/api/orders/me' ? {orders: [mine('SO-20261126-AAAAAA', 'quote_review', 0, null), mine('SO-20261126-BBBBBB', 'pending_payment', 45_000, '2026-11-27T10:00:00.000Z')]} : {briefs: []},
  })) as unknown as typeof fetch;
  render(
    <NextIntlClientProvider locale="en" messages={{Profile: en.Profile, Brief: en.Brief, Order: en.Order, Conversation: {unread: en.Conversation.unread}}} timeZone="UTC">
      <MyOrders country="us" lang="en" />
    </NextIntlClientProvider>,
  );
  expect(await screen.findByText(new RegExp(en.Order.toBeQuoted))).toBeInTheDocument();
  expect(screen.getByText(/\$450\.00/)).toBeInTheDocument();
  expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
});
