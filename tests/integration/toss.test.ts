import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registerUser} from '@/lib/auth/accounts';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {priceOrder, type PricedOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {paymentProviders} from '@/lib/payments';
import {confirmPayment, startPayment} from '@/lib/payments/flow';
import {reconcilePayments, UNPAID_ORDER_TTL_MS} from '@/lib/payments/reconcile';
import {recordEvent} from '@/lib/payments/events';
import {refundOrder} from '@/lib/payments/refund';
import {changeOrderStatus} from '@/lib/orders/store';
import {tossApi} from '@/lib/payments/toss/api';
import {handleTossWebhook} from '@/lib/payments/toss/webhook';
import {startFakeToss, type FakeToss} from '../fakes/toss';
import {databaseKinds} from './databases';
import {SEED_CATALOG} from '@/lib/catalog/seed';

const SECRET = 'integration-test-secret-0123456789abcdef';
const PAGES = {country: 'kr' as const, language: 'ko' as const, successUrl: 'http://shop.test/kr/payment/success', failUrl: 'http://shop.test/kr/payment/fail'};

function priced(): PricedOrder {
  const p = priceOrder([{type: 'service', id: 4, quantity: 5}], 'kr', SEED_CATALOG);
  if (typeof p === 'string') throw new Error(p);
  return p;
}

for (const kind of databaseKinds) {
  test(`Toss Payments against a fake Toss (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    const fake: FakeToss = await startFakeToss();
    const settings = {secretKey: fake.secretKey, clientKey: 'test_gck_fake', baseUrl: fake.url, timeoutMs: 300};
    const providers = paymentProviders({toss: settings});
    const api = tossApi({...settings, timeoutMs: 10_000});
    t.after(async () => {
      await fake.close();
      await db.$disconnect();
      await database.drop();
    });
    const registered = await registerUser(db, {email: 'minsu@cafe.kr', password: 'Str0ngEnough'});
    assert.ok(registered.ok);
    const user = registered.user;

    /** A new order, a started Toss attempt, and the buyer authenticated in the widget. */
    async function authorized(method: 'CARD' | 'VIRTUAL_ACCOUNT' | 'EASY_PAY' = 'CARD', easyPayProvider?: string) {
      const {order} = await createOrder(db, {priced: priced(), customer: {name: '김민수', email: 'minsu@cafe.kr', phone: '010-1234-5678'}, country: 'kr', language: 'ko', user, secret: SECRET});
      const started = await startPayment(db, order, PAGES, providers);
      assert.ok(started.ok && started.start.kind === 'widget');
      const widget = started.start;
      assert.equal(widget.amount, 200_000);
      assert.match(widget.providerOrderId, /^[A-Za-z0-9_-]{6,64}$/);
      const paymentKey = fake.authorize({orderId: widget.providerOrderId, amount: widget.amount, method, easyPayProvider});
      return {order, orderId: widget.providerOrderId, paymentKey};
    }
    const confirms = () => fake.requests.filter((r) => r.path === '/v1/payments/confirm').length;
    const orderStatus = async (id: string) => (await db.order.findUniqueOrThrow({where: {id}})).status;
    const paymentMethod = async (id: string) => (await db.order.findUniqueOrThrow({where: {id}})).paymentMethod;

    await t.test('card: confirmed with Basic auth, an idempotency key and the order amount from the database', async () => {
      const {order, orderId, paymentKey} = await authorized();
      const before = confirms();
      assert.equal(await paymentMethod(order.id), null, 'unpaid: no method yet');
      const result = await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      assert.ok(result.ok && result.newlyPaid);
      assert.equal(await orderStatus(order.id), 'order_received');
      // The order records how it was paid (Toss's '카드'), the same value as its payment and the confirm's answer.
      assert.equal(await paymentMethod(order.id), 'card');
      assert.equal(result.payment.method, 'card');
      const sent = fake.requests.filter((r) => r.path === '/v1/payments/confirm').at(-1)!;
      assert.equal(sent.headers.authorization, `Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`);
      assert.equal(sent.headers['idempotency-key'], `toss:confirm:${orderId}:${paymentKey}`);
      assert.deepEqual(sent.body, {paymentKey, orderId, amount: 200_000});
      // The success URL refreshed: one confirm at Toss, nothing changes.
      const again = await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      assert.ok(again.ok && !again.newlyPaid);
      assert.equal(confirms(), before + 1);
    });

    await t.test('a wrong amount in the return is refused before Toss is asked', async () => {
      const {order, orderId, paymentKey} = await authorized();
      const before = confirms();
      assert.deepEqual(await confirmPayment(db, {orderId, amount: 1_000, paymentKey}, {providers}), {ok: false, code: 'AMOUNT_MISMATCH'});
      assert.equal(confirms(), before);
      assert.equal(await orderStatus(order.id), 'pending_payment');
    });

    await t.test('a declined card fails the attempt; the order stays payable with a new attempt', async () => {
      const {order, orderId, paymentKey} = await authorized();
      fake.behave({failCode: 'REJECT_CARD_PAYMENT'});
      const declined = await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      assert.deepEqual(declined, {ok: false, code: 'REJECT_CARD_PAYMENT', message: 'REJECT_CARD_PAYMENT'});
      assert.equal(await orderStatus(order.id), 'pending_payment');
      const retry = await startPayment(db, order, PAGES, providers);
      assert.ok(retry.ok && retry.start.kind === 'widget' && retry.start.providerOrderId !== orderId, 'a new Toss order id per attempt');
    });

    await t.test('50 confirms at once: one call to Toss, one paid order, one history entry', async () => {
      const {order, orderId, paymentKey} = await authorized();
      const before = confirms();
      const results = await Promise.all(Array.from({length: 50}, () => confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers})));
      assert.equal(results.filter((r) => r.ok).length, 50);
      assert.equal(results.filter((r) => r.ok && r.newlyPaid).length, 1);
      assert.equal(confirms(), before + 1);
      const history = await db.orderStatusChange.findMany({where: {orderId: order.id, toStatus: 'order_received'}});
      assert.equal(history.length, 1);
    });

    /** The attempt's stored state: what an attacker's confirm must leave alone. */
    const attempt = async (orderId: string) => {
      const row = await db.payment.findFirstOrThrow({where: {providerOrderId: orderId}});
      return {status: row.status, paymentKey: row.providerReference};
    };
    /** Another order of the same amount whose buyer paid at Toss, but whose return never reached us (a closed tab). */
    async function paidElsewhere() {
      const other = await authorized();
      assert.equal((await api.confirm({paymentKey: other.paymentKey, orderId: other.orderId, amount: 200_000}, `elsewhere:${other.orderId}`)).kind, 'ok');
      return other;
    }

    await t.test('a key that is not the attempt’s (a guess, another order’s) is refused without failing the attempt or being kept; the buyer’s own key still pays', async () => {
      const {order, orderId, paymentKey} = await authorized();
      const guessed = await confirmPayment(db, {orderId, amount: 200_000, paymentKey: 'tgen_0123456789abcdef01234567'}, {providers});
      assert.deepEqual(guessed, {ok: false, code: 'NOT_FOUND_PAYMENT_SESSION'}, 'Toss’s refusal, passed on');
      assert.deepEqual(await attempt(orderId), {status: 'pending', paymentKey: null});
      // Another order's real key, same amount: Toss refuses it for this order id.
      const other = await authorized();
      const foreign = await confirmPayment(db, {orderId, amount: 200_000, paymentKey: other.paymentKey}, {providers});
      assert.deepEqual(foreign, {ok: false, code: 'NOT_FOUND_PAYMENT_SESSION'});
      assert.deepEqual(await attempt(orderId), {status: 'pending', paymentKey: null});
      assert.equal(await orderStatus(order.id), 'pending_payment');

      const paid = await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      assert.ok(paid.ok && paid.newlyPaid, JSON.stringify(paid));
      assert.equal(await orderStatus(order.id), 'order_received');
      assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, toStatus: 'order_received'}}), 1);
      // The other order's key was never bound to this attempt: it still pays its own order.
      const otherPaid = await confirmPayment(db, {orderId: other.orderId, amount: 200_000, paymentKey: other.paymentKey}, {providers});
      assert.ok(otherPaid.ok && otherPaid.newlyPaid, JSON.stringify(otherPaid));
    });

    await t.test('the buyer’s confirm arriving while a guessed key is being checked waits for it, then pays', async () => {
      const {order, orderId, paymentKey} = await authorized();
      const patient = paymentProviders({toss: {...settings, timeoutMs: 10_000}});
      fake.behave({delayMs: 300});
      try {
        const guess = confirmPayment(db, {orderId, amount: 200_000, paymentKey: 'tgen_fedcba9876543210fedcba98'}, {providers: patient});
        const deadline = Date.now() + 5_000;
        while ((await attempt(orderId)).status !== 'authorizing' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        assert.deepEqual(await attempt(orderId), {status: 'authorizing', paymentKey: 'tgen_fedcba9876543210fedcba98'}, 'the guess is being checked with Toss');
        const [guessed, real] = await Promise.all([guess, confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers: patient})]);
        assert.equal(guessed.ok, false);
        assert.ok(real.ok && real.newlyPaid, JSON.stringify(real));
      } finally {
        fake.behave({});
      }
      assert.equal(await orderStatus(order.id), 'order_received');
      assert.equal((await attempt(orderId)).paymentKey, paymentKey);
    });

    await t.test('a lookup that finds another order’s payment (same amount) does not settle the attempt: confirm’s lookup', async () => {
      const {order, orderId, paymentKey} = await authorized();
      const other = await paidElsewhere();
      // Toss's confirm answers too late twice: the outcome is looked up by the key sent.
      fake.behave({delayMs: 800});
      const result = await confirmPayment(db, {orderId, amount: 200_000, paymentKey: other.paymentKey}, {providers});
      fake.behave({});
      assert.deepEqual(result, {ok: false, code: 'NOT_FOUND_PAYMENT'});
      assert.equal(await orderStatus(order.id), 'pending_payment', 'paid once, two orders delivered');
      assert.deepEqual(await attempt(orderId), {status: 'pending', paymentKey: null});
      // Both buyers' own keys pay their own orders, once.
      const paid = await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      assert.ok(paid.ok && paid.newlyPaid, JSON.stringify(paid));
      const otherPaid = await confirmPayment(db, {orderId: other.orderId, amount: 200_000, paymentKey: other.paymentKey}, {providers});
      assert.ok(otherPaid.ok && otherPaid.newlyPaid, JSON.stringify(otherPaid));
    });

    await t.test('a lookup that finds another order’s payment (same amount) does not settle the attempt: reconciliation', async () => {
      const {order, orderId, paymentKey} = await authorized();
      const other = await paidElsewhere();
      // Toss answers neither the confirm nor the lookup: the key stays with the attempt, outcome unknown.
      fake.behave({delayMs: 800, lookupDown: true});
      const result = await confirmPayment(db, {orderId, amount: 200_000, paymentKey: other.paymentKey}, {providers});
      fake.behave({});
      assert.deepEqual(result, {ok: false, code: 'PAYMENT_PENDING', pending: true});
      assert.deepEqual(await attempt(orderId), {status: 'unknown', paymentKey: other.paymentKey});

      await reconcilePayments(db, {providers});
      assert.equal(await orderStatus(order.id), 'pending_payment', 'paid once, two orders delivered');
      assert.deepEqual(await attempt(orderId), {status: 'pending', paymentKey: null}, 'the attempt is open again, without the key');
      const paid = await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      assert.ok(paid.ok && paid.newlyPaid, JSON.stringify(paid));
      await reconcilePayments(db, {providers});
      assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, toStatus: 'order_received'}}), 1);
    });

    await t.test('a confirm that times out is unknown, never failed; reconciliation settles it', async () => {
      const {order, orderId, paymentKey} = await authorized();
      fake.behave({delayMs: 800});
      const result = await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      assert.deepEqual(result, {ok: false, code: 'PAYMENT_PENDING', pending: true});
      assert.equal(await orderStatus(order.id), 'pending_payment');
      fake.behave({});
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // Toss finishes the slow confirm
      const settled = await reconcilePayments(db, {providers});
      assert.equal(settled.paid, 1);
      assert.equal(await orderStatus(order.id), 'order_received');
    });

    await t.test('virtual account: issued, then paid by the deposit webhook; wrong secrets and duplicates change nothing', async () => {
      const {order, orderId, paymentKey} = await authorized('VIRTUAL_ACCOUNT');
      const result = await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      assert.ok(result.ok && result.awaitingDeposit);
      assert.match(String((result.payment.details as {virtualAccount: {accountNumber: string}}).virtualAccount.accountNumber), /^X/);
      assert.equal(await orderStatus(order.id), 'pending_payment');
      assert.equal(await paymentMethod(order.id), null, 'not paid until the deposit');

      // A forged deposit callback (wrong secret): 400 and no change.
      const forged = await handleTossWebhook(db, api, {createdAt: new Date().toISOString(), secret: 'ps_forged', status: 'DONE', transactionKey: 'tx1', orderId}, 'whtrans_forged');
      assert.equal(forged.status, 400);
      assert.equal(await orderStatus(order.id), 'pending_payment');

      // The buyer deposits; Toss delivers the callback 100 times (retries): one transition.
      const stored = await db.payment.findFirstOrThrow({where: {providerOrderId: orderId}});
      // (Toss marks it DONE; its own delivery goes nowhere here, the callback is replayed below.)
      await fake.deposit(orderId, 'http://127.0.0.1:9/').catch(() => undefined);
      const callback = {createdAt: new Date().toISOString(), secret: stored.depositSecret, status: 'DONE', transactionKey: 'tx-deposit', orderId};
      const statuses = await Promise.all(Array.from({length: 100}, async () => (await handleTossWebhook(db, api, callback, 'whtrans_deposit_1')).status));
      assert.deepEqual([...new Set(statuses)], [200]);
      assert.equal(await orderStatus(order.id), 'order_received');
      // Paid by the webhook: the order records the virtual account.
      assert.equal(await paymentMethod(order.id), 'virtual_account');
      assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, toStatus: 'order_received'}}), 1);
      assert.equal(await db.providerEvent.count({where: {paymentId: stored.id}}), 1, 'one event for the deposit, however often it is delivered');
    });

    await t.test('an easy payment (간편결제) records its provider on the order, also when reconciliation settles it', async () => {
      const kakao = await authorized('EASY_PAY', '카카오페이');
      const paid = await confirmPayment(db, {orderId: kakao.orderId, amount: 200_000, paymentKey: kakao.paymentKey}, {providers});
      assert.ok(paid.ok && paid.newlyPaid);
      assert.equal(await paymentMethod(kakao.order.id), 'easy_pay:kakao_pay');
      assert.equal(paid.order.paymentMethod, 'easy_pay:kakao_pay');

      const toss = await authorized('EASY_PAY', '토스페이');
      fake.behave({delayMs: 800});
      assert.deepEqual(await confirmPayment(db, {orderId: toss.orderId, amount: 200_000, paymentKey: toss.paymentKey}, {providers}), {ok: false, code: 'PAYMENT_PENDING', pending: true});
      fake.behave({});
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await reconcilePayments(db, {providers});
      assert.equal(await orderStatus(toss.order.id), 'order_received');
      assert.equal(await paymentMethod(toss.order.id), 'easy_pay:toss_pay');
    });

    await t.test('a webhook whose change fails leaves no trace: the event is not marked seen, so the retry does the work', async () => {
      const {order} = await authorized();
      const event = {
        provider: 'toss' as const,
        eventId: `whtrans_crash_${order.id}`,
        type: 'DEPOSIT_CALLBACK',
        paymentId: (await db.payment.findFirstOrThrow({where: {orderId: order.id}})).id,
        payload: {},
      };
      const move = (tx: Parameters<Parameters<typeof recordEvent>[2]>[0]) => changeOrderStatus(tx, order.id, 'order_received', {id: null, label: 'system'}, {from: ['pending_payment']});
      await assert.rejects(
        recordEvent(db, event, async (tx) => {
          await move(tx);
          throw new Error('the server died half-way');
        }),
        /half-way/,
      );
      assert.equal(await orderStatus(order.id), 'pending_payment');
      assert.equal(await db.providerEvent.count({where: {eventId: event.eventId}}), 0);
      assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, toStatus: 'order_received'}}), 0);
      // The provider retries: now it is processed, once.
      assert.equal(await recordEvent(db, event, async (tx) => void (await move(tx))), 'processed');
      assert.equal(await recordEvent(db, event, async (tx) => void (await move(tx))), 'duplicate');
      assert.equal(await orderStatus(order.id), 'order_received');
      assert.equal(await db.orderStatusChange.count({where: {orderId: order.id, toStatus: 'order_received'}}), 1);
    });

    await t.test('an expired virtual account is closed by reconciliation (Toss sends no webhook)', async () => {
      const {order, orderId, paymentKey} = await authorized('VIRTUAL_ACCOUNT');
      await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      fake.expireVirtualAccount(orderId);
      const settled = await reconcilePayments(db, {providers});
      assert.equal(settled.expired, 1);
      assert.equal((await db.payment.findFirstOrThrow({where: {providerOrderId: orderId}})).status, 'failed');
      assert.equal(await orderStatus(order.id), 'pending_payment');
    });

    await t.test('a deposited virtual account is refunded only to the bank account the studio names', async () => {
      const {order, orderId, paymentKey} = await authorized('VIRTUAL_ACCOUNT');
      await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
      const stored = await db.payment.findFirstOrThrow({where: {providerOrderId: orderId}});
      await fake.deposit(orderId, 'http://127.0.0.1:9/').catch(() => undefined);
      await handleTossWebhook(db, api, {createdAt: new Date().toISOString(), secret: stored.depositSecret, status: 'DONE', transactionKey: 'tx-va-refund', orderId}, `whtrans_va_refund_${orderId}`);
      assert.equal(await orderStatus(order.id), 'order_received');
      const cancelsBefore = fake.requests.filter((r) => r.path === `/v1/payments/${paymentKey}/cancel`).length;

      const without = await refundOrder(db, {orderId: order.id, reason: '고객 요청', override: false, admin: {id: user.id}, refundKey: 'refund-va-1'}, providers);
      assert.deepEqual(without, {ok: false, error: 'refundAccountRequired'});
      assert.equal(fake.requests.filter((r) => r.path === `/v1/payments/${paymentKey}/cancel`).length, cancelsBefore);

      const account = {bank: '88', accountNumber: '110123456789', holderName: '김민수'};
      const done = await refundOrder(db, {orderId: order.id, reason: '고객 요청', override: false, admin: {id: user.id}, refundKey: 'refund-va-2', refundAccount: account}, providers);
      assert.deepEqual(done, {ok: true, refunded: 200_000, full: true});
      const sent = fake.requests.filter((r) => r.path === `/v1/payments/${paymentKey}/cancel`);
      assert.deepEqual((sent.at(-1)?.body as {refundReceiveAccount?: unknown}).refundReceiveAccount, account);
      assert.equal(await orderStatus(order.id), 'refunded');
    });

    await t.test('refunds by the terms: full before work, half during work, none after the draft unless overridden', async () => {
      const admin = {id: user.id};
      const paidOrder = async () => {
        const {order, orderId, paymentKey} = await authorized();
        const paid = await confirmPayment(db, {orderId, amount: 200_000, paymentKey}, {providers});
        assert.ok(paid.ok);
        return {order, paymentKey};
      };
      const cancels = () => fake.requests.filter((r) => r.path.endsWith('/cancel')).length;

      const before = await paidOrder();
      const full = await refundOrder(db, {orderId: before.order.id, reason: '고객 요청', override: false, admin, refundKey: 'refund-full-1'}, providers);
      assert.deepEqual(full, {ok: true, refunded: 200_000, full: true});
      assert.equal(await orderStatus(before.order.id), 'refunded');
      assert.equal(fake.payment(before.paymentKey)?.status, 'CANCELED');

      const during = await paidOrder();
      await changeOrderStatus(db, during.order.id, 'in_progress', {id: user.id, label: 'admin'});
      assert.deepEqual(await refundOrder(db, {orderId: during.order.id, amount: 150_000, reason: 'x', override: false, admin, refundKey: 'refund-big-1'}, providers), {
        ok: false,
        error: 'tooMuch',
        max: 100_000,
      });
      const sent = cancels();
      // A double click: the same refund key twice at once refunds once.
      const [half, twice] = await Promise.all([0, 1].map(() => refundOrder(db, {orderId: during.order.id, reason: '작업 중 취소', override: false, admin, refundKey: 'refund-half-1'}, providers)));
      assert.ok(half?.ok && twice?.ok);
      assert.equal((half.refunded ?? 0) + (twice.refunded ?? 0), 100_000);
      assert.equal(fake.payment(during.paymentKey)?.balanceAmount, 100_000);
      assert.equal(cancels(), sent + 1, 'the repeated key is answered from the refund ledger and never reaches Toss');
      assert.equal(await orderStatus(during.order.id), 'in_progress');
      assert.equal((await db.payment.findFirstOrThrow({where: {providerReference: during.paymentKey}})).refundedAmount, 100_000);

      const after = await paidOrder();
      await changeOrderStatus(db, after.order.id, 'draft_delivered', {id: user.id, label: 'admin'});
      assert.deepEqual(await refundOrder(db, {orderId: after.order.id, reason: 'x', override: false, admin, refundKey: 'refund-late-1'}, providers), {ok: false, error: 'notRefundable', max: 0});
      const overridden = await refundOrder(db, {orderId: after.order.id, amount: 50_000, reason: '품질 문제로 일부 환불', override: true, admin, refundKey: 'refund-override-1'}, providers);
      assert.deepEqual(overridden, {ok: true, refunded: 50_000, full: false});
      const history = await db.orderStatusChange.findMany({where: {orderId: after.order.id}, orderBy: {createdAt: 'asc'}});
      assert.match(history.at(-1)?.note ?? '', /override/);
    });

    await t.test('orders left unpaid for a day are cancelled by reconciliation', async () => {
      const {order} = await createOrder(db, {priced: priced(), customer: {name: '김민수', email: 'minsu@cafe.kr', phone: '010-1234-5678'}, country: 'kr', language: 'ko', user, secret: SECRET});
      const early = await reconcilePayments(db, {providers});
      assert.equal(await orderStatus(order.id), 'pending_payment', `not yet: ${JSON.stringify(early)}`);
      await reconcilePayments(db, {providers, now: new Date(Date.now() + UNPAID_ORDER_TTL_MS + 60_000)});
      assert.equal(await orderStatus(order.id), 'cancelled');
    });
  });
}
