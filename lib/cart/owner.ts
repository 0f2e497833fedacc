import 'server-only';
import {randomUUID} from 'node:crypto';
import {cookies} from 'next/headers';
import {currentUser} from '@/lib/auth/guard';
import {cartCookie, COOKIES} from '@/lib/cookies';
import {env} from '@/lib/env';
import type {CartOwner} from './store';
import {isUuid} from '@/lib/db/errors';

const cookie = cartCookie(new URL(env.APP_URL).protocol === 'https:');

/**
 * Whose cart a request is about: the signed-in user's, else the guest's from the cart cookie, else
 * from the `sessionId` parameter (docs/payments.md, GET /api/cart). Null when there is no cart yet. Reading never writes: a
 * guest cart joins the account when the visitor signs in (joinGuestCart), not here.
 */
export async function cartOwner(sessionId?: string | null): Promise<CartOwner | null> {
  const jar = await cookies();
  const guestId = jar.get(cookie.name)?.value;
  const user = await currentUser();
  if (user) return {userId: user.id};
  if (guestId && isUuid(guestId)) return {guestId};
  return sessionId && isUuid(sessionId) ? {guestId: sessionId} : null;
}

/** A new guest cart, on the first Add to Cart only: its id goes into the httpOnly cookie. */
export async function newGuestCartOwner(): Promise<CartOwner> {
  const guestId = randomUUID();
  (await cookies()).set(cookie.name, guestId, cookie.options);
  return {guestId};
}

/** Tells the header how many items the cart holds (a readable hint; the cart itself is server-side). */
export async function rememberCartCount(count: number): Promise<void> {
  const jar = await cookies();
  if (count > 0) jar.set(COOKIES.cartCount, String(count), {path: '/', sameSite: 'lax', secure: cookie.options.secure, httpOnly: false, maxAge: cookie.options.maxAge});
  else jar.delete({name: COOKIES.cartCount, path: '/'});
}

/** For a page (which cannot set cookies): the signed-in user's cart, else the guest cookie's. */
export async function cartOwnerForPage(): Promise<CartOwner | null> {
  const user = await currentUser();
  if (user) return {userId: user.id};
  const guestId = (await cookies()).get(cookie.name)?.value;
  return guestId && isUuid(guestId) ? {guestId} : null;
}
