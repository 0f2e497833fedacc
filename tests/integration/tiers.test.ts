/**
 * A service's tiers (docs/admin.md#prices-and-the-catalogue): saved by the owner with an audit row,
 * priced per market (a country's own price, else the KRW base derived to the market's price
 * points), priced by the server from the tier's name only (an amount the browser sends is not
 * used; a tier the service does not offer is refused), and kept on the order line as bought;
 * its free revisions are the tier's; a service without tiers is priced exactly as before.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadCatalog, patchCatalogItem} from '@/lib/catalog/store';
import {saveTiers} from '@/lib/catalog/tiers/store';
import {parseTiers, tierPrice, tiersSchema, type Tier} from '@/lib/catalog/tiers/tiers';
import {includedRevisions} from '@/lib/orders/deliveries';
import {priceOrder} from '@/lib/orders/pricing';
import {orderSchema} from '@/lib/orders/schema';
import {createOrder} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';
import {databaseKinds, openDatabase} from './databases';

const OWNER = {id: null, email: 'owner@studio.test'};
const SECRET = 'integration-test-secret-0123456789abcdef';
const CUSTOMER = {name: 'Minji Kim', email: 'minji@cafe.kr', phone: '+82 10 1234 5678'};

/** Service 4 (food studio, 120,000 KRW with a 40,000 KRW extra-image fee): three tiers, Premium with a US price of its own. */
const TIERS: Tier[] = [
  {key: 'premium', images: 10, revisions: 3, deliveryDays: 5, priceKrw: 320_000, prices: {us: 24_900}},
  {key: 'basic', images: 3, revisions: 1, deliveryDays: 3, priceKrw: 120_000, prices: {}},
  {key: 'standard', images: 6, revisions: 2, deliveryDays: 4, priceKrw: 200_000, prices: {}},
];

for (const kind of databaseKinds) {
  test(`service tiers (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);

    await t.test('a service without tiers is priced and ordered exactly as before', async () => {
      const catalog = await loadCatalog(db);
      assert.equal(catalog.entries['service:4']?.tiers, undefined, 'no tiers on a fresh catalogue');
      const priced = priceOrder([{type: 'service', id: 4, quantity: 5}], 'kr', catalog);
      assert.ok(typeof priced !== 'string');
      assert.deepEqual(
        {amount: priced.amount, line: priced.lines[0]},
        {amount: 200_000, line: {itemType: 'service', itemId: '4', quantity: 5, unitAmount: 120_000, extraUnitAmount: 40_000, extraUnits: 2, lineAmount: 200_000, lineKrw: 200_000}},
      );
      const {order} = await createOrder(db, {priced, customer: CUSTOMER, country: 'kr', language: 'ko', user: null, secret: SECRET});
      assert.deepEqual((({tier, tierImages, tierRevisions, tierDeliveryDays}) => ({tier, tierImages, tierRevisions, tierDeliveryDays}))(order.items[0]!), {
        tier: null,
        tierImages: null,
        tierRevisions: null,
        tierDeliveryDays: null,
      });
      // A tier named for a service that has none is refused, never priced as the base.
      assert.equal(priceOrder([{type: 'service', id: 4, quantity: 3, tier: 'premium'}], 'kr', catalog), 'tier');
    });

    await t.test('the owner saves tiers: Basic to Premium, audited with before and after', async () => {
      const saved = await saveTiers(db, OWNER, '4', tiersSchema.parse(TIERS) as Tier[]);
      assert.ok(saved.ok);
      assert.deepEqual(
        saved.tiers.map((x) => x.key),
        ['basic', 'standard', 'premium'],
      );
      const audit = await db.auditLog.findFirstOrThrow({where: {action: 'catalog.tiers', targetId: 'service:4'}});
      assert.deepEqual(
        {by: audit.actorEmail, before: audit.before, after: (audit.after as unknown as Tier[]).map((x) => [x.key, x.priceKrw])},
        {
          by: OWNER.email,
          before: [],
          after: [
            ['basic', 120_000],
            ['standard', 200_000],
            ['premium', 320_000],
          ],
        },
      );
      // Unknown service: nothing saved; a quote-priced one has no prices to tier.
      assert.deepEqual(await saveTiers(db, OWNER, '99', TIERS), {ok: false, error: 'notFound'});
      assert.deepEqual(await saveTiers(db, OWNER, '6', TIERS), {ok: false, error: 'quote'});
      assert.equal(parseTiers((await db.catalogItem.findUniqueOrThrow({where: {kind_itemId: {kind: 'service', itemId: '6'}}})).tiers).length, 0);
      // The schema the command checks with: at most three, each once, whole numbers in range.
      assert.equal(tiersSchema.safeParse([...TIERS, TIERS[0]]).success, false);
      assert.equal(tiersSchema.safeParse([TIERS[0], TIERS[0]]).success, false);
      assert.equal(tiersSchema.safeParse([{...TIERS[1], images: 0}]).success, false);
      assert.equal(tiersSchema.safeParse([{...TIERS[1], priceKrw: 1.5}]).success, false);
      assert.equal(tiersSchema.safeParse([{...TIERS[1], key: 'deluxe'}]).success, false);
    });

    await t.test("tier prices per market: the country's own price, else the KRW base on the market's price points", async () => {
      const catalog = await loadCatalog(db);
      const tiers = catalog.entries['service:4']!.tiers!;
      const premium = tiers.find((x) => x.key === 'premium')!;
      const standard = tiers.find((x) => x.key === 'standard')!;
      assert.deepEqual(
        (['kr', 'us', 'au', 'vn', 'cn', 'my'] as const).map((c) => [c, tierPrice(premium, c).amount, tierPrice(standard, c).amount]),
        [
          ['kr', 320_000, 200_000],
          ['us', 24_900, 14_600], // Premium's own $249.00; Standard derived: 200,000 KRW -> $146
          ['au', 34_900, 21_800],
          ['vn', 5_760_000, 3_600_000], // 1,000 dong steps
          ['cn', 163_200, 102_000],
          ['my', 108_800, 68_000],
        ],
      );
      assert.equal(tierPrice(premium, 'us').set, true);
      assert.equal(tierPrice(premium, 'kr').set, false);
    });

    await t.test("the server prices the tier from its name: the browser's amount and quantity are not used; the line keeps the tier", async () => {
      // What a checkout (or a tampering client) sends: the tier, a quantity and amounts of its own.
      const input = orderSchema.parse({
        ...CUSTOMER,
        customerName: CUSTOMER.name,
        customerEmail: CUSTOMER.email,
        customerPhone: CUSTOMER.phone,
        serviceId: 4,
        tier: 'premium',
        quantity: 1,
        totalAmount: '1.00',
        finalPrice: 1,
        agreeTerms: true,
        agreePrivacy: true,
      });
      const catalog = await loadCatalog(db);
      const select = (country: 'kr' | 'us') => priceOrder([{type: 'service', id: input.serviceId!, quantity: input.quantity ?? 1, tier: input.tier}], country, catalog);
      const kr = select('kr');
      const us = select('us');
      assert.ok(typeof kr !== 'string' && typeof us !== 'string');
      assert.deepEqual([kr.currency, kr.amount, kr.amountKrw, us.currency, us.amount, us.amountKrw], ['KRW', 320_000, 320_000, 'USD', 24_900, 320_000]);
      assert.deepEqual(kr.lines[0], {
        itemType: 'service',
        itemId: '4',
        quantity: 10,
        unitAmount: 320_000,
        extraUnitAmount: 0,
        extraUnits: 0,
        lineAmount: 320_000,
        lineKrw: 320_000,
        tier: {key: 'premium', images: 10, revisions: 3, deliveryDays: 5},
      });

      const {order} = await createOrder(db, {priced: us, customer: CUSTOMER, country: 'us', language: 'en', user: null, secret: SECRET});
      assert.equal(order.amount, 24_900);
      const line = publicOrder(order).items[0]!;
      assert.deepEqual(
        {tier: line.tier, images: line.tierImages, revisions: line.tierRevisions, days: line.tierDeliveryDays, quantity: line.quantity, lineAmount: line.lineAmount},
        {tier: 'premium', images: 10, revisions: 3, days: 5, quantity: 10, lineAmount: 24_900},
      );

      // Its free revisions are the tier's (3), not the service's (1).
      assert.equal(includedRevisions(order, catalog), 3);
      assert.equal(includedRevisions({orderType: 'service', items: [{itemType: 'service', itemId: '4', tierRevisions: null}]}, catalog), 1);

      // The owner changes Premium afterwards: the order keeps what it was bought with.
      assert.ok(
        (
          await saveTiers(
            db,
            OWNER,
            '4',
            TIERS.map((x) => (x.key === 'premium' ? {...x, images: 12, prices: {us: 29_900}} : x)),
          )
        ).ok,
      );
      const kept = await db.orderItem.findFirstOrThrow({where: {orderId: order.id}});
      assert.deepEqual([kept.tier, kept.tierImages, kept.lineAmount], ['premium', 10, 24_900]);
    });

    await t.test('a tier the service does not offer is refused; without a tier the cheapest sells (the "From" price its pages show)', async () => {
      assert.ok(
        (
          await saveTiers(
            db,
            OWNER,
            '4',
            TIERS.filter((x) => x.key !== 'premium').map((x) => (x.key === 'standard' ? {...x, prices: {us: 990}} : x)),
          )
        ).ok,
      );
      const catalog = await loadCatalog(db);
      for (const tier of ['premium', 'deluxe', '']) assert.equal(priceOrder([{type: 'service', id: 4, quantity: 3, tier}], 'kr', catalog), 'tier', tier);
      // Korea: Basic (120,000 KRW) is the cheapest; a quantity sent with no tier buys Basic's images, not extra ones.
      const korea = priceOrder([{type: 'service', id: 4, quantity: 8}], 'kr', catalog);
      assert.ok(typeof korea !== 'string');
      assert.equal(korea.amount, 120_000);
      assert.equal(korea.lines[0]?.tier?.key, 'basic');
      // The US: Standard's own $9.90 is cheaper there than Basic's derived price.
      const us = priceOrder([{type: 'service', id: 4, quantity: 3}], 'us', catalog);
      assert.ok(typeof us !== 'string');
      assert.deepEqual([us.amount, us.lines[0]?.tier?.key], [990, 'standard']);
      // Hidden: a tier of a hidden service is not for sale either.
      assert.ok((await patchCatalogItem(db, 'service', '4', {active: false}, OWNER)).ok);
      assert.equal(priceOrder([{type: 'service', id: 4, quantity: 3, tier: 'basic'}], 'kr', await loadCatalog(db)), 'unknown');
      assert.ok((await patchCatalogItem(db, 'service', '4', {active: true}, OWNER)).ok);
      // Removing every tier: the service is sold as before.
      assert.ok((await saveTiers(db, OWNER, '4', [])).ok);
      assert.equal((await loadCatalog(db)).entries['service:4']?.tiers, undefined);
    });
  });
}
