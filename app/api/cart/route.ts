import {getTranslations} from 'next-intl/server';
import {cartOwner, newGuestCartOwner, rememberCartCount} from '@/lib/cart/owner';
import {addToCart, clearCart, readCart, type CartProduct} from '@/lib/cart/store';
import {db} from '@/lib/db';
import {COUNTRIES} from '@/lib/countries';
import {jsonHandler, plainHandler} from '@/lib/http/api';
import {cartAddSchema} from '@/lib/orders/schema';
import type {ApiAnswers} from '@/lib/http/answers';

const empty = (currency: string) => ({success: true, items: [], totalQuantity: 0, currency, amount: 0});
const noStore = {headers: {'cache-control': 'no-store'}};

/** GET /api/cart -> {success, items, totalQuantity, currency, amount}: the visitor's own cart, priced for their country. */
export const GET = plainHandler(async ({request, origin}) => {
  const owner = await cartOwner(new URL(request.url).searchParams.get('sessionId'));
  if (!owner) {
    await rememberCartCount(0);
    return Response.json(empty(COUNTRIES[origin.country].currency), noStore);
  }
  const cart = await readCart(db, owner, origin.country, origin.language);
  await rememberCartCount(cart.totalQuantity);
  return Response.json({success: true, ...cart} satisfies ApiAnswers['GET /api/cart'], noStore);
});

/**
 * POST /api/cart {templateId, quantity?} or {packageId} -> 201 {success, message, ...cart}; creates
 * the guest cart cookie on the first add. Prices come from the price list when the cart is read.
 */
export const POST = jsonHandler(cartAddSchema, 'Checkout', async ({templateId, packageId, quantity, sessionId}, {request, origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'Cart'});
  const product: CartProduct = packageId !== undefined ? {type: 'package', id: packageId} : {type: 'template', id: templateId!, quantity: quantity ?? 1};
  const owner = (await cartOwner(sessionId ?? new URL(request.url).searchParams.get('sessionId'))) ?? (await newGuestCartOwner());
  if ((await addToCart(db, owner, product, origin.country)) === 'unknown') return Response.json({success: false, message: t('unknown')}, {status: 404});
  const cart = await readCart(db, owner, origin.country, origin.language);
  await rememberCartCount(cart.totalQuantity);
  return Response.json({success: true, message: t('added'), ...cart} satisfies ApiAnswers['POST /api/cart'], {status: 201});
});

/** DELETE /api/cart: empties the visitor's cart. */
export const DELETE = plainHandler(async ({request}) => {
  const owner = await cartOwner(new URL(request.url).searchParams.get('sessionId'));
  if (owner) await clearCart(db, owner);
  await rememberCartCount(0);
  return Response.json({success: true} satisfies ApiAnswers['DELETE /api/cart']);
});
