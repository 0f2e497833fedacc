/**
 * The answers' schemas (lib/<domain>/answers.ts) against records as the database gives them: the
 * REST adapters send each success as its `output` schema parses it, so a schema that refused a real
 * record (a 500) or dropped one of its fields (a field the page no longer gets) would show here.
 * Each value is compared as JSON, which is what the browser receives either way.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as z from 'zod/mini';
import {contactMessagesAnswer, statsAnswer, auditAnswer} from '@/lib/admin/answers';
import {audit, auditEntries} from '@/lib/admin/audit';
import {adminStats} from '@/lib/admin/stats';
import {registerUser} from '@/lib/auth/accounts';
import {briefsAnswer} from '@/lib/briefs/answers';
import {listBriefs} from '@/lib/briefs/store';
import {businessSavedAnswer} from '@/lib/business/answers';
import {loadBusiness} from '@/lib/business/store';
import {cartAnswer} from '@/lib/cart/answers';
import {addToCart, readCart} from '@/lib/cart/store';
import {catalogEntry} from '@/lib/catalog/answers';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import {loadCatalog} from '@/lib/catalog/store';
import {contactMessages, saveContact} from '@/lib/contact/submit';
import {myOrdersAnswer, orderView, threadAnswer} from '@/lib/orders/answers';
import {postMessage, readThread} from '@/lib/orders/conversation';
import {priceOrder} from '@/lib/orders/pricing';
import {allOrders, changeOrderStatus, createOrder, ordersOf} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';
import {consentsAnswer} from '@/lib/privacy/answers';
import {consentStates, recordConsents, setOptionalConsent} from '@/lib/privacy/consent-store';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const customer = {name: '김민수', email: 'minsu@cafe.kr', phone: '010-1234-5678'};

/** The value as JSON carries it. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The schema takes the value, and what it sends is what the value itself would have sent. */
function sentUnchanged(schema: z.ZodMiniType, value: unknown, what: string) {
  const parsed = schema.safeParse(value);
  assert.ok(parsed.success, `${what}: ${parsed.success ? '' : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  assert.deepEqual(wire(parsed.data), wire(value), what);
}

for (const kind of databaseKinds) {
  test(`every answer's schema sends real records unchanged (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const registered = await registerUser(db, {email: 'minsu@cafe.kr', password: 'Str0ngEnough'});
    assert.ok(registered.ok);
    const minsu = registered.user;
    const bossSignedUp = await registerUser(db, {email: 'boss@studio.test', password: 'Str0ngEnough'});
    assert.ok(bossSignedUp.ok);
    // Admin by the studio's choice (sign-up never makes admins).
    const boss = await db.user.update({where: {id: bossSignedUp.user.id}, data: {role: 'ADMIN'}});

    const priced = priceOrder([{type: 'service', id: 4, quantity: 5}], 'kr', SEED_CATALOG);
    assert.ok(typeof priced !== 'string');
    const {order} = await createOrder(db, {priced, customer, country: 'kr', language: 'ko', user: minsu, secret: SECRET});
    const guestPriced = priceOrder([{type: 'package', id: 'delivery'}], 'us', SEED_CATALOG);
    assert.ok(typeof guestPriced !== 'string');
    await createOrder(db, {priced: guestPriced, customer, country: 'us', language: 'en', user: null, secret: SECRET});
    await changeOrderStatus(db, order.id, 'cancelled', {id: boss.id, label: 'admin'});

    await t.test("orders: for their buyer, for an admin, and the buyer's list", async () => {
      const orders = await allOrders(db);
      assert.equal(orders.length, 2);
      for (const o of orders) {
        sentUnchanged(orderView, publicOrder(o), `order ${o.number}`);
        sentUnchanged(orderView, publicOrder(o, {admin: true}), `order ${o.number} (admin)`);
      }
      const mine = await ordersOf(db, minsu.id);
      sentUnchanged(myOrdersAnswer, {success: true, orders: mine.map((o) => ({...publicOrder(o), hasBrief: o._count.briefs > 0, unreadMessages: 0}))}, 'my orders');
    });

    await t.test("an order's conversation", async () => {
      await postMessage(db, {orderId: order.id, side: 'buyer', authorId: minsu.id, text: 'Blue, please.', fileIds: []});
      const thread = await readThread(db, order.id, 'studio');
      assert.equal(thread.messages.length, 1);
      sentUnchanged(threadAnswer, {success: true, ...thread, side: 'studio', orderId: order.id}, 'thread');
    });

    await t.test('a cart with a template and a package', async () => {
      const owner = {userId: minsu.id};
      await addToCart(db, owner, {type: 'template', id: 1, quantity: 2}, 'kr');
      await addToCart(db, owner, {type: 'package', id: 'delivery'}, 'kr');
      const cart = await readCart(db, owner, 'kr', 'ko');
      assert.equal(cart.items.length, 2);
      sentUnchanged(cartAnswer, {success: true, ...cart}, 'cart');
    });

    await t.test('briefs, for their owner and for an admin', async () => {
      await db.projectBrief.create({
        data: {userId: minsu.id, orderId: order.id, serviceName: 'Menu photos', style: ['modern'], colorTone: [], usage: ['menu'], country: 'kr', currency: 'KRW', serviceAmount: 200_000},
      });
      await db.projectBrief.create({data: {serviceName: 'Guest brief', style: [], colorTone: ['pastel'], usage: [], country: 'us'}});
      sentUnchanged(briefsAnswer, {success: true, briefs: await listBriefs(db, {id: minsu.id, role: 'USER'})}, "a customer's briefs");
      sentUnchanged(briefsAnswer, {success: true, briefs: await listBriefs(db, {id: boss.id, role: 'ADMIN'})}, 'every brief');
    });

    await t.test("the studio's figures, audit log and inbox", async () => {
      sentUnchanged(statsAnswer, {success: true, stats: await adminStats(db)}, 'stats');
      await audit(db, boss, {action: 'user.role', targetType: 'user', targetId: minsu.id, before: {role: 'USER'}, after: {role: 'USER'}});
      await audit(db, boss, {action: 'catalog.faq', targetType: 'catalog', targetId: 'service:4', before: null, after: {en: [{q: 'Q', a: 'A'}]}});
      sentUnchanged(auditAnswer, {success: true, entries: await auditEntries(db)}, 'audit');
      await saveContact(db, {name: 'Ana', email: 'ana@shop.test', company: undefined, service: 'basic', message: 'Hello'}, {language: 'en', country: 'us'});
      await saveContact(db, {name: '민수', email: 'minsu@cafe.kr', company: 'Cafe', service: 'custom', message: '안녕하세요'}, {language: 'ko', country: 'kr'});
      sentUnchanged(contactMessagesAnswer, {success: true, ...(await contactMessages(db))}, 'inbox');
    });

    await t.test('consents, given and withdrawn', async () => {
      await recordConsents(db, {userId: minsu.id}, {kinds: ['terms', 'privacy', 'marketing'], source: 'signup', country: 'kr'});
      await setOptionalConsent(db, minsu.id, {kind: 'marketing', granted: false, country: 'kr'});
      sentUnchanged(consentsAnswer, {success: true, consents: await consentStates(db, minsu.id)}, 'consents');
    });

    await t.test('every catalogue item and the business details', async () => {
      const catalog = await loadCatalog(db);
      const entries = Object.values(catalog.entries);
      assert.ok(entries.length > 10);
      for (const entry of entries) sentUnchanged(catalogEntry, entry, `${entry.kind} ${entry.id}`);
      sentUnchanged(businessSavedAnswer, {success: true, message: '', details: await loadBusiness(db)}, 'business');
    });
  });
}
