import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {paymentProviders} from '@/lib/payments';
import {cashReceiptOfOrder} from '@/lib/payments/cash-receipt-issue';
import {confirmPayment, startPayment} from '@/lib/payments/flow';
import {reconcilePayments} from '@/lib/payments/reconcile';
import {paymentStartSchema} from '@/lib/payments/schema';
import {tossApi} from '@/lib/payments/toss/api';
import {handleTossWebhook, webhookLookupGate} from '@/lib/payments/toss/webhook';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import type {CountryCode} from '@/lib/countries';
import {startFakeToss, type FakeToss} from '../fakes/toss';
import {databaseKinds} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const pages = (country: CountryCode) => ({country, language: 'ko' as const, successUrl: `http://shop.test/${country}/payment/success`, failUrl: `http://shop.test/${country}/payment/fail`});
/** A valid business registration number (its check digit holds). */
const BUSINESS = '1234567891';

/** What the checkout sends, parsed by the endpoint's own schema. */
function requested(input: {type: string; number: string}) {
  const parsed = paymentStartSchema.safeParse({orderId: 'x', cashReceipt: input});
  assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
  return parsed.data.cashReceipt;
}

test('the start endpoint refuses a cash receipt whose number does not fit its type', () => {
  const refused = (input: unknown) => {
    const parsed = paymentStartSchema.safeParse({orderId: 'x', cashReceipt: input});
    assert.ok(!parsed.success, JSON.stringify(input));
    return parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };
  // Income deduction goes to a mobile phone number; expense proof to a 10-digit business number with a valid check digit.
  assert.deepEqual(refused({type: 'income_deduction', number: '02-123-4567'}), [['cashReceipt.number', 'cashReceiptPhone']]);
  assert.deepEqual(refused({type: 'income_deduction', number: '010-12'}), [['cashReceipt.number', 'cashReceiptPhone']]);
  assert.deepEqual(refused({type: 'expense_proof', number: '123-45-67890'}), [['cashReceipt.number', 'cashReceiptBusiness']]);
  assert.deepEqual(refused({type: 'expense_proof', number: '12345678'}), [['cashReceipt.number', 'cashReceiptBusiness']]);
  assert.deepEqual(refused({type: 'expense_proof', number: '010-1234-5678'}), [['cashReceipt.number', 'cashReceiptBusiness']]);
  assert.equal(refused({type: 'receipt', number: BUSINESS})[0]?.[0], 'cashReceipt.type');
  // Dashes and spaces are the buyer's; the digits are what is stored and sent.
  assert.deepEqual(requested({type: 'income_deduction', number: '010-1234 5678'}), {type: 'income_deduction', number: '01012345678'});
  assert.deepEqual(requested({type: 'expense_proof', number: '123-45-67891'}), {type: 'expense_proof', number: BUSINESS});
});

for (const kind of databaseKinds) {
  test(`cash receipts with Toss transfers and virtual accounts (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    const fake: FakeToss = await startFakeToss();
    const settings = {secretKey: fake.secretKey, clientKey: 'test_gck_fake', baseUrl: fake.url, timeoutMs: 2_000};
    const providers = paymentProviders({toss: settings, stripe: {secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake', timeoutMs: 300}});
    const api = tossApi(settings);
    t.after(async () => {
      await fake.close();
      await db.$disconnect();
      await database.drop();
    });

    async function order(country: CountryCode = 'kr') {
      const priced = priceOrder([{type: 'service', id: 4, quantity: 5}], country, SEED_CATALOG);
      if (typeof priced === 'string') throw new Error(priced);
      return (await createOrder(db, {priced, customer: {name: '김민수', email: 'minsu@cafe.kr', phone: '010-1234-5678'}, country, language: 'ko', user: null, secret: SECRET})).order;
    }
    /** A Korean order, its Toss attempt started with the cash receipt asked for, and the buyer through Toss's window. */
    async function paidWith(
      method: 'CARD' | 'VIRTUAL_ACCOUNT' | 'TRANSFER' | 'EASY_PAY',
      cashReceipt = requested({type: 'income_deduction', number: '010-9876-5432'}),
      windowReceipt?: {type: '소득공제' | '지출증빙'; registrationNumber: string},
    ) {
      const placed = await order();
      const started = await startPayment(db, placed, {...pages('kr'), cashReceipt}, providers);
      assert.ok(started.ok && started.start.kind === 'widget');
      const widget = started.start;
      const paymentKey = fake.authorize({orderId: widget.providerOrderId, amount: widget.amount, method, windowReceipt});
      const confirmed = await confirmPayment(db, {orderId: widget.providerOrderId, amount: widget.amount, paymentKey}, {providers});
      assert.ok(confirmed.ok, JSON.stringify(confirmed));
      return {order: placed, widget, paymentKey, confirmed};
    }
    const stored = async (orderId: string) => db.cashReceipt.findFirstOrThrow({where: {payment: {orderId}}});
    const issuedFor = (orderId: string) => fake.cashReceipts.filter((r) => r.orderId === orderId);

    await t.test('transfer: the request is stored with the attempt and issued at Toss once the transfer is confirmed', async () => {
      const {order: placed, widget} = await paidWith('TRANSFER');
      // The widget is opened with the type in Toss's words (its virtual-account option).
      assert.equal(widget.cashReceiptType, '소득공제');
      const [sent, ...more] = fake.requests.filter((r) => r.path === '/v1/cash-receipts' && (r.body as {orderId?: string}).orderId === widget.providerOrderId);
      assert.equal(more.length, 0, 'asked once');
      // Toss's cash receipt API: the payment's amount and order, the buyer's digits, the type in Toss's words.
      assert.deepEqual(sent!.body, {amount: 200_000, orderId: widget.providerOrderId, orderName: widget.orderName, customerIdentityNumber: '01098765432', type: '소득공제'});
      assert.match(widget.orderName, / x 5장$/);
      const payment = await db.payment.findFirstOrThrow({where: {orderId: placed.id}});
      assert.equal(sent!.headers['idempotency-key'], `toss:cash-receipt:${payment.id}`);

      const row = await stored(placed.id);
      const [issued] = issuedFor(widget.providerOrderId);
      assert.equal(row.status, 'issued');
      assert.equal(row.registrationNumber, '01098765432');
      assert.equal(row.receiptKey, issued!.receiptKey);
      assert.equal(row.issueNumber, issued!.issueNumber);
      assert.equal(row.receiptUrl, issued!.receiptUrl);
      // The pages see the type, the masked number and Toss's receipt page.
      assert.deepEqual(await cashReceiptOfOrder(db, placed.id), {
        type: 'income_deduction',
        number: '010-****-5432',
        status: 'issued',
        issueNumber: issued!.issueNumber,
        receiptUrl: issued!.receiptUrl,
      });

      // Reconciliation and a second confirm issue nothing more.
      await reconcilePayments(db, {providers});
      assert.equal(issuedFor(widget.providerOrderId).length, 1);
    });

    await t.test('virtual account: requested at the account’s issue, issued with the deposit (expense proof to the business number)', async () => {
      const {order: placed, widget, confirmed} = await paidWith('VIRTUAL_ACCOUNT', requested({type: 'expense_proof', number: '123-45-67891'}));
      assert.ok(confirmed.ok && confirmed.awaitingDeposit);
      assert.equal(widget.cashReceiptType, '지출증빙');
      assert.equal((await stored(placed.id)).status, 'requested', 'no money yet: nothing issued');
      assert.equal(issuedFor(widget.providerOrderId).length, 0);
      assert.deepEqual(await cashReceiptOfOrder(db, placed.id), {type: 'expense_proof', number: '123-45-*****', status: 'requested', issueNumber: null, receiptUrl: null});

      const payment = await db.payment.findFirstOrThrow({where: {orderId: placed.id}});
      await fake.deposit(widget.providerOrderId, 'http://127.0.0.1:9/').catch(() => undefined);
      const callback = {createdAt: new Date().toISOString(), secret: payment.depositSecret, status: 'DONE', transactionKey: 'tx-deposit', orderId: widget.providerOrderId};
      const answers = await Promise.all(Array.from({length: 5}, async () => (await handleTossWebhook(db, api, callback, 'whtrans_cash_receipt', webhookLookupGate(), providers)).status));
      assert.deepEqual([...new Set(answers)], [200]);
      const issued = issuedFor(widget.providerOrderId);
      assert.equal(issued.length, 1, 'five deliveries, one receipt');
      assert.equal(issued[0]!.type, '지출증빙');
      assert.equal(issued[0]!.customerIdentityNumber, BUSINESS);
      assert.equal((await stored(placed.id)).status, 'issued');
    });

    await t.test('one the buyer also asked for in Toss’s own window is Toss’s: recorded, not issued a second time', async () => {
      const {order: placed, widget} = await paidWith('TRANSFER', requested({type: 'income_deduction', number: '01098765432'}), {type: '소득공제', registrationNumber: '01098765432'});
      assert.equal(issuedFor(widget.providerOrderId).length, 0);
      const row = await stored(placed.id);
      assert.equal(row.status, 'issued');
      assert.match(String(row.receiptUrl), /ref=window$/);
    });

    await t.test('card and easy payments: the request is dropped, nothing is sent to Toss', async () => {
      for (const method of ['CARD', 'EASY_PAY'] as const) {
        const {order: placed, widget} = await paidWith(method);
        assert.equal((await stored(placed.id)).status, 'not_applicable', method);
        assert.equal(issuedFor(widget.providerOrderId).length, 0, method);
        assert.equal(fake.requests.filter((r) => r.path === '/v1/cash-receipts' && (r.body as {orderId?: string}).orderId === widget.providerOrderId).length, 0);
      }
    });

    await t.test('Toss refuses or does not answer: the payment stands; an unanswered one is asked again by reconciliation with the same key', async () => {
      // Refused: recorded as failed (the studio issues it by hand), the order is paid all the same.
      const refusing = paymentProviders({toss: settings});
      const refusingToss = refusing.byId('toss')!;
      const realIssue = refusingToss.issueCashReceipt!.bind(refusingToss);
      refusingToss.issueCashReceipt = async () => ({status: 'failed', code: 'INVALID_REQUEST'});
      const placed = await order();
      const started = await startPayment(db, placed, {...pages('kr'), cashReceipt: requested({type: 'income_deduction', number: '01011112222'})}, refusing);
      assert.ok(started.ok && started.start.kind === 'widget');
      const key = fake.authorize({orderId: started.start.providerOrderId, amount: started.start.amount, method: 'TRANSFER'});
      const paid = await confirmPayment(db, {orderId: started.start.providerOrderId, amount: started.start.amount, paymentKey: key}, {providers: refusing});
      assert.ok(paid.ok && paid.newlyPaid);
      assert.deepEqual({status: (await stored(placed.id)).status, failureCode: (await stored(placed.id)).failureCode}, {status: 'failed', failureCode: 'INVALID_REQUEST'});

      // No answer: still requested; the next reconciliation run issues it.
      refusingToss.issueCashReceipt = async () => ({status: 'pending', reason: 'TimeoutError'});
      const second = await order();
      const again = await startPayment(db, second, {...pages('kr'), cashReceipt: requested({type: 'income_deduction', number: '01033334444'})}, refusing);
      assert.ok(again.ok && again.start.kind === 'widget');
      const key2 = fake.authorize({orderId: again.start.providerOrderId, amount: again.start.amount, method: 'TRANSFER'});
      assert.ok((await confirmPayment(db, {orderId: again.start.providerOrderId, amount: again.start.amount, paymentKey: key2}, {providers: refusing})).ok);
      assert.equal((await stored(second.id)).status, 'requested');
      refusingToss.issueCashReceipt = realIssue;
      await db.cashReceipt.updateMany({where: {payment: {orderId: second.id}}, data: {updatedAt: new Date(Date.now() - 5 * 60_000)}});
      await reconcilePayments(db, {providers: refusing});
      assert.equal((await stored(second.id)).status, 'issued');
      assert.equal(issuedFor(again.start.providerOrderId)[0]?.customerIdentityNumber, '01033334444');
    });

    await t.test('never for Stripe or the demo: the start is refused and no attempt is made', async () => {
      const american = await order('us');
      const refused = await startPayment(db, american, {...pages('us'), cashReceipt: requested({type: 'income_deduction', number: '01012345678'})}, providers);
      assert.deepEqual(refused, {ok: false, error: 'cashReceiptUnavailable'});
      assert.equal(await db.payment.count({where: {orderId: american.id}}), 0);
      // Korea without Toss keys runs the demo: no cash receipt either.
      const demoKorea = await order();
      const demo = await startPayment(db, demoKorea, {...pages('kr'), cashReceipt: requested({type: 'income_deduction', number: '01012345678'})}, paymentProviders({}));
      assert.deepEqual(demo, {ok: false, error: 'cashReceiptUnavailable'});
      // Without one, both start as before.
      assert.ok((await startPayment(db, demoKorea, pages('kr'), paymentProviders({}))).ok);
      assert.equal(await db.cashReceipt.count({where: {payment: {orderId: {in: [american.id, demoKorea.id]}}}}), 0);
    });
  });
}
