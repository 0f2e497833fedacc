/**
 * Account self-service (My page): the database side of changing the password and the e-mail,
 * and of deleting the account. Every function takes the database client, so the integration
 * tests run them on PGlite and PostgreSQL; lib/account/commands adds the caller, the limits and
 * the mails. The export (a read) is lib/account/export.
 */
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {WERE_PAID_STATUSES} from '@/lib/orders/transitions';
import {hashPassword, verifyPassword} from '@/lib/auth/password';
import {createEmailChangeToken, spendEmailLinks} from '@/lib/auth/verification';
import type {ObjectStorage} from '@/lib/storage';
import {withdrawOptionalConsents} from '@/lib/privacy/consent-store';

/** Whether the account has a password (a Google-only account has none) and, if given, whether it is this one. */
async function passwordCheck(hash: string | null, password: string | undefined): Promise<'none' | 'right' | 'wrong'> {
  if (!hash) return 'none';
  return password !== undefined && (await verifyPassword(hash, password)) ? 'right' : 'wrong';
}

export type ChangePasswordResult = {ok: true} | {ok: false; error: 'noPassword' | 'wrongPassword'};

/**
 * A new password, with the current one. Every other session of the account ends (their rows go,
 * so their tokens stop working); the session named by `keepSessionId` stays signed in (none: all
 * end). Open reset links are spent: they were for the password that no longer is; so are the
 * account's open e-mail links (change, confirmation), which may have been asked for by whoever
 * knew the old password (docs/security.md#limits-and-rules, "Taking an account back").
 */
export async function changePassword(db: PrismaClient, userId: string, currentPassword: string, newPassword: string, keepSessionId: string | null, now = new Date()): Promise<ChangePasswordResult> {
  const user = await db.user.findUnique({where: {id: userId}, select: {passwordHash: true, deletedAt: true}});
  if (!user || user.deletedAt) return {ok: false, error: 'wrongPassword'};
  const check = await passwordCheck(user.passwordHash, currentPassword);
  if (check === 'none') return {ok: false, error: 'noPassword'};
  if (check === 'wrong') return {ok: false, error: 'wrongPassword'};
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(db, async (tx) => {
    await tx.user.update({where: {id: userId}, data: {passwordHash, ...(keepSessionId ? {} : {sessionVersion: {increment: 1}})}});
    await tx.userSession.deleteMany({where: {userId, ...(keepSessionId ? {id: {not: keepSessionId}} : {})}});
    await tx.passwordResetToken.updateMany({where: {userId, usedAt: null}, data: {usedAt: now}});
    await spendEmailLinks(tx, userId, now);
  });
  return {ok: true};
}

export type EmailChangeRequest =
  {ok: true; token: string; user: {id: string; email: string; firstName: string | null; username: string}} | {ok: false; error: 'same' | 'taken' | 'wrongPassword' | 'configured' | 'listed'};

/**
 * Asks to move the account to a new address: checks it (not the current one, not another
 * account's, the password for an account that has one) and returns the token of the link for the
 * new address. Nothing about the account changes until the link is followed
 * (lib/auth/verification, followEmailLink). An address in ADMIN_EMAIL(S) is the operator's: the
 * seed would make a new admin account for it, so it moves only in the configuration; and no
 * account moves to one (`listed`): its owner following the link would hand admin rights to
 * whoever asked (docs/security.md#limits-and-rules, "Admin addresses").
 */
export async function requestEmailChange(db: Db, userId: string, newEmail: string, password: string | undefined, configured: readonly string[], now = new Date()): Promise<EmailChangeRequest> {
  const address = newEmail.trim().toLowerCase();
  const user = await db.user.findUnique({where: {id: userId}});
  if (!user || user.deletedAt) return {ok: false, error: 'wrongPassword'};
  if (address === user.email) return {ok: false, error: 'same'};
  if (configured.includes(user.email)) return {ok: false, error: 'configured'};
  if (configured.includes(address)) return {ok: false, error: 'listed'};
  if ((await passwordCheck(user.passwordHash, password)) === 'wrong') return {ok: false, error: 'wrongPassword'};
  if (await db.user.findUnique({where: {email: address}, select: {id: true}})) return {ok: false, error: 'taken'};
  const token = await createEmailChangeToken(db, user, address, now);
  return {ok: true, token, user: {id: user.id, email: user.email, firstName: user.firstName, username: user.username}};
}

/** The anonymous placeholders a deleted account's personal data is replaced with (".invalid" is never deliverable, RFC 2606). */
export function deletedPlaceholders(userId: string) {
  return {email: `deleted-${userId}@deleted.invalid`, username: `deleted-${userId}`};
}

export type DeleteAccountResult = {ok: true; storageKeys: string[]} | {ok: false; error: 'admin' | 'wrongPassword' | 'wrongEmail'};

/**
 * Deletes an account at its owner's request, confirmed with the password (or, for an account
 * without one, its e-mail address typed again). Admin accounts are refused: another admin makes
 * the account a customer first, so the shop never loses its last admin this way.
 *
 * What goes: the name, phone and picture; the e-mail and username (replaced by anonymous
 * placeholders that no one can sign in with or receive mail at); the password hash; every
 * session, Google link, open link (confirmation, change, reset) and the cart; briefs that belong
 * to no order; and the uploads no order needs (their stored objects are deleted after the
 * transaction, from the keys returned).
 *
 * What stays, for the books: the orders with their lines, amounts, statuses, payments and
 * refunds, their briefs and the files those use, now tied to the anonymous account. A paid order
 * keeps the buyer's name and e-mail (the transaction record that tax and e-commerce law make the
 * seller keep, e.g. five years in Korea) and loses the phone and address; an order never paid is
 * not a transaction and loses them all, and its requests.
 */
export async function deleteAccount(db: PrismaClient, userId: string, confirm: {password?: string; email?: string}, now = new Date()): Promise<DeleteAccountResult> {
  const user = await db.user.findUnique({where: {id: userId}});
  if (!user || user.deletedAt) return {ok: false, error: 'wrongPassword'};
  if (user.role === 'ADMIN') return {ok: false, error: 'admin'};
  if (user.passwordHash) {
    if ((await passwordCheck(user.passwordHash, confirm.password)) !== 'right') return {ok: false, error: 'wrongPassword'};
  } else if ((confirm.email ?? '').trim().toLowerCase() !== user.email) return {ok: false, error: 'wrongEmail'};

  const anonymous = deletedPlaceholders(userId);
  const removed = await inTransaction(db, async (tx) => {
    await tx.user.update({
      where: {id: userId},
      data: {
        email: anonymous.email,
        username: anonymous.username,
        firstName: null,
        lastName: null,
        phone: null,
        image: null,
        passwordHash: null,
        emailVerified: null,
        deletedAt: now,
        sessionVersion: {increment: 1},
      },
    });
    await tx.userSession.deleteMany({where: {userId}});
    await tx.account.deleteMany({where: {userId}});
    await tx.passwordResetToken.deleteMany({where: {userId}});
    await tx.emailVerificationToken.deleteMany({where: {userId}});
    await tx.cart.deleteMany({where: {userId}});
    // Questions asked before buying are no record anyone must keep: they go with their conversations.
    await tx.question.deleteMany({where: {userId}});
    // No more marketing for a deleted account (the consents given stay as the record of what was agreed).
    await withdrawOptionalConsents(tx, userId, now);
    // Orders that were paid (refunded ones too) are transaction records: they keep the buyer's name and e-mail.
    await tx.order.updateMany({where: {userId, status: {in: [...WERE_PAID_STATUSES]}}, data: {customerPhone: '', customerAddress: null}});
    await tx.order.updateMany({
      where: {userId, status: {notIn: [...WERE_PAID_STATUSES]}},
      data: {customerName: anonymous.username, customerEmail: anonymous.email, customerPhone: '', customerAddress: null, requirements: null},
    });
    await tx.projectBrief.deleteMany({where: {userId, orderId: null}});
    // The user's files that no order's brief and no delivery uses.
    const unneeded = await tx.upload.findMany({
      where: {ownerId: userId, deliveries: {none: {}}, briefs: {none: {brief: {orderId: {not: null}}}}},
      select: {id: true, storageKey: true},
    });
    if (unneeded.length) await tx.upload.deleteMany({where: {id: {in: unneeded.map((u) => u.id)}}});
    return unneeded.map((u) => u.storageKey);
  });
  return {ok: true, storageKeys: removed};
}

/** Deletes stored objects whose rows are gone; a failure only costs space (logged), never a row pointing at nothing. */
export async function removeStoredObjects(storage: ObjectStorage, keys: readonly string[], log: Pick<Console, 'warn'> = console): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn(`account deletion: stored object ${key} was not deleted`, error);
    }
  }
}
