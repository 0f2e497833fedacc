/**
 * Carts: a signed-in customer's belongs to their account; a guest's is found by the random id in
 * the httpOnly cart cookie. Only templates go in the cart (spec: the template shop's Add to Cart).
 * Prices are not stored: they are computed for the visitor's country each time the cart is read.
 */
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {COUNTRIES, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {lineTitle} from '@/lib/orders/store';
import {MAX_QUANTITY, priceLine, type Selection} from '@/lib/orders/pricing';
import type {Catalog} from '@/lib/catalog/prices';
import {itemsOnly, loadCatalog} from '@/lib/catalog/store';

export type CartOwner = {userId: string} | {guestId: string};

const ownerWhere = (owner: CartOwner) => ('userId' in owner ? {userId: owner.userId} : {guestId: owner.guestId});

async function findCart(db: PrismaClient, owner: CartOwner) {
  return db.cart.findFirst({where: ownerWhere(owner), orderBy: {createdAt: 'asc'}, include: {items: {orderBy: {createdAt: 'asc'}}}});
}

async function cartFor(db: PrismaClient, owner: CartOwner, country: CountryCode) {
  const existing = await db.cart.findFirst({where: ownerWhere(owner), orderBy: {createdAt: 'asc'}, select: {id: true}});
  if (existing) return existing;
  try {
    return await db.cart.create({data: {...ownerWhere(owner), country}, select: {id: true}});
  } catch (error) {
    // A second tab created it meanwhile (guestId and userId are unique: one cart per owner).
    const again = await db.cart.findFirst({where: ownerWhere(owner), select: {id: true}});
    if (again) return again;
    throw error;
  }
}

export interface CartView {
  items: {id: string; itemType: 'template'; templateId: number; title: string; quantity: number; unitAmount: number; lineAmount: number}[];
  totalQuantity: number;
  currency: string;
  amount: number;
}

/** The cart as the visitor sees it: titles in their language, prices in their country's currency. */
export async function readCart(db: PrismaClient, owner: CartOwner, country: CountryCode, language: Language): Promise<CartView> {
  const cart = await findCart(db, owner);
  const items: CartView['items'] = [];
  const catalog = cart?.items.length ? await loadCatalog(db, itemsOnly(cart.items.map((item) => ({kind: 'template' as const, id: item.itemId})))) : null;
  for (const item of cart?.items ?? []) {
    const line = catalog ? priceLine({type: 'template', id: Number(item.itemId), quantity: item.quantity}, country, catalog) : 'unknown';
    if (typeof line === 'string') continue; // a template withdrawn from the shop is no longer for sale
    items.push({id: item.id, itemType: 'template', templateId: Number(item.itemId), title: lineTitle(catalog!, language, line), quantity: item.quantity, unitAmount: line.unitAmount, lineAmount: line.lineAmount});
  }
  return {items, totalQuantity: items.reduce((n, i) => n + i.quantity, 0), currency: COUNTRIES[country].currency, amount: items.reduce((n, i) => n + i.lineAmount, 0)};
}

/** What a cart checkout buys. */
export async function cartSelections(db: PrismaClient, owner: CartOwner): Promise<Selection[]> {
  const cart = await findCart(db, owner);
  return (cart?.items ?? []).map((item) => ({type: 'template', id: Number(item.itemId), quantity: item.quantity}));
}

/** Whether a template can be bought in this country (it may have left the shop since it was added). */
const forSale = (templateId: number, country: CountryCode, catalog: Catalog) => typeof priceLine({type: 'template', id: templateId, quantity: 1}, country, catalog) !== 'string';

/** Adds a template (more copies when it is already there, at most MAX_QUANTITY). */
export async function addToCart(db: PrismaClient, owner: CartOwner, templateId: number, quantity: number, country: CountryCode): Promise<'ok' | 'unknown'> {
  if (!forSale(templateId, country, await loadCatalog(db, itemsOnly([{kind: 'template', id: templateId}])))) return 'unknown';
  const cart = await cartFor(db, owner, country);
  await inTransaction(db, (tx) => addLine(tx, cart.id, String(templateId), quantity));
  return 'ok';
}

/** One template line into a cart: more copies when it is already there, at most MAX_QUANTITY. */
async function addLine(tx: Db, cartId: string, itemId: string, quantity: number) {
  const existing = await tx.cartItem.findUnique({where: {cartId_itemType_itemId: {cartId, itemType: 'template', itemId}}});
  if (existing) await tx.cartItem.update({where: {id: existing.id}, data: {quantity: Math.min(MAX_QUANTITY, existing.quantity + quantity)}});
  else await tx.cartItem.create({data: {cartId, itemType: 'template', itemId, quantity: Math.min(MAX_QUANTITY, quantity)}});
}

/** Removes one line of the owner's own cart; false when it is not theirs (or gone). */
export async function removeFromCart(db: PrismaClient, owner: CartOwner, itemId: string): Promise<boolean> {
  return (await db.cartItem.deleteMany({where: {id: itemId, cart: ownerWhere(owner)}})).count === 1;
}

export async function clearCart(db: PrismaClient, owner: CartOwner): Promise<void> {
  await db.cartItem.deleteMany({where: {cart: ownerWhere(owner)}});
}

/** The owner's cart's id (an order bought from it remembers it), or null without one. */
export async function cartIdOf(db: PrismaClient, owner: CartOwner): Promise<string | null> {
  return (await db.cart.findFirst({where: ownerWhere(owner), select: {id: true}}))?.id ?? null;
}

/** Once its order is paid, what it bought leaves the cart; anything added since stays. */
export async function removeBought(db: Db, cartId: string, lines: {itemType: string; itemId: string}[]): Promise<void> {
  if (!lines.length) return;
  await db.cartItem.deleteMany({where: {cartId, OR: lines.map((l) => ({itemType: l.itemType as 'template', itemId: l.itemId}))}});
}

/** How many items the owner's cart holds (the header's count). */
export async function cartCount(db: PrismaClient, owner: CartOwner): Promise<number> {
  return (await db.cartItem.aggregate({where: {cart: ownerWhere(owner)}, _sum: {quantity: true}}))._sum.quantity ?? 0;
}

/** At sign-in the guest's cart joins the account's (quantities add up) and the guest cart is gone. */
export async function mergeGuestCart(db: PrismaClient, guestId: string, userId: string, country?: CountryCode): Promise<void> {
  const guest = await findCart(db, {guestId});
  if (!guest) return;
  country ??= guest.country;
  const target = await cartFor(db, {userId}, country);
  const catalog = await loadCatalog(db, itemsOnly(guest.items.map((item) => ({kind: 'template' as const, id: item.itemId}))));
  await inTransaction(db, async (tx) => {
    // Only the request that removes the guest cart moves its lines: two requests at once (the
    // header and the page after signing in) merge it once, and never half.
    if ((await tx.cart.deleteMany({where: {id: guest.id}})).count !== 1) return;
    for (const item of guest.items) {
      if (!forSale(Number(item.itemId), country, catalog)) continue;
      await addLine(tx, target.id, item.itemId, item.quantity);
    }
  });
}
