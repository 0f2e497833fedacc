import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import type {CountryCode} from '@/lib/countries';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {paymentProviders} from '@/lib/payments';
import {confirmPayment, startPayment} from '@/lib/payments/flow';
import type {stripeProvider} from '@/lib/payments/stripe/provider';
import {handleStripeWebhook} from '@/lib/payments/stripe/webhook';
import {startFakeStripe, type FakeStripe} from '../fakes/stripe';
import {databaseKinds} from './databases';
import {SEED_CATALOG} from '@/lib/catalog/seed';

const SECRET = 'integration-test-secret-0123456789abcdef';
const WHSEC = 'whsec_test_secret';

for (const kind of databaseKinds) {
  test(`Stripe Checkout against a fake Stripe (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    const fake: FakeStripe = await startFakeStripe();
    const providers = paymentProviders({stripe: {secretKey: 'sk_test_fake', webhookSecret: WHSEC, timeoutMs: 5_000, api: {host: fake.host, port: fake.port, protocol: 'http'}}});
    const client = (providers.byId('stripe') as ReturnType<typeof stripeProvider>).client;
    t.after(async () => {
      await fake.close();
      await db.$disconnect();
      await database.drop();
    });

    async function started(country: CountryCode, language: 'en' | 'vi', selection: Parameters<typeof priceOrder>[0]) {
      const priced = priceOrder(selection, country, SEED_CATALOG);
      if (typeof priced === 'string') throw new Error(priced);
      const {order} = await createOrder(db, {priced, customer: {name: 'Sam Lee', email: 'sam@shop.test', phone: '+1 212 555 0100'}, country, language, user: null, secret: SECRET});
      const start = await startPayment(db, order, {country, language, successUrl: `http://shop.test/${country}/payment/success`, failUrl: `http://shop.test/${country}/payment/fail`}, providers);
      assert.ok(start.ok && start.start.kind === 'redirect');
      const sessionId = start.start.reference;
      return {order, sessionId, session: fake.sessions.get(sessionId)!, url: start.start.url};
    }
    const event = (type: string, sessionId: string, id: string) => {
      const payload = JSON.stringify({id, object: 'event', type, data: {object: {id: sessionId, object: 'checkout.session'}}});
      return {payload, signature: client.webhooks.generateTestHeaderString({payload, secret: WHSEC})};
    };
    const status = async (id: string) => (await db.order.findUniqueOrThrow({where: {id}})).status;
    const paymentMethod = async (id: string) => (await db.order.findUniqueOrThrow({where: {id}})).paymentMethod;

    await t.test('/us: a session in cents with the order in its metadata; the return is checked with Stripe, once', async () => {
      const {order, sessionId, session, url} = await started('us', 'en', [{type: 'service', id: 4, quantity: 5}]);
      assert.equal(url, `${fake.url}/pay/${sessionId}`);
      assert.deepEqual(
        {amount: session.amount_total, currency: session.currency, orderId: session.metadata.orderId, email: session.customer_email},
        {amount: 14_600, currency: 'usd', orderId: order.id, email: 'sam@shop.test'},
      );
      assert.match(String(fake.requests.at(-1)?.headers['idempotency-key']), /^stripe:cs:create:/);
      // Coming back before paying (or with a forged query) proves nothing.
      const early = await confirmPayment(db, {orderId: order.number, amount: 14_600, paymentKey: sessionId}, {providers});
      assert.deepEqual(early, {ok: false, code: 'PAYMENT_PENDING', pending: true});
      assert.equal(await status(order.id), 'pending_payment');

      const back = new URL(fake.complete(sessionId));
      assert.deepEqual(Object.fromEntries(back.searchParams), {orderId: order.number, amount: '14600', paymentKey: sessionId});
      const paid = await confirmPayment(db, {orderId: order.number, amount: 14_600, paymentKey: sessionId}, {providers});
      assert.ok(paid.ok && paid.newlyPaid);
      assert.equal(await status(order.id), 'order_received');
      // The order records the method the charge was paid with, as the payment does.
      assert.equal(await paymentMethod(order.id), 'card');
      assert.equal(paid.payment.method, 'card');
      // Stripe's receipt for the charge is kept for the order's receipt page.
      const charged = await db.payment.findFirstOrThrow({where: {orderId: order.id, status: 'succeeded'}});
      assert.match(String((charged.details as {receiptUrl?: string} | null)?.receiptUrl), /^https:\/\/pay\.stripe\.com\/receipts\/payment\/ch_/);
      const again = await confirmPayment(db, {orderId: order.number, amount: 14_600, paymentKey: sessionId}, {providers});
      assert.ok(again.ok && !again.newlyPaid);
    });

    await t.test('/vn: dong are zero-decimal, sent as whole dong', async () => {
      const {session} = await started('vn', 'vi', [{type: 'service', id: 1, quantity: 3}]);
      assert.deepEqual({amount: session.amount_total, currency: session.currency}, {amount: 540_000, currency: 'vnd'});
    });

    await t.test('webhook: signature checked on the raw body; 100 deliveries of one event make one transition', async () => {
      const {order, sessionId} = await started('au', 'en', [{type: 'package', id: 'sns'}]);
      fake.complete(sessionId);
      const {payload, signature} = event('checkout.session.completed', sessionId, 'evt_completed_1');
      const tampered = await handleStripeWebhook(db, client, WHSEC, payload.replace('completed', 'expired'), signature);
      assert.equal(tampered.status, 400);
      assert.equal((await handleStripeWebhook(db, client, WHSEC, payload, null)).status, 400);
      assert.equal(await status(order.id), 'pending_payment');
      const answers = await Promise.all(Array.from({length: 100}, () => handleStripeWebhook(db, client, WHSEC, payload, signature)));
      assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
      assert.equal(await status(order.id), 'order_received');
      assert.ok((await db.payment.findFirstOrThrow({where: {orderId: order.id, status: 'succeeded'}})).details, 'paid by the webhook: the receipt link is kept too');
      assert.equal(await paymentMethod(order.id), 'card', 'paid by the webhook: the method is recorded too');
      assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, toStatus: 'order_received'}}), 1);
      assert.equal(await db.providerEvent.count({where: {eventId: 'evt_completed_1'}}), 1);
      // The customer's return after the webhook: the same paid order, nothing twice.
      const back = await confirmPayment(db, {orderId: order.number, amount: order.amount, paymentKey: sessionId}, {providers});
      assert.ok(back.ok && !back.newlyPaid);
    });

    await t.test('the method actually used is recorded, not the session’s first allowed type: a wallet, Alipay', async () => {
      const apple = await started('au', 'en', [{type: 'template', id: 1, quantity: 1}]);
      fake.complete(apple.sessionId, {type: 'card', wallet: 'apple_pay'});
      assert.ok((await confirmPayment(db, {orderId: apple.order.number, amount: apple.order.amount, paymentKey: apple.sessionId}, {providers})).ok);
      assert.equal(await paymentMethod(apple.order.id), 'card:apple_pay');

      const alipay = await started('us', 'en', [{type: 'template', id: 2, quantity: 1}]);
      fake.complete(alipay.sessionId, {type: 'alipay'});
      const {payload, signature} = event('checkout.session.completed', alipay.sessionId, 'evt_completed_alipay');
      assert.equal((await handleStripeWebhook(db, client, WHSEC, payload, signature)).status, 200);
      assert.equal(await paymentMethod(alipay.order.id), 'alipay');
      assert.equal((await db.payment.findFirstOrThrow({where: {orderId: alipay.order.id, status: 'succeeded'}})).method, 'alipay');
    });

    await t.test('an expired session fails the attempt; the order stays payable', async () => {
      const {order, sessionId} = await started('my', 'en', [{type: 'template', id: 2, quantity: 1}]);
      fake.sessions.get(sessionId)!.status = 'expired';
      const {payload, signature} = event('checkout.session.expired', sessionId, 'evt_expired_1');
      assert.equal((await handleStripeWebhook(db, client, WHSEC, payload, signature)).status, 200);
      assert.equal((await db.payment.findFirstOrThrow({where: {providerReference: sessionId}})).status, 'failed');
      assert.equal(await status(order.id), 'pending_payment');
    });
  });
}
