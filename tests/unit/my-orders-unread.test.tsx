/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import {NextIntlClientProvider} from 'next-intl';
import {MyOrders} from '@/components/profile/MyOrders';

jest.mock('@/lib/toast', () => ({toast: jest.fn()}));

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const order = (number: string, unreadMessages: number) => ({
  id: number,
  number,
  status: 'in_progress',
  orderType: 'service',
  currency: 'USD',
  amount: 3000,
  createdAt: '2026-11-26T10:00:00.000Z',
  quotedAt: null,
  unreadMessages,
  items: [],
});

test('My page says which orders have unread messages from the studio, each a link to its order', async () => {
  global.fetch = jest.fn(async (url: string) => ({
    ok: true,
    json: async () => (url === '/api/orders/me' ? {orders: [order('SO-20261126-AAAAAA', 2), order('SO-20261126-BBBBBB', 0)]} : {briefs: []}),
  })) as unknown as typeof fetch;
  render(
    <NextIntlClientProvider locale="en" messages={{Profile: en.Profile, Brief: en.Brief, Order: en.Order, Conversation: {unread: en.Conversation.unread}}} timeZone="UTC">
      <MyOrders country="us" lang="en" />
    </NextIntlClientProvider>,
  );
  const unread = await screen.findByRole('link', {name: '2 unread messages'});
  expect(unread).toHaveAttribute('href', '/us/order/SO-20261126-AAAAAA');
  expect(screen.getAllByRole('link', {name: /unread message/})).toHaveLength(1);
});
