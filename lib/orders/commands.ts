/**
 * The order domain's commands: every change to an order after it was created is declared here
 * once (input, who may call it, what it does, its history and audit entries, the mails after it
 * succeeded). The REST endpoints are adapters over these (app/api/orders/[id]/*).
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {audit} from '@/lib/admin/audit';
import {defineCommand, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {inTransaction} from '@/lib/db/transaction';
import {authSecret} from '@/lib/auth/secret';
import {cartOwner, rememberCartCount} from '@/lib/cart/owner';
import {clearCart} from '@/lib/cart/store';
import {env} from '@/lib/env';
import {localizedPath} from '@/lib/i18n/paths';
import {startPayment} from '@/lib/payments/flow';
import {refundOrder} from '@/lib/payments/refund';
import {paymentStartSchema} from '@/lib/payments/schema';
import {accessibleOrder} from './access';
import {acceptDelivery, deliver, requestRevision} from './deliveries';
import {orderPath, sendOrderUpdate} from './notify';
import {priceRequest, selectionsOf} from './request';
import {orderAcceptSchema, orderCommentsSchema, orderSchema, orderDeliverSchema, orderRefundSchema, orderRevisionSchema, orderStatusSchema} from './schema';
import {claimGuestOrder, createOrder, moveOrder, orderByGuestToken, setAdminComments} from './store';
import {publicOrder} from './view';

const id = z.string().check(z.maxLength(100));
const withId = <S extends z.ZodMiniObject>(schema: S) => z.extend(schema, {id});

/** The studio moves an order along the transition table; 409 for a move the table does not allow. */
export const changeStatus = defineCommand({
  name: 'orders.changeStatus',
  input: withId(orderStatusSchema),
  who: 'admin',
  async run({id, status, note}, {user, t, language, after}) {
    if (!isUuid(id)) return refuse(404, t('notFound'));
    const moved = await inTransaction(db, async (tx) => {
      const result = await moveOrder(tx, id, status, {id: user.id, label: 'admin'}, {note});
      if (result.ok) await audit(tx, user, {action: 'order.status', targetType: 'order', targetId: id, before: {status: result.from}, after: {status, note: note ?? null}});
      return result;
    });
    if (!moved.ok && moved.error === 'notFound') return refuse(404, t('notFound'));
    if (!moved.ok) {
      const names = await getTranslations({locale: language, namespace: 'Order.statuses'});
      return refuse(409, t('moveRefused', {from: moved.from ? names(moved.from) : '', to: names(status)}));
    }
    after(() => sendOrderUpdate(moved.order, {status, delivered: false}));
    return {ok: true, message: t('statusUpdated'), body: {order: publicOrder(moved.order, {admin: true})}};
  },
});

/** The studio's notes on an order (audited with before and after). */
export const setComments = defineCommand({
  name: 'orders.setComments',
  input: withId(orderCommentsSchema),
  who: 'admin',
  async run({id, comments}, {user, t}) {
    const saved = isUuid(id)
      ? await inTransaction(db, async (tx) => {
          const before = await tx.order.findUnique({where: {id}, select: {adminComments: true}});
          if (!before || !(await setAdminComments(tx, id, comments))) return false;
          await audit(tx, user, {action: 'order.comments', targetType: 'order', targetId: id, before: {comments: before.adminComments}, after: {comments: comments ?? null}});
          return true;
        })
      : false;
    return saved ? {ok: true, message: t('commentsUpdated')} : refuse(404, t('notFound'));
  },
});

/** A refund through the refund ledger (lib/payments/refund): 409 with the allowed max, 202 while the provider's answer is not in. */
export const refund = defineCommand({
  name: 'orders.refund',
  input: withId(orderRefundSchema),
  who: 'admin',
  async run({id, ...input}, {user, t}) {
    if (!isUuid(id)) return refuse(404, t('notFound'));
    const result = await refundOrder(db, {orderId: id, ...input, admin: user});
    if (result.ok) {
      if (result.refunded > 0) await audit(db, user, {action: 'order.refund', targetType: 'order', targetId: id, after: {refunded: result.refunded, full: result.full, reason: input.reason, override: input.override}});
      return {ok: true, message: t('refunded'), body: {refunded: result.refunded, full: result.full}};
    }
    if (result.error === 'notPaid') return refuse(409, t('notRefundable'));
    if (result.error === 'refundAccountRequired') return refuse(422, t('refundAccountRequired'));
    if (result.error === 'provider') return refuse(502, t('refundFailed'));
    if (result.error === 'pending') return {ok: false, status: 202, message: t('refundPending'), body: {pending: true}};
    return refuse(409, t('notRefundable'), {max: result.max});
  },
});

/** The studio delivers uploaded files as the order's next draft; the customer is mailed. */
export const deliverDraft = defineCommand({
  name: 'orders.deliver',
  input: withId(orderDeliverSchema),
  who: 'admin',
  async run({id, uploadIds, note}, {user, t, after}) {
    if (!isUuid(id)) return refuse(404, t('notFound'));
    const result = await deliver(db, {orderId: id, uploadIds, note, admin: user});
    if (!result.ok) return refuse(result.error === 'notFound' ? 404 : result.error === 'noFiles' ? 422 : 409, t(result.error));
    const order = await db.order.findUniqueOrThrow({where: {id}, include: {items: {orderBy: {position: 'asc'}}}});
    after(() => sendOrderUpdate(order, {status: order.status, delivered: true}));
    return {ok: true, status: 201, message: t('delivered'), body: {round: result.round}};
  },
});

/** The buyer (account, or the guest link's holder) asks for changes to the delivered draft. */
export const askRevision = defineCommand({
  name: 'orders.requestRevision',
  input: withId(orderRevisionSchema),
  who: 'anyone',
  async run({id, comment, token}, {user, t}) {
    const order = await accessibleOrder(id, token);
    if (!order) return refuse(404, t('notFound'));
    const result = await requestRevision(db, {orderId: order.id, comment, actor: user ? {id: user.id, label: 'customer'} : {id: null, label: 'guest'}});
    if (!result.ok) return refuse(result.error === 'notFound' ? 404 : 409, t(result.error));
    return {ok: true, status: 201, message: result.extra ? t('revisionExtra') : t('revisionRequested'), body: {number: result.number, extra: result.extra}};
  },
});

/** The buyer accepts the delivered draft: the order is completed. */
export const acceptDraft = defineCommand({
  name: 'orders.accept',
  input: withId(orderAcceptSchema),
  who: 'anyone',
  async run({id, token}, {user, t}) {
    const order = await accessibleOrder(id, token);
    if (!order) return refuse(404, t('notFound'));
    const result = await acceptDelivery(db, {orderId: order.id, actor: user ? {id: user.id, label: 'customer'} : {id: null, label: 'guest'}});
    return result.ok ? {ok: true, message: t('accepted')} : refuse(result.error === 'notFound' ? 404 : 409, t(result.error));
  },
});

/** A signed-in buyer adds a guest order to their account: its link's token and their confirmed, matching e-mail. */
export const claim = defineCommand({
  name: 'orders.claim',
  input: z.object({id, token: z.string().check(z.minLength(1), z.maxLength(200))}),
  who: 'customer',
  async run({id, token}, {user, t, language}) {
    const order = isUuid(id) ? await orderByGuestToken(db, token) : null;
    if (!order || order.id !== id) return refuse(404, t('notFound'));
    if (!(await claimGuestOrder(db, order.id, user))) return refuse(409, t('claimRefused'));
    const to = await getTranslations({locale: language, namespace: 'Order'});
    return {ok: true, message: to('joined')};
  },
});

/**
 * An order from the checkout (one item, a package, templates, or the cart), priced by the server
 * for the page's country; the same idempotency key again answers the same order (200, not 201).
 * The cart is emptied once its order exists.
 */
export const placeOrder = defineCommand({
  name: 'orders.create',
  input: orderSchema,
  who: 'anyone',
  async run(input, {user, t, country, language}) {
    const cart = input.fromCart ? await cartOwner() : null;
    const selections = await selectionsOf(input, cart);
    if (selections === 'emptyCart') return refuse(422, t('emptyCart'));
    const priced = priceRequest(input, selections, country);
    if (typeof priced === 'string') {
      const key = priced === 'quote' ? 'quote' : priced === 'quantity' ? 'quantity' : priced === 'empty' ? 'emptyCart' : 'unknown';
      return refuse(422, t(key), {code: priced});
    }
    const {order, created, guestToken} = await createOrder(db, {
      priced,
      customer: {name: input.customerName, email: input.customerEmail, phone: input.customerPhone, address: input.customerAddress},
      requirements: input.requirements,
      country,
      language,
      user: user ? {id: user.id} : null,
      idempotencyKey: input.idempotencyKey,
      secret: authSecret(),
    });
    if (created && cart) {
      await clearCart(db, cart);
      await rememberCartCount(0);
    }
    return {
      ok: true,
      status: created ? 201 : 200,
      message: t('orderSaved'),
      body: {orderId: order.id, orderNumber: order.number, order: publicOrder(order), orderUrl: orderPath(order, guestToken), guestToken},
    };
  },
});

/**
 * Where to send the buyer to pay an order awaiting payment (the provider's page, the Toss
 * widget's values, or the labelled demo page): its owner, an admin or the guest link's holder.
 */
export const payOrder = defineCommand({
  name: 'payments.start',
  input: paymentStartSchema,
  who: 'anyone',
  async run({orderId, token}, {t, country, language}) {
    const order = await accessibleOrder(orderId, token);
    if (!order) return refuse(404, t('notFound'));
    const page = (name: string) => new URL(localizedPath(country, language, `/payment/${name}`), env.APP_URL).toString();
    const started = await startPayment(db, order, {country, language, successUrl: page('success'), failUrl: page('fail')});
    if (!started.ok) return refuse(409, t('notPayable'));
    if (started.start.kind === 'redirect') return {ok: true, message: '', body: {url: started.start.url, demo: started.demo}};
    return {ok: true, message: '', body: {widget: started.start, demo: false}};
  },
});
