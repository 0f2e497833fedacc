import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {registerUser} from '@/lib/auth/accounts';
import {createPrismaClient} from '@/lib/db/client';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {paymentProviders} from '@/lib/payments';
import {confirmPayment, startPayment} from '@/lib/payments/flow';
import {reconcilePayments} from '@/lib/payments/reconcile';
import {startFakeToss} from '../fakes/toss';
import {databaseKinds} from './databases';
import {SEED_CATALOG} from '@/lib/catalog/seed';

const SECRET = 'integration-test-secret-0123456789abcdef';

for (const kind of databaseKinds) {
  test(`a server killed between Toss's approval and our database write: after restart, reconciliation marks the order paid once (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const fake = await startFakeToss();
    const toss = {secretKey: fake.secretKey, clientKey: 'test_gck_fake', baseUrl: fake.url, timeoutMs: 30_000};
    t.after(async () => {
      await fake.close();
      await database.drop();
    });

    // Before the crash: an order and its started Toss attempt; the buyer authenticated.
    let db = createPrismaClient(database.target);
    const priced = priceOrder([{type: 'service', id: 4, quantity: 5}], 'kr', SEED_CATALOG);
    if (typeof priced === 'string') throw new Error(priced);
    const {order} = await createOrder(db, {priced, customer: {name: '김민수', email: 'minsu@cafe.kr', phone: '010'}, country: 'kr', language: 'ko', user: null, secret: SECRET});
    const started = await startPayment(
      db,
      order,
      {country: 'kr', language: 'ko', successUrl: 'http://shop.test/kr/payment/success', failUrl: 'http://shop.test/kr/payment/fail'},
      paymentProviders({toss}),
    );
    assert.ok(started.ok && started.start.kind === 'widget');
    const orderId = started.start.providerOrderId;
    const paymentKey = fake.authorize({orderId, amount: order.amount});
    // The embedded database is one process's at a time: the parent lets go while the "server" runs.
    await db.$disconnect();

    // The "server" confirms; Toss approves, then its answer is held back and the server is killed.
    fake.behave({holdMs: 60_000});
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/integration/crash-child.mts', JSON.stringify({target: database.target, toss, input: {orderId, amount: order.amount, paymentKey}})],
      {stdio: ['ignore', 'pipe', 'inherit']},
    );
    const deadline = Date.now() + 30_000;
    while (fake.payment(paymentKey)?.status !== 'DONE' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(fake.payment(paymentKey)?.status, 'DONE', 'Toss approved the payment');
    child.kill('SIGKILL');
    await once(child, 'exit');
    fake.behave({});

    // After the restart: the payment was left mid-confirm; the order is not paid yet.
    db = createPrismaClient(database.target);
    t.after(() => db.$disconnect());
    const left = await db.payment.findFirstOrThrow({where: {providerOrderId: orderId}});
    assert.equal(left.status, 'authorizing');
    assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'pending_payment');

    // Reconciliation asks Toss and settles it, once; running it again changes nothing.
    const providers = paymentProviders({toss});
    const first = await reconcilePayments(db, {providers, staleMs: 0});
    assert.equal(first.paid, 1);
    const second = await reconcilePayments(db, {providers, staleMs: 0});
    assert.equal(second.paid, 0);
    assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'order_received');
    assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, toStatus: 'order_received'}}), 1);
    assert.equal(fake.requests.filter((r) => r.path === '/v1/payments/confirm').length, 1, 'Toss was asked to confirm once');
  });
}

for (const kind of databaseKinds) {
  test(`a server killed between Toss's cancel and our ledger write: reconciliation completes the refund once and the ledger equals Toss (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const fake = await startFakeToss();
    const toss = {secretKey: fake.secretKey, clientKey: 'test_gck_fake', baseUrl: fake.url, timeoutMs: 30_000};
    const providers = paymentProviders({toss});
    t.after(async () => {
      await fake.close();
      await database.drop();
    });

    // Before the crash: a paid order (work not started: the terms allow the full amount back).
    let db = createPrismaClient(database.target);
    const registered = await registerUser(db, {email: 'admin@studio.test', password: 'Str0ngEnough'});
    assert.ok(registered.ok);
    const priced = priceOrder([{type: 'service', id: 4, quantity: 5}], 'kr', SEED_CATALOG);
    if (typeof priced === 'string') throw new Error(priced);
    const {order} = await createOrder(db, {priced, customer: {name: '김민수', email: 'minsu@cafe.kr', phone: '010'}, country: 'kr', language: 'ko', user: null, secret: SECRET});
    const started = await startPayment(db, order, {country: 'kr', language: 'ko', successUrl: 'http://shop.test/kr/payment/success', failUrl: 'http://shop.test/kr/payment/fail'}, providers);
    assert.ok(started.ok && started.start.kind === 'widget');
    const paymentKey = fake.authorize({orderId: started.start.providerOrderId, amount: order.amount});
    assert.ok((await confirmPayment(db, {orderId: started.start.providerOrderId, amount: order.amount, paymentKey}, {providers})).ok);
    await db.$disconnect();

    // The "server" refunds; Toss cancels, then its answer is held back and the server is killed.
    fake.behave({cancelHoldMs: 60_000});
    const refund = {orderId: order.id, reason: '고객 요청', override: false, admin: {id: registered.user.id}, refundKey: 'refund-crash-1'};
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/crash-child.mts', JSON.stringify({mode: 'refund', target: database.target, toss, refund})], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const deadline = Date.now() + 30_000;
    while (fake.payment(paymentKey)?.status !== 'CANCELED' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(fake.payment(paymentKey)?.status, 'CANCELED', 'Toss refunded the payment');
    child.kill('SIGKILL');
    await once(child, 'exit');
    fake.behave({});

    // After the restart: the refund is reserved but not recorded; nothing else moved.
    db = createPrismaClient(database.target);
    t.after(() => db.$disconnect());
    const [left] = await db.refund.findMany({where: {payment: {orderId: order.id}}});
    assert.equal(left?.status, 'requested');
    const before = await db.payment.findFirstOrThrow({where: {orderId: order.id}});
    assert.deepEqual({status: before.status, refundedAmount: before.refundedAmount}, {status: 'succeeded', refundedAmount: 0});
    assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'order_received');

    // Reconciliation asks Toss again with the same key, gets its first answer, and completes the row once.
    const first = await reconcilePayments(db, {providers, refundGraceMs: 0});
    assert.equal(first.refunds, 1);
    const second = await reconcilePayments(db, {providers, refundGraceMs: 0});
    assert.equal(second.refunds, 0);
    const atToss = fake.payment(paymentKey)!;
    assert.equal(atToss.cancels?.length, 1, 'Toss cancelled once');
    const row = await db.refund.findUniqueOrThrow({where: {id: left.id}});
    assert.deepEqual(
      {status: row.status, amount: row.amount, providerReference: row.providerReference},
      {status: 'succeeded', amount: order.amount, providerReference: atToss.cancels?.[0]?.transactionKey},
    );
    const after = await db.payment.findFirstOrThrow({where: {orderId: order.id}});
    assert.deepEqual({status: after.status, refundedAmount: after.refundedAmount}, {status: 'refunded', refundedAmount: atToss.totalAmount - (atToss.balanceAmount ?? 0)});
    assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'refunded');
    assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, toStatus: 'refunded'}}), 1);
  });
}
