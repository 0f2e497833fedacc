import {test} from 'node:test';
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {auditEntries} from '@/lib/admin/audit';
import {adminStats, zonedStart} from '@/lib/admin/stats';
import {registerUser} from '@/lib/auth/accounts';
import {createPrismaClient, type Currency, type OrderStatus, type PrismaClient} from '@/lib/db/client';
import {acceptDelivery, deliver, DELIVERABLE_PURPOSE, deliveriesOf, includedRevisions, requestRevision} from '@/lib/orders/deliveries';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {databaseKinds} from './databases';
import {SEED_CATALOG} from '@/lib/catalog/seed';

const SECRET = 'integration-test-secret-0123456789abcdef';
// 2026-11-23 15:00 in Seoul (06:00 UTC): "today" began 2026-11-22 15:00 UTC, this month 2026-10-31 15:00 UTC.
const NOW = new Date('2026-11-23T06:00:00Z');

test('calendar starts in the studio time zone', () => {
  assert.equal(zonedStart(NOW, 'Asia/Seoul', 'day').toISOString(), '2026-11-22T15:00:00.000Z');
  assert.equal(zonedStart(NOW, 'Asia/Seoul', 'month').toISOString(), '2026-10-31T15:00:00.000Z');
  assert.equal(zonedStart(NOW, 'Asia/Seoul', 'month', 1).toISOString(), '2026-09-30T15:00:00.000Z');
  assert.equal(zonedStart(new Date('2026-01-15T12:00:00Z'), 'Asia/Seoul', 'month', 1).toISOString(), '2025-11-30T15:00:00.000Z');
  assert.equal(zonedStart(new Date('2026-07-04T12:00:00Z'), 'America/New_York', 'day').toISOString(), '2026-07-04T04:00:00.000Z');
});

for (const kind of databaseKinds) {
  test(`admin numbers, deliveries and the audit log (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    t.after(async () => {
      await db.$disconnect();
      await database.drop();
    });

    await t.test('overview numbers on a seeded set of orders across currencies and months', async () => {
      // Members: two joined before today, one today (Seoul time).
      for (const [email, at] of [
        ['a@shop.test', '2026-10-02T00:00:00Z'],
        ['b@shop.test', '2026-11-22T14:59:00Z'],
        ['c@shop.test', '2026-11-22T15:01:00Z'],
      ] as const) {
        const made = await registerUser(db, {email, password: 'Str0ngEnough'});
        assert.ok(made.ok);
        await db.user.update({where: {id: made.user.id}, data: {createdAt: new Date(at)}});
      }
      const seed = async (status: OrderStatus, currency: Currency, amount: number, amountKrw: number, at: string) =>
        db.order.create({
          data: {
            number: `SO-T-${randomUUID().slice(0, 8)}`,
            status,
            orderType: 'service',
            country: 'kr',
            language: 'ko',
            currency,
            amount,
            amountKrw,
            customerName: 'N',
            customerEmail: 'n@shop.test',
            customerPhone: '1',
            createdAt: new Date(at),
          },
        });
      // Last month (October, Seoul): 100,000 KRW paid + a refunded one that does not count.
      await seed('completed', 'KRW', 100_000, 100_000, '2026-10-10T03:00:00Z');
      await seed('refunded', 'USD', 7_300, 100_000, '2026-10-11T03:00:00Z');
      // This month: 30,000 KRW (in progress), $21.90 = 30,000 KRW (order received, today), 540,000 VND = 30,000 KRW (completed, before today).
      await seed('in_progress', 'KRW', 30_000, 30_000, '2026-11-05T03:00:00Z');
      await seed('order_received', 'USD', 2_190, 30_000, '2026-11-23T01:00:00Z');
      await seed('completed', 'VND', 540_000, 30_000, '2026-11-22T14:00:00Z');
      // Waiting: one unpaid, one quote; and one cancelled. None of them is revenue.
      await seed('pending_payment', 'KRW', 50_000, 50_000, '2026-11-23T02:00:00Z');
      await seed('quote_review', 'KRW', 0, 0, '2026-11-20T02:00:00Z');
      await seed('cancelled', 'AUD', 3_270, 30_000, '2026-11-21T02:00:00Z');

      const stats = await adminStats(db, NOW);
      assert.deepEqual(stats, {
        members: 3,
        newMembersToday: 1,
        orders: 8,
        pendingOrders: 2,
        revenueKrw: 190_000,
        thisMonthKrw: 90_000,
        lastMonthKrw: 100_000,
        monthlyGrowth: -10,
        todayKrw: 30_000,
        completedOrders: 2,
      });
    });

    const admin = await registerUser(db, {email: 'studio@shop.test', password: 'Str0ngEnough'});
    const customer = await registerUser(db, {email: 'buyer@shop.test', password: 'Str0ngEnough'});
    assert.ok(admin.ok && customer.ok);
    await db.user.update({where: {id: admin.user.id}, data: {role: 'ADMIN'}});
    const actor = {id: admin.user.id, email: admin.user.email};

    async function paidOrder(serviceId: number) {
      const priced = priceOrder([{type: 'service', id: serviceId, quantity: 3}], 'kr', SEED_CATALOG);
      if (typeof priced === 'string') throw new Error(priced);
      const {order} = await createOrder(db, {
        priced,
        customer: {name: '김민수', email: 'buyer@shop.test', phone: '010'},
        country: 'kr',
        language: 'ko',
        user: customer.ok ? customer.user : null,
        secret: SECRET,
      });
      await db.order.update({where: {id: order.id}, data: {status: 'in_progress'}});
      return order;
    }
    const draft = (name: string) =>
      db.upload.create({data: {ownerId: admin.user.id, storageKey: `k-${randomUUID()}`, originalName: name, contentType: 'image/png', size: 10, purpose: DELIVERABLE_PURPOSE}});

    await t.test('deliver -> revision -> deliver again -> accept; revisions beyond the included ones are extras', async () => {
      const order = await paidOrder(1);
      assert.equal(includedRevisions({orderType: 'service', items: [{itemType: 'service', itemId: '1'}]}, SEED_CATALOG), 1);
      // Answering before anything was delivered is refused.
      assert.deepEqual(await acceptDelivery(db, {orderId: order.id, actor: {id: customer.ok ? customer.user.id : null, label: 'customer'}}), {ok: false, error: 'notDelivered'});

      // Only the admin's own, not yet delivered, deliverable uploads can be delivered.
      const foreign = await db.upload.create({data: {ownerId: customer.ok ? customer.user.id : null, storageKey: `k-${randomUUID()}`, originalName: 'x.png', contentType: 'image/png', size: 1}});
      assert.deepEqual(await deliver(db, {orderId: order.id, uploadIds: [foreign.id], admin: actor}), {ok: false, error: 'noFiles'});

      const first = await draft('draft-1.png');
      assert.deepEqual(await deliver(db, {orderId: order.id, uploadIds: [first.id], note: '첫 시안입니다', admin: actor}), {ok: true, round: 1});
      assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'draft_delivered');
      assert.deepEqual(await deliver(db, {orderId: order.id, uploadIds: [first.id], admin: actor}), {ok: false, error: 'noFiles'});

      const who = {id: customer.ok ? customer.user.id : null, label: 'customer' as const};
      const revisions = [];
      for (let round = 1; round <= 3; round++) {
        revisions.push(await requestRevision(db, {orderId: order.id, comment: `배경을 더 밝게 (${round})`, actor: who}));
        assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'in_progress');
        // A second request before the next delivery is refused: there is no draft to answer.
        assert.deepEqual(await requestRevision(db, {orderId: order.id, comment: 'again', actor: who}), {ok: false, error: 'notDelivered'});
        assert.deepEqual(await deliver(db, {orderId: order.id, uploadIds: [(await draft(`draft-${round + 1}.png`)).id], admin: actor}), {ok: true, round: round + 1});
      }
      // Service 1 includes one free revision: the second and third are paid extras.
      assert.deepEqual(revisions, [
        {ok: true, number: 1, extra: false},
        {ok: true, number: 2, extra: true},
        {ok: true, number: 3, extra: true},
      ]);
      assert.deepEqual(await acceptDelivery(db, {orderId: order.id, actor: who}), {ok: true});
      const done = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {history: {orderBy: {createdAt: 'asc'}}}});
      assert.equal(done.status, 'completed');
      assert.deepEqual(
        done.history.slice(-2).map((h) => [h.fromStatus, h.toStatus, h.actorLabel]),
        [
          ['in_progress', 'draft_delivered', 'admin'],
          ['draft_delivered', 'completed', 'customer'],
        ],
      );
      const [deliveries, requests] = await deliveriesOf(db, order.id);
      assert.deepEqual(
        deliveries.map((d) => [d.round, d.files.map((f) => f.upload.originalName)]),
        [
          [1, ['draft-1.png']],
          [2, ['draft-2.png']],
          [3, ['draft-3.png']],
          [4, ['draft-4.png']],
        ],
      );
      assert.equal(requests.length, 3);
      // Every delivery is in the audit log with the state before and after.
      const logged = (await auditEntries(db)).filter((e) => e.targetId === order.id && e.action === 'order.deliver');
      assert.equal(logged.length, 4);
      assert.deepEqual(logged.at(-1)?.before, {status: 'in_progress'});
      assert.equal(logged.at(-1)?.actorEmail, 'studio@shop.test');
    });

    await t.test('an unpaid or finished order takes no delivery', async () => {
      const order = await paidOrder(2);
      await db.order.update({where: {id: order.id}, data: {status: 'pending_payment'}});
      assert.deepEqual(await deliver(db, {orderId: order.id, uploadIds: [(await draft('x.png')).id], admin: actor}), {ok: false, error: 'notDeliverable'});
      await db.order.update({where: {id: order.id}, data: {status: 'completed'}});
      assert.deepEqual(await deliver(db, {orderId: order.id, uploadIds: [(await draft('y.png')).id], admin: actor}), {ok: false, error: 'notDeliverable'});
      assert.deepEqual(await deliver(db, {orderId: randomUUID(), uploadIds: [(await draft('z.png')).id], admin: actor}), {ok: false, error: 'notFound'});
    });
  });
}
