/**
 * Accounts: the database side of sign-up, login, password reset and profile, shared by the API
 * routes, next-auth and the seed. Every function takes the database client, so tests run it on
 * PGlite and PostgreSQL.
 */
import {createHash, randomBytes} from 'node:crypto';
import type * as z from 'zod/mini';
import type {PrismaClient} from '@/lib/db/client';
import type {publicUserAnswer} from './answers';
import {hashPassword, verifyPassword} from './password';
import {isUniqueViolation} from '@/lib/db/errors';
import {endAllSessions} from './sessions';
import {markVerified} from './verification';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000; // 1 hour

/** A user as the API shows them: the answers' schema (lib/auth/answers) is the one declaration. */
export type PublicUser = z.output<typeof publicUserAnswer>;

type UserRow = {
  id: string;
  email: string;
  emailVerified: Date | null;
  username: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: 'USER' | 'ADMIN';
  passwordHash: string | null;
  createdAt: Date;
};

/** What the browser may see of a user (never the hash or the session version). */
export function publicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified !== null,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The username is the e-mail's local part, cleaned, made unique with a number. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? 'user';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 24);
  return cleaned.length >= 3 ? cleaned : `${cleaned}user`.slice(0, 12);
}

export async function uniqueUsername(db: PrismaClient, base: string): Promise<string> {
  for (let i = 0; ; i++) {
    const candidate = i === 0 ? base : `${base}${i + 1}`;
    if (!(await db.user.findUnique({where: {username: candidate}, select: {id: true}}))) return candidate;
  }
}

// Verifying against this when the e-mail is unknown costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** The user for a correct e-mail and password, else null (the same for an unknown e-mail). */
export async function verifyLogin(db: PrismaClient, email: string, password: string) {
  const user = await db.user.findUnique({where: {email: email.toLowerCase()}});
  if (!user?.passwordHash) {
    await verifyPassword(await (dummyHash ??= hashPassword(randomBytes(16).toString('hex'))), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export async function isEmailAvailable(db: PrismaClient, email: string): Promise<boolean> {
  return !(await db.user.findUnique({where: {email: email.toLowerCase()}, select: {id: true}}));
}

export interface Registration {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

/**
 * A new account, never admin and not verified: an ADMIN_EMAIL(S) address becomes admin only once
 * its owner sets the password through the reset link (resetPassword), so whoever signs up first
 * with it gains nothing.
 */
export async function registerUser(db: PrismaClient, input: Registration) {
  const email = input.email.toLowerCase();
  if (!(await isEmailAvailable(db, email))) return {ok: false as const, error: 'emailTaken' as const};
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: {
        email,
        username: await uniqueUsername(db, usernameFromEmail(email)),
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
      },
    });
    return {ok: true as const, user};
  } catch (error) {
    // Two sign-ups racing for the same e-mail: the unique index decides.
    if (isUniqueViolation(error)) return {ok: false as const, error: 'emailTaken' as const};
    throw error;
  }
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A reset token (256 random bits) for the e-mail's account, or null when there is none. Only its hash is stored. */
export async function createResetToken(db: PrismaClient, email: string, now = new Date()) {
  const user = await db.user.findUnique({where: {email: email.toLowerCase()}});
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  await db.passwordResetToken.create({data: {userId: user.id, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS)}});
  return {user, token};
}

/**
 * Sets a new password with a valid, unused, unexpired token. The token and the user's other
 * tokens are spent, every existing session ends and every open link of the account's mails
 * (e-mail change, confirmation) with them (lib/auth/sessions, endAllSessions). The link reached
 * the account's address, so the address counts as verified from now on. This is the one way an
 * existing account with an ADMIN_EMAIL(S) address becomes admin: whoever signed up with it first
 * has now lost the password, the sessions and the links they had (docs/security.md#limits-and-rules, "Admin addresses").
 */
export async function resetPassword(db: PrismaClient, token: string, password: string, now = new Date(), adminEmails: readonly string[] = []) {
  const row = await db.passwordResetToken.findUnique({where: {tokenHash: sha256(token)}});
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  const passwordHash = await hashPassword(password);
  const spent = await db.passwordResetToken.updateMany({where: {id: row.id, usedAt: null}, data: {usedAt: now}});
  if (spent.count !== 1) return null; // used by a parallel request
  await db.passwordResetToken.updateMany({where: {userId: row.userId, usedAt: null}, data: {usedAt: now}});
  await db.user.update({where: {id: row.userId}, data: {passwordHash}});
  await endAllSessions(db, row.userId, now);
  const user = await markVerified(db, row.userId, now);
  return adminEmails.includes(user.email) && user.role !== 'ADMIN' ? db.user.update({where: {id: user.id}, data: {role: 'ADMIN'}}) : user;
}

export interface ProfileChanges {
  username?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export async function updateProfile(db: PrismaClient, userId: string, changes: ProfileChanges) {
  if (changes.username) {
    const owner = await db.user.findUnique({where: {username: changes.username}, select: {id: true}});
    if (owner && owner.id !== userId) return {ok: false as const, error: 'usernameTaken' as const};
  }
  const user = await db.user.update({
    where: {id: userId},
    data: {
      ...(changes.username ? {username: changes.username} : {}),
      firstName: changes.firstName ?? null,
      lastName: changes.lastName ?? null,
      phone: changes.phone ?? null,
    },
  });
  return {ok: true as const, user};
}

/**
 * The account for a sign-in with Google, Kakao or Naver (lib/auth/oauth) whose address the service
 * vouched for, or that its owner confirmed by our mail. An existing account joins it only when its
 * own address was confirmed: an unconfirmed one may have been made by someone else to wait for the
 * real owner (pre-hijacking). Its owner proves the address first (the link in the welcome mail, or
 * a password reset); until then the sign-in fails (null). A new account is confirmed.
 *
 * A confirmed account's password is one its owner proved: a confirmation made outside a session of
 * the account drops the password it had and ends its sessions (lib/auth/verification, verifyEmail),
 * so the account a sign-in joins here never keeps a password chosen by someone who only signed up
 * first with the address.
 */
export async function linkOAuthAccount(db: PrismaClient, provider: string, providerAccountId: string, email: string, adminEmails: readonly string[]) {
  const linked = await db.account.findUnique({where: {provider_providerAccountId: {provider, providerAccountId}}, include: {user: true}});
  if (linked) return linked.user;
  const address = email.toLowerCase();
  const existing = await db.user.findUnique({where: {email: address}});
  if (existing && !existing.emailVerified) return null;
  const user =
    existing ??
    (await db.user.create({
      data: {email: address, emailVerified: new Date(), username: await uniqueUsername(db, usernameFromEmail(address)), role: adminEmails.includes(address) ? 'ADMIN' : 'USER'},
    }));
  try {
    await db.account.create({data: {userId: user.id, type: 'oauth', provider, providerAccountId}});
  } catch (error) {
    // The same sign-in finished twice at once: the first link stands.
    if (!isUniqueViolation(error)) throw error;
    return (await db.account.findUniqueOrThrow({where: {provider_providerAccountId: {provider, providerAccountId}}, include: {user: true}})).user;
  }
  return user;
}

/** A Google sign-in (Google verified the address): linkOAuthAccount. */
export function linkGoogleAccount(db: PrismaClient, providerAccountId: string, email: string, adminEmails: readonly string[]) {
  return linkOAuthAccount(db, 'google', providerAccountId, email, adminEmails);
}
