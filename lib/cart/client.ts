/**
 * The browser's view of the cart: the header's count and the calls the cart dialog and the
 * purchase dialog make. The server owns the cart; this remembers its last answer.
 */
import {apiHeaders} from '@/lib/account/client';
import {COOKIES} from '@/lib/cookies';
import type {Answer} from '@/lib/http/answers';
import {callApi} from '@/lib/http/client';
import type {CartView} from './store';

type Listener = (count: number) => void;
const listeners = new Set<Listener>();

/** The count the server left in the readable cart_count cookie (0 when there is no cart). */
export function cartCountFromCookie(): number {
  if (typeof document === 'undefined') return 0;
  const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIES.cartCount}=(\\d+)`));
  return match ? Number(match[1]) : 0;
}

export function subscribeCart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(count: number) {
  for (const listener of listeners) listener(count);
}

/** The server changed the cart outside the cart's own calls (an order paid from it): the header reads the new count. */
export function cartChanged(): void {
  publish(cartCountFromCookie());
}

export class CartError extends Error {}

type CartCall = 'GET /api/cart' | 'POST /api/cart' | 'DELETE /api/cart' | 'DELETE /api/cart/{id}' | 'PATCH /api/cart/{id}';

/** A cart call's answer, or CartError with the server's translated message. */
async function call<C extends CartCall>(call: C, country: string, lang: string, options: {json?: unknown; params?: Record<string, string>} = {}): Promise<Answer<C>> {
  const answer = await callApi(call, {...options, headers: apiHeaders(country, lang)});
  if (!answer.ok) throw new CartError(answer.body.message ?? `${answer.status}`);
  return answer.body;
}

export async function loadCart(country: string, lang: string): Promise<CartView> {
  const cart = await call('GET /api/cart', country, lang);
  publish(cart.totalQuantity);
  return cart;
}

/** What an Add to Cart button adds: a template (one copy) or a package. */
export type CartAddition = {templateId: number} | {packageId: string};

export async function addToCart(country: string, lang: string, item: CartAddition): Promise<CartView> {
  const cart = await call('POST /api/cart', country, lang, {json: item});
  publish(cart.totalQuantity);
  return cart;
}

export async function removeCartItem(country: string, lang: string, id: string): Promise<number> {
  const body = await call('DELETE /api/cart/{id}', country, lang, {params: {id}});
  publish(body.totalQuantity);
  return body.totalQuantity;
}

/** The steppers: sets one line's quantity; the server checks it (1-100, a package one) and answers with the whole cart. */
export async function setCartItemQuantity(country: string, lang: string, id: string, quantity: number): Promise<CartView> {
  const cart = await call('PATCH /api/cart/{id}', country, lang, {params: {id}, json: {quantity}});
  publish(cart.totalQuantity);
  return cart;
}

export async function clearCartRequest(country: string, lang: string): Promise<void> {
  await call('DELETE /api/cart', country, lang);
  publish(0);
}
