import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registerUser} from '@/lib/auth/accounts';
import {addToCart, cartSelections, clearCart, mergeGuestCart, readCart, removeFromCart} from '@/lib/cart/store';
import {priceOrder, type PricedOrder, type Selection} from '@/lib/orders/pricing';
import {changeOrderStatus, claimGuestOrder, createOrder, orderByGuestToken, orderForViewer, ordersOf} from '@/lib/orders/store';
import {confirmPayment, startPayment} from '@/lib/payments/flow';
import {seedText} from '@/tests/seed-texts';
import {databaseKinds, openDatabase} from './databases';
import {SEED_CATALOG} from '@/lib/catalog/seed';

const SECRET = 'integration-test-secret-0123456789abcdef';
const customer = {name: '김민수', email: 'Minsu@Cafe.kr', phone: '010-1234-5678'};
const priced = (selections: Selection[], country: Parameters<typeof priceOrder>[1]): PricedOrder => {
  const p = priceOrder(selections, country, SEED_CATALOG);
  if (typeof p === 'string') throw new Error(p);
  return p;
};

for (const kind of databaseKinds) {
  test(`orders, carts and payments (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const register = async (email: string) => {
      const r = await registerUser(db, {email, password: 'Str0ngEnough'});
      assert.ok(r.ok);
      return r.user;
    };
    const minsu = await register('minsu@cafe.kr');
    const other = await register('owner@bakery.test');
    // Admin by the studio's choice (sign-up never makes admins).
    const boss = await db.user.update({where: {id: (await register('boss@studio.test')).id}, data: {role: 'ADMIN'}});

    await t.test('an order stores the catalogue amount, its KRW equivalent, items in the language, and its first history entry', async () => {
      const {order, created} = await createOrder(db, {priced: priced([{type: 'service', id: 4, quantity: 5}], 'kr'), customer, country: 'kr', language: 'ko', user: minsu, secret: SECRET});
      assert.equal(created, true);
      assert.deepEqual(
        {amount: order.amount, amountKrw: order.amountKrw, currency: order.currency, status: order.status, orderType: order.orderType, isGuest: order.userId === null},
        {amount: 200_000, amountKrw: 200_000, currency: 'KRW', status: 'pending_payment', orderType: 'service', isGuest: false},
      );
      assert.deepEqual(
        order.items.map((i) => ({title: i.title, quantity: i.quantity, unitAmount: i.unitAmount, lineAmount: i.lineAmount})),
        [{title: seedText('ko', 'service', 4).name, quantity: 5, unitAmount: 120_000, lineAmount: 200_000}],
      );
      assert.equal(order.customerEmail, 'minsu@cafe.kr');
      assert.match(order.number, /^SO-\d{8}-[A-Z2-9]{6}$/);
      assert.deepEqual(
        order.history.map((h) => [h.fromStatus, h.toStatus, h.actorLabel, h.actorId]),
        [[null, 'pending_payment', 'customer', minsu.id]],
      );

      const us = await createOrder(db, {priced: priced([{type: 'service', id: 4, quantity: 5}], 'us'), customer, country: 'us', language: 'en', user: minsu, secret: SECRET});
      assert.deepEqual({amount: us.order.amount, currency: us.order.currency, amountKrw: us.order.amountKrw}, {amount: 14_600, currency: 'USD', amountKrw: 200_000});
    });

    await t.test('the same checkout sent twice (or at once from two tabs) makes one order', async () => {
      const input = {priced: priced([{type: 'package', id: 'delivery'}], 'au'), customer, country: 'au' as const, language: 'en' as const, user: minsu, idempotencyKey: 'checkout-abc', secret: SECRET};
      const [a, b] = await Promise.all([createOrder(db, input), createOrder(db, input)]);
      const c = await createOrder(db, input);
      assert.equal(a.order.id, b.order.id);
      assert.equal(a.order.id, c.order.id);
      assert.equal(c.created, false);
      assert.equal(await db.order.count({where: {orderType: 'package', userId: minsu.id}}), 1);
      // The same key from someone else is their own checkout, not this one.
      const theirs = await createOrder(db, {...input, user: other});
      assert.notEqual(theirs.order.id, a.order.id);
    });

    await t.test('customers see only their own orders; admins see any', async () => {
      const [mine] = await ordersOf(db, minsu.id);
      assert.ok(mine);
      assert.equal(await orderForViewer(db, mine.id, {id: other.id, role: 'USER'}), null);
      assert.equal(await orderForViewer(db, mine.number, null), null);
      assert.equal((await orderForViewer(db, mine.number, {id: minsu.id, role: 'USER'}))?.id, mine.id);
      assert.equal((await orderForViewer(db, mine.id, boss))?.id, mine.id);
      assert.ok((await ordersOf(db, other.id)).every((o) => o.userId === other.id));
    });

    await t.test('a guest order has a private link; it joins the account with that confirmed e-mail that opens it', async () => {
      const guest = await createOrder(db, {
        priced: priced([{type: 'service', id: 1, quantity: 4}], 'kr'),
        customer: {...customer, email: 'guest@shop.test'},
        country: 'kr',
        language: 'ko',
        user: null,
        idempotencyKey: 'guest-1',
        secret: SECRET,
      });
      assert.ok(guest.guestToken);
      assert.equal(guest.order.userId, null);
      assert.equal(guest.order.amount, 38_000);
      assert.equal((await orderByGuestToken(db, guest.guestToken))?.id, guest.order.id);
      assert.equal(await orderByGuestToken(db, `${guest.guestToken.slice(0, -1)}x`), null);
      // A refreshed guest checkout gets the same link back.
      assert.equal(
        (
          await createOrder(db, {
            priced: priced([{type: 'service', id: 1, quantity: 4}], 'kr'),
            customer: {...customer, email: 'guest@shop.test'},
            country: 'kr',
            language: 'ko',
            user: null,
            idempotencyKey: 'guest-1',
            secret: SECRET,
          })
        ).guestToken,
        guest.guestToken,
      );
      assert.equal(await claimGuestOrder(db, guest.order.id, other), false, 'another e-mail does not take it');
      const joined = await register('guest@shop.test');
      // F5: an unconfirmed sign-up with the guest's address does not take the order.
      assert.equal(await claimGuestOrder(db, guest.order.id, joined), false, 'an unconfirmed address does not take it');
      assert.equal((await db.order.findUniqueOrThrow({where: {id: guest.order.id}})).userId, null);
      const confirmed = await db.user.update({where: {id: joined.id}, data: {emailVerified: new Date()}});
      assert.equal(await claimGuestOrder(db, guest.order.id, confirmed), true);
      assert.equal((await ordersOf(db, joined.id))[0]?.id, guest.order.id);
    });

    await t.test('demo payment: confirmed once through the common path; replays, wrong amounts and keys change nothing', async () => {
      const {order} = await createOrder(db, {priced: priced([{type: 'template', id: 3, quantity: 2}], 'us'), customer, country: 'us', language: 'en', user: minsu, secret: SECRET});
      const started = await startPayment(
        db,
        {...order, items: order.items},
        {country: 'us', language: 'en', successUrl: 'http://shop.test/us/payment/success', failUrl: 'http://shop.test/us/payment/fail'},
      );
      assert.ok(started.ok);
      assert.equal(started.demo, true);
      assert.equal(started.start.kind, 'redirect');
      const url = new URL(started.start.kind === 'redirect' ? started.start.url : '');
      assert.equal(url.pathname, '/us/payment/demo');
      const paymentKey = url.searchParams.get('paymentKey')!;
      assert.equal(url.searchParams.get('amount'), String(order.amount));

      assert.deepEqual(await confirmPayment(db, {orderId: order.number, amount: order.amount - 1, paymentKey}), {ok: false, code: 'AMOUNT_MISMATCH'});
      assert.deepEqual(await confirmPayment(db, {orderId: order.number, amount: order.amount, paymentKey: 'demo_guess'}), {ok: false, code: 'NOT_FOUND_PAYMENT'});
      const [first, second] = await Promise.all([
        confirmPayment(db, {orderId: order.number, amount: order.amount, paymentKey}),
        confirmPayment(db, {orderId: order.number, amount: order.amount, paymentKey}),
      ]);
      assert.ok(first.ok && second.ok);
      const again = await confirmPayment(db, {orderId: order.number, amount: order.amount, paymentKey});
      assert.ok(again.ok);
      const paid = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {history: {orderBy: {createdAt: 'asc'}}}});
      assert.equal(paid.status, 'order_received');
      assert.deepEqual(
        paid.history.map((h) => [h.fromStatus, h.toStatus, h.actorLabel]),
        [
          [null, 'pending_payment', 'customer'],
          ['pending_payment', 'order_received', 'system'],
        ],
      );
      // A paid order is not paid again.
      assert.deepEqual(
        await startPayment(db, {...paid, items: order.items}, {country: 'us', language: 'en', successUrl: 'http://shop.test/us/payment/success', failUrl: 'http://shop.test/us/payment/fail'}),
        {ok: false, error: 'notPayable'},
      );
    });

    await t.test('status changes are recorded with who made them', async () => {
      const [order] = await ordersOf(db, minsu.id);
      assert.ok(order);
      const changed = await changeOrderStatus(db, order.id, 'in_progress', {id: boss.id, label: 'admin'}, {note: 'started'});
      assert.equal(changed?.status, 'in_progress');
      assert.deepEqual(changed?.history.at(-1) && [changed.history.at(-1)!.toStatus, changed.history.at(-1)!.actorId, changed.history.at(-1)!.note], ['in_progress', boss.id, 'started']);
      assert.equal(await changeOrderStatus(db, order.id, 'order_received', {id: null, label: 'system'}, {from: ['pending_payment']}), null);
    });

    await t.test('carts: a guest cart is its own; at sign-in it joins the account, quantities added', async () => {
      const guest = {guestId: 'guest-cart-one'};
      const stranger = {guestId: 'guest-cart-two'};
      assert.equal(await addToCart(db, guest, {type: 'template', id: 1, quantity: 1}, 'kr'), 'ok');
      assert.equal(await addToCart(db, guest, {type: 'template', id: 1, quantity: 2}, 'kr'), 'ok');
      assert.equal(await addToCart(db, guest, {type: 'template', id: 5, quantity: 1}, 'kr'), 'ok');
      assert.equal(await addToCart(db, guest, {type: 'template', id: 9, quantity: 1}, 'kr'), 'unknown');
      const view = await readCart(db, guest, 'kr', 'ko');
      assert.equal(view.totalQuantity, 4);
      assert.deepEqual(
        view.items.map((i) => [Number(i.itemId), i.quantity, i.title]),
        [
          [1, 3, seedText('ko', 'template', 1).name],
          [5, 1, seedText('ko', 'template', 5).name],
        ],
      );
      assert.equal(
        view.amount,
        view.items.reduce((n, i) => n + i.lineAmount, 0),
      );
      const usView = await readCart(db, guest, 'us', 'en');
      assert.equal(usView.currency, 'USD');

      // Another guest cannot see or remove these items.
      assert.equal((await readCart(db, stranger, 'kr', 'ko')).items.length, 0);
      assert.equal(await removeFromCart(db, stranger, view.items[0]!.id), false);
      assert.equal(await removeFromCart(db, {userId: other.id}, view.items[0]!.id), false);

      await addToCart(db, {userId: minsu.id}, {type: 'template', id: 1, quantity: 1}, 'kr');
      // Right after signing in, several requests at once (header, page) each try the merge: it happens once.
      await Promise.all(Array.from({length: 5}, () => mergeGuestCart(db, guest.guestId, minsu.id, 'kr')));
      assert.deepEqual(await cartSelections(db, {userId: minsu.id}), [
        {type: 'template', id: 1, quantity: 4},
        {type: 'template', id: 5, quantity: 1},
      ]);
      assert.equal((await readCart(db, guest, 'kr', 'ko')).items.length, 0, 'the guest cart is gone');

      const mine = await readCart(db, {userId: minsu.id}, 'kr', 'ko');
      assert.equal(await removeFromCart(db, {userId: minsu.id}, mine.items[1]!.id), true);
      assert.equal((await readCart(db, {userId: minsu.id}, 'kr', 'ko')).totalQuantity, 4);
      // An order keeps its lines in the order they were chosen.
      const lines = await createOrder(db, {
        priced: priced(
          [7, 3, 10].map((id) => ({type: 'template' as const, id, quantity: 1})),
          'kr',
        ),
        customer,
        country: 'kr',
        language: 'ko',
        user: minsu,
        secret: SECRET,
      });
      assert.deepEqual(
        lines.order.items.map((i) => i.itemId),
        ['7', '3', '10'],
      );
      assert.deepEqual(
        (await orderForViewer(db, lines.order.id, minsu))?.items.map((i) => i.itemId),
        ['7', '3', '10'],
      );
      await clearCart(db, {userId: minsu.id});
      assert.equal((await readCart(db, {userId: minsu.id}, 'kr', 'ko')).totalQuantity, 0);
    });

    await t.test('packages go in the cart: once each, priced from the price list for the visitor`s country, bought with templates', async () => {
      const guest = {guestId: 'guest-cart-packages'};
      assert.equal(await addToCart(db, guest, {type: 'package', id: 'delivery'}, 'us'), 'ok');
      assert.equal(await addToCart(db, guest, {type: 'package', id: 'delivery'}, 'us'), 'ok', 'a second add changes nothing');
      assert.equal(await addToCart(db, guest, {type: 'template', id: 5, quantity: 2}, 'us'), 'ok');
      assert.equal(await addToCart(db, guest, {type: 'package', id: 'gold' as 'sns'}, 'us'), 'unknown');
      // A package the owner took off sale cannot be added.
      await db.catalogItem.update({where: {kind_itemId: {kind: 'package', itemId: 'sns'}}, data: {active: false}});
      assert.equal(await addToCart(db, guest, {type: 'package', id: 'sns'}, 'us'), 'unknown');
      await db.catalogItem.update({where: {kind_itemId: {kind: 'package', itemId: 'sns'}}, data: {active: true}});

      const us = await readCart(db, guest, 'us', 'en');
      const template5 = priced([{type: 'template', id: 5, quantity: 1}], 'us').amount;
      assert.deepEqual(
        us.items.map((i) => ({itemType: i.itemType, itemId: i.itemId, title: i.title, quantity: i.quantity, unitAmount: i.unitAmount, lineAmount: i.lineAmount})),
        [
          {itemType: 'package', itemId: 'delivery', title: seedText('en', 'package', 'delivery').name, quantity: 1, unitAmount: 29_100, lineAmount: 29_100},
          {itemType: 'template', itemId: '5', title: seedText('en', 'template', 5).name, quantity: 2, unitAmount: template5, lineAmount: 2 * template5},
        ],
      );
      assert.deepEqual({totalQuantity: us.totalQuantity, amount: us.amount, currency: us.currency}, {totalQuantity: 3, amount: 29_100 + 2 * template5, currency: 'USD'});
      // The same cart read in Korea is in won; a price the owner sets is the cart's price at once.
      assert.equal((await readCart(db, guest, 'kr', 'ko')).items[0]?.lineAmount, 399_000);
      await db.catalogPrice.create({data: {kind: 'package', itemId: 'delivery', country: 'us', amount: 25_000}});
      assert.equal((await readCart(db, guest, 'us', 'en')).items[0]?.lineAmount, 25_000);
      await db.catalogPrice.deleteMany({where: {kind: 'package', itemId: 'delivery', country: 'us'}});

      // At sign-in the package joins the account's cart once, even when it is there already.
      await addToCart(db, {userId: other.id}, {type: 'package', id: 'delivery'}, 'us');
      await mergeGuestCart(db, guest.guestId, other.id, 'us');
      const selections = await cartSelections(db, {userId: other.id});
      assert.deepEqual(selections, [
        {type: 'package', id: 'delivery'},
        {type: 'template', id: 5, quantity: 2},
      ]);

      // The order from the cart has both lines at those prices; paying it empties the cart.
      const {order} = await createOrder(db, {
        priced: priced(selections, 'us'),
        cartId: (await db.cart.findFirstOrThrow({where: {userId: other.id}})).id,
        customer,
        country: 'us',
        language: 'en',
        user: other,
        secret: SECRET,
      });
      assert.equal(order.orderType, 'package');
      assert.equal(order.amount, 29_100 + 2 * template5);
      assert.deepEqual(
        order.items.map((i) => [i.itemType, i.itemId, i.quantity, i.lineAmount]),
        [
          ['package', 'delivery', 1, 29_100],
          ['template', '5', 2, 2 * template5],
        ],
      );
      const started = await startPayment(db, {...order, items: order.items}, {country: 'us', language: 'en', successUrl: 'http://shop.test/s', failUrl: 'http://shop.test/f'});
      assert.ok(started.ok && started.start.kind === 'redirect');
      const paymentKey = new URL(started.start.url).searchParams.get('paymentKey')!;
      assert.ok((await confirmPayment(db, {orderId: order.number, amount: order.amount, paymentKey})).ok);
      assert.deepEqual(await cartSelections(db, {userId: other.id}), []);
    });
  });
}
