/**
 * E-mail verification: a link (256 random bits, only its hash stored, 24 h, once) proves that the
 * account's owner reads mail at its address. Until then an account can log in and buy, but it
 * cannot claim guest orders, become admin through ADMIN_EMAIL(S), or be joined by a Google
 * sign-in. A password reset is the same proof (the link went to that address).
 */
import {createHash, randomBytes} from 'node:crypto';
import type {PrismaClient} from '@/lib/db/client';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new verification link's token for the user's current address. */
export async function createVerificationToken(db: PrismaClient, user: {id: string; email: string}, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.emailVerificationToken.create({data: {userId: user.id, email: user.email, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS)}});
  return token;
}

/**
 * Marks the address verified; an address listed in ADMIN_EMAIL(S) becomes admin only now, once
 * its owner has shown they read its mail.
 */
export async function markVerified(db: PrismaClient, userId: string, adminEmails: readonly string[], now = new Date()) {
  const user = await db.user.findUniqueOrThrow({where: {id: userId}});
  return db.user.update({
    where: {id: userId},
    data: {emailVerified: user.emailVerified ?? now, ...(adminEmails.includes(user.email.toLowerCase()) ? {role: 'ADMIN' as const} : {})},
  });
}

/** Spends a valid, unused, unexpired token for the address it was sent to; the verified user, else null. */
export async function verifyEmail(db: PrismaClient, token: string, adminEmails: readonly string[], now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db.emailVerificationToken.findUnique({where: {tokenHash: sha256(token)}, include: {user: {select: {email: true}}}});
  if (!row || row.usedAt || row.expiresAt <= now || row.email !== row.user.email) return null;
  const spent = await db.emailVerificationToken.updateMany({where: {id: row.id, usedAt: null}, data: {usedAt: now}});
  if (spent.count !== 1) return null;
  return markVerified(db, row.userId, adminEmails, now);
}
