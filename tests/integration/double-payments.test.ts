/**
 * One payment per order (docs/security.md#limits-and-rules): one order, two payment attempts (two tabs), or an order cancelled while
 * its payment window was open. Against the fake Toss and Stripe: the order is paid once; Toss is
 * never asked to confirm a payment for an order that no longer awaits one (nothing is taken);
 * money that is taken anyway (Stripe's page, a Toss confirm whose answer was lost while the studio
 * cancelled) is given back at once through the refund ledger, and a lost answer to that refund is
 * settled by reconciliation; the buyer is told, and the order's history and the audit log say so.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registerUser} from '@/lib/auth/accounts';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {priceOrder} from '@/lib/orders/pricing';
import {changeOrderStatus, createOrder} from '@/lib/orders/store';
import {paymentProviders, type PaymentProviders} from '@/lib/payments';
import {cancelUnpaidOrder, confirmPayment, startPayment} from '@/lib/payments/flow';
import {FAIL_CODES} from '@/lib/payments/fail-codes';
import {reconcilePayments} from '@/lib/payments/reconcile';
import {refundOrder, surplusKey} from '@/lib/payments/refund';
import type {stripeProvider} from '@/lib/payments/stripe/provider';
import {handleStripeWebhook} from '@/lib/payments/stripe/webhook';
import {tossApi} from '@/lib/payments/toss/api';
import {handleTossWebhook} from '@/lib/payments/toss/webhook';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import {startFakeStripe, type FakeStripe} from '../fakes/stripe';
import {startFakeToss, type FakeToss} from '../fakes/toss';
import {databaseKinds} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const WHSEC = 'whsec_test_secret';
const NEW_CODES = ['ORDER_CANCELLED_NOT_CHARGED', 'ORDER_PAID_NOT_CHARGED', 'ORDER_PAYMENT_UNDER_WAY', 'ORDER_CANCELLED_REFUNDED', 'ORDER_PAID_REFUNDED'] as const;

test('the buyer is told in every language why a payment for an order no longer awaiting it was not used', () => {
  for (const code of NEW_CODES) {
    assert.ok((FAIL_CODES as readonly string[]).includes(code), `${code} is explained by the fail page`);
    const texts = [en, ko, ja, zh, vi].map((m) => (m.Payment.failCodes as Record<string, string>)[code]);
    assert.ok(
      texts.every((text) => typeof text === 'string' && text.length > 20),
      code,
    );
    assert.equal(new Set(texts).size, 5, `${code}: a real translation in each language`);
  }
});

for (const kind of databaseKinds) {
  test(`one order, two payments: paid once, the other never taken or given back at once (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    const toss: FakeToss = await startFakeToss();
    const stripe: FakeStripe = await startFakeStripe();
    const tossSettings = {secretKey: toss.secretKey, clientKey: 'test_gck_fake', baseUrl: toss.url, timeoutMs: 5_000};
    const stripeSettings = {secretKey: 'sk_test_fake', webhookSecret: WHSEC, timeoutMs: 5_000, api: {host: stripe.host, port: stripe.port, protocol: 'http' as const}};
    const providers = paymentProviders({toss: tossSettings, stripe: stripeSettings});
    // Impatient clients: an answer held back past 300 ms is lost.
    const impatient = paymentProviders({toss: {...tossSettings, timeoutMs: 300}, stripe: {...stripeSettings, timeoutMs: 300}});
    const api = tossApi({...tossSettings, timeoutMs: 10_000});
    const client = (providers.byId('stripe') as ReturnType<typeof stripeProvider>).client;
    t.after(async () => {
      await toss.close();
      await stripe.close();
      await db.$disconnect();
      await database.drop();
    });
    const registered = await registerUser(db, {email: 'studio@studio.test', password: 'Str0ngEnough'});
    assert.ok(registered.ok);
    const admin = {id: registered.user.id};
    const later = () => new Date(Date.now() + 3 * 60_000);

    /** An order awaiting payment: 200,000 KRW through Toss (kr), 14,600 cents through Stripe (us). */
    async function newOrder(country: 'kr' | 'us') {
      const priced = priceOrder([{type: 'service', id: 4, quantity: 5}], country, SEED_CATALOG);
      if (typeof priced === 'string') throw new Error(priced);
      const {order} = await createOrder(db, {
        priced,
        customer: {name: '김민수', email: 'minsu@cafe.kr', phone: '010-1234-5678'},
        country,
        language: country === 'kr' ? 'ko' : 'en',
        user: null,
        secret: SECRET,
      });
      return order;
    }
    type Order = Awaited<ReturnType<typeof newOrder>>;
    const pages = (country: string) => ({
      country: country as 'kr',
      language: 'en' as const,
      successUrl: `http://shop.test/${country}/payment/success`,
      failUrl: `http://shop.test/${country}/payment/fail`,
    });

    /** A tab that opened Toss's widget and in which the buyer authenticated: what the widget sends back. */
    async function tossTab(order: Order) {
      const started = await startPayment(db, order, pages('kr'), providers);
      assert.ok(started.ok && started.start.kind === 'widget', JSON.stringify(started));
      const orderId = started.start.providerOrderId;
      const paymentKey = toss.authorize({orderId, amount: order.amount});
      return {orderId, paymentKey, confirm: (via: PaymentProviders = providers) => confirmPayment(db, {orderId, amount: order.amount, paymentKey}, {providers: via})};
    }
    /** A tab sent to Stripe's Checkout page; `pay()` is the buyer paying there. */
    async function stripeTab(order: Order) {
      const started = await startPayment(db, order, pages('us'), providers);
      assert.ok(started.ok && started.start.kind === 'redirect', JSON.stringify(started));
      const sessionId = started.start.reference;
      return {
        sessionId,
        pay: () => stripe.complete(sessionId),
        intent: () => stripe.sessions.get(sessionId)!.payment_intent!,
        confirm: (via: PaymentProviders = providers) => confirmPayment(db, {orderId: order.number, amount: order.amount, paymentKey: sessionId}, {providers: via}),
      };
    }
    const buyerCancels = (order: Order) => cancelUnpaidOrder(db, order.id, {id: null, label: 'guest'}, {from: ['pending_payment', 'quote_review'], note: 'cancelled before payment'});
    /** What the buyer's return page is told: paid, or the code the fail page explains. */
    const told = (result: Awaited<ReturnType<typeof confirmPayment>>) => (result.ok ? 'paid' : result.code);
    const orderStatus = async (id: string) => (await db.order.findUniqueOrThrow({where: {id}})).status;
    const tossConfirms = (paymentKey: string) => toss.requests.filter((r) => r.path === '/v1/payments/confirm' && (r.body as {paymentKey?: string}).paymentKey === paymentKey).length;
    const tossCancels = (paymentKey: string) => toss.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentKey}/cancel`).length;
    const notes = async (orderId: string) => (await db.orderStatusChange.findMany({where: {orderId}, orderBy: {createdAt: 'asc'}})).map((h) => h.note ?? '');
    const audits = async (orderId: string) => (await db.auditLog.findMany({where: {targetId: orderId}, orderBy: {createdAt: 'asc'}})).map((a) => a.action);
    const surplusRow = async (paymentId: string) => db.refund.findUniqueOrThrow({where: {paymentId_idempotencyKey: {paymentId, idempotencyKey: surplusKey(paymentId)}}});
    const paymentOf = (where: {providerOrderId: string} | {providerReference: string}) => db.payment.findFirstOrThrow({where});

    await t.test('Toss, two tabs confirm at once: one capture, the other tab’s payment is never confirmed (nothing taken), the order is paid once', async () => {
      const order = await newOrder('kr');
      const [tab1, tab2] = [await tossTab(order), await tossTab(order)];
      const results = await Promise.all([tab1.confirm(), tab2.confirm()]);
      const winner = results.findIndex((r) => r.ok);
      assert.notEqual(winner, -1, JSON.stringify(results));
      const [paid, other] = winner === 0 ? [tab1, tab2] : [tab2, tab1];
      const lost = results[1 - winner]!;
      assert.ok(results[winner]!.ok && results[winner]!.newlyPaid);
      assert.deepEqual(lost, {ok: false, code: 'ORDER_PAID_NOT_CHARGED'}, 'the second tab is told its payment was not taken');

      assert.equal(toss.payment(paid.paymentKey)?.status, 'DONE');
      assert.equal(tossConfirms(other.paymentKey), 0, 'Toss was never asked to confirm the second payment');
      assert.equal(toss.payment(other.paymentKey)?.status, 'IN_PROGRESS', 'authorised but never confirmed: Toss voids it, nothing is charged');
      assert.equal(await orderStatus(order.id), 'order_received');
      assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, fromStatus: 'pending_payment', toStatus: 'order_received'}}), 1);
      assert.equal((await paymentOf({providerOrderId: other.orderId})).status, 'failed');
      assert.ok(
        (await notes(order.id)).some((n) => /returned but the order was already paid: not confirmed, nothing charged/.test(n)),
        'the history records it',
      );

      // The tab refreshed: the same answer, still nothing sent to Toss.
      assert.equal(told(await other.confirm()), 'ORDER_PAID_NOT_CHARGED');
      assert.equal(tossConfirms(other.paymentKey), 0);
    });

    await t.test('Toss, the buyer cancels while the widget is open: the payment that comes back is not confirmed, the order stays cancelled', async () => {
      const order = await newOrder('kr');
      const tab = await tossTab(order);
      assert.ok((await buyerCancels(order))?.ok);
      assert.deepEqual(await tab.confirm(), {ok: false, code: 'ORDER_CANCELLED_NOT_CHARGED'});
      assert.equal(tossConfirms(tab.paymentKey), 0);
      assert.equal(toss.payment(tab.paymentKey)?.status, 'IN_PROGRESS');
      assert.equal(await orderStatus(order.id), 'cancelled');
      assert.ok((await notes(order.id)).some((n) => /returned but the order was cancelled: not confirmed, nothing charged/.test(n)));
    });

    await t.test('Toss, a payment under way holds the order: the buyer cannot cancel meanwhile, another tab is not confirmed', async () => {
      const order = await newOrder('kr');
      const [tab1, tab2] = [await tossTab(order), await tossTab(order)];
      // Toss answers neither the confirm nor the look-up in time: the outcome of tab 1 is unknown.
      toss.behave({delayMs: 800, lookupDown: true});
      assert.deepEqual(await tab1.confirm(impatient), {ok: false, code: 'PAYMENT_PENDING', pending: true});
      toss.behave({});
      assert.equal(await buyerCancels(order), null, 'money may still arrive: the cancel is refused');
      assert.deepEqual(await tab2.confirm(), {ok: false, code: 'ORDER_PAYMENT_UNDER_WAY'});
      assert.equal(tossConfirms(tab2.paymentKey), 0);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // Toss finishes the slow confirm
      await reconcilePayments(db, {providers});
      assert.equal(await orderStatus(order.id), 'order_received');
      assert.deepEqual(await tab2.confirm(), {ok: false, code: 'ORDER_PAID_NOT_CHARGED'});
      assert.equal(tossConfirms(tab2.paymentKey), 0);
    });

    /** A Toss confirm whose answer was lost (Toss took the money), and the studio cancelled the order meanwhile. */
    async function takenAfterCancel() {
      const order = await newOrder('kr');
      const tab = await tossTab(order);
      // Toss answers neither the confirm nor the look-up in time: the outcome is unknown.
      toss.behave({delayMs: 800, lookupDown: true});
      assert.deepEqual(await tab.confirm(impatient), {ok: false, code: 'PAYMENT_PENDING', pending: true});
      toss.behave({});
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      assert.equal(toss.payment(tab.paymentKey)?.status, 'DONE', 'Toss took the money');
      assert.ok(await changeOrderStatus(db, order.id, 'cancelled', {id: admin.id, label: 'admin'}, {note: 'customer asked by phone'}));
      return {order, tab};
    }

    await t.test('Toss, the money arrives for a cancelled order (webhook): cancelled at Toss at once through the ledger, the order stays cancelled, the buyer is told', async () => {
      const {order, tab} = await takenAfterCancel();
      const answer = await handleTossWebhook(
        db,
        api,
        {eventType: 'PAYMENT_STATUS_CHANGED', data: {paymentKey: tab.paymentKey, orderId: tab.orderId}},
        `whtrans_late_${order.id}`,
        undefined,
        providers,
      );
      assert.equal(answer.status, 200, JSON.stringify(answer));
      assert.equal(toss.payment(tab.paymentKey)?.status, 'CANCELED', 'given back at Toss');
      assert.equal(tossCancels(tab.paymentKey), 1);
      assert.equal(toss.payment(tab.paymentKey)?.cancels?.[0]?.cancelAmount, 200_000);
      assert.equal(await orderStatus(order.id), 'cancelled');
      const payment = await paymentOf({providerOrderId: tab.orderId});
      assert.deepEqual({status: payment.status, refundedAmount: payment.refundedAmount}, {status: 'refunded', refundedAmount: 200_000});
      const row = await surplusRow(payment.id);
      assert.deepEqual(
        {status: row.status, amount: row.amount, reference: row.providerReference},
        {status: 'succeeded', amount: 200_000, reference: toss.payment(tab.paymentKey)?.cancels?.[0]?.transactionKey},
      );
      const history = await notes(order.id);
      assert.ok(
        history.some((n) => /arrived but paid after the order was cancelled: refunding all of it/.test(n)),
        history.join('\n'),
      );
      assert.ok(
        history.some((n) => /^refund 200000 KRW \(override\): paid after the order was cancelled$/.test(n)),
        history.join('\n'),
      );
      assert.deepEqual(
        (await audits(order.id)).filter((a) => a.startsWith('payment.') || a === 'order.refund'),
        ['payment.surplus', 'order.refund'],
      );
      // The buyer's return (or a refresh) says so; nothing more is sent to Toss, and Toss's retry of the webhook changes nothing.
      assert.deepEqual(await tab.confirm(), {ok: false, code: 'ORDER_CANCELLED_REFUNDED'});
      assert.equal(
        (await handleTossWebhook(db, api, {eventType: 'PAYMENT_STATUS_CHANGED', data: {paymentKey: tab.paymentKey, orderId: tab.orderId}}, `whtrans_late2_${order.id}`, undefined, providers)).status,
        200,
      );
      assert.equal(tossCancels(tab.paymentKey), 1);
    });

    await t.test('Toss, the answer to that cancel is lost: the refund stays reserved and reconciliation settles it once', async () => {
      const {order, tab} = await takenAfterCancel();
      // Reconciliation finds the payment done; Toss cancels it, but every answer comes too late.
      toss.behave({cancelHoldMs: 1_000});
      await reconcilePayments(db, {providers: impatient});
      toss.behave({});
      assert.equal(toss.payment(tab.paymentKey)?.status, 'CANCELED', 'Toss did cancel');
      const payment = await paymentOf({providerOrderId: tab.orderId});
      assert.equal((await surplusRow(payment.id)).status, 'requested', 'recorded as requested before Toss was asked');
      assert.equal((await db.payment.findUniqueOrThrow({where: {id: payment.id}})).status, 'succeeded');
      assert.deepEqual(await tab.confirm(), {ok: false, code: 'ORDER_CANCELLED_REFUNDED'}, 'the buyer is told it is being given back');

      assert.equal((await reconcilePayments(db, {providers, now: later()})).refunds, 1);
      assert.equal((await reconcilePayments(db, {providers, now: later()})).refunds, 0);
      assert.equal((await surplusRow(payment.id)).status, 'succeeded');
      assert.equal((await db.payment.findUniqueOrThrow({where: {id: payment.id}})).status, 'refunded');
      assert.equal(toss.payment(tab.paymentKey)?.cancels?.length, 1, 'asked again with the same key, Toss cancelled once');
      assert.equal(await orderStatus(order.id), 'cancelled');
    });

    await t.test('Stripe, two tabs both paid on Stripe’s page: the order is paid once, the other payment is refunded at once; the studio’s refund goes to the payment that paid', async () => {
      const order = await newOrder('us');
      const [tab1, tab2] = [await stripeTab(order), await stripeTab(order)];
      tab1.pay();
      tab2.pay();
      const results = await Promise.all([tab1.confirm(), tab2.confirm()]);
      const winner = results.findIndex((r) => r.ok);
      assert.notEqual(winner, -1, JSON.stringify(results));
      const [paid, other] = winner === 0 ? [tab1, tab2] : [tab2, tab1];
      assert.ok(results[winner]!.ok && results[winner]!.newlyPaid);
      assert.deepEqual(results[1 - winner], {ok: false, code: 'ORDER_PAID_REFUNDED'});
      assert.equal(stripe.refunded(other.intent()), 14_600, 'the second payment is refunded at Stripe');
      assert.equal(stripe.refunded(paid.intent()), 0);
      assert.equal(await orderStatus(order.id), 'order_received', 'refunding the surplus payment does not move the order');
      assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, fromStatus: 'pending_payment', toStatus: 'order_received'}}), 1);
      assert.equal((await paymentOf({providerReference: other.sessionId})).status, 'refunded');
      assert.ok((await notes(order.id)).some((n) => /arrived but the order was already paid: refunding all of it/.test(n)));
      assert.deepEqual(
        (await audits(order.id)).filter((a) => a.startsWith('payment.') || a === 'order.refund'),
        ['payment.surplus', 'order.refund'],
      );

      // Stripe's webhook for the refunded session, delivered late: nothing changes, nothing is refunded twice.
      const payload = JSON.stringify({id: `evt_late_${other.sessionId}`, object: 'event', type: 'checkout.session.completed', data: {object: {id: other.sessionId, object: 'checkout.session'}}});
      assert.equal((await handleStripeWebhook(db, client, WHSEC, payload, client.webhooks.generateTestHeaderString({payload, secret: WHSEC}), providers)).status, 200);
      assert.equal([...stripe.refunds.values()].filter((r) => r.payment_intent === other.intent()).length, 1);

      // The studio's refund of the order goes to the payment that paid it (the ledger looked only at the first before).
      assert.deepEqual(await refundOrder(db, {orderId: order.id, reason: 'customer request', override: false, admin, refundKey: 'two-tabs-studio'}, providers), {
        ok: true,
        refunded: 14_600,
        full: true,
      });
      assert.equal(stripe.refunded(paid.intent()), 14_600);
      assert.equal(await orderStatus(order.id), 'refunded');
    });

    await t.test('Stripe, cancelled and then paid on Stripe’s page: refunded at once, by the return or by the webhook, once; the order stays cancelled', async () => {
      const order = await newOrder('us');
      const tab = await stripeTab(order);
      assert.ok((await buyerCancels(order))?.ok);
      tab.pay();
      assert.deepEqual(await tab.confirm(), {ok: false, code: 'ORDER_CANCELLED_REFUNDED'});
      assert.equal(stripe.refunded(tab.intent()), 14_600);
      assert.equal(await orderStatus(order.id), 'cancelled');
      assert.ok((await notes(order.id)).some((n) => /arrived but paid after the order was cancelled: refunding all of it/.test(n)));

      const hooked = await newOrder('us');
      const viaHook = await stripeTab(hooked);
      assert.ok((await buyerCancels(hooked))?.ok);
      viaHook.pay();
      const payload = JSON.stringify({
        id: `evt_cancelled_${viaHook.sessionId}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {object: {id: viaHook.sessionId, object: 'checkout.session'}},
      });
      const signature = client.webhooks.generateTestHeaderString({payload, secret: WHSEC});
      const answers = await Promise.all([handleStripeWebhook(db, client, WHSEC, payload, signature, providers), viaHook.confirm()]);
      assert.equal(answers[0].status, 200);
      assert.deepEqual(answers[1], {ok: false, code: 'ORDER_CANCELLED_REFUNDED'});
      assert.equal([...stripe.refunds.values()].filter((r) => r.payment_intent === viaHook.intent()).length, 1, 'the webhook and the return together refund once');
      assert.equal(stripe.refunded(viaHook.intent()), 14_600);
      assert.equal(await orderStatus(hooked.id), 'cancelled');
    });

    await t.test('Stripe, the answer to the refund is lost: reserved, then settled by reconciliation once', async () => {
      const order = await newOrder('us');
      const tab = await stripeTab(order);
      assert.ok((await buyerCancels(order))?.ok);
      tab.pay();
      stripe.behave({refundHoldMs: 1_500});
      assert.deepEqual(await tab.confirm(impatient), {ok: false, code: 'ORDER_CANCELLED_REFUNDED'});
      stripe.behave({});
      assert.equal(stripe.refunded(tab.intent()), 14_600, 'Stripe did refund');
      const payment = await paymentOf({providerReference: tab.sessionId});
      assert.equal((await surplusRow(payment.id)).status, 'requested');
      assert.equal((await reconcilePayments(db, {providers, now: later()})).refunds, 1);
      const row = await surplusRow(payment.id);
      assert.deepEqual({status: row.status, reference: row.providerReference}, {status: 'succeeded', reference: [...stripe.refunds.values()].find((r) => r.payment_intent === tab.intent())?.id});
      assert.equal((await db.payment.findUniqueOrThrow({where: {id: payment.id}})).status, 'refunded');
      assert.equal([...stripe.refunds.values()].filter((r) => r.payment_intent === tab.intent()).length, 1);
      assert.equal(await orderStatus(order.id), 'cancelled');
    });

    await t.test('Stripe refuses the automatic refund: the studio is shown it, and its refund of the order reaches that payment', async () => {
      const order = await newOrder('us');
      const tab = await stripeTab(order);
      assert.ok((await buyerCancels(order))?.ok);
      tab.pay();
      stripe.behave({refundFail: {status: 400, type: 'invalid_request_error', code: 'charge_disputed'}});
      assert.deepEqual(await tab.confirm(), {ok: false, code: 'ORDER_CANCELLED_REFUNDED'});
      assert.equal(stripe.refunded(tab.intent()), 0);
      const payment = await paymentOf({providerReference: tab.sessionId});
      assert.equal((await surplusRow(payment.id)).status, 'failed');
      assert.ok((await notes(order.id)).some((n) => /automatic refund of surplus payment .* failed: charge_disputed; refund it from the order/.test(n)));
      assert.ok((await audits(order.id)).includes('payment.surplus_refund_failed'));
      // A cancelled order: the terms allow nothing, but a surplus payment is owed back in full.
      assert.deepEqual(await refundOrder(db, {orderId: order.id, reason: 'paid after cancelling', override: false, admin, refundKey: 'surplus-by-hand'}, providers), {
        ok: true,
        refunded: 14_600,
        full: true,
      });
      assert.equal(stripe.refunded(tab.intent()), 14_600);
      assert.equal(await orderStatus(order.id), 'cancelled');
    });

    await t.test('an order that expired unpaid while its payment window was open: Toss is not asked, Stripe’s payment is refunded at once', async () => {
      const tossOrder = await newOrder('kr');
      const tossPay = await tossTab(tossOrder);
      const stripeOrder = await newOrder('us');
      const stripePay = await stripeTab(stripeOrder);
      // A day passes: reconciliation cancels both as unpaid.
      await reconcilePayments(db, {providers, now: new Date(Date.now() + 25 * 60 * 60_000)});
      assert.deepEqual([await orderStatus(tossOrder.id), await orderStatus(stripeOrder.id)], ['cancelled', 'cancelled']);

      assert.equal(told(await tossPay.confirm()), 'ORDER_CANCELLED_NOT_CHARGED');
      assert.equal(tossConfirms(tossPay.paymentKey), 0);
      stripePay.pay();
      assert.equal(told(await stripePay.confirm()), 'ORDER_CANCELLED_REFUNDED');
      assert.equal(stripe.refunded(stripePay.intent()), 14_600);
      assert.equal(await orderStatus(stripeOrder.id), 'cancelled');
    });
  });
}
