/**
 * The order transition table, cell by cell: for every (from, to, actor) triple an order in `from`
 * is asked to move to `to` by `actor` through moveOrder, on both databases. Only the moves listed
 * below happen (with their history entry); every other one is refused and changes nothing.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {OrderStatus} from '@/lib/db/client';
import {ORDER_STATUSES} from '@/lib/orders/schema';
import {moveOrder, type Actor} from '@/lib/orders/store';
import {startPayment} from '@/lib/payments/flow';
import {paymentProviders} from '@/lib/payments';
import {databaseKinds, openDatabase} from './databases';

// Written out here, not read from lib/orders/transitions: the test states the rules it checks.
const ALLOWED = new Set([
  'pending_payment>order_received:system',
  'pending_payment>cancelled:system',
  'pending_payment>cancelled:admin',
  'pending_payment>cancelled:customer',
  'pending_payment>cancelled:guest',
  'quote_review>pending_payment:admin',
  'quote_review>cancelled:admin',
  'quote_review>cancelled:customer',
  'quote_review>cancelled:guest',
  'order_received>in_progress:admin',
  'order_received>draft_delivered:admin',
  'order_received>refunded:system',
  'in_progress>draft_delivered:admin',
  'in_progress>order_received:admin',
  'in_progress>refunded:system',
  'draft_delivered>completed:admin',
  'draft_delivered>completed:customer',
  'draft_delivered>completed:guest',
  'draft_delivered>in_progress:admin',
  'draft_delivered>in_progress:customer',
  'draft_delivered>in_progress:guest',
  'draft_delivered>refunded:system',
  'completed>refunded:system',
]);
const ACTORS: Actor['label'][] = ['system', 'admin', 'customer', 'guest'];

for (const kind of databaseKinds) {
  test(`order transition table: every (from, to, actor) triple (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const admin = await db.user.create({data: {email: 'boss@studio.test', username: 'boss', role: 'ADMIN'}});
    let n = 0;
    const orderIn = (status: OrderStatus) =>
      db.order.create({data: {number: `SO-T-${++n}`, status, orderType: 'service', country: 'kr', language: 'ko', currency: 'KRW', amount: 38_000, amountKrw: 38_000, customerName: 'N', customerEmail: 'n@shop.test', customerPhone: '1'}});

    const wrong: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const label of ACTORS) {
          const order = await orderIn(from);
          const moved = await moveOrder(db, order.id, to, {id: label === 'admin' ? admin.id : null, label});
          const after = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {history: true}});
          const cell = `${from}>${to}:${label}`;
          const expected = ALLOWED.has(cell);
          if (moved.ok !== expected) wrong.push(`${cell}: ${moved.ok ? 'moved' : 'refused'}`);
          // A refused move changes nothing; an allowed one writes exactly one history entry.
          if (after.status !== (expected ? to : from) || after.history.length !== (expected ? 1 : 0)) wrong.push(`${cell}: left ${after.status} with ${after.history.length} history entries`);
          if (!moved.ok) assert.equal(moved.error, 'notAllowed', cell);
        }
      }
    }
    assert.deepEqual(wrong, []);
    // No paid status can ever go back to unpaid, for anyone.
    for (const cell of ALLOWED) assert.ok(!/^(order_received|in_progress|draft_delivered|completed|refunded)>pending_payment/.test(cell));

    await t.test('a move the caller narrowed with `from` is refused when the order moved on', async () => {
      const order = await orderIn('pending_payment');
      const moved = await moveOrder(db, order.id, 'order_received', {id: null, label: 'system'}, {from: ['quote_review']});
      assert.deepEqual(moved, {ok: false, error: 'stale', from: 'pending_payment'});
      assert.deepEqual(await moveOrder(db, '00000000-0000-4000-8000-000000000000', 'cancelled', {id: null, label: 'system'}), {ok: false, error: 'notFound'});
    });

    await t.test('a paid order is never charged again, even if its status says pending_payment', async () => {
      const order = await orderIn('pending_payment');
      await db.payment.create({data: {orderId: order.id, provider: 'demo', status: 'succeeded', currency: 'KRW', amount: 38_000, idempotencyKey: `paid-${order.id}`}});
      const started = await startPayment(db, {...order, items: []}, {country: 'kr', language: 'ko', successUrl: 'http://shop.test/s', failUrl: 'http://shop.test/f'}, paymentProviders({}));
      assert.deepEqual(started, {ok: false, error: 'notPayable'});
    });
  });
}
