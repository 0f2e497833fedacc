/**
 * E-mail verification: a link (256 random bits, only its hash stored, 24 h, once) proves that the
 * account's owner reads mail at its address. Until then an account can log in and buy, but it
 * cannot claim guest orders, become admin through ADMIN_EMAIL(S), or be joined by a Google
 * sign-in. A password reset is the same proof (the link went to that address).
 */
import {createHash, randomBytes} from 'node:crypto';
import type {PrismaClient} from '@/lib/db/client';
import {isUniqueViolation} from '@/lib/db/errors';
import {inTransaction} from '@/lib/db/transaction';

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
  if (!row || row.usedAt || row.expiresAt <= now || row.replaces !== null || row.email !== row.user.email) return null;
  const spent = await db.emailVerificationToken.updateMany({where: {id: row.id, usedAt: null}, data: {usedAt: now}});
  if (spent.count !== 1) return null;
  return markVerified(db, row.userId, adminEmails, now);
}

/**
 * An e-mail change's link (My page), sent to the new address: the account keeps its address until
 * the link is followed. Only the newest change link works: asking again spends the earlier ones.
 */
export async function createEmailChangeToken(db: PrismaClient, user: {id: string; email: string}, newEmail: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await inTransaction(db, async (tx) => {
    await tx.emailVerificationToken.updateMany({where: {userId: user.id, replaces: {not: null}, usedAt: null}, data: {usedAt: now}});
    await tx.emailVerificationToken.create({
      data: {userId: user.id, email: newEmail.toLowerCase(), replaces: user.email, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS)},
    });
  });
  return token;
}

export type EmailLinkResult =
  | {kind: 'verified'; user: Awaited<ReturnType<typeof markVerified>>}
  | {kind: 'changed'; user: Awaited<ReturnType<typeof markVerified>>; previous: string}
  | {kind: 'invalid'}
  | {kind: 'taken'};

/**
 * Follows a link from a confirmation mail: a confirmation of the account's address (verifyEmail),
 * or an e-mail change. A change takes effect only here: the account's address becomes the new one,
 * confirmed (the link reached it; a listed ADMIN_EMAIL(S) address becomes admin), while the account
 * still has the address the change replaces and nobody else has taken the new one since. Every
 * other open link of the account (confirmation, change, password reset) was sent to an address it
 * no longer has and stops working.
 */
export async function followEmailLink(db: PrismaClient, token: string, adminEmails: readonly string[], now = new Date()): Promise<EmailLinkResult> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return {kind: 'invalid'};
  const row = await db.emailVerificationToken.findUnique({where: {tokenHash: sha256(token)}, include: {user: {select: {email: true, deletedAt: true}}}});
  if (!row) return {kind: 'invalid'};
  if (row.replaces === null) {
    const user = await verifyEmail(db, token, adminEmails, now);
    return user ? {kind: 'verified', user} : {kind: 'invalid'};
  }
  if (row.usedAt || row.expiresAt <= now || row.user.deletedAt || row.user.email !== row.replaces) return {kind: 'invalid'};
  try {
    return await inTransaction(db, async (tx): Promise<EmailLinkResult> => {
      const spent = await tx.emailVerificationToken.updateMany({where: {id: row.id, usedAt: null}, data: {usedAt: now}});
      if (spent.count !== 1) return {kind: 'invalid'};
      const holder = await tx.user.findUnique({where: {email: row.email}, select: {id: true}});
      if (holder) return {kind: 'taken'};
      // Still the address the change replaces (not changed by a parallel link in the meantime).
      const moved = await tx.user.updateMany({
        where: {id: row.userId, email: row.replaces ?? '', deletedAt: null},
        data: {email: row.email, emailVerified: now, ...(adminEmails.includes(row.email) ? {role: 'ADMIN' as const} : {})},
      });
      if (moved.count !== 1) return {kind: 'invalid'};
      await tx.emailVerificationToken.updateMany({where: {userId: row.userId, usedAt: null}, data: {usedAt: now}});
      await tx.passwordResetToken.updateMany({where: {userId: row.userId, usedAt: null}, data: {usedAt: now}});
      return {kind: 'changed', user: await tx.user.findUniqueOrThrow({where: {id: row.userId}}), previous: row.replaces ?? ''};
    });
  } catch (error) {
    // Someone signed up with the address between the look-up and the update: the unique index decides.
    if (isUniqueViolation(error)) return {kind: 'taken'};
    throw error;
  }
}
