/**
 * The one server-side check of who is asking, used by every page, server action and API route
 * that needs a user or an admin. The browser never decides: the role is read from the database.
 */
import 'server-only';
import {cookies} from 'next/headers';
import {connection} from 'next/server';
import {getTranslations} from 'next-intl/server';
import {hasSessionCookie} from '@/lib/cookies';
import {db} from '@/lib/db';
import type {Language} from '@/lib/i18n/languages';
import {auth} from './index';

/**
 * The signed-in user's row (role included), or null. A request without a session cookie is
 * anonymous without asking Auth.js, which would otherwise mint a CSRF token on every call.
 */
export async function currentUser() {
  if (!hasSessionCookie((await cookies()).getAll())) return null;
  // Who is asking is decided per request, never in a prerender (a page's prefetch included):
  // Auth.js reads the session with the platform's random numbers, which a prerender refuses.
  await connection();
  const session = await auth();
  const id = session?.user?.id;
  return id ? db.user.findUnique({where: {id}}) : null;
}

/** The signed-in browser's own session (its UserSession row, lib/auth/sessions), or null. */
export async function currentSessionId(): Promise<string | null> {
  if (!hasSessionCookie((await cookies()).getAll())) return null;
  await connection();
  return (await auth())?.sid ?? null;
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/** For API routes: the user, or a translated 401 to return. */
export async function requireUser(language: Language): Promise<CurrentUser | Response> {
  const user = await currentUser();
  if (user) return user;
  const t = await getTranslations({locale: language, namespace: 'Auth.server'});
  return Response.json({success: false, message: t('loginRequired')}, {status: 401});
}

/** For API routes: an admin, or a translated 401 (anonymous) / 403 (customer) to return. */
export async function requireAdmin(language: Language): Promise<CurrentUser | Response> {
  const user = await requireUser(language);
  if (user instanceof Response || user.role === 'ADMIN') return user;
  const t = await getTranslations({locale: language, namespace: 'Auth.server'});
  return Response.json({success: false, message: t('forbidden')}, {status: 403});
}

/** For pages: who may see an admin page. Signed-out visitors are sent to log in; customers are denied. */
export async function adminPageAccess(): Promise<{kind: 'anonymous'} | {kind: 'denied'; user: CurrentUser} | {kind: 'admin'; user: CurrentUser}> {
  const user = await currentUser();
  if (!user) return {kind: 'anonymous'};
  return user.role === 'ADMIN' ? {kind: 'admin', user} : {kind: 'denied', user};
}
