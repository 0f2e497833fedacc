import {cartAddSchema} from '@/lib/orders/schema';
import {missingSteps} from '@/lib/checkout/form';

describe('POST /api/cart takes a template or a package, one of them', () => {
  test.each([
    [{templateId: 5}, true],
    [{templateId: 5, quantity: 2}, true],
    [{packageId: 'delivery'}, true],
    [{packageId: 'delivery', templateId: 5}, false],
    [{}, false],
    [{packageId: 'gold'}, false],
    [{packageId: 'sns', quantity: 0}, false],
  ])('%j -> %s', (body, valid) => {
    expect(cartAddSchema.safeParse(body).success).toBe(valid);
  });
});

test('what Pay still waits for is listed in the order of the form (e-mail first; the phone only where the order asks for one)', () => {
  expect(missingSteps({customerName: ' ', customerEmail: '', customerPhone: '', agreeTerms: false, agreePrivacy: false})).toEqual(['email', 'name', 'phone', 'terms', 'privacy']);
  expect(missingSteps({customerName: ' ', customerEmail: '', customerPhone: '', agreeTerms: false, agreePrivacy: false}, 'us', false)).toEqual(['email', 'name', 'terms', 'privacy']);
  expect(missingSteps({customerName: 'Sam', customerEmail: 'sam@shop.test', customerPhone: '010-1234-5678', agreeTerms: true, agreePrivacy: false})).toEqual(['privacy']);
  expect(missingSteps({customerName: 'Sam', customerEmail: 'sam@shop.test', customerPhone: '010-1234-5678', agreeTerms: true, agreePrivacy: true})).toEqual([]);
});
