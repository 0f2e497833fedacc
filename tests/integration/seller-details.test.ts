/**
 * Korea's live payments wait for the seller's details (docs/admin.md#setting-up-the-shop): with
 * Toss's live keys, a Korean order cannot start paying while the details Korean law requires are
 * missing; with its test keys, or in demo mode, it can; once the owner fills them in, it can.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BusinessDetails} from '@/lib/business/details';
import {missingSellerDetails} from '@/lib/business/seller';
import {loadBusiness, saveBusiness} from '@/lib/business/store';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import {paymentProviders} from '@/lib/payments';
import {startPayment} from '@/lib/payments/flow';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {databaseKinds} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const PAGES = {country: 'kr' as const, language: 'ko' as const, successUrl: 'http://shop.test/kr/payment/success', failUrl: 'http://shop.test/kr/payment/fail'};
// Starting a Toss payment only hands the widget its values: no request reaches this address.
const toss = (key: 'live' | 'test') => ({secretKey: `${key}_gsk_x`, clientKey: `${key}_gck_x`, baseUrl: 'http://127.0.0.1:9', timeoutMs: 300});

const COMPLETE: BusinessDetails = {
  companyName: '한빛크리에이티브 주식회사',
  representative: '김하나',
  address: '서울특별시 강남구 테헤란로 12',
  registration: '220-81-62517',
  mailOrderNumber: '제2026-서울강남-01234호',
  privacyOfficer: '김하나 (privacy@hanbit.example)',
  hostingProvider: 'Amazon Web Services',
  taxIds: {},
  email: 'hello@hanbit.example',
  phones: [{country: 'kr', number: '02-555-0100'}],
  social: [],
  hours: {timeZone: 'Asia/Seoul', days: [null, null, null, null, null, null, null]},
};

for (const kind of databaseKinds) {
  test(`Korean live payments and the seller's details (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db: PrismaClient = createPrismaClient(database.target);
    t.after(async () => {
      await db.$disconnect();
      await database.drop();
    });
    async function koreanOrder() {
      const priced = priceOrder([{type: 'service', id: 4, quantity: 3}], 'kr', SEED_CATALOG);
      if (typeof priced === 'string') throw new Error(priced);
      return (await createOrder(db, {priced, customer: {name: '김민수', email: 'minsu@cafe.kr', phone: '010-1234-5678'}, country: 'kr', language: 'ko', user: null, secret: SECRET})).order;
    }
    const payments = async (id: string) => db.payment.count({where: {orderId: id}});

    await t.test('a fresh install lacks them, and live keys refuse the payment without starting one', async () => {
      assert.ok(missingSellerDetails(await loadBusiness(db), 'kr').length > 0);
      const order = await koreanOrder();
      const started = await startPayment(db, order, PAGES, paymentProviders({toss: toss('live')}));
      assert.deepEqual(started, {ok: false, error: 'sellerDetailsMissing'});
      assert.equal(await payments(order.id), 0);
    });

    await t.test('test keys and demo mode keep working meanwhile', async () => {
      const order = await koreanOrder();
      const test = await startPayment(db, order, PAGES, paymentProviders({toss: toss('test')}));
      assert.ok(test.ok && test.start.kind === 'widget');
      const demo = await startPayment(db, await koreanOrder(), PAGES, paymentProviders({}));
      assert.ok(demo.ok && demo.demo);
    });

    await t.test('one missing detail (a registration number failing its check digit) still refuses', async () => {
      await saveBusiness(db, {...COMPLETE, registration: '220-81-62518'}, {id: null, email: 'owner@studio.test'});
      assert.deepEqual(missingSellerDetails(await loadBusiness(db), 'kr'), ['registration']);
      const started = await startPayment(db, await koreanOrder(), PAGES, paymentProviders({toss: toss('live')}));
      assert.deepEqual(started, {ok: false, error: 'sellerDetailsMissing'});
    });

    await t.test('once the owner fills them in, live payments start', async () => {
      await saveBusiness(db, COMPLETE, {id: null, email: 'owner@studio.test'});
      const order = await koreanOrder();
      const started = await startPayment(db, order, PAGES, paymentProviders({toss: toss('live')}));
      assert.ok(started.ok && started.start.kind === 'widget' && !started.demo);
      assert.equal(await payments(order.id), 1);
    });
  });
}
