/**
 * The order domain's commands: every change to an order after it was created is declared here
 * once (input, who may call it, what it does, its history and audit entries, the mails after it
 * succeeded). The REST endpoints are adapters over these (app/api/orders/[id]/*).
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {audit} from '@/lib/admin/audit';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {attachPreviewPhoto, previewForOrder} from '@/lib/preview/previews';
import {currentPreviewer} from '@/lib/preview/visitor';
import {db} from '@/lib/db';
import {limits} from '@/lib/rate-limit/app';
import {isUuid} from '@/lib/db/errors';
import {inTransaction} from '@/lib/db/transaction';
import {authSecret} from '@/lib/auth/secret';
import {cartOwner, rememberCartCount} from '@/lib/cart/owner';
import {cartCount, cartIdOf} from '@/lib/cart/store';
import {env} from '@/lib/env';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {pageLocale} from '@/lib/countries';
import {cancelUnpaidOrder, confirmPayment, startPayment} from '@/lib/payments/flow';
import {paymentOrder} from '@/lib/payments/order';
import {FAIL_CODES} from '@/lib/payments/fail-codes';
import {refundOrder} from '@/lib/payments/refund';
import {confirmSchema, paymentStartSchema} from '@/lib/payments/schema';
import type {StartResult} from '@/lib/payments/types';
import {accessibleOrder} from './access';
import {acceptDelivery, deliver, requestRevision} from './deliveries';
import {notifyStudio, orderPath, sendOrderUpdate, sendQuoteMail} from './notify';
import {orderAllowed} from './limits';
import {priceRequest, selectionsOf} from './request';
import {orderAcceptSchema, orderCancelSchema, orderCommentsSchema, orderQuoteSchema, orderSchema, orderDeliverSchema, orderRefundSchema, orderRevisionSchema, orderStatusSchema} from './schema';
import {setQuote} from './quotes';
import {hasOwnCommand, sourcesOf} from './transitions';
import {claimGuestOrder, createOrder, guestToken, moveOrder, orderByGuestToken, orderPlacedWith, setAdminComments} from './store';
import {isGuestOrder, publicOrder} from './view';
import {log} from '@/lib/log';
import {checkConsents} from '@/lib/privacy/consent-commands';
import {phoneNeeded} from '@/lib/checkout/phone';
import {recordConsents} from '@/lib/privacy/consent-store';
import {confirmedAnswer, deliveredAnswer, orderChangedAnswer, orderDoneAnswer, paymentStartAnswer, placedAnswer, refundedAnswer, revisionAnswer} from './answers';

const withId = <S extends z.ZodMiniObject>(schema: S) => z.extend(schema, {id: recordId});

/** The studio moves an order along the transition table; 409 for a move the table does not allow. */
export const changeStatus = defineCommand({
  name: 'orders.changeStatus',
  output: orderDoneAnswer,
  input: withId(orderStatusSchema),
  who: 'admin',
  async run({id, status, note}, {user, t, language}) {
    if (!isUuid(id)) return refuse(404, t('notFound'));
    const moved = await inTransaction(db, async (tx) => {
      const current = await tx.order.findUnique({where: {id}, select: {status: true}});
      // Pricing a quote is its own command (it needs the amount): never a bare status change to a ₩0 order.
      if (current && hasOwnCommand(current.status, status)) return {ok: false as const, error: 'ownCommand' as const, from: current.status};
      const result = await moveOrder(tx, id, status, {id: user.id, label: 'admin'}, {note});
      if (result.ok) await audit(tx, user, {action: 'order.status', targetType: 'order', targetId: id, before: {status: result.from}, after: {status, note: note ?? null}});
      // The customer's mail is queued with the move: both or neither.
      if (result.ok) await sendOrderUpdate(result.order, {status, delivered: false}, tx);
      return result;
    });
    if (!moved.ok && moved.error === 'notFound') return refuse(404, t('notFound'));
    if (!moved.ok && moved.error === 'ownCommand') return refuse(409, t('useQuoteForm'));
    if (!moved.ok) {
      const names = await getTranslations({locale: language, namespace: 'Order.statuses'});
      return refuse(409, t('moveRefused', {from: moved.from ? names(moved.from) : '', to: names(status)}));
    }
    return {ok: true, message: t('statusUpdated'), body: {order: publicOrder(moved.order, {admin: true})}};
  },
});

/** The studio's notes on an order (audited with before and after). */
export const setComments = defineCommand({
  name: 'orders.setComments',
  output: orderChangedAnswer,
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
  output: refundedAnswer,
  input: withId(orderRefundSchema),
  who: 'admin',
  async run({id, ...input}, {user, t, language}) {
    if (!isUuid(id)) return refuse(404, t('notFound'));
    const result = await refundOrder(db, {orderId: id, ...input, admin: user});
    // Its audit row is written by the ledger with the completed refund (lib/payments/refund).
    if (result.ok) {
      return {ok: true, message: t('refunded'), body: {refunded: result.refunded, full: result.full}};
    }
    if (result.error === 'notPaid') return refuse(409, t('notRefundable'));
    if (result.error === 'refundAccountRequired') return refuse(422, t('refundAccountRequired'));
    if (result.error === 'provider') return refuse(502, t('refundFailed'));
    if (result.error === 'pending') return {ok: false, status: 202, message: t('refundPending'), body: {pending: true}};
    if (result.error === 'tooMuch' && result.max) {
      // The refusal names the most that may be refunded, in the order's currency and the caller's language.
      const order = await db.order.findUnique({where: {id}, select: {currency: true, country: true}});
      if (order) return refuse(409, t('refundTooMuch', {max: formatMoney({amount: result.max, currency: order.currency}, pageLocale(order.country, language))}), {max: result.max});
    }
    return refuse(409, t('notRefundable'), {max: result.max});
  },
});

/** The studio delivers uploaded files as the order's next draft; the customer is mailed. */
export const deliverDraft = defineCommand({
  name: 'orders.deliver',
  output: deliveredAnswer,
  input: withId(orderDeliverSchema),
  who: 'admin',
  async run({id, uploadIds, note}, {user, t}) {
    if (!isUuid(id)) return refuse(404, t('notFound'));
    // The customer's mail is queued with the delivery: both or neither.
    const result = await inTransaction(db, async (tx) => {
      const delivered = await deliver(tx, {orderId: id, uploadIds, note, admin: user});
      if (delivered.ok) await sendOrderUpdate({id}, {status: 'draft_delivered', delivered: true}, tx);
      return delivered;
    });
    if (!result.ok) return refuse(result.error === 'notFound' ? 404 : result.error === 'noFiles' ? 422 : 409, t(result.error));
    return {ok: true, status: 201, message: t('delivered'), body: {round: result.round}};
  },
});

/** The buyer (account, or the guest link's holder) asks for changes to the delivered draft. */
export const askRevision = defineCommand({
  name: 'orders.requestRevision',
  output: revisionAnswer,
  input: withId(orderRevisionSchema),
  who: 'anyone',
  async run({id, comment, token}, {user, t}) {
    const order = await accessibleOrder(id, token);
    if (!order) return refuse(404, t('notFound'));
    // The studio's mail is queued with the request: both or neither.
    const result = await inTransaction(db, async (tx) => {
      const asked = await requestRevision(tx, {orderId: order.id, comment, actor: user ? {id: user.id, label: 'customer'} : {id: null, label: 'guest'}});
      if (asked.ok) await notifyStudio({kind: 'revision', order, revision: asked.number, comment}, tx);
      return asked;
    });
    if (!result.ok) return refuse(result.error === 'notFound' ? 404 : 409, t(result.error));
    return {ok: true, status: 201, message: result.extra ? t('revisionExtra') : t('revisionRequested'), body: {number: result.number, extra: result.extra}};
  },
});

/** The buyer accepts the delivered draft: the order is completed. */
export const acceptDraft = defineCommand({
  name: 'orders.accept',
  output: orderChangedAnswer,
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
  output: orderChangedAnswer,
  input: z.object({id: recordId, token: z.string().check(z.minLength(1), z.maxLength(200))}),
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
  output: placedAnswer,
  input: orderSchema,
  who: 'anyone',
  async run(input, {user, t, country, language, address}) {
    // Prices are the market's: a caller that named no shop is told so, never priced as another's.
    if (!country) return refuse(422, t('countryRequired'), {code: 'country'});
    // The boxes the country's checkout asks for (Korea: the age check too): 422 per unticked one.
    const consents = await checkConsents(country, 'checkout', input, language);
    if (!consents.ok) return consents;
    const cart = input.fromCart ? await cartOwner() : null;
    const selections = await selectionsOf(input, cart);
    if (selections === 'emptyCart') return refuse(422, t('emptyCart'));
    // The cart's lines decide whether its order needs a phone number (lib/checkout/phone; the schema checked the other payloads).
    if (input.fromCart && phoneNeeded(selections.map((line) => line.type)) && !input.customerPhone) {
      const missing = (await getTranslations({locale: language, namespace: 'Checkout.errors'}))('phoneRequired');
      return refuse(422, missing, {errors: {customerPhone: missing}});
    }
    const priced = await priceRequest(input, selections, country);
    if (typeof priced === 'string') {
      const key = priced === 'quote' ? 'quote' : priced === 'quantity' ? 'quantity' : priced === 'empty' ? 'emptyCart' : priced === 'tier' ? 'unknownTier' : 'unknown';
      return refuse(422, t(key), {code: priced});
    }
    // The preview's photo must still be the buyer's, and in no other order, before anything is ordered.
    const previewer = input.previewId ? await currentPreviewer() : null;
    if (input.previewId) {
      const placedBefore = await orderPlacedWith(db, {idempotencyKey: input.idempotencyKey, user, email: input.customerEmail});
      const usable = await previewForOrder(db, input.previewId, previewer, placedBefore);
      if (usable === 'expired') return refuse(422, t('previewExpired'), {code: 'preview'});
      if (usable === 'used') return refuse(409, t('previewUsed'), {code: 'previewUsed'});
    }
    // Per address, e-mail and account (./limits): placing an order costs nothing until it is paid.
    const within = await orderAllowed(limits, {address: await address(), email: input.customerEmail, userId: user?.id ?? null}, env.ORDERS_PER_HOUR);
    if (!within.allowed) return refuse(429, t('tooManyOrders', {minutes: Math.ceil(within.retryAfterS / 60)}), undefined, {headers: {'retry-after': String(within.retryAfterS)}});
    const {order, created, guestToken} = await createOrder(db, {
      priced,
      // The cart keeps its items until the order is paid (an abandoned payment loses nothing).
      cartId: cart ? await cartIdOf(db, cart) : null,
      customer: {name: input.customerName, email: input.customerEmail, phone: input.customerPhone ?? '', address: input.customerAddress},
      requirements: input.requirements,
      country,
      language,
      user: user ? {id: user.id} : null,
      idempotencyKey: input.idempotencyKey,
      secret: authSecret(),
    });
    if (input.previewId) await attachPreviewPhoto(db, input.previewId, previewer, {id: order.id, userId: user?.id ?? null});
    // Each consent with its policy's version and the time, once per order (a repeated checkout adds none).
    if (created) await recordConsents(db, {orderId: order.id, userId: user?.id ?? null}, {kinds: consents.kinds, source: 'checkout', country});
    return {
      ok: true,
      status: created ? 201 : 200,
      message: t('orderSaved'),
      body: {orderId: order.id, orderNumber: order.number, order: publicOrder(order), orderUrl: orderPath(order, guestToken), guestToken},
    };
  },
});

/** Where the buyer goes next: the provider's (or the demo) page, or the Toss widget's values. */
export interface PaymentStartBody {
  url?: string;
  widget?: Extract<StartResult, {kind: 'widget'}>;
  demo: boolean;
}

/**
 * Where to send the buyer to pay an order awaiting payment (the provider's page, the Toss
 * widget's values, or the labelled demo page): its owner, an admin or the guest link's holder.
 */
export const payOrder = defineCommand({
  name: 'payments.start',
  output: paymentStartAnswer,
  input: paymentStartSchema,
  who: 'anyone',
  async run({orderId, token, cashReceipt}, {t, language}) {
    const order = await accessibleOrder(orderId, token);
    if (!order) return refuse(404, t('notFound'));
    // The order's own shop (its currency and provider), in the language of the page that pays it.
    const country = order.country;
    const page = (name: string) => new URL(localizedPath(country, language, `/payment/${name}`), env.APP_URL).toString();
    const started = await startPayment(db, order, {country, language, successUrl: page('success'), failUrl: page('fail'), cashReceipt});
    // A cash receipt is only Korea's, for Toss transfers and virtual accounts: never asked of Stripe or the demo.
    if (!started.ok && started.error === 'sellerDetailsMissing') {
      // The owner sees why on the admin overview (docs/admin.md#setting-up-the-shop); the buyer is told payments are not open yet.
      log.warn(`payment refused for ${order.number}: the seller details Korean law requires are missing`);
      return refuse(503, t('sellerDetailsMissing'), {code: started.error});
    }
    if (!started.ok && started.error === 'cashReceiptUnavailable') return refuse(422, t('cashReceiptUnavailable'), {code: started.error, errors: {cashReceipt: t('cashReceiptUnavailable')}});
    if (!started.ok) return refuse(409, t(started.error === 'quoteExpired' ? 'quoteExpired' : 'notPayable'), {code: started.error});
    const body: PaymentStartBody = started.start.kind === 'redirect' ? {url: started.start.url, demo: started.demo} : {widget: started.start, demo: false};
    return {ok: true, message: '', body};
  },
});

/** The deposit details of a Toss virtual account awaiting the buyer's transfer. */
export interface VirtualAccount {
  bankCode: string;
  accountNumber: string;
  dueDate: string;
  /** As Toss reported it (stored JSON: it may be null). */
  customerName?: string | null;
}

/**
 * The provider's return (POST /api/confirm {orderId: the order number, amount, paymentKey}, docs/payments.md):
 * the one confirm path of every provider. The amount must be the order's; confirming twice
 * changes nothing; the first confirmation sends the order mails, after it is recorded. An unknown
 * outcome (provider timeout) is not a failure: 202, and the page says it is being confirmed.
 */
/** How long the buyer's confirm waits for the provider (or for another confirm of the attempt). */
const CONFIRM_ANSWER_MS = 4_000;

export const confirmOrderPayment = defineCommand({
  name: 'payments.confirm',
  output: confirmedAnswer,
  input: confirmSchema,
  who: 'anyone',
  async run({orderId, amount, paymentKey}, {language, after}) {
    // The buyer waits a few seconds at most: a confirmation still open at the provider is answered
    // 'being confirmed' (202) and finishes without them; their page asks again until it is settled.
    const result = await confirmPayment(db, {orderId, amount, paymentKey}, {waitMs: CONFIRM_ANSWER_MS});
    if (!result.ok) {
      const t = await getTranslations({locale: language, namespace: 'Payment'});
      if (result.pending) return {ok: false, status: 202, message: t('pending'), body: {pending: true, code: result.code}};
      // An order already paid, cancelled or expired: the buyer is told in their language what became of the money.
      const explained = result.code.startsWith('ORDER_') && (FAIL_CODES as readonly string[]).includes(result.code) ? t(`failCodes.${result.code as (typeof FAIL_CODES)[number]}`) : undefined;
      return refuse(400, explained ?? result.message ?? t('confirmFailed'), {code: result.code});
    }
    const {order, payment, newlyPaid, awaitingDeposit} = result;
    const token = isGuestOrder(order) ? guestToken(order.id, authSecret()) : undefined;
    // What it bought left the cart with the payment: the header's count follows.
    const cart = newlyPaid && order.cartId ? await cartOwner() : null;
    if (cart) after(async () => rememberCartCount(await cartCount(db, cart)));
    const [first] = order.items;
    const lines = await db.orderItem.findMany({where: {orderId: order.id}, orderBy: {position: 'asc'}, include: {brief: {select: {id: true}}}});
    const paymentData = {
      orderId: order.number,
      orderUuid: order.id,
      orderType: order.orderType,
      serviceId: order.orderType === 'service' && first ? Number(first.itemId) : null,
      amount: order.amount,
      currency: order.currency,
      // What the order recorded (lib/payments/method); a deposit still awaited: the payment's.
      method: order.paymentMethod ?? payment.method,
      paymentKey: payment.providerReference,
      status: order.status,
      awaitingDeposit,
      // Written by the Toss provider when it reported a virtual account (lib/payments/toss/provider).
      virtualAccount: awaitingDeposit ? ((payment.details as {virtualAccount?: VirtualAccount} | null)?.virtualAccount ?? null) : null,
      orderDetails: {productName: paymentOrder(order).title, customerName: order.customerName},
      orderUrl: token ? `/order/${token}` : `/order/${order.number}`,
      /** A guest's order link token: the brief and its files are sent with it, no account needed. */
      orderToken: token ?? null,
      items: lines.map((i) => ({
        id: i.id,
        itemType: i.itemType,
        itemId: i.itemId,
        title: i.title,
        lineAmount: i.lineAmount,
        tier: i.tier,
        tierImages: i.tierImages,
        tierRevisions: i.tierRevisions,
        tierDeliveryDays: i.tierDeliveryDays,
        briefId: i.brief?.id ?? null,
      })),
    };
    return {ok: true, message: '', body: {paymentData}};
  },
});

/**
 * The studio prices a quote request: the order's amount (the customer's currency, minor units) and
 * its KRW equivalent, a note and a last day; it then awaits payment and the customer is mailed the
 * price and the link to pay.
 */
export const priceQuote = defineCommand({
  name: 'orders.quote',
  output: orderDoneAnswer,
  input: withId(orderQuoteSchema),
  who: 'admin',
  async run({id, amount, note, validUntil}, {user, t}) {
    if (!isUuid(id)) return refuse(404, t('notFound'));
    const result = await inTransaction(db, async (tx) => {
      const priced = await setQuote(tx, {orderId: id, amount, note, validUntil, admin: user});
      if (!priced.ok) return priced;
      await audit(tx, user, {
        action: 'order.quote',
        targetType: 'order',
        targetId: id,
        before: {status: 'quote_review'},
        after: {status: 'pending_payment', amount, note: note ?? null, validUntil: validUntil ?? null},
      });
      // The customer's mail is queued with the price: both or neither.
      await sendQuoteMail(priced.order, tx);
      return priced;
    });
    if (!result.ok && result.error === 'notFound') return refuse(404, t('notFound'));
    if (!result.ok && result.error === 'pastDate') return refuse(422, t('quotePastDate'), {errors: {validUntil: t('quotePastDate')}});
    if (!result.ok && result.error === 'tooLarge') return refuse(422, t('quoteTooLarge'), {errors: {amount: t('quoteTooLarge')}});
    if (!result.ok) return refuse(409, t('notQuote'));
    return {ok: true, message: t('quoteSent'), body: {order: publicOrder(result.order, {admin: true})}};
  },
});

/**
 * The buyer declines a quote or gives up an unpaid order (their account, an admin, or the guest
 * link's holder). Refused while a payment is under way or a deposit is awaited: money could still
 * arrive for it.
 */
export const cancelOrder = defineCommand({
  name: 'orders.cancel',
  output: orderChangedAnswer,
  input: withId(orderCancelSchema),
  who: 'anyone',
  async run({id, token}, {user, t, language}) {
    const order = await accessibleOrder(id, token);
    if (!order) return refuse(404, t('notFound'));
    const actor =
      user?.role === 'ADMIN' && user.id !== order.userId
        ? {id: user.id, label: 'admin' as const}
        : user && order.userId === user.id
          ? {id: user.id, label: 'customer' as const}
          : {id: null, label: 'guest' as const};
    // Under the order's lock: a confirm cannot start between the check and the move (lib/payments/flow).
    // The customer's mail is queued with the move: both or neither.
    const moved = await cancelUnpaidOrder(
      db,
      order.id,
      actor,
      {from: sourcesOf('cancelled', actor.label), note: order.status === 'quote_review' ? 'quote declined' : 'cancelled before payment'},
      (tx, cancelled) => sendOrderUpdate(cancelled, {status: 'cancelled', delivered: false}, tx),
    );
    if (!moved) return refuse(409, t('cancelPaying'));
    if (!moved.ok) {
      const names = await getTranslations({locale: language, namespace: 'Order.statuses'});
      return refuse(409, t('moveRefused', {from: moved.from ? names(moved.from) : '', to: names('cancelled')}));
    }
    return {ok: true, message: t('cancelledByBuyer')};
  },
});
