import {addToCartCommand, clearCartCommand} from '@/lib/cart/commands';
import {cartOwner, rememberCartCount} from '@/lib/cart/owner';
import {readCart} from '@/lib/cart/store';
import {restCommand} from '@/lib/commands/rest';
import {db} from '@/lib/db';
import {COUNTRIES} from '@/lib/countries';
import {plainHandler} from '@/lib/http/api';
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
export const POST = restCommand(addToCartCommand, {query: ['sessionId']});

/** DELETE /api/cart: empties the visitor's cart. */
export const DELETE = restCommand(clearCartCommand, {body: false, query: ['sessionId']});
