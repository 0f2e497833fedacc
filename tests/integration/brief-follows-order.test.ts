/**
 * A brief follows its order: once the studio delivers the order's draft (or the order is
 * completed) its briefs are approved in the same transaction as the order's move (moveOrder,
 * through moveBrief), so the order page and My page never say "Waiting for the studio" /
 * "Pending" about a delivered or completed order. On both databases.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import type {OrderStatus, PrismaClient} from '@/lib/db/client';
import type {BriefStatus} from '@/lib/generated/prisma/enums';
import {briefsOfOrder, listBriefs} from '@/lib/briefs/store';
import {acceptDelivery, deliver, DELIVERABLE_PURPOSE, requestRevision} from '@/lib/orders/deliveries';
import {moveOrder} from '@/lib/orders/store';
import {databaseKinds, openDatabase} from './databases';

for (const kind of databaseKinds) {
  test(`a brief follows its order (${kind.name})`, async (t) => {
    const db: PrismaClient = await openDatabase(kind, t);
    const admin = await db.user.create({data: {email: 'boss@studio.test', username: 'boss', role: 'ADMIN'}});
    const buyer = await db.user.create({data: {email: 'jamie@shop.test', username: 'jamie'}});
    let n = 0;
    /** A paid order of a template and a service, with one brief per line in the given statuses. */
    const orderWithBriefs = async (status: OrderStatus, briefs: BriefStatus[]) => {
      const order = await db.order.create({
        data: {
          number: `SO-B-${++n}`,
          userId: buyer.id,
          status,
          orderType: 'service',
          country: 'us',
          language: 'en',
          currency: 'USD',
          amount: 6_000,
          amountKrw: 80_000,
          customerName: 'Jamie Lee',
          customerEmail: buyer.email,
          customerPhone: '+1 415 555 0142',
          items: {
            create: briefs.map((_, i) => ({itemType: i ? 'service' : 'template', itemId: i ? '1' : '3', title: `Line ${i}`, quantity: 1, unitAmount: 3_000, lineAmount: 3_000, position: i})),
          },
        },
        include: {items: {orderBy: {position: 'asc'}}},
      });
      for (const [i, brief] of briefs.entries()) {
        await db.projectBrief.create({data: {userId: buyer.id, orderId: order.id, orderItemId: order.items[i]!.id, serviceName: `Line ${i}`, status: brief, country: 'us'}});
      }
      return order;
    };
    /** The brief statuses as the order page (briefsOfOrder) and My page (listBriefs) read them. */
    const shown = async (orderId: string) => {
      const onOrderPage = (await briefsOfOrder(db, orderId)).map((b) => b.status).sort();
      const onMyPage = (await listBriefs(db, buyer))
        .filter((b) => b.orderId === orderId)
        .map((b) => b.status)
        .sort();
      return {onOrderPage, onMyPage};
    };
    const allApproved = (count: number) => ({onOrderPage: Array(count).fill('approved'), onMyPage: Array(count).fill('approved')});
    const draft = () => db.upload.create({data: {ownerId: admin.id, storageKey: `k-${randomUUID()}`, originalName: 'draft.png', contentType: 'image/png', size: 10, purpose: DELIVERABLE_PURPOSE}});

    await t.test('starting the work leaves the briefs as the studio left them', async () => {
      const order = await orderWithBriefs('order_received', ['pending', 'in_review']);
      assert.ok((await moveOrder(db, order.id, 'in_progress', {id: admin.id, label: 'admin'})).ok);
      assert.deepEqual(await shown(order.id), {onOrderPage: ['in_review', 'pending'], onMyPage: ['in_review', 'pending']});
    });

    await t.test('delivering the draft approves every brief of the order (a rejected one through review), and a revision keeps them approved', async () => {
      const order = await orderWithBriefs('in_progress', ['pending', 'rejected']);
      const delivered = await deliver(db, {orderId: order.id, uploadIds: [(await draft()).id], admin: {id: admin.id, email: admin.email}});
      assert.ok(delivered.ok);
      assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'draft_delivered');
      assert.deepEqual(await shown(order.id), allApproved(2));
      assert.ok((await requestRevision(db, {orderId: order.id, comment: 'Brighter, please', actor: {id: buyer.id, label: 'customer'}})).ok);
      assert.deepEqual(await shown(order.id), allApproved(2));
      assert.ok((await deliver(db, {orderId: order.id, uploadIds: [(await draft()).id], admin: {id: admin.id, email: admin.email}})).ok);
      assert.ok((await acceptDelivery(db, {orderId: order.id, actor: {id: buyer.id, label: 'customer'}})).ok);
      assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'completed');
      assert.deepEqual(await shown(order.id), allApproved(2));
    });

    await t.test("the studio's own status change to delivered or completed approves them too", async () => {
      const order = await orderWithBriefs('order_received', ['in_review', 'pending']);
      assert.ok((await moveOrder(db, order.id, 'draft_delivered', {id: admin.id, label: 'admin'})).ok);
      assert.deepEqual(await shown(order.id), allApproved(2));
      const later = await orderWithBriefs('draft_delivered', ['pending']);
      assert.ok((await moveOrder(db, later.id, 'completed', {id: admin.id, label: 'admin'})).ok);
      assert.deepEqual(await shown(later.id), allApproved(1));
    });

    await t.test('a refused move leaves the briefs as they were, and briefs of other orders are never touched', async () => {
      const order = await orderWithBriefs('pending_payment', ['pending']);
      const other = await orderWithBriefs('in_progress', ['pending']);
      assert.equal((await moveOrder(db, order.id, 'completed', {id: admin.id, label: 'admin'})).ok, false);
      assert.deepEqual(await shown(order.id), {onOrderPage: ['pending'], onMyPage: ['pending']});
      const third = await orderWithBriefs('in_progress', ['pending']);
      assert.ok((await moveOrder(db, third.id, 'draft_delivered', {id: admin.id, label: 'admin'})).ok);
      assert.deepEqual(await shown(other.id), {onOrderPage: ['pending'], onMyPage: ['pending']});
    });
  });
}
