/**
 * Webhook limits (docs/security.md#what-is-tested): the Toss webhook used to store attacker-sized bodies, one row per
 * attacker-chosen transmission id, for anyone holding a payment key. These replay the attack
 * against what the webhook routes run (lib/payments/{toss,stripe}/webhook.ts: the route files only
 * add the app's database and provider; importing them needs Next's server runtime).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {BODY_LIMITS} from '@/lib/http/body';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {paymentProviders} from '@/lib/payments';
import {confirmPayment, startPayment} from '@/lib/payments/flow';
import type {stripeProvider} from '@/lib/payments/stripe/provider';
import {stripeWebhookResponse} from '@/lib/payments/stripe/webhook';
import {tossApi} from '@/lib/payments/toss/api';
import {tossWebhookResponse, webhookLookupGate} from '@/lib/payments/toss/webhook';
import {startFakeStripe} from '../fakes/stripe';
import {startFakeToss} from '../fakes/toss';
import {databaseKinds} from './databases';
import {SEED_CATALOG} from '@/lib/catalog/seed';

const SECRET = 'integration-test-secret-0123456789abcdef';
const WHSEC = 'whsec_test_secret';
const MB = 1024 * 1024;
const CHUNK = 16 * 1024;

/** A body of `total` bytes, `head` first, then 'x' in 16 KB chunks, produced only as the server reads; `pulled` counts what it read. */
function trickle(head: string, total: number) {
  const counter = {pulled: 0};
  const first = new TextEncoder().encode(head);
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        const part = counter.pulled === 0 ? first : new Uint8Array(CHUNK).fill(0x78);
        counter.pulled += part.byteLength;
        controller.enqueue(part);
      },
    },
    {highWaterMark: 0},
  );
  return {body, counter};
}

const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(url, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body, duplex: 'half'} as RequestInit);

for (const kind of databaseKinds) {
  test(`webhook bodies are capped and what is stored is bounded (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    const toss = await startFakeToss();
    const stripe = await startFakeStripe();
    const settings = {secretKey: toss.secretKey, clientKey: 'test_gck_fake', baseUrl: toss.url, timeoutMs: 5_000};
    const providers = paymentProviders({toss: settings, stripe: {secretKey: 'sk_test_fake', webhookSecret: WHSEC, timeoutMs: 5_000, api: {host: stripe.host, port: stripe.port, protocol: 'http'}}});
    const api = tossApi(settings);
    t.after(async () => {
      await toss.close();
      await stripe.close();
      await db.$disconnect();
      await database.drop();
    });

    /** The attacker's own virtual-account payment, waiting for the deposit: its payment key is on their success page. */
    async function openVirtualAccount() {
      const priced = priceOrder([{type: 'service', id: 4, quantity: 5}], 'kr', SEED_CATALOG);
      if (typeof priced === 'string') throw new Error(priced);
      const {order} = await createOrder(db, {priced, customer: {name: '김민수', email: 'minsu@cafe.kr', phone: '010-1234-5678'}, country: 'kr', language: 'ko', user: null, secret: SECRET});
      const started = await startPayment(db, order, {country: 'kr', language: 'ko', successUrl: 'http://shop.test/kr/payment/success', failUrl: 'http://shop.test/kr/payment/fail'}, providers);
      assert.ok(started.ok && started.start.kind === 'widget');
      const orderId = started.start.providerOrderId;
      const paymentKey = toss.authorize({orderId, amount: order.amount, method: 'VIRTUAL_ACCOUNT'});
      const issued = await confirmPayment(db, {orderId, amount: order.amount, paymentKey}, {providers});
      assert.ok(issued.ok && issued.awaitingDeposit);
      const payment = await db.payment.findFirstOrThrow({where: {providerOrderId: orderId}});
      return {order, orderId, paymentKey, payment};
    }
    const lookups = (paymentKey: string) => toss.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payments/${paymentKey}`).length;
    const eventsOf = (paymentId: string) => db.providerEvent.findMany({where: {paymentId}, orderBy: {createdAt: 'asc'}});
    const orderStatus = async (id: string) => (await db.order.findUniqueOrThrow({where: {id}})).status;
    const tossUrl = 'http://shop.test/api/webhooks/toss';

    await t.test('Toss: a 10 MB body is answered 413 before it is read whole, parsed or stored, declared or streamed', async () => {
      const {paymentKey, payment} = await openVirtualAccount();
      const head = `{"eventType":"PAYMENT_STATUS_CHANGED","data":{"paymentKey":"${paymentKey}"},"junk":"`;
      const before = lookups(paymentKey);

      const declared = trickle(head, 10 * MB);
      const refused = await tossWebhookResponse(db, api, post(tossUrl, declared.body, {'content-length': String(10 * MB), 'tosspayments-webhook-transmission-id': 'whtrans_big_1'}));
      assert.equal(refused.status, 413);
      assert.equal(declared.counter.pulled, 0, 'a declared length over the cap is refused before a byte is read');

      for (let i = 2; i <= 4; i++) {
        const streamed = trickle(head, 10 * MB);
        const answer = await tossWebhookResponse(db, api, post(tossUrl, streamed.body, {'tosspayments-webhook-transmission-id': `whtrans_big_${i}`}));
        assert.equal(answer.status, 413);
        assert.ok(streamed.counter.pulled <= BODY_LIMITS.webhook + 4 * CHUNK, `read ${streamed.counter.pulled} bytes of 10 MB`);
      }
      assert.equal(lookups(paymentKey), before, 'no Toss lookup');
      assert.equal((await eventsOf(payment.id)).length, 0);
    });

    await t.test('Toss: junk fields under fresh transmission ids store one event for the payment’s state, holding none of the junk; Toss is asked twice, not once per delivery', async () => {
      const {order, orderId, paymentKey, payment} = await openVirtualAccount();
      let clock = Date.now();
      const gate = webhookLookupGate({quietMs: 10_000, now: () => clock});
      const deliver = (body: string, transmissionId: string) => tossWebhookResponse(db, api, post(tossUrl, body, {'tosspayments-webhook-transmission-id': transmissionId}), gate);
      // The body claims the deposit arrived, with 60 KB of junk (under the cap) at both levels.
      const junk = JSON.stringify({
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: new Date().toISOString(),
        junk: 'x'.repeat(60_000),
        data: {paymentKey, orderId, status: 'DONE', secret: null, junkInData: {deep: ['y'.repeat(1_000)]}},
      });
      assert.ok(Buffer.byteLength(junk) < BODY_LIMITS.webhook);
      const before = lookups(paymentKey);

      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await deliver(junk, `whtrans_flood_${i}`)).status);
      // The first records the state Toss reports, the second finds it recorded; the rest wait (Toss would retry a real one).
      assert.deepEqual(statuses, [200, 200, ...Array.from({length: 28}, () => 429)]);
      assert.equal(lookups(paymentKey) - before, 2);
      let events = await eventsOf(payment.id);
      assert.equal(events.length, 1);
      const stored = JSON.stringify(events[0]!.payload);
      assert.doesNotMatch(stored, /junk|xxxx|yyyy/, 'none of the body’s junk keys or values');
      assert.ok(stored.length < 1_024, `stored ${stored.length} characters`);
      assert.equal((events[0]!.payload as {payment: {status: string}}).payment.status, 'WAITING_FOR_DEPOSIT', 'Toss’s record, not the body’s claim');
      assert.equal(await orderStatus(order.id), 'pending_payment');

      // Past the quiet time, 20 at once: each may ask Toss, none stores anything.
      clock += 10_000;
      const burst = await Promise.all(Array.from({length: 20}, (_, i) => deliver(junk, `whtrans_burst_${i}`)));
      assert.ok(
        burst.every((r) => r.status === 200 || r.status === 429),
        JSON.stringify(burst.map((r) => r.status)),
      );
      assert.equal((await eventsOf(payment.id)).length, 1);

      // The buyer deposits. Toss's unsigned PAYMENT_STATUS_CHANGED, inside the quiet time, waits for Toss's retry;
      // the deposit callback proves the account's secret and is never held back.
      await toss.deposit(orderId, 'http://127.0.0.1:9/').catch(() => undefined);
      const done = toss.payment(paymentKey)!;
      const statusChanged = JSON.stringify({eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: done});
      assert.equal((await deliver(statusChanged, 'whtrans_real_1')).status, 429);
      const callback = JSON.stringify({createdAt: new Date().toISOString(), secret: payment.depositSecret, status: 'DONE', transactionKey: done.lastTransactionKey, orderId});
      const paid = await deliver(callback, 'whtrans_real_2');
      assert.equal(paid.status, 200);
      assert.equal(await orderStatus(order.id), 'order_received');
      // Toss's retry of the status change: the payment is settled; nothing to look up or store.
      clock += 60_000;
      const afterPaid = lookups(paymentKey);
      assert.equal((await deliver(statusChanged, 'whtrans_real_1')).status, 200);
      assert.equal(lookups(paymentKey), afterPaid);
      events = await eventsOf(payment.id);
      assert.deepEqual(
        events.map((e) => [(e.payload as {payment: {status: string}}).payment.status, e.type]),
        [
          ['WAITING_FOR_DEPOSIT', 'PAYMENT_STATUS_CHANGED'],
          ['DONE', 'DEPOSIT_CALLBACK'],
        ],
      );
      assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, toStatus: 'order_received'}}), 1);
    });

    await t.test('Toss: deliveries for a payment the shop does not know, or with a wrong deposit secret, cost no Toss lookup', async () => {
      const {orderId, paymentKey, payment} = await openVirtualAccount();
      const gate = webhookLookupGate();
      const before = toss.requests.length;
      const deliver = (body: unknown) => tossWebhookResponse(db, api, post(tossUrl, JSON.stringify(body), {'tosspayments-webhook-transmission-id': 'whtrans_x'}), gate);
      assert.equal((await deliver({eventType: 'PAYMENT_STATUS_CHANGED', data: {paymentKey: 'tgen_not_ours_0123456789'}})).status, 404);
      assert.equal((await deliver({eventType: 'PAYMENT_STATUS_CHANGED', data: {orderId}})).status, 404, 'no payment key');
      assert.equal((await deliver({secret: 'ps_forged', transactionKey: 'T1', status: 'DONE', orderId})).status, 400);
      assert.equal((await deliver([paymentKey])).status, 400);
      assert.equal((await tossWebhookResponse(db, api, post(tossUrl, '{"data":{"paymentKey":"a\\u0000"}}'), gate)).status, 400, 'NUL');
      assert.equal(toss.requests.length, before);
      assert.equal((await eventsOf(payment.id)).length, 0);
    });

    await t.test('Stripe: a body over 64 KB is answered 413 before its signature is computed; a signed event is stored as the facts used', async () => {
      const client = (providers.byId('stripe') as ReturnType<typeof stripeProvider>).client;
      const priced = priceOrder([{type: 'package', id: 'sns'}], 'au', SEED_CATALOG);
      if (typeof priced === 'string') throw new Error(priced);
      const {order} = await createOrder(db, {priced, customer: {name: 'Sam Lee', email: 'sam@shop.test', phone: '+61 2 5550 0100'}, country: 'au', language: 'en', user: null, secret: SECRET});
      const start = await startPayment(db, order, {country: 'au', language: 'en', successUrl: 'http://shop.test/au/payment/success', failUrl: 'http://shop.test/au/payment/fail'}, providers);
      assert.ok(start.ok && start.start.kind === 'redirect');
      const sessionId = start.start.reference;
      stripe.complete(sessionId);
      const payment = await db.payment.findFirstOrThrow({where: {providerReference: sessionId}});
      const signed = (payload: string) => ({'stripe-signature': client.webhooks.generateTestHeaderString({payload, secret: WHSEC})});
      const stripeUrl = 'http://shop.test/api/webhooks/stripe';
      const event = (id: string, junk: string) =>
        JSON.stringify({id, object: 'event', type: 'checkout.session.completed', created: 1_700_000_000, data: {object: {id: sessionId, object: 'checkout.session', junk}}});
      const retrievals = () => stripe.requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}`).length;
      const before = retrievals();

      const big = event('evt_big_1', 'x'.repeat(BODY_LIMITS.webhook));
      assert.equal((await stripeWebhookResponse(db, client, WHSEC, post(stripeUrl, big, signed(big)))).status, 413, 'even with a valid signature');
      const streamed = trickle('{"id":"evt_big_2","junk":"', 10 * MB);
      assert.equal((await stripeWebhookResponse(db, client, WHSEC, post(stripeUrl, streamed.body, {'stripe-signature': 't=1,v1=00'}))).status, 413);
      assert.ok(streamed.counter.pulled <= BODY_LIMITS.webhook + 4 * CHUNK, `read ${streamed.counter.pulled} bytes of 10 MB`);
      assert.equal(retrievals(), before);
      assert.equal((await eventsOf(payment.id)).length, 0);

      const small = event('evt_small_1', 'y'.repeat(10_000));
      assert.equal((await stripeWebhookResponse(db, client, WHSEC, post(stripeUrl, small, signed(small)))).status, 200);
      assert.equal(await orderStatus(order.id), 'order_received');
      const [stored] = await eventsOf(payment.id);
      assert.ok(stored);
      assert.doesNotMatch(JSON.stringify(stored.payload), /junk|yyyy/);
      assert.deepEqual(stored.payload, {
        event: {id: 'evt_small_1', type: 'checkout.session.completed', created: 1_700_000_000},
        session: {id: sessionId, status: 'complete', paymentStatus: 'paid', amountTotal: order.amount, currency: 'aud'},
      });
    });
  });
}
