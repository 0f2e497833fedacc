/**
 * The business details (docs/admin.md#setting-up-the-shop): a fresh install shows the environment's; the owner's save wins
 * from then on, audited; receipts and order mails carry what is saved at the time they are made.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {businessFromEnv, businessSchema, type BusinessDetails} from '@/lib/business/details';
import {missingSellerDetails} from '@/lib/business/seller';
import {loadBusiness, saveBusiness} from '@/lib/business/store';
import {seedCatalog} from '@/lib/catalog/seed';
import {loadCatalog} from '@/lib/catalog/store';
import {env} from '@/lib/env';
import {orderConfirmationMail} from '@/lib/mail/templates';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {receiptOf} from '@/lib/receipts/receipt';
import {databaseKinds, openDatabase} from './databases';

const OWNER = {id: null, email: 'owner@studio.test'};
const SECRET = 'integration-test-secret-0123456789abcdef';

const SAVED: BusinessDetails = {
  companyName: 'Hanbit Creative Co., Ltd.',
  representative: 'Kim Hana',
  address: '12 Teheran-ro, Gangnam-gu, Seoul',
  registration: '220-81-12345',
  taxIds: {au: '51 824 753 556'},
  email: 'hello@hanbit.example',
  phones: [
    {country: 'kr', number: '+82 2 555 0100'},
    {country: 'au', number: '+61 2 5550 0100'},
  ],
  social: [{label: 'Instagram', url: 'https://instagram.com/hanbit'}],
  hours: {
    timeZone: 'Asia/Seoul',
    days: [{open: '10:00', close: '19:00'}, {open: '10:00', close: '19:00'}, {open: '10:00', close: '19:00'}, {open: '10:00', close: '19:00'}, {open: '10:00', close: '19:00'}, null, null],
  },
};

for (const kind of databaseKinds) {
  test(`the business details (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    await seedCatalog(db);

    await t.test('a fresh install shows the environment; a save wins and is audited', async () => {
      assert.deepEqual(await loadBusiness(db), businessFromEnv(env));
      await saveBusiness(db, SAVED, OWNER);
      assert.deepEqual(await loadBusiness(db), SAVED);
      const audit = await db.auditLog.findFirstOrThrow({where: {action: 'business.update'}});
      assert.deepEqual({by: audit.actorEmail, after: audit.after}, {by: OWNER.email, after: SAVED});
      // One row, whatever happens.
      await assert.rejects(db.businessSettings.create({data: {id: 2, details: {}}}));
    });

    await t.test("a paid order's receipt names the seller as saved now, with the country's tax number", async () => {
      const priced = priceOrder([{type: 'template', id: 3, quantity: 1}], 'au', await loadCatalog(db));
      assert.ok(typeof priced !== 'string');
      const {order} = await createOrder(db, {priced, customer: {name: 'Sam', email: 'sam@cafe.example', phone: '+61 2 5550 0199'}, country: 'au', language: 'en', user: null, secret: SECRET});
      await db.payment.create({
        data: {orderId: order.id, provider: 'demo', status: 'succeeded', currency: order.currency, amount: order.amount, idempotencyKey: `paid-${order.id}`, approvedAt: new Date()},
      });
      const receipt = await receiptOf(db, {...order, country: 'au', items: order.items});
      assert.deepEqual(receipt?.seller, {
        company: SAVED.companyName,
        representative: 'Kim Hana',
        registration: '220-81-12345',
        address: SAVED.address,
        email: SAVED.email,
        phones: SAVED.phones,
        taxId: '51 824 753 556',
      });

      await saveBusiness(db, {...SAVED, companyName: 'Hanbit Studio Pty Ltd', taxIds: {}}, OWNER);
      const after = await receiptOf(db, {...order, country: 'au', items: order.items});
      assert.deepEqual([after?.seller.company, after?.seller.taxId], ['Hanbit Studio Pty Ltd', undefined]);

      const mail = await orderConfirmationMail({...order, language: 'en', country: 'au', currency: 'AUD', items: order.items, seller: await loadBusiness(db)}, 'https://studio.example/au/order/x');
      assert.match(mail.text, /Hanbit Studio Pty Ltd, 12 Teheran-ro, Gangnam-gu, Seoul/);
      assert.match(mail.text, /hello@hanbit\.example · \+82 2 555 0100 · \+61 2 5550 0100/);
      assert.match(mail.html, /Hanbit Studio Pty Ltd/);
      // Other countries' mails carry no Korean legal lines.
      assert.doesNotMatch(mail.text, /ftc\.go\.kr|Mail-order/);
    });

    await t.test("Korea's legal details (issue 38): saved as the owner typed them, read back, on Korean receipts and mails", async () => {
      // A row saved before these fields existed still reads, and the admin lists what a Korean launch lacks.
      await db.businessSettings.update({where: {id: 1}, data: {details: SAVED as object}});
      assert.equal((await loadBusiness(db)).companyName, SAVED.companyName);
      assert.deepEqual(missingSellerDetails(await loadBusiness(db), 'kr'), ['registration', 'mailOrderNumber', 'privacyOfficer', 'hostingProvider']);

      const typed = businessSchema.parse({
        ...SAVED,
        registration: ' 2208162517 ',
        mailOrderNumber: '제2026-서울강남-01234호',
        privacyOfficer: '김하나 (privacy@hanbit.example)',
        hostingProvider: 'Amazon Web Services',
      });
      await saveBusiness(db, typed, OWNER);
      const read = await loadBusiness(db);
      assert.deepEqual(
        [read.registration, read.mailOrderNumber, read.privacyOfficer, read.hostingProvider],
        ['220-81-62517', '제2026-서울강남-01234호', '김하나 (privacy@hanbit.example)', 'Amazon Web Services'],
      );
      assert.deepEqual(missingSellerDetails(read, 'kr'), []);

      const priced = priceOrder([{type: 'template', id: 3, quantity: 1}], 'kr', await loadCatalog(db));
      assert.ok(typeof priced !== 'string');
      const {order} = await createOrder(db, {priced, customer: {name: '이민지', email: 'minji@cafe.example', phone: '010-5550-0199'}, country: 'kr', language: 'ko', user: null, secret: SECRET});
      await db.payment.create({
        data: {orderId: order.id, provider: 'demo', status: 'succeeded', currency: order.currency, amount: order.amount, idempotencyKey: `paid-${order.id}`, approvedAt: new Date()},
      });
      const receipt = await receiptOf(db, {...order, country: 'kr', items: order.items});
      assert.deepEqual(receipt?.seller.korea, {
        companyName: SAVED.companyName,
        representative: 'Kim Hana',
        address: SAVED.address,
        phone: '+82 2 555 0100',
        registration: '220-81-62517',
        mailOrderNumber: '제2026-서울강남-01234호',
        privacyOfficer: '김하나 (privacy@hanbit.example)',
        hostingProvider: 'Amazon Web Services',
      });

      const mail = await orderConfirmationMail({...order, language: 'ko', country: 'kr', currency: 'KRW', items: order.items, seller: read}, 'https://studio.example/kr/order/x');
      assert.match(
        mail.text,
        /대표자: Kim Hana · 전화: \+82 2 555 0100 · 사업자등록번호: 220-81-62517 · 통신판매업 신고번호: 제2026-서울강남-01234호 · 개인정보 보호책임자: 김하나 \(privacy@hanbit\.example\) · 호스팅 서비스 제공자: Amazon Web Services/,
      );
      assert.match(mail.text, /사업자정보 확인: http:\/\/www\.ftc\.go\.kr\/bizCommPop\.do\?wrkr_no=2208162517/);
      assert.match(mail.html, /통신판매업 신고번호: 제2026-서울강남-01234호/);
    });
  });
}
