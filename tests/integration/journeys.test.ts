/**
 * After payment, on both databases: a brief per order line (sent by the account, or by a guest
 * with only the order link), quotes that become payable and expire, the cart emptied only when
 * its order is paid, and the Inbox's read state.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registerUser} from '@/lib/auth/accounts';
import {briefSchema} from '@/lib/briefs/schema';
import {createOrderBrief} from '@/lib/briefs/store';
import {addToCart, cartIdOf, cartSelections} from '@/lib/cart/store';
import {contactMessages, markContactRead, saveContact} from '@/lib/contact/submit';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {krwEquivalent} from '@/lib/money';
import {priceOrder, quoteOrder} from '@/lib/orders/pricing';
import {quoteExpired, setQuote} from '@/lib/orders/quotes';
import {createOrder, orderByGuestToken} from '@/lib/orders/store';
import {paymentProviders} from '@/lib/payments';
import {confirmPayment, startPayment} from '@/lib/payments/flow';
import {databaseKinds} from './databases';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import {seedCatalog} from '@/lib/catalog/seed';

const SECRET = 'integration-test-secret-0123456789abcdef';
const demo = paymentProviders({});
const brief = (input: Record<string, unknown>) => briefSchema.parse({style: ['modern'], ...input});

for (const kind of databaseKinds) {
  test(`after payment: briefs per line, quotes, the cart, the inbox (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    await seedCatalog(db); // the price list a fresh install starts with
    t.after(async () => {
      await db.$disconnect();
      await database.drop();
    });
    const registered = await registerUser(db, {email: 'owner@cafe.test', password: 'Str0ngEnough'});
    assert.ok(registered.ok);
    const owner = registered.user;
    const boss = await registerUser(db, {email: 'boss@studio.test', password: 'Str0ngEnough'});
    assert.ok(boss.ok);
    const admin = {id: boss.user.id};

    /** Pays an order in demo mode at the amount it has now (a quote's, once priced). */
    async function pay(order: {id: string; number: string}, country: 'us' | 'kr' = 'us') {
      const row = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {items: true}});
      const started = await startPayment(db, row, {country, language: 'en', successUrl: 'http://shop.test/s', failUrl: 'http://shop.test/f'}, demo);
      assert.ok(started.ok && started.start.kind === 'redirect');
      assert.ok((await confirmPayment(db, {orderId: order.number, amount: row.amount, paymentKey: started.start.reference}, {providers: demo})).ok);
    }

    await t.test('a guest cart order: one brief per line, sent with the order link alone; files must be the order`s own', async () => {
      const guestCart = {guestId: crypto.randomUUID()};
      await addToCart(db, guestCart, {type: 'template', id: 1, quantity: 1}, 'us');
      await addToCart(db, guestCart, {type: 'template', id: 5, quantity: 2}, 'us');
      const priced = priceOrder(await cartSelections(db, guestCart), 'us', SEED_CATALOG);
      assert.ok(typeof priced !== 'string');
      const {order, guestToken} = await createOrder(db, {
        priced,
        customer: {name: 'Pat', email: 'pat@shop.test', phone: '+1 212 555 0100'},
        country: 'us',
        language: 'en',
        user: null,
        cartId: await cartIdOf(db, guestCart),
        secret: SECRET,
      });
      assert.ok(guestToken);
      // Not paid: the cart keeps both lines (an abandoned payment loses nothing), and no brief yet.
      assert.equal((await cartSelections(db, guestCart)).length, 2);
      const unpaid = await orderByGuestToken(db, guestToken);
      assert.deepEqual(await createOrderBrief(db, unpaid!, brief({orderId: order.id}), {userId: null}), {ok: false, error: 'notYet'});
      // Something added to the cart after the order stays when the order is paid.
      await addToCart(db, guestCart, {type: 'template', id: 10, quantity: 1}, 'us');
      await pay(order);
      assert.deepEqual(
        (await cartSelections(db, guestCart)).map((s) => s.id),
        [10],
        'the bought lines left the cart with the payment',
      );

      const paid = (await orderByGuestToken(db, guestToken))!;
      const guestFile = await db.upload.create({data: {orderId: order.id, storageKey: `k-${crypto.randomUUID()}`, originalName: 'product.jpg', contentType: 'image/jpeg', size: 10}});
      const strangerFile = await db.upload.create({data: {ownerId: owner.id, storageKey: `k-${crypto.randomUUID()}`, originalName: 'x.jpg', contentType: 'image/jpeg', size: 10}});
      assert.deepEqual(await createOrderBrief(db, paid, brief({orderId: order.id, fileIds: [strangerFile.id]}), {userId: null}), {ok: false, error: 'files'});
      const first = await createOrderBrief(db, paid, brief({orderId: order.id, fileIds: [guestFile.id]}), {userId: null});
      assert.ok(first.ok);
      assert.equal(first.brief.orderItemId, paid.items[0]!.id, 'the first line without a brief');
      const second = await createOrderBrief(db, paid, brief({orderId: order.id}), {userId: null});
      assert.ok(second.ok);
      assert.equal(second.brief.orderItemId, paid.items[1]!.id);
      assert.deepEqual(await createOrderBrief(db, paid, brief({orderId: order.id}), {userId: null}), {ok: false, error: 'sent'});
      assert.deepEqual(await createOrderBrief(db, paid, brief({orderId: order.id, orderItemId: paid.items[0]!.id}), {userId: null}), {ok: false, error: 'sent'});
      const rows = await db.projectBrief.findMany({where: {orderId: order.id}, orderBy: {createdAt: 'asc'}});
      assert.deepEqual(
        rows.map((r) => [r.userId, r.serviceId, r.serviceName, r.currency]),
        [
          [null, null, paid.items[0]!.title, 'USD'],
          [null, null, paid.items[1]!.title, 'USD'],
        ],
      );
    });

    await t.test('two briefs for one line at once: one is kept', async () => {
      const priced = priceOrder([{type: 'package', id: 'sns'}], 'kr', SEED_CATALOG);
      assert.ok(typeof priced !== 'string');
      const {order} = await createOrder(db, {priced, customer: {name: '김민수', email: owner.email, phone: '010-1234-5678'}, country: 'kr', language: 'ko', user: {id: owner.id}, secret: SECRET});
      await pay(order, 'kr');
      const row = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {items: true}});
      const results = await Promise.all([1, 2, 3].map(() => createOrderBrief(db, row, brief({orderId: order.id}), {userId: owner.id})));
      assert.equal(results.filter((r) => r.ok).length, 1);
      assert.ok(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === 'sent'));
      assert.equal((await db.projectBrief.findFirstOrThrow({where: {orderId: order.id}})).userId, owner.id);
    });

    await t.test('a quote: priced in the customer`s currency with its KRW equivalent, payable until its last day, then not', async () => {
      const {order} = await createOrder(db, {
        priced: quoteOrder(6, 'us'),
        customer: {name: 'Pat', email: owner.email, phone: '+1 212 555 0100'},
        country: 'us',
        language: 'en',
        user: {id: owner.id},
        status: 'quote_review',
        secret: SECRET,
      });
      const row = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {items: true}});
      assert.equal((await startPayment(db, row, {country: 'us', language: 'en', successUrl: 'http://s', failUrl: 'http://f'}, demo)).ok, false, 'an unpriced quote cannot be paid');
      assert.deepEqual(await setQuote(db, {orderId: order.id, amount: 45_000, validUntil: new Date(Date.now() - 1000), admin}), {ok: false, error: 'pastDate'});
      const now = new Date('2026-11-23T10:00:00Z');
      const priced = await setQuote(db, {orderId: order.id, amount: 45_000, note: 'Two scenes', validUntil: '2026-11-30', admin, now});
      assert.ok(priced.ok);
      const quoted = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {items: true, history: true}});
      assert.deepEqual(
        {status: quoted.status, amount: quoted.amount, amountKrw: quoted.amountKrw, line: quoted.items[0]!.lineAmount, note: quoted.quoteNote},
        {status: 'pending_payment', amount: 45_000, amountKrw: krwEquivalent(45_000, 'us'), line: 45_000, note: 'Two scenes'},
      );
      assert.ok(quoted.history.some((h) => h.fromStatus === 'quote_review' && h.toStatus === 'pending_payment' && h.actorLabel === 'admin'));
      assert.deepEqual(await setQuote(db, {orderId: order.id, amount: 1, admin}), {ok: false, error: 'notQuote'}, 'priced once');
      // A US quote: payable until the end of Nov 30 in New York (its shop's clock), not a millisecond later.
      assert.equal(quoteExpired(quoted, new Date('2026-12-01T04:59:59Z')), false);
      assert.equal(quoteExpired(quoted, new Date('2026-12-01T05:00:00Z')), true);
      await db.order.update({where: {id: order.id}, data: {quoteValidUntil: new Date(Date.now() - 60_000)}});
      const expired = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {items: true}});
      assert.deepEqual(await startPayment(db, expired, {country: 'us', language: 'en', successUrl: 'http://s', failUrl: 'http://f'}, demo), {ok: false, error: 'quoteExpired'});
      await db.order.update({where: {id: order.id}, data: {quoteValidUntil: new Date(Date.now() + 86_400_000)}});
      await pay(order);
      assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'order_received');
    });

    await t.test('the Inbox: new messages are unread until someone marks them read', async () => {
      const saved = await saveContact(db, {name: 'Lee', email: 'lee@shop.test', company: undefined, service: 'custom', message: 'Hello'}, {language: 'en', country: 'au'});
      let inbox = await contactMessages(db);
      assert.equal(inbox.unread, 1);
      assert.equal(await markContactRead(db, saved.id, true), true);
      inbox = await contactMessages(db);
      assert.deepEqual({unread: inbox.unread, total: inbox.total, read: inbox.messages[0]?.readAt !== null}, {unread: 0, total: 1, read: true});
      assert.equal(await markContactRead(db, crypto.randomUUID(), true), false);
    });
  });
}
