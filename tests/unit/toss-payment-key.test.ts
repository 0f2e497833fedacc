/**
 * A Toss paymentKey comes back from the browser (the success page's address): one that cannot be a
 * Toss key never reaches Toss, so `.` or `..` cannot turn a look-up of one payment into a request for
 * another of Toss's addresses made with the shop's secret key.
 */
import {isTossPaymentKey, tossApi} from '@/lib/payments/toss/api';

describe('Toss paymentKey shape', () => {
  const requested: string[] = [];
  const realFetch = global.fetch;
  beforeEach(() => {
    requested.length = 0;
    global.fetch = jest.fn(async (input: string | URL | Request) => {
      requested.push(String(input instanceof Request ? input.url : input));
      return Response.json({paymentKey: 'tgen_ok', orderId: 'SO-1', status: 'DONE', totalAmount: 1000});
    }) as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  const api = tossApi({baseUrl: 'https://api.tosspayments.test', secretKey: 'test_gsk_unit', timeoutMs: 1_000});
  const HOSTILE = ['.', '..', '../cash-receipts', '%2e%2e', 'a/b', 'key?x=1', '', 'k'.repeat(201), 'tgen 1', '\u0000'];

  test.each(HOSTILE)('%j is answered as an unknown payment without asking Toss', async (key) => {
    expect(isTossPaymentKey(key)).toBe(false);
    const unknown = {kind: 'error', status: 404, code: 'NOT_FOUND_PAYMENT'};
    expect(await api.get(key)).toMatchObject(unknown);
    expect(await api.cancel(key, {cancelReason: 'test'}, 'idem-1')).toMatchObject(unknown);
    expect(await api.confirm({paymentKey: key, orderId: 'SO-1', amount: 1000}, 'idem-2')).toMatchObject(unknown);
    expect(requested).toEqual([]);
  });

  test('a key of the shape Toss issues is looked up, cancelled and confirmed at its own address', async () => {
    const key = 'tgen_20261201AbCd-EfGh_1234';
    expect(isTossPaymentKey(key)).toBe(true);
    expect(await api.get(key)).toMatchObject({kind: 'ok'});
    await api.cancel(key, {cancelReason: 'test'}, 'idem-1');
    await api.confirm({paymentKey: key, orderId: 'SO-1', amount: 1000}, 'idem-2');
    expect(requested).toEqual([`https://api.tosspayments.test/v1/payments/${key}`, `https://api.tosspayments.test/v1/payments/${key}/cancel`, 'https://api.tosspayments.test/v1/payments/confirm']);
  });
});
