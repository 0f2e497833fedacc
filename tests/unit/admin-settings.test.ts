import {providerStates} from '@/lib/admin/settings';

test('each payment provider is not connected, in test mode or live, by its keys', () => {
  expect(providerStates({})).toEqual({toss: 'notConnected', stripe: 'notConnected'});
  // Toss needs both keys of its pair.
  expect(providerStates({tossSecret: 'test_gsk_x'}).toss).toBe('notConnected');
  expect(providerStates({tossSecret: 'test_gsk_x', tossClient: 'test_gck_x', stripeSecret: 'sk_test_x'})).toEqual({toss: 'test', stripe: 'test'});
  expect(providerStates({tossSecret: 'live_gsk_x', tossClient: 'live_gck_x', stripeSecret: 'sk_live_x'})).toEqual({toss: 'live', stripe: 'live'});
  expect(providerStates({stripeSecret: 'rk_live_x'}).stripe).toBe('live');
});
