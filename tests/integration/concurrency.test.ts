import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registerUser} from '@/lib/auth/accounts';
import {addToCart, cartSelections, clearCart} from '@/lib/cart/store';
import {TEMPLATES} from '@/lib/catalog/templates';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {paymentProviders} from '@/lib/payments';
import {confirmPayment, startPayment} from '@/lib/payments/flow';
import {databaseKinds, openDatabase} from './databases';
import {SEED_CATALOG} from '@/lib/catalog/seed';

const SECRET = 'integration-test-secret-0123456789abcdef';
const CARTS = 50;
const SUBMITS_PER_CART = 4;

for (const kind of databaseKinds) {
  test(`${CARTS * SUBMITS_PER_CART} checkouts at once over ${CARTS} carts: no lost or duplicated order; payments add up to the paid orders (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const providers = paymentProviders({});

    // 50 customers, each with a cart of one to three templates.
    const buyers = [];
    for (let i = 0; i < CARTS; i++) {
      const made = await registerUser(db, {email: `buyer${i}@shop.test`, password: 'Str0ngEnough'});
      assert.ok(made.ok);
      for (let n = 0; n <= i % 3; n++) assert.equal(await addToCart(db, {userId: made.user.id}, {type: 'template', id: TEMPLATES[(i + n * 7) % TEMPLATES.length]!.id, quantity: 1 + n}, 'us'), 'ok');
      buyers.push(made.user);
    }

    // Every cart is checked out four times at once (double clicks, two tabs), all 200 together.
    const started = Date.now();
    const results = await Promise.all(
      buyers.flatMap((user, i) =>
        Array.from({length: SUBMITS_PER_CART}, async () => {
          const priced = priceOrder(await cartSelections(db, {userId: user.id}), 'us', SEED_CATALOG);
          if (typeof priced === 'string') return null; // the cart was emptied by a checkout that finished first
          const {order, created} = await createOrder(db, {
            priced,
            customer: {name: `Buyer ${i}`, email: user.email, phone: '+1 212 555 0100'},
            country: 'us',
            language: 'en',
            user,
            idempotencyKey: `checkout-cart-${i}-key`,
            secret: SECRET,
          });
          if (created) await clearCart(db, {userId: user.id});
          return {order, created};
        }),
      ),
    );
    const checkoutMs = Date.now() - started;
    const orders = await db.order.findMany({include: {items: true}});
    assert.equal(orders.length, CARTS, 'one order per cart');
    assert.equal(results.filter((r) => r?.created).length, CARTS, 'each order created once');
    assert.equal(new Set(results.flatMap((r) => (r ? [r.order.id] : []))).size, CARTS, 'every submit got its cart’s one order');
    for (const [i, user] of buyers.entries()) {
      const order = orders.find((o) => o.userId === user.id);
      assert.ok(order, `buyer ${i} has an order`);
      assert.equal(order.items.length, (i % 3) + 1, `buyer ${i}: every line of the cart, none twice`);
      assert.equal(
        order.amount,
        order.items.reduce((sum, item) => sum + item.lineAmount, 0),
      );
    }

    // All of them pay at once (demo provider), each confirmed twice (a refresh).
    await Promise.all(
      orders.map(async (order) => {
        const full = await db.order.findUniqueOrThrow({where: {id: order.id}, include: {items: true}});
        const start = await startPayment(db, full, {country: 'us', language: 'en', successUrl: 'http://shop.test/us/payment/success', failUrl: 'http://shop.test/us/payment/fail'}, providers);
        assert.ok(start.ok && start.start.kind === 'redirect');
        const back = new URL(start.start.url).searchParams;
        const input = {orderId: back.get('orderId')!, amount: Number(back.get('amount')), paymentKey: back.get('paymentKey')!};
        await Promise.all([confirmPayment(db, input, {providers}), confirmPayment(db, input, {providers})]);
      }),
    );
    const paidOrders = await db.order.findMany({where: {status: 'order_received'}});
    const payments = await db.payment.findMany({where: {status: 'succeeded'}});
    assert.equal(paidOrders.length, CARTS);
    assert.equal(payments.length, CARTS, 'one successful payment per order');
    assert.equal(
      payments.reduce((sum, p) => sum + p.amount, 0),
      paidOrders.reduce((sum, o) => sum + o.amount, 0),
      'the payments add up to the paid orders',
    );
    assert.equal(await db.orderStatusChange.count({where: {toStatus: 'order_received'}}), CARTS);
    t.diagnostic(`${CARTS * SUBMITS_PER_CART} simultaneous checkouts in ${checkoutMs} ms`);
  });
}
