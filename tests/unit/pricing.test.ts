import {priceLine, priceOrder} from '@/lib/orders/pricing';

test('service 4 with 5 images: 120,000 + 2 x 40,000 = 200,000 KRW in Korea', () => {
  expect(priceOrder([{type: 'service', id: 4, quantity: 5}], 'kr')).toEqual({
    currency: 'KRW',
    amount: 200_000,
    amountKrw: 200_000,
    lines: [{itemType: 'service', itemId: '4', quantity: 5, unitAmount: 120_000, extraUnitAmount: 40_000, extraUnits: 2, lineAmount: 200_000, lineKrw: 200_000}],
  });
});

test('the same in US dollars is the shown prices added up: $87.60 + 2 x $29.20 = $146.00', () => {
  const us = priceOrder([{type: 'service', id: 4, quantity: 5}], 'us');
  expect(us).toMatchObject({currency: 'USD', amount: 14_600, amountKrw: 200_000});
});

test('the base price covers three images: fewer images cost the same, more add the fee each', () => {
  const amount = (quantity: number) => (priceLine({type: 'service', id: 1, quantity}, 'kr') as {lineAmount: number}).lineAmount;
  expect([1, 3, 4, 10].map(amount)).toEqual([30_000, 30_000, 38_000, 86_000]);
});

test('packages and templates at their country price; a cart of several adds up', () => {
  const order = priceOrder(
    [
      {type: 'package', id: 'delivery'},
      {type: 'template', id: 1, quantity: 2},
    ],
    'vn',
  );
  expect(order).toMatchObject({currency: 'VND'});
  if (typeof order === 'string') throw new Error(order);
  expect(order.lines[0]).toMatchObject({unitAmount: 399_000 * 18, lineAmount: 399_000 * 18});
  expect(order.lines[1]!.lineAmount).toBe(order.lines[1]!.unitAmount * 2);
  expect(order.amount).toBe(order.lines[0]!.lineAmount + order.lines[1]!.lineAmount);
});

test.each([
  ['a quote service', {type: 'service', id: 6, quantity: 1}, 'quote'],
  ['an unknown service', {type: 'service', id: 14, quantity: 1}, 'unknown'],
  ['the retired template 9', {type: 'template', id: 9, quantity: 1}, 'unknown'],
  ['an unknown package', {type: 'package', id: 'gold'}, 'unknown'],
  ['zero images', {type: 'service', id: 1, quantity: 0}, 'quantity'],
  ['half an image', {type: 'service', id: 1, quantity: 1.5}, 'quantity'],
  ['101 copies', {type: 'template', id: 1, quantity: 101}, 'quantity'],
] as const)('%s is not priced', (_label, selection, error) => {
  expect(priceOrder([selection], 'kr')).toBe(error);
});

test('an empty order is not priced', () => {
  expect(priceOrder([], 'us')).toBe('empty');
});
