/**
 * The studio card's record (lib/orders/studio-record) is counted from the orders: nothing before
 * any order is paid; then the first paid order's date, the completed orders and their languages
 * (an unpaid or cancelled order counts for nothing).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {quoteOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {studioRecord} from '@/lib/orders/studio-record/store';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';

for (const kind of databaseKinds) {
  test(`the studio's record (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const order = async (country: 'us' | 'kr', language: 'en' | 'ko', status: 'pending_payment' | 'in_progress' | 'completed' | 'cancelled', createdAt: Date) => {
      const made = await createOrder(db, {
        priced: quoteOrder(6, country),
        customer: {name: 'Minsu Kim', email: `buyer${Math.random()}@shop.test`, phone: '+1 555 0101'},
        country,
        language,
        user: null,
        status: 'quote_review',
        secret: SECRET,
      });
      await db.order.update({where: {id: made.order.id}, data: {status, createdAt}});
    };

    assert.deepEqual(await studioRecord(db), {completed: 0, since: null, languages: []}, 'nothing to say before any order');
    await order('us', 'en', 'pending_payment', new Date('2026-01-05T10:00:00Z'));
    await order('us', 'en', 'cancelled', new Date('2026-01-06T10:00:00Z'));
    assert.deepEqual(await studioRecord(db), {completed: 0, since: null, languages: []}, 'unpaid and cancelled orders are no record');

    await order('kr', 'ko', 'in_progress', new Date('2026-02-01T09:00:00Z'));
    await order('kr', 'ko', 'completed', new Date('2026-03-01T09:00:00Z'));
    await order('us', 'en', 'completed', new Date('2026-03-02T09:00:00Z'));
    await order('us', 'en', 'completed', new Date('2026-03-03T09:00:00Z'));
    assert.deepEqual(await studioRecord(db), {completed: 3, since: '2026-02-01T09:00:00.000Z', languages: ['en', 'ko']});
  });
}
