import {getTranslations} from 'next-intl/server';
import {cartOwner, rememberCartCount} from '@/lib/cart/owner';
import {readCart, removeFromCart, setCartQuantity} from '@/lib/cart/store';
import {db} from '@/lib/db';
import {jsonHandler, plainHandler} from '@/lib/http/api';
import {cartQuantitySchema} from '@/lib/orders/schema';
import {isUuid} from '@/lib/db/errors';
import type {ApiAnswers} from '@/lib/http/answers';

/** DELETE /api/cart/{id}: removes one line of the visitor's own cart; 404 for anyone else's. */
export async function DELETE(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return plainHandler(async ({origin}) => {
    const owner = await cartOwner(new URL(request.url).searchParams.get('sessionId'));
    const removed = owner && isUuid(id) && (await removeFromCart(db, owner, id));
    if (removed && owner) {
      const cart = await readCart(db, owner, origin.country, origin.language);
      await rememberCartCount(cart.totalQuantity);
      return Response.json({success: true, totalQuantity: cart.totalQuantity} satisfies ApiAnswers['DELETE /api/cart/{id}']);
    }
    const t = await getTranslations({locale: origin.language, namespace: 'Cart'});
    return Response.json({success: false, message: t('notFound')}, {status: 404});
  })(request);
}

/**
 * PATCH /api/cart/{id} {quantity} -> {success, ...cart}: the cart's steppers set how many copies one line of the
 * visitor's own cart holds (1-100; a package stays at one: 422); 404 for anyone else's line.
 */
export async function PATCH(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(cartQuantitySchema, 'Checkout', async ({quantity}, {origin}) => {
    const owner = await cartOwner(new URL(request.url).searchParams.get('sessionId'));
    const t = await getTranslations({locale: origin.language, namespace: 'Checkout'});
    const result = owner && isUuid(id) ? await setCartQuantity(db, owner, id, quantity) : 'notFound';
    if (result === 'notFound' || !owner) {
      const tc = await getTranslations({locale: origin.language, namespace: 'Cart'});
      return Response.json({success: false, message: tc('notFound')}, {status: 404});
    }
    if (result === 'tooMany') return Response.json({success: false, message: t('errors.tooMany'), errors: {quantity: t('errors.tooMany')}}, {status: 422});
    const cart = await readCart(db, owner, origin.country, origin.language);
    await rememberCartCount(cart.totalQuantity);
    return Response.json({success: true, ...cart} satisfies ApiAnswers['PATCH /api/cart/{id}']);
  })(request);
}
