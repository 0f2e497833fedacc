/**
 * E-mail verification: a link (256 random bits, only its hash stored, 24 h, once) proves that the
 * account's owner reads mail at its address. Until then an account can log in and buy, but it
 * cannot claim guest orders or be joined by a Google sign-in. A password reset is the same proof
 * (the link went to that address), and more: only a reset makes an ADMIN_EMAIL(S) address admin
 * (lib/auth/accounts, resetPassword), because only it also takes the account from whoever made
 * it (a new password, every session ended). A confirmation in a session of the account leaves the
 * password and the sessions; one made elsewhere drops the password and ends them (verifyEmail).
 *
 * Every open link of an account ends when the account is taken back or changes hands: a password
 * reset or change, "log out everywhere", a confirmation, a completed e-mail change, a deletion
 * (spendEmailLinks). A link asked for by someone who has since lost the account must not give it
 * back to them (docs/security.md#limits-and-rules, "Taking an account back").
 */
import {createHash, randomBytes} from 'node:crypto';
import type {PrismaClient} from '@/lib/db/client';
import {isUniqueViolation} from '@/lib/db/errors';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {verifyPassword} from './password';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new verification link's token for the user's current address. */
export async function createVerificationToken(db: PrismaClient, user: {id: string; email: string}, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.emailVerificationToken.create({data: {userId: user.id, email: user.email, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS)}});
  return token;
}

/**
 * Marks the address verified. It grants no role: an ADMIN_EMAIL(S) address becomes admin only
 * through a password reset (resetPassword), which also ends whatever its first user left open.
 */
export async function markVerified(db: Db, userId: string, now = new Date()) {
  const user = await db.user.findUniqueOrThrow({where: {id: userId}});
  return db.user.update({where: {id: userId}, data: {emailVerified: user.emailVerified ?? now}});
}

/**
 * Spends every open link of the account's mails: confirmations and e-mail changes. Called when the
 * account is taken back or changes hands (password reset or change, log out everywhere, a
 * confirmation, a completed change): a link asked for before proves nothing about who has the
 * account now. The owner asks again (My page) if they still want it.
 */
export async function spendEmailLinks(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.emailVerificationToken.updateMany({where: {userId, usedAt: null}, data: {usedAt: now}});
}

/**
 * Spends a valid, unused, unexpired token for the address it was sent to; the verified user, else
 * null. The account's other open links (an e-mail change asked for before the owner confirmed)
 * end with it.
 *
 * A confirmation made without a session of the account (the welcome link opened in another browser
 * than the one that signed up) proves the address but not the password: whoever chose it may be
 * someone else who signed up first with the owner's address to wait for them. So the account is
 * handed to the address's owner clean: its password is dropped, every session ends and every open
 * link (e-mail change, password reset) is spent (`passwordCleared`); the owner sets a password with
 * "Forgot password?" (docs/security.md, "A password nobody proved"). Confirmed in a session of the
 * account, the password stays: the person who chose it read the mail.
 */
export async function verifyEmail(db: PrismaClient, token: string, now = new Date(), sessionId: string | null = null) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db.emailVerificationToken.findUnique({where: {tokenHash: sha256(token)}, include: {user: {select: {email: true, emailVerified: true, passwordHash: true}}}});
  if (!row || row.usedAt || row.expiresAt <= now || row.replaces !== null || row.email !== row.user.email) return null;
  const ownSession = sessionId ? await db.userSession.findFirst({where: {id: sessionId, userId: row.userId, expiresAt: {gt: now}}, select: {id: true}}) : null;
  const unproven = row.user.emailVerified === null && row.user.passwordHash !== null && !ownSession;
  return inTransaction(db, async (tx) => {
    const spent = await tx.emailVerificationToken.updateMany({where: {id: row.id, usedAt: null}, data: {usedAt: now}});
    if (spent.count !== 1) return null;
    await spendEmailLinks(tx, row.userId, now);
    if (unproven) await dropUnprovenPassword(tx, row.userId, now);
    return {...(await markVerified(tx, row.userId, now)), passwordCleared: unproven};
  });
}

/**
 * Takes an account from whoever chose its password without proving the address: the password is
 * dropped, every session ends (their tokens' version too) and every open link of its mails
 * (confirmation, e-mail change, password reset) is spent. The account keeps its orders; its owner
 * sets a password with "Forgot password?" or signs in with a service that vouches for the address.
 */
export async function dropUnprovenPassword(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.userSession.deleteMany({where: {userId}});
  await db.user.update({where: {id: userId}, data: {passwordHash: null, sessionVersion: {increment: 1}}});
  await spendEmailLinks(db, userId, now);
  await db.passwordResetToken.updateMany({where: {userId, usedAt: null}, data: {usedAt: now}});
}

/**
 * An e-mail change's link (My page), sent to the new address: the account keeps its address until
 * the link is followed. Only the newest change link works: asking again spends the earlier ones.
 */
export async function createEmailChangeToken(db: Db, user: {id: string; email: string}, newEmail: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await inTransaction(db, async (tx) => {
    await tx.emailVerificationToken.updateMany({where: {userId: user.id, replaces: {not: null}, usedAt: null}, data: {usedAt: now}});
    await tx.emailVerificationToken.create({
      data: {userId: user.id, email: newEmail.toLowerCase(), replaces: user.email, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS)},
    });
  });
  return token;
}

export type EmailLinkResult =
  /** `passwordCleared`: confirmed without a session of the account, so its password was dropped and its sessions ended (verifyEmail). */
  | {kind: 'verified'; user: Awaited<ReturnType<typeof markVerified>>; passwordCleared: boolean}
  | {kind: 'changed'; user: Awaited<ReturnType<typeof markVerified>>; previous: string}
  | {kind: 'invalid'}
  | {kind: 'taken'}
  /** The new address is in ADMIN_EMAIL(S): an account does not move to it (N4). */
  | {kind: 'listed'}
  /** A change needs the account's current password, or (an account without one) a fresh sign-in. Nothing was spent. */
  | {kind: 'proofRequired'; by: 'password' | 'signIn'}
  | {kind: 'wrongPassword'; userId: string};

/** What proves, when a change link is followed, that the follower has the account now. */
export interface ChangeProof {
  /** The account's current password. */
  password?: string;
  /** The follower's own session (lib/auth/sessions): counts when it is the account's and began after the link was asked for. */
  sessionId?: string | null;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** An e-mail change's link that can still be followed (unused, unexpired, the account still at the address it replaces), else null. */
async function openChangeLink(db: PrismaClient, token: string, now: Date) {
  if (!TOKEN.test(token)) return null;
  const row = await db.emailVerificationToken.findUnique({where: {tokenHash: sha256(token)}, include: {user: {select: {email: true, deletedAt: true, passwordHash: true}}}});
  if (!row || row.replaces === null || row.usedAt || row.expiresAt <= now || row.user.deletedAt || row.user.email !== row.replaces) return null;
  return row;
}

/** The account an open e-mail change link belongs to (so the caller can hold it after too many wrong passwords), else null. */
export async function emailChangeOwner(db: PrismaClient, token: string, now = new Date()): Promise<string | null> {
  return (await openChangeLink(db, token, now))?.userId ?? null;
}

/**
 * Follows a link from a confirmation mail: a confirmation of the account's address (verifyEmail),
 * or an e-mail change. A change takes effect only here, and only for someone who has the account
 * now: the account's current password, or a session of the account that began after the link was
 * asked for (an account without a password signs in again). Whoever asked for the change and has
 * since lost the account (its owner reset the password) cannot use the link: it was spent then,
 * and the password is no longer theirs (docs/security.md, "Taking an account back").
 *
 * Then the account's address becomes the new one, confirmed (the link reached it), while the
 * account still has the address the change replaces and nobody else has taken the new one since.
 * An address in ADMIN_EMAIL(S) is refused: it would make the account admin without its owner
 * setting the password (N4). Every other open link of the account (confirmation, change, password
 * reset) was sent to an address it no longer has and stops working.
 */
export async function followEmailLink(db: PrismaClient, token: string, adminEmails: readonly string[], proof: ChangeProof = {}, now = new Date()): Promise<EmailLinkResult> {
  if (!TOKEN.test(token)) return {kind: 'invalid'};
  const kind = await db.emailVerificationToken.findUnique({where: {tokenHash: sha256(token)}, select: {replaces: true}});
  if (!kind) return {kind: 'invalid'};
  if (kind.replaces === null) {
    const confirmed = await verifyEmail(db, token, now, proof.sessionId ?? null);
    if (!confirmed) return {kind: 'invalid'};
    const {passwordCleared, ...user} = confirmed;
    return {kind: 'verified', user, passwordCleared};
  }
  const row = await openChangeLink(db, token, now);
  if (!row) return {kind: 'invalid'};
  if (adminEmails.includes(row.email)) return {kind: 'listed'};
  const session = proof.sessionId ? await db.userSession.findFirst({where: {id: proof.sessionId, userId: row.userId, createdAt: {gt: row.createdAt}, expiresAt: {gt: now}}, select: {id: true}}) : null;
  if (!session) {
    if (!row.user.passwordHash) return {kind: 'proofRequired', by: 'signIn'};
    if (proof.password === undefined) return {kind: 'proofRequired', by: 'password'};
    if (!(await verifyPassword(row.user.passwordHash, proof.password))) return {kind: 'wrongPassword', userId: row.userId};
  }
  try {
    return await inTransaction(db, async (tx): Promise<EmailLinkResult> => {
      const spent = await tx.emailVerificationToken.updateMany({where: {id: row.id, usedAt: null}, data: {usedAt: now}});
      if (spent.count !== 1) return {kind: 'invalid'};
      const holder = await tx.user.findUnique({where: {email: row.email}, select: {id: true}});
      if (holder) return {kind: 'taken'};
      // Still the address the change replaces, and the password that was checked (not changed or reset in the meantime).
      const moved = await tx.user.updateMany({
        where: {id: row.userId, email: row.replaces ?? '', passwordHash: row.user.passwordHash, deletedAt: null},
        data: {email: row.email, emailVerified: now},
      });
      if (moved.count !== 1) return {kind: 'invalid'};
      await spendEmailLinks(tx, row.userId, now);
      await tx.passwordResetToken.updateMany({where: {userId: row.userId, usedAt: null}, data: {usedAt: now}});
      return {kind: 'changed', user: await tx.user.findUniqueOrThrow({where: {id: row.userId}}), previous: row.replaces ?? ''};
    });
  } catch (error) {
    // Someone signed up with the address between the look-up and the update: the unique index decides.
    if (isUniqueViolation(error)) return {kind: 'taken'};
    throw error;
  }
}
