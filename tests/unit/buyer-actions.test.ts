/**
 * The buyer's buttons come from the order table (lib/orders/transitions.ts buyerActions): Pay only
 * while the order awaits payment with nothing under way and its quote not run out; Cancel only
 * where the table lets the buyer cancel, named by what it ends.
 */
import {ORDER_STATUSES, buyerActions, isCancellable, isPayable} from '@/lib/orders/transitions';

const idle = {mover: 'customer' as const, paying: false, quoteExpired: false};

test.each([
  ['pending_payment', null, {payable: true, cancel: 'cancel'}],
  ['pending_payment', new Date('2026-11-20'), {payable: true, cancel: 'decline'}],
  ['quote_review', null, {payable: false, cancel: 'withdraw'}],
  ['order_received', null, {payable: false, cancel: null}],
  ['completed', null, {payable: false, cancel: null}],
  ['cancelled', null, {payable: false, cancel: null}],
] as const)('%s (quoted %s): %o', (status, quotedAt, expected) => {
  expect(buyerActions({status, quotedAt}, idle)).toEqual(expected);
});

test('a payment under way: neither Pay nor Cancel (the order is held)', () => {
  expect(buyerActions({status: 'pending_payment', quotedAt: null}, {...idle, paying: true})).toEqual({payable: false, cancel: null});
});

test('a priced quote past its last day cannot be paid, and can still be declined', () => {
  expect(buyerActions({status: 'pending_payment', quotedAt: new Date('2026-11-01')}, {...idle, quoteExpired: true})).toEqual({payable: false, cancel: 'decline'});
});

test('every status agrees with the table, for a customer and for a guest', () => {
  for (const status of ORDER_STATUSES) {
    for (const mover of ['customer', 'guest'] as const) {
      const actions = buyerActions({status, quotedAt: null}, {...idle, mover});
      expect(actions.payable).toBe(isPayable(status));
      expect(actions.cancel !== null).toBe(isCancellable(status, mover));
    }
  }
});
