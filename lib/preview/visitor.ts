/**
 * Who is previewing: the signed-in account, else the guest's preview cookie (set on their first
 * preview only; lib/cookies). Server-only: reads the request's cookies.
 */
import 'server-only';
import {randomBytes} from 'node:crypto';
import {cookies} from 'next/headers';
import {currentUser} from '@/lib/auth/guard';
import {previewCookie} from '@/lib/cookies';
import {env} from '@/lib/env';
import {visitorKeyOf, type Previewer} from './previews';

const cookie = previewCookie(new URL(env.APP_URL).protocol === 'https:');

/** The guest's preview key (for serving files), whether or not they are signed in. */
export async function previewVisitorKey(): Promise<string | null> {
  const value = (await cookies()).get(cookie.name)?.value;
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? visitorKeyOf(value) : null;
}

/** The previewer of this request, or null for a guest who has made no preview. */
export async function currentPreviewer(): Promise<Previewer | null> {
  const user = await currentUser();
  if (user) return {ownerId: user.id};
  const visitorKey = await previewVisitorKey();
  return visitorKey ? {visitorKey} : null;
}

/** The previewer, giving a guest their preview cookie on the first preview. */
export async function previewerOrNew(): Promise<Previewer> {
  const current = await currentPreviewer();
  if (current) return current;
  const value = randomBytes(32).toString('base64url');
  (await cookies()).set(cookie.name, value, cookie.options);
  return {visitorKey: visitorKeyOf(value)};
}

/** Who a direct upload's ticket names for this previewer (lib/uploads/direct): their account, or their preview cookie. */
export function previewerId(who: Previewer): string {
  return who.ownerId !== undefined ? `user:${who.ownerId}` : `visitor:${who.visitorKey}`;
}
