import {demoPaymentsRefusal, paymentProviderFor, paymentProviders} from '@/lib/payments';
import type Stripe from 'stripe';
import {refundableByTerms} from '@/lib/payments/refund';
import {stripeRefundOutcome} from '@/lib/payments/stripe/provider';
import {tossOrderName, tossRefundOutcome} from '@/lib/payments/toss/provider';

test('without provider keys every country pays in demo mode, clearly marked', () => {
  expect(paymentProviderFor('kr')).toMatchObject({id: 'demo', demo: true});
  expect(paymentProviderFor('us')).toMatchObject({id: 'demo', demo: true});
});

test('production refuses demo payments unless ALLOW_DEMO_PAYMENTS is true', () => {
  expect(demoPaymentsRefusal({NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: false})).toMatch(/ALLOW_DEMO_PAYMENTS=true/);
  expect(demoPaymentsRefusal({NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: true})).toBeNull();
  expect(demoPaymentsRefusal({NODE_ENV: 'development', ALLOW_DEMO_PAYMENTS: false})).toBeNull();
});

test('with Toss keys Korea pays through the Toss widget (client key for the browser), the others through Stripe', () => {
  const providers = paymentProviders({
    toss: {secretKey: 'test_gsk_x', clientKey: 'test_gck_x', baseUrl: 'http://toss.test', timeoutMs: 1000},
    stripe: {secretKey: 'sk_test_x', webhookSecret: 'whsec_x', timeoutMs: 1000},
  });
  expect(providers.forCountry('kr')).toMatchObject({id: 'toss', demo: false, clientKey: 'test_gck_x'});
  for (const country of ['us', 'au', 'vn', 'cn', 'my'] as const) expect(providers.forCountry(country)).toMatchObject({id: 'stripe', demo: false});
  expect(providers.forCountry('us').clientKey).toBeUndefined();
});

test("Toss's order name: '{title} x {quantity}장' for a service, the product's name otherwise, at most 100 characters", () => {
  const order = {id: 'o', number: 'ORD-1', currency: 'KRW', amount: 200_000, customerName: '김민수', customerEmail: 'm@cafe.kr'};
  expect(tossOrderName({...order, title: '푸드 스튜디오', kind: 'service', quantity: 5})).toBe('푸드 스튜디오 x 5장');
  expect(tossOrderName({...order, title: '스타터 패키지', kind: 'package', quantity: 1})).toBe('스타터 패키지');
  expect(tossOrderName({...order, title: 'x'.repeat(120), kind: 'template', quantity: 2})).toHaveLength(100);
});

test('the terms: everything before work starts, half while in progress (less what is already spoken for), nothing after the draft', () => {
  expect(refundableByTerms('order_received', 200_000, 0)).toBe(200_000);
  expect(refundableByTerms('order_received', 200_000, 50_000)).toBe(150_000);
  expect(refundableByTerms('in_progress', 200_000, 0)).toBe(100_000);
  expect(refundableByTerms('in_progress', 200_000, 80_000)).toBe(20_000);
  expect(refundableByTerms('in_progress', 200_000, 150_000)).toBe(0);
  expect(refundableByTerms('in_progress', 14_601, 0)).toBe(7_300);
  for (const status of ['draft_delivered', 'completed', 'refunded', 'cancelled']) expect(refundableByTerms(status, 200_000, 0)).toBe(0);
});

test("Toss's cancel answer: the last cancel is the request's; errors refuse it, except a key still being processed", () => {
  const payment = {paymentKey: 'tgen_1', orderId: 'ORD-1-ABCD', status: 'PARTIAL_CANCELED' as const, totalAmount: 200_000, balanceAmount: 120_000};
  const cancels = [
    {cancelAmount: 50_000, cancelReason: 'a', canceledAt: '2026-11-01T00:00:00+09:00', transactionKey: 'TX1'},
    {cancelAmount: 30_000, cancelReason: 'b', canceledAt: '2026-11-01T00:01:00+09:00', transactionKey: 'TX2'},
  ];
  expect(tossRefundOutcome({kind: 'ok', payment: {...payment, cancels}}, 30_000)).toEqual({status: 'succeeded', reference: 'TX2'});
  expect(tossRefundOutcome({kind: 'ok', payment: {...payment, cancels}}, 50_000)).toMatchObject({status: 'unknown'});
  expect(tossRefundOutcome({kind: 'error', status: 403, code: 'NOT_CANCELABLE_AMOUNT', message: ''}, 1)).toEqual({status: 'failed', message: 'NOT_CANCELABLE_AMOUNT'});
  expect(tossRefundOutcome({kind: 'error', status: 409, code: 'IDEMPOTENT_REQUEST_PROCESSING', message: ''}, 1)).toMatchObject({status: 'unknown'});
  expect(tossRefundOutcome({kind: 'unknown', reason: 'TimeoutError'}, 1)).toEqual({status: 'unknown', reason: 'TimeoutError'});
});

test("a Stripe refund's status: succeeded settles, failed or canceled refuses, pending waits for a look-up", () => {
  const refund = (status: string, failure_reason?: string) => ({id: 're_1', object: 'refund', amount: 100, status, failure_reason}) as unknown as Stripe.Refund;
  expect(stripeRefundOutcome(refund('succeeded'))).toEqual({status: 'succeeded', reference: 're_1'});
  expect(stripeRefundOutcome(refund('failed', 'expired_or_canceled_card'))).toEqual({status: 'failed', message: 'expired_or_canceled_card'});
  expect(stripeRefundOutcome(refund('canceled'))).toEqual({status: 'failed', message: 'canceled'});
  expect(stripeRefundOutcome(refund('pending'))).toMatchObject({status: 'unknown'});
});
