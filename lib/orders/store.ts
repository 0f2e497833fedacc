/**
 * The one order service: every way of buying (a service checkout, a package, templates, the cart,
 * a quote request) creates its order here, priced by lib/orders/pricing, and every status change
 * goes through here with its history entry (who and when).
 */
import {createHash, createHmac, randomBytes} from 'node:crypto';
import type {OrderStatus, PrismaClient} from '@/lib/db/client';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {itemsOnly, loadCatalog} from '@/lib/catalog/store';
import {itemText, type Catalog} from '@/lib/catalog/prices';
import {orderTypeOf, type PricedLine, type PricedOrder} from './pricing';
import {isUniqueViolation, isUuid} from '@/lib/db/errors';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {isGuestOrder} from './view';
import {mayMove} from './transitions';
import {approveOrderBriefs} from '@/lib/briefs/store';
import {BRIEF_APPROVED_WITH} from '@/lib/briefs/transitions';
import {fullName} from '@/lib/auth/display-name';

export interface Customer {
  name: string;
  email: string;
  phone: string;
  address?: string;
}

/** The orderer's details from their account (their full name as `lang` writes it - family name first for a Korean, Japanese or Chinese name - else the username). */
export function customerOf(user: {firstName: string | null; lastName: string | null; username: string; email: string; phone: string | null}, lang: Language): Customer {
  return {name: fullName(user, lang) || user.username, email: user.email, phone: user.phone ?? ''};
}

export interface Actor {
  /** The user who acted, or null for the system (payment provider) and guests. */
  id: string | null;
  label: 'customer' | 'guest' | 'admin' | 'system';
}

export interface NewOrder {
  priced: PricedOrder;
  customer: Customer;
  requirements?: string;
  country: CountryCode;
  language: Language;
  user: {id: string} | null;
  /** The checkout's own key: the same checkout sent twice gives the same order. */
  idempotencyKey?: string;
  status?: 'pending_payment' | 'quote_review';
  paymentMethod?: string;
  /** The cart it was bought from: its lines leave the cart when the order is paid. */
  cartId?: string | null;
  /** Signs guest order links (the app's auth secret). */
  secret: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The guest's private order link token: derived from the order id, so a repeated checkout gets the same link. */
export function guestToken(orderId: string, secret: string): string {
  return createHmac('sha256', secret).update(`guest-order:${orderId}`).digest('base64url');
}

/** "SO-20261123-7K3QXM": date and six random characters; valid as a Toss and Stripe order reference. */
function orderNumber(now = new Date()): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return `SO-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${random}`;
}

/** A line's title in the order's language, as the catalogue names the item now (the order keeps it). */
export function lineTitle(catalog: Catalog, language: Language, line: Pick<PricedLine, 'itemType' | 'itemId'>): string {
  return itemText(catalog, line.itemType, line.itemId, language).name;
}

/** An order with its lines (each with its brief, if sent) and its status history. */
const WITH_DETAILS = {items: {orderBy: {position: 'asc'}, include: {brief: {select: {id: true, status: true, createdAt: true}}}}, history: {orderBy: {createdAt: 'asc'}}} as const;

/** An idempotency key as orders store it: per buyer (their account, else the e-mail a guest gave). */
const storedIdempotencyKey = (key: string | undefined, user: {id: string} | null | undefined, email: string) =>
  key ? sha256(`${key}:${user?.id ?? `guest:${email.trim().toLowerCase()}`}`) : undefined;

/** The order this buyer already placed with this idempotency key (a retried checkout), or null. */
export async function orderPlacedWith(db: Db, input: {idempotencyKey?: string; user: {id: string} | null; email: string}): Promise<string | null> {
  const key = storedIdempotencyKey(input.idempotencyKey, input.user, input.email);
  return key ? ((await db.order.findUnique({where: {idempotencyKey: key}, select: {id: true}}))?.id ?? null) : null;
}

export async function createOrder(db: Db, input: NewOrder) {
  const {priced, customer, user} = input;
  const email = customer.email.trim().toLowerCase();
  const key = storedIdempotencyKey(input.idempotencyKey, user, email);
  if (key) {
    const existing = await db.order.findUnique({where: {idempotencyKey: key}, include: WITH_DETAILS});
    if (existing) return {order: existing, created: false, guestToken: isGuestOrder(existing) ? guestToken(existing.id, input.secret) : undefined};
  }
  const catalog = await loadCatalog(db, itemsOnly(priced.lines.map((line) => ({kind: line.itemType, id: line.itemId}))));
  const status = input.status ?? 'pending_payment';
  try {
    const order = await db.order.create({
      data: {
        number: orderNumber(),
        userId: user?.id,
        idempotencyKey: key,
        status,
        orderType: orderTypeOf(priced.lines),
        country: input.country,
        language: input.language,
        currency: priced.currency,
        amount: priced.amount,
        amountKrw: priced.amountKrw,
        customerName: customer.name,
        customerEmail: email,
        customerPhone: customer.phone,
        customerAddress: customer.address,
        requirements: input.requirements,
        paymentMethod: input.paymentMethod,
        cartId: input.cartId ?? null,
        items: {
          create: priced.lines.map((line, position) => ({
            position,
            itemType: line.itemType,
            itemId: line.itemId,
            title: lineTitle(catalog, input.language, line),
            quantity: line.quantity,
            unitAmount: line.unitAmount,
            extraImages: line.extraUnits,
            extraUnitAmount: line.extraUnitAmount,
            lineAmount: line.lineAmount,
            // The tier as bought: its name and what it includes stay with the line if the owner changes it later.
            ...(line.tier ? {tier: line.tier.key, tierImages: line.tier.images, tierRevisions: line.tier.revisions, tierDeliveryDays: line.tier.deliveryDays} : {}),
          })),
        },
        history: {create: {toStatus: status, actorId: user?.id, actorLabel: user ? 'customer' : 'guest'}},
      },
      include: WITH_DETAILS,
    });
    if (!user) {
      const token = guestToken(order.id, input.secret);
      await db.order.update({where: {id: order.id}, data: {guestTokenHash: sha256(token)}});
      return {order, created: true, guestToken: token};
    }
    return {order, created: true, guestToken: undefined};
  } catch (error) {
    // Two identical checkouts at the same moment: the second finds the first's order.
    if (key && isUniqueViolation(error)) {
      const existing = await db.order.findUnique({where: {idempotencyKey: key}, include: WITH_DETAILS});
      if (existing) return {order: existing, created: false, guestToken: isGuestOrder(existing) ? guestToken(existing.id, input.secret) : undefined};
    }
    throw error;
  }
}

export type MoveResult = {ok: true; order: NonNullable<Awaited<ReturnType<typeof findWithDetails>>>; from: OrderStatus} | {ok: false; error: 'notFound' | 'notAllowed' | 'stale'; from?: OrderStatus};

const findWithDetails = (db: Db, id: string) => db.order.findUnique({where: {id}, include: WITH_DETAILS});

/**
 * Moves an order to a status, if the transition table (./transitions) lets this actor make that
 * move, and records who did it in the history. `from` narrows it further (a payment moves
 * pending_payment -> order_received once, however often it is confirmed). The change is a
 * compare-and-set on the status read, so two racing moves cannot both apply. A move to
 * draft_delivered or completed approves the order's briefs in the same transaction.
 */
export async function moveOrder(db: Db, orderId: string, to: OrderStatus, actor: Actor, options: {from?: readonly OrderStatus[]; note?: string} = {}): Promise<MoveResult> {
  return inTransaction(db, async (tx) => {
    const current = await tx.order.findUnique({where: {id: orderId}, select: {status: true}});
    if (!current) return {ok: false, error: 'notFound'};
    if (options.from && !options.from.includes(current.status)) return {ok: false, error: 'stale', from: current.status};
    if (!mayMove(current.status, to, actor.label)) return {ok: false, error: 'notAllowed', from: current.status};
    const updated = await tx.order.updateMany({where: {id: orderId, status: current.status}, data: {status: to}});
    if (updated.count !== 1) return {ok: false, error: 'stale', from: current.status};
    await tx.orderStatusChange.create({data: {orderId, fromStatus: current.status, toStatus: to, actorId: actor.id, actorLabel: actor.label, note: options.note}});
    // Its briefs follow: a delivered or completed order's briefs are approved with it.
    if (BRIEF_APPROVED_WITH.includes(to)) await approveOrderBriefs(tx, orderId);
    const order = await findWithDetails(tx, orderId);
    return order ? {ok: true, order, from: current.status} : {ok: false, error: 'notFound'};
  });
}

/** moveOrder for callers that only need the order: null when it did not move. */
export async function changeOrderStatus(db: Db, orderId: string, to: OrderStatus, actor: Actor, options: {from?: readonly OrderStatus[]; note?: string} = {}) {
  const moved = await moveOrder(db, orderId, to, actor, options);
  return moved.ok ? moved.order : null;
}

export async function setAdminComments(db: Db, orderId: string, comments: string | undefined) {
  return (await db.order.updateMany({where: {id: orderId}, data: {adminComments: comments ?? null}})).count === 1;
}

export interface Viewer {
  id: string;
  role: 'USER' | 'ADMIN';
}

/** A customer's own orders, newest first. */
export function ordersOf(db: PrismaClient, userId: string) {
  return db.order.findMany({where: {userId}, orderBy: {createdAt: 'desc'}, take: 200, include: {...WITH_DETAILS, _count: {select: {briefs: true}}}});
}

/** Every order, for the studio. */
export function allOrders(db: PrismaClient) {
  return db.order.findMany({orderBy: {createdAt: 'desc'}, take: 1000, include: WITH_DETAILS});
}

/** One order, if the viewer may see it (its owner, or an admin); else null, as if it did not exist. */
export async function orderForViewer(db: PrismaClient, idOrNumber: string, viewer: Viewer | null) {
  if (!viewer || idOrNumber.includes('\u0000')) return null;
  const where = isUuid(idOrNumber) ? {id: idOrNumber} : {number: idOrNumber};
  const order = await db.order.findUnique({where, include: WITH_DETAILS});
  if (!order || (viewer.role !== 'ADMIN' && order.userId !== viewer.id)) return null;
  return order;
}

/** A guest's order by its private link token. */
export function orderByGuestToken(db: PrismaClient, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return Promise.resolve(null);
  return db.order.findUnique({where: {guestTokenHash: sha256(token)}, include: WITH_DETAILS});
}

/**
 * A guest order joins the account that opens its private link with the same, confirmed, e-mail
 * address. (By e-mail alone, or with an unconfirmed address, anyone who registers with the
 * address would get a stranger's order, phone and address: docs/security.md, "E-mail verification".)
 */
export async function claimGuestOrder(db: PrismaClient, orderId: string, user: {id: string; email: string; emailVerified: Date | null}) {
  if (!user.emailVerified) return false;
  const claimed = await db.order.updateMany({where: {id: orderId, userId: null, customerEmail: user.email.toLowerCase()}, data: {userId: user.id}});
  return claimed.count === 1;
}
