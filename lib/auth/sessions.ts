/**
 * Server-side sessions: every sign-in gets a UserSession row whose id travels in the (encrypted)
 * session token. A token is honoured only while its row exists and its version is the user's
 * current one, so logout ends that token for good, and "everywhere" (or a password reset)
 * ends all of them, on every app instance (the rows are in the database).
 */
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction} from '@/lib/db/transaction';
import {spendEmailLinks} from './verification';

/** A session token lives 30 days (next-auth's maxAge; the row expires with it). */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export async function startSession(db: PrismaClient, userId: string, now = new Date()): Promise<string> {
  const row = await db.userSession.create({data: {userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000)}, select: {id: true}});
  return row.id;
}

/** The session's user (role included) when the token's session is still open, else null. One query. */
export async function openSession(db: PrismaClient, sessionId: unknown, tokenVersion: unknown, now = new Date()) {
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sessionId) || typeof tokenVersion !== 'number') return null;
  const row = await db.userSession.findUnique({where: {id: sessionId}, select: {expiresAt: true, user: {select: {id: true, sessionVersion: true}}}});
  if (!row || row.expiresAt <= now || row.user.sessionVersion !== tokenVersion) return null;
  return row.user;
}

/** Ends one session (logout). Ending one that is already gone is not an error. */
export async function endSession(db: PrismaClient, sessionId: string): Promise<void> {
  await db.userSession.deleteMany({where: {id: sessionId}});
}

/**
 * Ends every session of the user (logout everywhere, password reset), and with them every open
 * link of the account's mails (e-mail change, confirmation): a link asked for from a session that
 * is being thrown out must not bring its holder back (docs/security.md#limits-and-rules, "Taking an account back").
 */
export async function endAllSessions(db: PrismaClient, userId: string, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.userSession.deleteMany({where: {userId}});
    await tx.user.update({where: {id: userId}, data: {sessionVersion: {increment: 1}}});
    await spendEmailLinks(tx, userId, now);
  });
}
