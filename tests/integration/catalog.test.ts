/**
 * The price list in the database (docs/admin.md#prices-and-the-catalogue): seeded once and never over the owner's changes; a
 * change is one audited transaction; a set price is charged, null derives it again; orders
 * placed before a change keep their price; hidden items cannot be bought or put in a cart.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {addToCart} from '@/lib/cart/store';
import {SEED_CATALOG, seedCatalog} from '@/lib/catalog/seed';
import {SERVICES} from '@/lib/catalog/catalog';
import {itemText, listedServices, listedTemplates, serviceIn, templateIn} from '@/lib/catalog/prices';

import {TEMPLATES} from '@/lib/catalog/templates';
import {itemsOnly, loadCatalog, patchCatalogItem} from '@/lib/catalog/store';
import {seedText} from '@/tests/seed-texts';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {databaseKinds, openDatabase} from './databases';

const ADMIN = {id: null, email: 'owner@studio.test'};
const SECRET = 'integration-test-secret-0123456789abcdef';

for (const kind of databaseKinds) {
  test(`the price list in the database (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);

    await t.test('a fresh database holds the seed; seeding again adds nothing and keeps changes', async () => {
      assert.deepEqual(await loadCatalog(db), SEED_CATALOG);
      assert.equal(Object.keys(SEED_CATALOG.entries).length, 13 + 3 + 27);
      const changed = await patchCatalogItem(db, 'package', 'sns', {priceKrw: 320_000}, ADMIN);
      assert.ok(changed.ok);
      assert.equal(await seedCatalog(db), 0);
      assert.equal((await loadCatalog(db)).entries['package:sns']?.priceKrw, 320_000);
      assert.ok((await patchCatalogItem(db, 'package', 'sns', {priceKrw: 299_000}, ADMIN)).ok);
    });

    await t.test('a set price is charged where it is set; an order placed before keeps its amount; null derives it again', async () => {
      const before = priceOrder([{type: 'template', id: 5, quantity: 1}], 'us', await loadCatalog(db));
      assert.ok(typeof before !== 'string');
      assert.equal(before.amount, 2_800); // 39,000 KRW -> $28.47 -> $28
      const {order} = await createOrder(db, {priced: before, customer: {name: 'Pat', email: 'pat@shop.test', phone: '+1 212 555 0100'}, country: 'us', language: 'en', user: null, secret: SECRET});

      const set = await patchCatalogItem(db, 'template', '5', {prices: {us: 2_450, au: 3_900}}, ADMIN);
      assert.ok(set.ok);
      assert.deepEqual(set.after.prices, {us: {amount: 2_450, extraImage: null}, au: {amount: 3_900, extraImage: null}});
      const catalog = await loadCatalog(db);
      assert.deepEqual(
        (['us', 'au', 'my'] as const).map((c) => {
          const priced = priceOrder([{type: 'template', id: 5, quantity: 2}], c, catalog);
          return typeof priced === 'string' ? priced : priced.amount;
        }),
        [4_900, 7_800, 2 * 13_300], // MY still derived: 39,000 x 0.0034 = RM132.60 -> RM133
      );
      assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).amount, 2_800, 'the order keeps the price it was created with');

      const audit = await db.auditLog.findFirstOrThrow({where: {action: 'catalog.update', targetId: 'template:5'}, orderBy: {createdAt: 'desc'}});
      assert.deepEqual(
        {before: (audit.before as {prices: object}).prices, after: (audit.after as {prices: object}).prices, by: audit.actorEmail},
        {before: {}, after: set.after.prices, by: ADMIN.email},
      );

      const back = await patchCatalogItem(db, 'template', '5', {prices: {us: null}}, ADMIN);
      assert.ok(back.ok);
      assert.deepEqual(back.after.prices, {au: {amount: 3_900, extraImage: null}});
    });

    await t.test("a service's extra-image fee per country; a quote service and a package refuse what they do not have", async () => {
      const fee = await patchCatalogItem(db, 'service', '1', {prices: {us: 2_500}, extraImagePrices: {us: 700}}, ADMIN);
      assert.ok(fee.ok);
      const priced = priceOrder([{type: 'service', id: 1, quantity: 5}], 'us', await loadCatalog(db));
      assert.ok(typeof priced !== 'string');
      assert.equal(priced.amount, 2_500 + 2 * 700);
      assert.deepEqual(await patchCatalogItem(db, 'service', '6', {prices: {us: 10_000}}, ADMIN), {ok: false, error: 'quote'});
      assert.deepEqual(await patchCatalogItem(db, 'package', 'sns', {extraImageKrw: 5_000}, ADMIN), {ok: false, error: 'noExtra'});
      assert.deepEqual(await patchCatalogItem(db, 'template', '9', {active: false}, ADMIN), {ok: false, error: 'unknown'});
      // A quote service can still be hidden.
      assert.ok((await patchCatalogItem(db, 'service', '6', {active: false}, ADMIN)).ok);
    });

    await t.test('a hidden template cannot be priced or added to a cart; shown again, it can', async () => {
      assert.ok((await patchCatalogItem(db, 'template', '7', {active: false}, ADMIN)).ok);
      assert.equal(priceOrder([{type: 'template', id: 7, quantity: 1}], 'us', await loadCatalog(db)), 'unknown');
      assert.equal(await addToCart(db, {guestId: 'guest-catalog-1'}, {type: 'template', id: 7, quantity: 1}, 'us'), 'unknown');
      assert.ok((await patchCatalogItem(db, 'template', '7', {active: true}, ADMIN)).ok);
      assert.equal(await addToCart(db, {guestId: 'guest-catalog-1'}, {type: 'template', id: 7, quantity: 1}, 'us'), 'ok');
    });

    await t.test("the owner's words: a new title names new orders and carts; an order placed before keeps its title; a bare item gets the seed's words", async () => {
      const priced = priceOrder([{type: 'template', id: 12, quantity: 1}], 'us', await loadCatalog(db));
      assert.ok(typeof priced !== 'string');
      const customer = {name: 'Pat', email: 'pat@shop.test', phone: '+1 212 555 0100'};
      const {order: earlier} = await createOrder(db, {priced, customer, country: 'us', language: 'en', user: null, secret: SECRET});
      assert.equal((await db.orderItem.findFirstOrThrow({where: {orderId: earlier.id}})).title, seedText('en', 'template', 12).name);

      const renamed = await patchCatalogItem(db, 'template', '12', {texts: {en: {name: 'Mint cream, studio light', description: 'Fresh.', features: []}}}, ADMIN);
      assert.ok(renamed.ok);
      assert.equal(renamed.after.texts.en?.name, 'Mint cream, studio light');
      assert.deepEqual(renamed.after.texts.ko, seedText('ko', 'template', 12), 'other languages keep their words');
      const {order: later} = await createOrder(db, {priced, customer, country: 'us', language: 'en', user: null, secret: SECRET});
      assert.equal((await db.orderItem.findFirstOrThrow({where: {orderId: later.id}})).title, 'Mint cream, studio light');
      assert.equal((await db.orderItem.findFirstOrThrow({where: {orderId: earlier.id}})).title, seedText('en', 'template', 12).name);
      assert.equal(itemText(await loadCatalog(db), 'template', 12, 'en').name, 'Mint cream, studio light');

      // A database seeded before the words moved into it: seeding fills them in, and only there.
      await db.catalogItem.update({where: {kind_itemId: {kind: 'service', itemId: '3'}}, data: {texts: {}}});
      await seedCatalog(db);
      const catalog = await loadCatalog(db);
      assert.deepEqual(catalog.entries['service:3']?.texts.vi, seedText('vi', 'service', 3));
      assert.equal(itemText(catalog, 'template', 12, 'en').name, 'Mint cream, studio light');
    });

    await t.test("a service's delivery time and revisions, a template's category and every item's place in its lists are the owner's", async () => {
      const service = await patchCatalogItem(db, 'service', '7', {details: {delivery: [3, 6], revisions: 2}, position: 11}, ADMIN);
      assert.ok(service.ok);
      const template = await patchCatalogItem(db, 'template', '22', {details: {category: 'cosmetics'}, position: 0}, ADMIN);
      assert.ok(template.ok);
      const catalog = await loadCatalog(db);
      const candle = serviceIn(
        catalog,
        SERVICES.find((s) => s.id === 7)!,
      );
      assert.deepEqual([candle.deliveryDays, candle.revisions], [[3, 6], 2]);
      assert.equal(
        templateIn(
          catalog,
          TEMPLATES.find((x) => x.id === 22)!,
        ).category,
        'cosmetics',
      );
      // Seeded at 10, 20, 30...: position 11 puts service 7 second, after service 1; 0 puts template 22 first.
      assert.deepEqual(
        listedServices(catalog)
          .slice(0, 3)
          .map((s) => s.id),
        [1, 7, 2],
      );
      assert.equal(listedTemplates(catalog)[0]?.id, 22);
      assert.equal(listedTemplates(catalog)[0]?.category, 'cosmetics');
      // Agreed in the quote / negotiated: null, kept as such (not the shape's value).
      assert.ok((await patchCatalogItem(db, 'service', '7', {details: {delivery: null, revisions: null}}, ADMIN)).ok);
      const quoted = serviceIn(
        await loadCatalog(db),
        SERVICES.find((s) => s.id === 7)!,
      );
      assert.deepEqual([quoted.deliveryDays, quoted.revisions], [null, null]);
      // A delivery time for a template, a category for a service: refused, nothing changes.
      assert.deepEqual(await patchCatalogItem(db, 'template', '22', {details: {delivery: [1, 2]}}, ADMIN), {ok: false, error: 'details'});
      assert.deepEqual(await patchCatalogItem(db, 'service', '1', {details: {category: 'food'}}, ADMIN), {ok: false, error: 'details'});
      // Back to the seed for the tests after this one.
      assert.ok((await patchCatalogItem(db, 'service', '7', {details: {delivery: [1, 3], revisions: 1}, position: 70}, ADMIN)).ok);
      assert.ok((await patchCatalogItem(db, 'template', '22', {details: {category: 'others'}, position: 210}, ADMIN)).ok);
      assert.deepEqual(
        listedServices(await loadCatalog(db)).map((s) => s.id),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].filter((id) => id !== 6),
      );
    });

    await t.test('a request that prices a few items reads just those, priced and named as in the whole catalogue', async () => {
      const full = await loadCatalog(db);
      const few = await loadCatalog(
        db,
        itemsOnly([
          {kind: 'template', id: 12},
          {kind: 'service', id: 4},
        ]),
      );
      assert.deepEqual(Object.keys(few.entries).sort(), ['service:4', 'template:12']);
      assert.deepEqual(few.entries['template:12'], full.entries['template:12']);
      assert.deepEqual(few.pictures, {});
      const order = [
        {type: 'template' as const, id: 12, quantity: 2},
        {type: 'service' as const, id: 4, quantity: 5},
      ];
      assert.deepEqual(priceOrder(order, 'vn', few), priceOrder(order, 'vn', full));
      assert.equal(priceOrder([{type: 'template', id: 1, quantity: 1}], 'us', few), 'unknown', 'an item not read is not for sale');
    });

    await t.test('the database refuses a price that is not positive', async () => {
      await assert.rejects(db.catalogPrice.create({data: {kind: 'template', itemId: '1', country: 'us', amount: 0}}));
      await assert.rejects(db.catalogItem.update({where: {kind_itemId: {kind: 'template', itemId: '1'}}, data: {priceKrw: -1}}));
    });
  });
}
