/**
 * The browser's view of the cart: the header's count and the calls the cart dialog and the
 * purchase dialog make. The server owns the cart; this remembers its last answer.
 */
import {apiHeaders} from '@/lib/account/client';
import {COOKIES} from '@/lib/cookies';
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

async function call(path: string, init: RequestInit, country: string, lang: string) {
  const response = await fetch(path, {...init, headers: apiHeaders(country, lang), cache: 'no-store'});
  const body = (await response.json().catch(() => ({}))) as Partial<CartView> & {success?: boolean; message?: string; totalQuantity?: number};
  if (!response.ok || body.success === false) throw new CartError(body.message ?? `${response.status}`);
  return body;
}

export async function loadCart(country: string, lang: string): Promise<CartView> {
  const cart = (await call('/api/cart', {method: 'GET'}, country, lang)) as CartView;
  publish(cart.totalQuantity);
  return cart;
}

/** What an Add to Cart button adds: a template (one copy) or a package. */
export type CartAddition = {templateId: number} | {packageId: string};

export async function addToCart(country: string, lang: string, item: CartAddition): Promise<CartView> {
  const cart = (await call('/api/cart', {method: 'POST', body: JSON.stringify(item)}, country, lang)) as CartView;
  publish(cart.totalQuantity);
  return cart;
}

export async function removeCartItem(country: string, lang: string, id: string): Promise<number> {
  const body = await call(`/api/cart/${id}`, {method: 'DELETE'}, country, lang);
  publish(body.totalQuantity ?? 0);
  return body.totalQuantity ?? 0;
}

/** The steppers: sets one line's quantity; the server checks it (1-100, a package one) and answers with the whole cart. */
export async function setCartItemQuantity(country: string, lang: string, id: string, quantity: number): Promise<CartView> {
  const cart = (await call(`/api/cart/${id}`, {method: 'PATCH', body: JSON.stringify({quantity})}, country, lang)) as CartView;
  publish(cart.totalQuantity);
  return cart;
}

export async function clearCartRequest(country: string, lang: string): Promise<void> {
  await call('/api/cart', {method: 'DELETE'}, country, lang);
  publish(0);
}
