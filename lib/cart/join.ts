import 'server-only';
import {cookies} from 'next/headers';
import {cartCookie} from '@/lib/cookies';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {env} from '@/lib/env';
import {mergeGuestCart} from './store';

const cookie = cartCookie(new URL(env.APP_URL).protocol === 'https:');

/**
 * At sign-in (every way: password, sign-up, Google): the guest cart in the cookie joins the
 * account's cart, and the cookie goes. Called from next-auth's sign-in callback, a write by nature.
 */
export async function joinGuestCart(userId: string): Promise<void> {
  const jar = await cookies();
  const guestId = jar.get(cookie.name)?.value;
  if (!guestId) return;
  if (isUuid(guestId)) await mergeGuestCart(db, guestId, userId);
  jar.delete({name: cookie.name, path: '/', secure: cookie.options.secure});
}
