/**
 * The cart's commands: add an item, set a line's copies, remove a line, empty the cart. The
 * cart's REST endpoints (POST/DELETE /api/cart, PATCH/DELETE /api/cart/{id}) are their
 * adapters, and the Add to Cart form posted before the page's script runs (POST
 * /api/cart/form) runs `addToCartCommand` too. Whose cart: the signed-in customer's, else the
 * guest's cookie (else the compatibility `sessionId`, lib/cart/owner).
 *
 * The country prices the answer's cart (and the line added must be for sale there). A REST
 * caller that names none (lib/http/where) gets the documented default shop, DEFAULT_COUNTRY:
 * the cart stores no prices, so reading it again with the right country shows the right ones.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, refuse} from '@/lib/commands';
import {DEFAULT_COUNTRY} from '@/lib/countries';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {cartAddSchema, cartQuantitySchema} from '@/lib/orders/schema';
import {cartOwner, newGuestCartOwner, rememberCartCount} from './owner';
import {addToCart, clearCart, readCart, removeFromCart, setCartQuantity, type CartProduct, type CartView} from './store';
import {cartAddedAnswer, cartAnswer, cartClearedAnswer, cartLineRemovedAnswer} from './answers';

/** A cart line's id from the path: anything that is not a line of the visitor's cart is a 404, as before. */
const lineId = z.string();

/** The compatibility guest id (docs/payments.md, GET /api/cart), from the body or the query. */
const sessionId = z.optional(z.nullable(z.string()));

/** POST /api/cart: a template (copies) or a package; the guest cart's cookie is made on the first add. 404 for what is not for sale. */
export const addToCartCommand = defineCommand({
  name: 'cart.add',
  output: cartAddedAnswer,
  invalidAnswer: 'bare',
  input: cartAddSchema,
  who: 'anyone',
  async run({templateId, packageId, quantity, sessionId}, {country, language}) {
    const shop = country ?? DEFAULT_COUNTRY;
    const t = await getTranslations({locale: language, namespace: 'Cart'});
    const product: CartProduct = packageId !== undefined ? {type: 'package', id: packageId} : {type: 'template', id: templateId!, quantity: quantity ?? 1};
    const owner = (await cartOwner(sessionId)) ?? (await newGuestCartOwner());
    if ((await addToCart(db, owner, product, shop)) === 'unknown') return refuse(404, t('unknown'));
    const cart = await readCart(db, owner, shop, language);
    await rememberCartCount(cart.totalQuantity);
    return {ok: true, status: 201, message: t('added'), body: cart};
  },
});

/** DELETE /api/cart: the visitor's cart emptied (nothing to empty is fine). */
export const clearCartCommand = defineCommand({
  name: 'cart.clear',
  output: cartClearedAnswer,
  input: z.object({sessionId}),
  who: 'anyone',
  async run({sessionId}) {
    const owner = await cartOwner(sessionId);
    if (owner) await clearCart(db, owner);
    await rememberCartCount(0);
    return {ok: true, message: '', json: {success: true} satisfies z.input<typeof cartClearedAnswer>};
  },
});

/** DELETE /api/cart/{id}: one line of the visitor's own cart removed; 404 for anyone else's (or an unknown one). */
export const removeCartLine = defineCommand({
  name: 'cart.remove',
  output: cartLineRemovedAnswer,
  input: z.object({id: lineId, sessionId}),
  who: 'anyone',
  async run({id, sessionId}, {country, language}) {
    const owner = await cartOwner(sessionId);
    if (owner && isUuid(id) && (await removeFromCart(db, owner, id))) {
      const cart = await readCart(db, owner, country ?? DEFAULT_COUNTRY, language);
      await rememberCartCount(cart.totalQuantity);
      return {ok: true, message: '', body: {totalQuantity: cart.totalQuantity}, json: {success: true, totalQuantity: cart.totalQuantity} satisfies z.input<typeof cartLineRemovedAnswer>};
    }
    return refuse(404, (await getTranslations({locale: language, namespace: 'Cart'}))('notFound'));
  },
});

/**
 * PATCH /api/cart/{id} {quantity}: the steppers set one line's copies (1-100; a package stays at
 * one: 422), answered with the whole cart; 404 for anyone else's line.
 */
export const setCartLineQuantity = defineCommand({
  name: 'cart.quantity',
  output: cartAnswer,
  invalidAnswer: 'bare',
  input: z.extend(cartQuantitySchema, {id: lineId, sessionId}),
  who: 'anyone',
  async run({id, quantity, sessionId}, {country, language}) {
    const owner = await cartOwner(sessionId);
    const result = owner && isUuid(id) ? await setCartQuantity(db, owner, id, quantity) : 'notFound';
    if (result === 'notFound' || !owner) return refuse(404, (await getTranslations({locale: language, namespace: 'Cart'}))('notFound'));
    if (result === 'tooMany') {
      const t = await getTranslations({locale: language, namespace: 'Checkout'});
      return refuse(422, t('errors.tooMany'), {errors: {quantity: t('errors.tooMany')}});
    }
    const cart: CartView = await readCart(db, owner, country ?? DEFAULT_COUNTRY, language);
    await rememberCartCount(cart.totalQuantity);
    return {ok: true, message: '', body: cart, json: {success: true, ...cart} satisfies z.input<typeof cartAnswer>};
  },
});
