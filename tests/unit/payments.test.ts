import {demoPaymentsRefusal, paymentProviderFor} from '@/lib/payments';

test('without provider keys every country pays in demo mode, clearly marked', () => {
  expect(paymentProviderFor('kr')).toMatchObject({id: 'demo', demo: true});
  expect(paymentProviderFor('us')).toMatchObject({id: 'demo', demo: true});
});

test('production refuses demo payments unless ALLOW_DEMO_PAYMENTS is true', () => {
  expect(demoPaymentsRefusal({NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: false})).toMatch(/ALLOW_DEMO_PAYMENTS=true/);
  expect(demoPaymentsRefusal({NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: true})).toBeNull();
  expect(demoPaymentsRefusal({NODE_ENV: 'development', ALLOW_DEMO_PAYMENTS: false})).toBeNull();
});
