/**
 * Names and particles in a Korean order (docs/korea.md#names-and-particles): an account's order stores the
 * name as Korean writes it (김민지, not "민지 김"), so its mail greets 김민지님 and its receipt names
 * the buyer 김민지; the studio's mail picks 을/를 after the items.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {seedCatalog} from '@/lib/catalog/seed';
import {loadCatalog} from '@/lib/catalog/store';
import {orderConfirmationMail, studioMail} from '@/lib/mail/templates';
import {customerMailData} from '@/lib/orders/addressee';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder, customerOf} from '@/lib/orders/store';
import {receiptOf} from '@/lib/receipts/receipt';
import type {Language} from '@/lib/i18n/languages';
import type {CountryCode} from '@/lib/countries';
import type {PrismaClient} from '@/lib/db/client';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';

async function paidOrderOf(db: PrismaClient, person: {email: string; firstName: string; lastName: string}, country: CountryCode, language: Language) {
  const user = await db.user.create({data: {...person, username: person.email.split('@')[0]!, emailVerified: new Date()}});
  const priced = priceOrder([{type: 'template', id: 3, quantity: 1}], country, await loadCatalog(db));
  assert.ok(typeof priced !== 'string');
  const {order} = await createOrder(db, {priced, customer: customerOf(user, language), country, language, user: {id: user.id}, secret: SECRET});
  await db.payment.create({
    data: {orderId: order.id, provider: 'demo', status: 'succeeded', currency: order.currency, amount: order.amount, idempotencyKey: `paid-${order.id}`, approvedAt: new Date()},
  });
  return order;
}

for (const kind of databaseKinds) {
  test(`names in orders, mails and receipts (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    await seedCatalog(db);

    await t.test("a Korean account's order: the mail greets 김민지님 and the receipt names 김민지", async () => {
      const order = await paidOrderOf(db, {email: 'minji@cafe.kr', firstName: '민지', lastName: '김'}, 'kr', 'ko');
      assert.equal(order.customerName, '김민지');
      const data = await customerMailData(db, {...order, language: 'ko' as const, country: 'kr' as const, currency: 'KRW' as const, items: order.items});
      const mail = await orderConfirmationMail(data, 'https://studio.example/kr/ko/order/x');
      assert.ok(mail.text.includes('김민지님, 안녕하세요.'), mail.text);
      assert.ok(!mail.text.includes('민지 김') && !mail.html.includes('민지 김'));
      assert.ok(!/\((를|을|으|이|가|은|는)\)/u.test(mail.text), mail.text);
      const receipt = await receiptOf(db, {...order, country: 'kr', items: order.items});
      assert.equal(receipt?.order.customerName, '김민지');
    });

    await t.test('山田 太郎 on a Japanese order, 王小明 on a Chinese one; a Latin name keeps its order, on Korean pages too', async () => {
      const ja = await paidOrderOf(db, {email: 'taro@kissa.jp', firstName: '太郎', lastName: '山田'}, 'us', 'ja');
      assert.equal((await receiptOf(db, {...ja, country: 'us', items: ja.items}))?.order.customerName, '山田 太郎');
      const zh = await paidOrderOf(db, {email: 'xiaoming@cafe.cn', firstName: '小明', lastName: '王'}, 'cn', 'zh');
      assert.equal((await receiptOf(db, {...zh, country: 'cn', items: zh.items}))?.order.customerName, '王小明');
      const latin = await paidOrderOf(db, {email: 'jane@cafe.kr', firstName: 'Jane', lastName: 'Park'}, 'kr', 'ko');
      assert.equal(latin.customerName, 'Jane Park');
      const mail = await orderConfirmationMail(
        await customerMailData(db, {...latin, language: 'ko' as const, country: 'kr' as const, currency: 'KRW' as const, items: latin.items}),
        'https://studio.example/kr/ko/order/y',
      );
      assert.ok(mail.text.includes('Jane Park님, 안녕하세요.'), mail.text);
    });

    await t.test("the studio's Korean mail picks 을/를 after what was bought", async () => {
      const order = await paidOrderOf(db, {email: 'minjun@cafe.kr', firstName: '민준', lastName: '이'}, 'kr', 'ko');
      const mailOf = async (title: string) =>
        (
          await studioMail(
            {kind: 'paid', order: {...order, language: 'ko', country: 'kr', currency: 'KRW', items: [{title, quantity: 1, itemType: 'service'}]}},
            'studio@studio.example',
            'ko',
            'https://studio.example/kr/ko/admin',
          )
        ).text;
      assert.ok((await mailOf('명함 디자인')).includes('이민준님(minjun@cafe.kr'));
      assert.ok((await mailOf('명함 디자인')).includes('명함 디자인을 '));
      assert.ok((await mailOf('로고 패키지')).includes('로고 패키지를 '));
    });
  });
}
