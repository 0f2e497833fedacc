/**
 * POST /api/payments/start when Korea's live payments wait for the seller's details
 * (lib/payments/flow, tested on real databases in tests/integration/seller-details.test.ts): the
 * buyer gets 503 with the reason in their language, and nothing else is said to have failed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {execute} from '@/lib/commands';
import {payOrder} from '@/lib/orders/commands';
import {accessibleOrder} from '@/lib/orders/access';
import {startPayment} from '@/lib/payments/flow';
import {log} from '@/lib/log';

jest.mock('@/lib/db', () => ({db: {}}));
jest.mock('@/lib/log', () => ({log: {warn: jest.fn(), info: jest.fn(), error: jest.fn()}}));
jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn(async () => null)}));
jest.mock('@/lib/orders/access', () => ({accessibleOrder: jest.fn()}));
jest.mock('next/headers', () => ({headers: async () => new Headers({'x-forwarded-for': '203.0.113.9'}), cookies: async () => ({get: () => undefined, getAll: () => []})}));
jest.mock('@/lib/preview/previews', () => ({}));
jest.mock('@/lib/preview/visitor', () => ({}));
jest.mock('@/lib/payments/refund', () => ({}));
jest.mock('@/lib/payments/flow', () => ({startPayment: jest.fn(), confirmPayment: jest.fn(), cancelUnpaidOrder: jest.fn()}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: string; namespace: string}) =>
    createTranslator({locale: locale as 'en', messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const messages = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));

test.each(['ko', 'en', 'ja', 'zh', 'vi'] as const)('a Korean order with live keys and missing seller details: 503 with the reason (%s)', async (language) => {
  (accessibleOrder as jest.Mock).mockResolvedValue({id: 'o1', number: 'SO-1', country: 'kr', currency: 'KRW', amount: 90_000, status: 'pending_payment'});
  (startPayment as jest.Mock).mockResolvedValue({ok: false, error: 'sellerDetailsMissing'});
  const answer = await execute(payOrder, {orderId: 'SO-1'}, {country: 'kr', language});
  expect(answer).toMatchObject({ok: false, status: 503, message: messages(language).Checkout.server.sellerDetailsMissing, body: {code: 'sellerDetailsMissing'}});
  // The owner finds why in the server's log too.
  expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('SO-1'));
});
