/**
 * The order mails name a line's tier (lib/mail/templates): "Food studio (Premium) × 10" in the
 * order's language; a line without a tier reads as before.
 */
import {orderConfirmationMail, type OrderMailData} from '@/lib/mail/templates';

const order = (items: OrderMailData['items'], language: OrderMailData['language'] = 'en'): OrderMailData => ({
  number: 'ORD-1',
  language,
  country: 'us',
  currency: 'USD',
  amount: 24_900,
  customerName: 'Jamie Lee',
  customerEmail: 'jamie@shop.test',
  customerPhone: '+1 415 555 0142',
  items,
});

test("a tiered line is named with its tier in the order's language; an untiered one as before", async () => {
  expect((await orderConfirmationMail(order([{title: 'Food studio', quantity: 10, itemType: 'service', tier: 'premium'}]), 'https://shop.test/o/1')).text).toContain('Food studio (Premium) × 10');
  expect((await orderConfirmationMail(order([{title: '푸드 스튜디오', quantity: 10, itemType: 'service', tier: 'premium'}], 'ko'), 'https://shop.test/o/1')).text).toContain(
    '푸드 스튜디오 (프리미엄) × 10',
  );
  const plain = (await orderConfirmationMail(order([{title: 'Food studio', quantity: 5, itemType: 'service'}]), 'https://shop.test/o/1')).text;
  expect(plain).toContain('Food studio × 5');
  expect(plain).not.toContain('Food studio (');
});
