/**
 * The order and payment transition tables, cell by cell: for every (from, to, actor) triple an
 * order (a payment) in `from` is asked to move to `to` by `actor` through moveOrder (movePayment),
 * on both databases. Only the moves listed below happen (with the order's history entry); every
 * other one is refused and changes nothing. The sets pages and commands ask about ("payable",
 * "cancellable", "refundable", money taken or moving) are checked against these lists too.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {OrderStatus} from '@/lib/db/client';
import type {PaymentStatus} from '@/lib/generated/prisma/enums';
import {ORDER_STATUSES} from '@/lib/orders/schema';
import {isCancellable, isPayable, isRefundable, PAID_STATUSES, WERE_PAID_STATUSES} from '@/lib/orders/transitions';
import {CONFIRMABLE, isRefundablePayment, MONEY_MOVING, MONEY_TAKEN, movePayment, PAYMENT_STATUSES, type PaymentMover} from '@/lib/payments/transitions';
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
      db.order.create({
        data: {
          number: `SO-T-${++n}`,
          status,
          orderType: 'service',
          country: 'kr',
          language: 'ko',
          currency: 'KRW',
          amount: 38_000,
          amountKrw: 38_000,
          customerName: 'N',
          customerEmail: 'n@shop.test',
          customerPhone: '1',
        },
      });

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

// Written out here too. Buyer: the confirm that takes the attempt to the provider. Provider: its
// answers (and a key given back). System: our gate closing an attempt whose order no longer
// awaits payment. Ledger: refunds.
const ANSWERS = ['succeeded:provider', 'failed:provider', 'unknown:provider', 'awaiting_deposit:provider'];
const PAYMENT_ALLOWED = new Set(
  Object.entries({
    created: [...ANSWERS, 'authorizing:buyer', 'failed:system'],
    pending: [...ANSWERS, 'authorizing:buyer', 'failed:system'],
    unknown: [...ANSWERS, 'authorizing:buyer', 'failed:system', 'pending:provider'],
    authorizing: [...ANSWERS, 'pending:provider'],
    awaiting_deposit: [...ANSWERS, 'pending:provider'],
    failed: ANSWERS,
    cancelled: ANSWERS,
    succeeded: ['partially_refunded:ledger', 'refunded:ledger'],
    partially_refunded: ['partially_refunded:ledger', 'refunded:ledger'],
    refunded: [],
  }).flatMap(([from, moves]) => moves.map((move) => `${from}>${move}`)),
);
const PAYMENT_MOVERS: PaymentMover[] = ['buyer', 'provider', 'system', 'ledger'];

for (const kind of databaseKinds) {
  test(`payment transition table: every (from, to, actor) triple (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const order = await db.order.create({
      data: {
        number: 'SO-P-1',
        status: 'pending_payment',
        orderType: 'service',
        country: 'kr',
        language: 'ko',
        currency: 'KRW',
        amount: 38_000,
        amountKrw: 38_000,
        customerName: 'N',
        customerEmail: 'n@shop.test',
        customerPhone: '1',
      },
    });
    let n = 0;
    const paymentIn = (status: PaymentStatus) =>
      db.payment.create({data: {orderId: order.id, provider: 'toss', status, currency: 'KRW', amount: 38_000, idempotencyKey: `p-${++n}`, providerReference: `key-${n}`}});

    assert.equal(PAYMENT_STATUSES.length, 10);
    const wrong: string[] = [];
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        for (const mover of PAYMENT_MOVERS) {
          const payment = await paymentIn(from);
          const moved = await movePayment(db, payment.id, to, mover, {data: {failureMessage: 'moved'}});
          const after = await db.payment.findUniqueOrThrow({where: {id: payment.id}});
          const cell = `${from}>${to}:${mover}`;
          const expected = PAYMENT_ALLOWED.has(cell);
          if (moved !== expected) wrong.push(`${cell}: ${moved ? 'moved' : 'refused'}`);
          // A refused move changes nothing; an allowed one writes its data with the status.
          if (after.status !== (expected ? to : from) || after.failureMessage !== (expected ? 'moved' : null)) wrong.push(`${cell}: left ${after.status}, ${after.failureMessage}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
    // Money taken never goes back to an open or failed state, for anyone.
    for (const cell of PAYMENT_ALLOWED) assert.ok(!/^(succeeded|partially_refunded|refunded)>(created|pending|unknown|authorizing|awaiting_deposit|failed|cancelled|succeeded)/.test(cell), cell);

    await t.test('the compare-and-set: a status or key that changed since it was read refuses the move', async () => {
      const payment = await paymentIn('pending');
      assert.equal(await movePayment(db, payment.id, 'authorizing', 'buyer', {from: ['unknown']}), false);
      assert.equal(await movePayment(db, payment.id, 'authorizing', 'buyer', {from: ['pending'], where: {providerReference: 'another key'}}), false);
      assert.equal((await db.payment.findUniqueOrThrow({where: {id: payment.id}})).status, 'pending');
      // Two confirms of one attempt: exactly one takes it.
      const both = await Promise.all([1, 2].map((i) => movePayment(db, payment.id, 'authorizing', 'buyer', {from: ['pending'], data: {providerReference: `k${i}`}})));
      assert.deepEqual(both.sort(), [false, true]);
      assert.equal(await movePayment(db, '00000000-0000-4000-8000-000000000000', 'failed', 'provider'), false);
    });
  });
}

test('payable, cancellable and refundable, as the tables say', () => {
  // Orders: only one awaiting payment can be paid; the buyer cancels (or declines) before payment only.
  assert.deepEqual(ORDER_STATUSES.filter(isPayable), ['pending_payment']);
  for (const who of ['customer', 'guest', 'admin', 'system'] as const) {
    assert.deepEqual(
      ORDER_STATUSES.filter((s) => isCancellable(s, who)),
      who === 'system' ? ['pending_payment'] : ['pending_payment', 'quote_review'],
      who,
    );
  }
  // Money held: refundable, counted as revenue. Ever paid (refunded too): a receipt, records kept when an account is deleted.
  assert.deepEqual([...PAID_STATUSES], ['order_received', 'in_progress', 'draft_delivered', 'completed']);
  assert.deepEqual(ORDER_STATUSES.filter(isRefundable), [...PAID_STATUSES]);
  assert.deepEqual([...WERE_PAID_STATUSES], ['order_received', 'in_progress', 'draft_delivered', 'completed', 'refunded']);
  // Payments.
  assert.deepEqual([...CONFIRMABLE], ['created', 'pending', 'unknown']);
  assert.deepEqual([...MONEY_TAKEN].sort(), ['partially_refunded', 'refunded', 'succeeded']);
  assert.deepEqual(PAYMENT_STATUSES.filter(isRefundablePayment), ['succeeded', 'partially_refunded']);
  assert.deepEqual([...MONEY_MOVING].sort(), ['authorizing', 'awaiting_deposit', 'partially_refunded', 'refunded', 'succeeded', 'unknown']);
});
