/**
 * Carts: a signed-in customer's belongs to their account; a guest's is found by the random id in
 * the httpOnly cart cookie. Templates (the template shop's Add to Cart) and packages go in
 * the cart; a service is bought from its own checkout, where its images are chosen.
 * Prices are not stored: they are computed for the visitor's country each time the cart is read.
 */
import type {PackageId} from '@/lib/catalog/catalog';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {COUNTRIES, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {lineTitle} from '@/lib/orders/store';
import {MAX_QUANTITY, priceLine, type Selection} from '@/lib/orders/pricing';
import {shownPicture, type Catalog} from '@/lib/catalog/prices';
import {pictureUrl} from '@/lib/media/pictures';
import {itemsOnly, loadCatalog} from '@/lib/catalog/store';

export type CartOwner = {userId: string} | {guestId: string};

/** What goes in a cart: copies of a template, or a package (one of each: a second adds nothing). */
export type CartProduct = {type: 'template'; id: number; quantity: number} | {type: 'package'; id: PackageId};
type CartKind = CartProduct['type'];

/** A stored line as pricing sees it; null for a kind the cart does not hold. */
function selectionOf(line: {itemType: string; itemId: string; quantity: number}): Selection | null {
  if (line.itemType === 'template') return {type: 'template', id: Number(line.itemId), quantity: line.quantity};
  if (line.itemType === 'package') return {type: 'package', id: line.itemId};
  return null;
}

const productKey = (product: CartProduct) => ({itemType: product.type, itemId: String(product.id)});
const maxUnits = (itemType: CartKind) => (itemType === 'package' ? 1 : MAX_QUANTITY);

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

/** One line of the cart: a template (templateId) or a package (packageId), priced for the visitor's country. */
/** A line's thumbnail: the owner's picture of the item, else its design's first page (a template) or the package's default. */
export interface CartThumb {
  src: string;
  width: number;
  height: number;
}

export type CartLine = {id: string; itemId: string; title: string; quantity: number; unitAmount: number; lineAmount: number; thumb: CartThumb | null; maxQuantity: number} & (
  {itemType: 'template'; templateId: number} | {itemType: 'package'; packageId: string}
);

export interface CartView {
  items: CartLine[];
  totalQuantity: number;
  currency: string;
  amount: number;
}

/** The cart as the visitor sees it: titles in their language, prices in their country's currency. */
export async function readCart(db: PrismaClient, owner: CartOwner, country: CountryCode, language: Language): Promise<CartView> {
  const cart = await findCart(db, owner);
  const items: CartView['items'] = [];
  // With the placed pictures: each line shows its thumbnail.
  const catalog = cart?.items.length ? await loadCatalog(db, {...itemsOnly(cart.items.map((item) => ({kind: item.itemType, id: item.itemId}))), pictures: true}) : null;
  for (const item of cart?.items ?? []) {
    const selection = selectionOf(item);
    const line = catalog && selection ? priceLine(selection, country, catalog) : 'unknown';
    if (typeof line === 'string') continue; // an item withdrawn from the shop is no longer for sale
    const picture = shownPicture(catalog!, line.itemType === 'package' ? `package:${line.itemId}:mockup` : `template:${line.itemId}:0`, {country, lang: language});
    const thumb = picture ? {src: pictureUrl(picture), width: picture.width, height: picture.height} : null;
    const common = {
      id: item.id,
      itemId: item.itemId,
      title: lineTitle(catalog!, language, line),
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      lineAmount: line.lineAmount,
      thumb,
      maxQuantity: maxUnits(line.itemType === 'package' ? 'package' : 'template'),
    };
    items.push(line.itemType === 'package' ? {...common, itemType: 'package', packageId: line.itemId} : {...common, itemType: 'template', templateId: Number(line.itemId)});
  }
  return {items, totalQuantity: items.reduce((n, i) => n + i.quantity, 0), currency: COUNTRIES[country].currency, amount: items.reduce((n, i) => n + i.lineAmount, 0)};
}

/** What a cart checkout buys. */
export async function cartSelections(db: PrismaClient, owner: CartOwner): Promise<Selection[]> {
  const cart = await findCart(db, owner);
  return (cart?.items ?? []).flatMap((item) => selectionOf(item) ?? []);
}

/** Whether an item can be bought in this country (it may have left the shop since it was added). */
const forSale = (line: {itemType: string; itemId: string}, country: CountryCode, catalog: Catalog) => {
  const selection = selectionOf({...line, quantity: 1});
  return selection !== null && typeof priceLine(selection, country, catalog) !== 'string';
};

/**
 * Adds a template (more copies when it is already there, at most MAX_QUANTITY) or a package (once:
 * adding it again leaves the cart as it is). 'unknown' for anything not for sale in this country.
 */
export async function addToCart(db: PrismaClient, owner: CartOwner, product: CartProduct, country: CountryCode): Promise<'ok' | 'unknown'> {
  const key = productKey(product);
  if (!forSale(key, country, await loadCatalog(db, itemsOnly([{kind: product.type, id: product.id}])))) return 'unknown';
  const cart = await cartFor(db, owner, country);
  await inTransaction(db, (tx) => addLine(tx, cart.id, key.itemType, key.itemId, product.type === 'template' ? product.quantity : 1));
  return 'ok';
}

/** One line into a cart: more units when it is already there, at most what the kind allows (a package: one). */
async function addLine(tx: Db, cartId: string, itemType: CartKind, itemId: string, quantity: number) {
  const max = maxUnits(itemType);
  const existing = await tx.cartItem.findUnique({where: {cartId_itemType_itemId: {cartId, itemType, itemId}}});
  if (existing) await tx.cartItem.update({where: {id: existing.id}, data: {quantity: Math.min(max, existing.quantity + quantity)}});
  else await tx.cartItem.create({data: {cartId, itemType, itemId, quantity: Math.min(max, quantity)}});
}

/**
 * Sets how many copies one line of the owner's own cart holds (the cart's steppers): 1 to MAX_QUANTITY
 * for a template, a package stays at one. 'notFound' when the line is not theirs (or gone),
 * 'tooMany' beyond what its kind allows.
 */
export async function setCartQuantity(db: PrismaClient, owner: CartOwner, itemId: string, quantity: number): Promise<'ok' | 'notFound' | 'tooMany'> {
  const line = await db.cartItem.findFirst({where: {id: itemId, cart: ownerWhere(owner)}, select: {id: true, itemType: true}});
  if (!line) return 'notFound';
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxUnits(line.itemType as CartKind)) return 'tooMany';
  await db.cartItem.update({where: {id: line.id}, data: {quantity}});
  return 'ok';
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
  await db.cartItem.deleteMany({where: {cartId, OR: lines.map((l) => ({itemType: l.itemType as CartKind, itemId: l.itemId}))}});
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
  const catalog = await loadCatalog(db, itemsOnly(guest.items.map((item) => ({kind: item.itemType, id: item.itemId}))));
  await inTransaction(db, async (tx) => {
    // Only the request that removes the guest cart moves its lines: two requests at once (the
    // header and the page after signing in) merge it once, and never half.
    if ((await tx.cart.deleteMany({where: {id: guest.id}})).count !== 1) return;
    for (const item of guest.items) {
      if (!forSale(item, country, catalog) || item.itemType === 'service') continue;
      await addLine(tx, target.id, item.itemType, item.itemId, item.quantity);
    }
  });
}
