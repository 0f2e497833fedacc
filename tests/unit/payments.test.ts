import {demoPaymentsRefusal, paymentProviderFor, paymentProviders} from '@/lib/payments';
import {tossOrderName} from '@/lib/payments/toss/provider';

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
  const providers = paymentProviders({toss: {secretKey: 'test_gsk_x', clientKey: 'test_gck_x', baseUrl: 'http://toss.test', timeoutMs: 1000}, stripe: {secretKey: 'sk_test_x', webhookSecret: 'whsec_x', timeoutMs: 1000}});
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
