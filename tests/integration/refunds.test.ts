/**
 * The refund ledger against the fake Toss and Stripe (and the demo provider): concurrent refunds
 * with different keys never send the provider more than the terms allow, a key is one refund,
 * refusals release the reservation, and refunds whose answer was lost are settled by
 * reconciliation. The crash (SIGKILL) case is in crash.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registerUser} from '@/lib/auth/accounts';
import type {CountryCode} from '@/lib/countries';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {priceOrder} from '@/lib/orders/pricing';
import {changeOrderStatus, createOrder} from '@/lib/orders/store';
import {paymentProviders} from '@/lib/payments';
import {applyConfirmResult, confirmPayment, startPayment} from '@/lib/payments/flow';
import {reconcilePayments} from '@/lib/payments/reconcile';
import {refundOrder, type RefundOutcome} from '@/lib/payments/refund';
import {startFakeStripe, type FakeStripe} from '../fakes/stripe';
import {startFakeToss, type FakeToss} from '../fakes/toss';
import {databaseKinds} from './databases';
import {SEED_CATALOG} from '@/lib/catalog/seed';

const SECRET = 'integration-test-secret-0123456789abcdef';

for (const kind of databaseKinds) {
  test(`the refund ledger against the fake Toss and Stripe (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    const toss: FakeToss = await startFakeToss();
    const stripe: FakeStripe = await startFakeStripe();
    const tossSettings = {secretKey: toss.secretKey, clientKey: 'test_gck_fake', baseUrl: toss.url, timeoutMs: 5_000};
    const stripeSettings = {secretKey: 'sk_test_fake', webhookSecret: 'whsec_test', timeoutMs: 5_000, api: {host: stripe.host, port: stripe.port, protocol: 'http' as const}};
    const providers = paymentProviders({toss: tossSettings, stripe: stripeSettings});
    // Impatient clients: an answer held back past 300 ms is unknown.
    const impatient = paymentProviders({toss: {...tossSettings, timeoutMs: 300}, stripe: {...stripeSettings, timeoutMs: 300}});
    t.after(async () => {
      await toss.close();
      await stripe.close();
      await db.$disconnect();
      await database.drop();
    });
    const registered = await registerUser(db, {email: 'admin@studio.test', password: 'Str0ngEnough'});
    assert.ok(registered.ok);
    const admin = {id: registered.user.id};

    /** A paid order (order received): through Toss for kr (200,000 KRW), Stripe for us (14,600 cents), the demo otherwise. */
    async function paidOrder(country: CountryCode, via = providers) {
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
      const started = await startPayment(db, order, {country, language: 'en', successUrl: `http://shop.test/${country}/payment/success`, failUrl: `http://shop.test/${country}/payment/fail`}, via);
      assert.ok(started.ok);
      let reference: string;
      if (started.start.kind === 'widget') {
        reference = toss.authorize({orderId: started.start.providerOrderId, amount: order.amount});
        assert.ok((await confirmPayment(db, {orderId: started.start.providerOrderId, amount: order.amount, paymentKey: reference}, {providers: via})).ok);
      } else {
        reference = started.start.reference;
        if (stripe.sessions.has(reference)) stripe.complete(reference);
        assert.ok((await confirmPayment(db, {orderId: order.number, amount: order.amount, paymentKey: reference}, {providers: via})).ok);
      }
      const intent = stripe.sessions.get(reference)?.payment_intent ?? null;
      return {order, reference, intent};
    }
    const inProgress = (orderId: string) => changeOrderStatus(db, orderId, 'in_progress', {id: admin.id, label: 'admin'});
    const refund = (orderId: string, refundKey: string, extra: {amount?: number; override?: boolean} = {}, via = providers, options: {waitMs?: number} = {}) =>
      refundOrder(db, {orderId, reason: '고객 요청', override: extra.override ?? false, amount: extra.amount, admin, refundKey}, via, options);
    const atOnce = (orderId: string, keys: string[], amount?: number) => Promise.all(keys.map((key) => refund(orderId, key, {amount})));
    const cancelsSent = (paymentKey: string) => toss.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentKey}/cancel`).length;
    const refundsSent = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length;
    const tossRefunded = (paymentKey: string) => {
      const payment = toss.payment(paymentKey)!;
      return payment.totalAmount - (payment.balanceAmount ?? payment.totalAmount);
    };
    /** The ledger of an order's payment: rows by status, and what the payment row says. */
    async function ledger(orderId: string) {
      const payment = await db.payment.findFirstOrThrow({where: {orderId, status: {in: ['succeeded', 'partially_refunded', 'refunded']}}, include: {refunds: {orderBy: {createdAt: 'asc'}}}});
      const sum = (status: string) => payment.refunds.filter((r) => r.status === status).reduce((total, r) => total + r.amount, 0);
      return {payment, rows: payment.refunds, succeeded: sum('succeeded'), requested: sum('requested'), failed: payment.refunds.filter((r) => r.status === 'failed').length};
    }
    const okAmounts = (results: RefundOutcome[]) => results.flatMap((r) => (r.ok ? [r.refunded] : [])).sort((a, b) => a - b);
    const refusals = (results: RefundOutcome[]) => results.filter((r) => !r.ok);

    await t.test('Toss: concurrent refunds with different keys of an order in progress reach Toss for exactly the half the terms allow', async () => {
      const {order, reference} = await paidOrder('kr');
      await inProgress(order.id);
      // Four admins ask 40,000 each at once: two fit in 100,000, the others are told what is left.
      const first = await atOnce(order.id, ['toss-par-a1', 'toss-par-a2', 'toss-par-a3', 'toss-par-a4'], 40_000);
      assert.deepEqual(okAmounts(first), [40_000, 40_000]);
      assert.deepEqual(refusals(first), [
        {ok: false, error: 'tooMuch', max: 20_000},
        {ok: false, error: 'tooMuch', max: 20_000},
      ]);
      // Three ask for "whatever is left" at once: one gets the 20,000, the others nothing.
      const second = await atOnce(order.id, ['toss-par-b1', 'toss-par-b2', 'toss-par-b3']);
      assert.deepEqual(okAmounts(second), [20_000]);
      assert.deepEqual(refusals(second), [
        {ok: false, error: 'notRefundable', max: 0},
        {ok: false, error: 'notRefundable', max: 0},
      ]);

      assert.equal(tossRefunded(reference), 100_000, 'Toss refunded what the terms allow, no more');
      assert.equal(cancelsSent(reference), 3, 'refused refunds never reached Toss');
      const {payment, rows, succeeded, requested} = await ledger(order.id);
      assert.deepEqual(
        {succeeded, requested, refundedAmount: payment.refundedAmount, status: payment.status},
        {succeeded: 100_000, requested: 0, refundedAmount: 100_000, status: 'partially_refunded'},
      );
      const tossKeys = (toss.payment(reference)?.cancels ?? []).map((c) => c.transactionKey).sort();
      assert.deepEqual(rows.map((r) => r.providerReference).sort(), tossKeys, 'each row holds its own Toss cancel');
      assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'in_progress');
      const notes = await db.orderStatusChange.findMany({where: {orderId: order.id, fromStatus: 'in_progress', toStatus: 'in_progress'}});
      assert.equal(notes.filter((n) => /^refund \d+ KRW: 고객 요청$/.test(n.note ?? '')).length, 3, 'each partial refund noted in the history');
      const audited = await db.auditLog.findMany({where: {action: 'order.refund', targetId: order.id}});
      assert.deepEqual(
        audited.map((a) => [a.actorId, (a.after as {amount: number}).amount]).sort(),
        [
          [admin.id, 20_000],
          [admin.id, 40_000],
          [admin.id, 40_000],
        ],
        'each refund paid out is audited once, in the admin`s name',
      );
    });

    await t.test('Stripe: concurrent refunds with different keys of an order in progress reach Stripe for exactly the half the terms allow', async () => {
      const {order, intent} = await paidOrder('us');
      assert.ok(intent);
      assert.equal(order.amount, 14_600);
      await inProgress(order.id);
      const sentBefore = refundsSent();
      const first = await atOnce(order.id, ['stripe-par-a1', 'stripe-par-a2', 'stripe-par-a3', 'stripe-par-a4'], 3_000);
      assert.deepEqual(okAmounts(first), [3_000, 3_000]);
      assert.deepEqual(refusals(first), [
        {ok: false, error: 'tooMuch', max: 1_300},
        {ok: false, error: 'tooMuch', max: 1_300},
      ]);
      const second = await atOnce(order.id, ['stripe-par-b1', 'stripe-par-b2', 'stripe-par-b3']);
      assert.deepEqual(okAmounts(second), [1_300]);
      assert.equal(refusals(second).length, 2);

      assert.equal(stripe.refunded(intent), 7_300, 'Stripe refunded what the terms allow, no more');
      assert.equal(refundsSent() - sentBefore, 3, 'refused refunds never reached Stripe');
      const {payment, rows, succeeded} = await ledger(order.id);
      assert.deepEqual({succeeded, refundedAmount: payment.refundedAmount, status: payment.status}, {succeeded: 7_300, refundedAmount: 7_300, status: 'partially_refunded'});
      // Each Stripe refund carries its ledger row's id, and each row the Stripe refund's id.
      const atStripe = [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);
      assert.deepEqual(atStripe.map((r) => r.metadata.refundId).sort(), rows.map((r) => r.id).sort());
      assert.deepEqual(rows.map((r) => r.providerReference).sort(), atStripe.map((r) => r.id).sort());
    });

    await t.test('the same key twice, one after the other or at once, refunds once', async () => {
      const {order, reference} = await paidOrder('kr');
      const once = await refund(order.id, 'toss-same-1', {amount: 50_000});
      assert.deepEqual(once, {ok: true, refunded: 50_000, full: false});
      // Repeated (even with another amount): the first refund's outcome, nothing new at Toss.
      assert.deepEqual(await refund(order.id, 'toss-same-1', {amount: 70_000}), {ok: true, refunded: 0, full: false});
      assert.equal(cancelsSent(reference), 1);
      const together = await atOnce(
        order.id,
        Array.from({length: 5}, () => 'toss-same-2'),
        30_000,
      );
      assert.ok(
        together.every((r) => r.ok),
        JSON.stringify(together),
      );
      assert.deepEqual(okAmounts(together), [0, 0, 0, 0, 30_000]);
      assert.equal(cancelsSent(reference), 2, 'five requests with one key: one cancel');
      assert.equal(tossRefunded(reference), 80_000);
      assert.deepEqual(
        (await ledger(order.id)).rows.map((r) => [r.idempotencyKey, r.amount, r.status]),
        [
          ['toss-same-1', 50_000, 'succeeded'],
          ['toss-same-2', 30_000, 'succeeded'],
        ],
      );

      const paid = await paidOrder('us');
      const sentBefore = refundsSent();
      const stripeTogether = await atOnce(
        paid.order.id,
        Array.from({length: 5}, () => 'stripe-same-1'),
        1_000,
      );
      assert.deepEqual(okAmounts(stripeTogether), [0, 0, 0, 0, 1_000]);
      assert.equal(refundsSent() - sentBefore, 1);
      assert.equal(stripe.refunded(paid.intent!), 1_000);
    });

    await t.test('a full refund before work starts: the order and the payment are refunded (Toss, Stripe, demo)', async () => {
      for (const country of ['kr', 'us', 'au'] as const) {
        const via = country === 'au' ? paymentProviders({toss: tossSettings}) : providers; // au: no Stripe keys here, so the demo
        const {order, reference, intent} = await paidOrder(country, via);
        const done = await refund(order.id, `full-${country}`, {}, via);
        assert.deepEqual(done, {ok: true, refunded: order.amount, full: true}, country);
        const after = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {history: {where: {toStatus: 'refunded'}}}});
        assert.equal(after.status, 'refunded');
        assert.equal(after.history.length, 1);
        assert.deepEqual({actorId: after.history[0]?.actorId, actorLabel: after.history[0]?.actorLabel}, {actorId: admin.id, actorLabel: 'system'}, 'only the ledger moves an order to refunded');
        const {payment, succeeded} = await ledger(order.id);
        assert.deepEqual({status: payment.status, refundedAmount: payment.refundedAmount, succeeded}, {status: 'refunded', refundedAmount: order.amount, succeeded: order.amount});
        if (country === 'kr') assert.equal(toss.payment(reference)?.status, 'CANCELED');
        if (country === 'us') assert.equal(stripe.refunded(intent!), order.amount);
        // Nothing is left: the next refund is refused with its max, like the terms refuse one.
        assert.deepEqual(await refund(order.id, `full-${country}-again`, {override: true}, via), {ok: false, error: 'notRefundable', max: 0});
        // A late or replayed provider answer (a webhook sent again) never turns a refunded payment back.
        for (const late of [
          {status: 'paid', method: 'card'},
          {status: 'failed', code: 'LATE'},
          {status: 'unknown', reason: 'late'},
          {status: 'awaiting_deposit', method: 'virtual account', details: {}},
        ] as const) {
          await applyConfirmResult(db, payment.id, late);
          const now = await ledger(order.id);
          assert.deepEqual({status: now.payment.status, refundedAmount: now.payment.refundedAmount}, {status: 'refunded', refundedAmount: order.amount}, `${country}: after a late ${late.status}`);
        }
        assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'refunded');
      }
    });

    await t.test('a refund the provider refuses fails its row, records nothing and frees the amount for a later refund', async () => {
      const {order, reference} = await paidOrder('kr');
      toss.behave({cancelFailCode: 'FORBIDDEN_CONSECUTIVE_REQUEST'});
      assert.deepEqual(await refund(order.id, 'toss-refused-1'), {ok: false, error: 'provider', message: 'FORBIDDEN_CONSECUTIVE_REQUEST'});
      let state = await ledger(order.id);
      assert.deepEqual(
        state.rows.map((r) => [r.status, r.failureMessage]),
        [['failed', 'FORBIDDEN_CONSECUTIVE_REQUEST']],
      );
      assert.deepEqual({refundedAmount: state.payment.refundedAmount, status: state.payment.status}, {refundedAmount: 0, status: 'succeeded'});
      assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'order_received');
      assert.equal(tossRefunded(reference), 0);
      // The same key again is the same (failed) refund; Toss is not asked again.
      assert.deepEqual(await refund(order.id, 'toss-refused-1'), {ok: false, error: 'provider', message: 'FORBIDDEN_CONSECUTIVE_REQUEST'});
      assert.equal(cancelsSent(reference), 1);
      // A new refund can take the whole amount again.
      assert.deepEqual(await refund(order.id, 'toss-refused-2'), {ok: true, refunded: 200_000, full: true});
      state = await ledger(order.id);
      assert.deepEqual({succeeded: state.succeeded, failed: state.failed, refunded: tossRefunded(reference)}, {succeeded: 200_000, failed: 1, refunded: 200_000});

      const paid = await paidOrder('us');
      stripe.behave({refundFail: {status: 400, type: 'invalid_request_error', code: 'charge_disputed'}});
      assert.deepEqual(await refund(paid.order.id, 'stripe-refused-1'), {ok: false, error: 'provider', message: 'charge_disputed'});
      assert.equal(stripe.refunded(paid.intent!), 0);
      assert.deepEqual(await refund(paid.order.id, 'stripe-refused-2'), {ok: true, refunded: 14_600, full: true});
      assert.equal(stripe.refunded(paid.intent!), 14_600);
    });

    await t.test('an answer that never comes leaves the refund requested and reserved; reconciliation settles it after the grace', async () => {
      const {order, reference} = await paidOrder('kr');
      await inProgress(order.id);
      // Toss cancels, but every answer (the retry with the same key too) comes too late.
      toss.behave({cancelHoldMs: 1_000});
      assert.deepEqual(await refund(order.id, 'toss-lost-1', {}, impatient), {ok: false, error: 'pending', message: 'TimeoutError'});
      toss.behave({});
      assert.equal(tossRefunded(reference), 100_000, 'Toss did refund');
      let state = await ledger(order.id);
      assert.deepEqual({requested: state.requested, refundedAmount: state.payment.refundedAmount}, {requested: 100_000, refundedAmount: 0});
      // While unknown, the amount stays reserved, and the same key reports it pending without asking Toss.
      const sent = cancelsSent(reference);
      assert.deepEqual(await refund(order.id, 'toss-lost-2', {amount: 1_000}), {ok: false, error: 'notRefundable', max: 0});
      assert.deepEqual(await refund(order.id, 'toss-lost-1', {}, providers, {waitMs: 200}), {ok: false, error: 'pending'});
      assert.equal(cancelsSent(reference), sent);

      // Within the grace reconciliation leaves it (the request may still be under way); after it, it settles it once.
      assert.equal((await reconcilePayments(db, {providers})).refunds, 0);
      const later = new Date(Date.now() + 3 * 60_000);
      assert.equal((await reconcilePayments(db, {providers, now: later})).refunds, 1);
      assert.equal((await reconcilePayments(db, {providers, now: later})).refunds, 0);
      state = await ledger(order.id);
      assert.deepEqual({succeeded: state.succeeded, requested: state.requested, refundedAmount: state.payment.refundedAmount}, {succeeded: 100_000, requested: 0, refundedAmount: 100_000});
      assert.equal(state.rows[0]?.providerReference, toss.payment(reference)?.cancels?.[0]?.transactionKey);
      assert.equal(toss.payment(reference)?.cancels?.length, 1, 'asked again with the same key, Toss refunded once');
      assert.deepEqual(await refund(order.id, 'toss-lost-1'), {ok: true, refunded: 0, full: false});
      // Settled by reconciliation, the refund is still audited once, in the name of the admin who asked.
      const audited = await db.auditLog.findMany({where: {action: 'order.refund', targetId: order.id}});
      assert.deepEqual(
        audited.map((a) => [a.actorId, (a.after as {refundId: string}).refundId]),
        [[admin.id, state.rows[0]?.id]],
      );

      const paid = await paidOrder('us');
      stripe.behave({refundHoldMs: 1_500});
      const lost = await refund(paid.order.id, 'stripe-lost-1', {}, impatient);
      stripe.behave({});
      assert.equal(lost.ok || lost.error, 'pending', JSON.stringify(lost));
      assert.equal(stripe.refunded(paid.intent!), 14_600, 'Stripe did refund');
      assert.equal((await ledger(paid.order.id)).requested, 14_600);
      assert.equal((await reconcilePayments(db, {providers, now: later})).refunds, 1);
      const settled = await ledger(paid.order.id);
      assert.deepEqual({succeeded: settled.succeeded, status: settled.payment.status}, {succeeded: 14_600, status: 'refunded'});
      assert.equal(settled.rows[0]?.providerReference, [...stripe.refunds.values()].find((r) => r.payment_intent === paid.intent)?.id);
      assert.equal((await db.order.findUniqueOrThrow({where: {id: paid.order.id}})).status, 'refunded');
    });

    await t.test('a refund reserved but never sent (a crash before the call): Stripe has none, so it fails; Toss gets it with the same key, once', async () => {
      const reserveOnly = async (orderId: string, amount: number, key: string) => {
        const payment = await db.payment.findFirstOrThrow({where: {orderId, status: 'succeeded'}});
        return db.refund.create({data: {paymentId: payment.id, amount, currency: payment.currency, reason: 'crashed before the call', actorId: admin.id, idempotencyKey: key}});
      };
      const paid = await paidOrder('us');
      const stripeRow = await reserveOnly(paid.order.id, 2_000, 'stripe-unsent-1');
      const tossPaid = await paidOrder('kr');
      const tossRow = await reserveOnly(tossPaid.order.id, 30_000, 'toss-unsent-1');

      // With no grace, a refund reserved in the same millisecond as the run counts too (it was left
      // out at random on a fast PostgreSQL in CI): the run's time is the last reservation's own.
      const reservedAt = (await db.refund.findUniqueOrThrow({where: {id: tossRow.id}})).createdAt;
      const tally = await reconcilePayments(db, {providers, refundGraceMs: 0, now: reservedAt});
      assert.equal(tally.refunds, 2);
      assert.deepEqual(await db.refund.findUniqueOrThrow({where: {id: stripeRow.id}, select: {status: true, failureMessage: true}}), {status: 'failed', failureMessage: 'not found at Stripe'});
      assert.equal(stripe.refunded(paid.intent!), 0);
      assert.equal((await ledger(paid.order.id)).payment.refundedAmount, 0);

      assert.equal((await db.refund.findUniqueOrThrow({where: {id: tossRow.id}})).status, 'succeeded');
      assert.equal(tossRefunded(tossPaid.reference), 30_000);
      assert.equal((await ledger(tossPaid.order.id)).payment.refundedAmount, 30_000);
      const keys = toss.requests.filter((r) => r.path === `/v1/payments/${tossPaid.reference}/cancel`).map((r) => r.headers['idempotency-key']);
      assert.deepEqual(keys, [`toss:cancel:${tossPaid.reference}:${tossRow.id}`]);
    });
  });
}
