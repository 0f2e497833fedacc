/**
 * Questions before buying (docs/storefront.md#questions-before-buying): an account or a guest asks the
 * studio about a service before any order. A question is a conversation like an order's
 * (../conversation: the same messages, unread counts, mail gap and limits), tied to the question
 * instead of an order. A guest's question is reached by its private link (a random token; only
 * its hash is kept), an account's by the account, and the studio's admins see them all.
 * Free of `server-only` and given the client, so the integration tests run it on both databases.
 */
import {createHash, createHmac} from 'node:crypto';
import type {PrismaClient} from '@/lib/db/client';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {isUuid} from '@/lib/db/errors';
import type {Db} from '@/lib/db/transaction';
import type {Viewer} from '../store';
import type {Side} from '../messages/shapes';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A guest question's private link token: derived from its id with the app's secret, so a later mail can carry it again (only its hash is kept). */
export function questionToken(questionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`guest-question:${questionId}`).digest('base64url');
}

/** A new question's row (its first message is posted by the command, ./commands). A guest's gets its link token's hash. */
export async function createQuestion(db: Db, input: {serviceId: string; userId: string | null; email: string; country: CountryCode; language: Language; secret: string}) {
  const question = await db.question.create({
    data: {serviceId: input.serviceId, userId: input.userId, email: input.email.trim().toLowerCase(), country: input.country, language: input.language},
  });
  if (input.userId) return {question, token: null};
  const token = questionToken(question.id, input.secret);
  await db.question.update({where: {id: question.id}, data: {guestTokenHash: sha256(token)}});
  return {question, token};
}

/** A guest's question by its private link token. */
export function questionByGuestToken(db: PrismaClient, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return Promise.resolve(null);
  return db.question.findUnique({where: {guestTokenHash: sha256(token)}});
}

/**
 * The question a caller may talk about, and their side: the guest link's holder and the asking
 * account are its buyer; an admin (of someone else's question) is the studio. Anyone else: null, answered 404.
 */
export async function questionAccess(db: PrismaClient, ref: string, token: string | null | undefined, user: Viewer | null) {
  if (token) {
    const question = await questionByGuestToken(db, token);
    if (question && question.id === ref) return {question, side: 'buyer' as Side};
  }
  if (!user || !isUuid(ref)) return null;
  const question = await db.question.findUnique({where: {id: ref}});
  if (!question) return null;
  if (question.userId === user.id) return {question, side: 'buyer' as Side};
  return user.role === 'ADMIN' ? {question, side: 'studio' as Side} : null;
}

/** How long a guest's question is kept after its last message: the private link is its only way back, and a question that turned into no order by then is no longer needed. */
export const GUEST_QUESTION_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** An account's own questions, newest conversation first: the service, when it was asked and last written in, whether the studio has answered, and the answers not yet read. */
export async function questionsOf(db: PrismaClient, userId: string) {
  const questions = await db.question.findMany({
    where: {userId},
    include: {thread: {select: {lastMessageAt: true, buyerUnread: true}}, _count: {select: {messages: {where: {fromStudio: true}}}}},
    orderBy: {createdAt: 'desc'},
    take: 100,
  });
  return questions
    .map((q) => ({
      id: q.id,
      serviceId: q.serviceId,
      createdAt: q.createdAt,
      lastMessageAt: q.thread?.lastMessageAt ?? q.createdAt,
      answered: q._count.messages > 0,
      unreadMessages: q.thread?.buyerUnread ?? 0,
    }))
    .sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime());
}

/** Removes guests' questions whose last message is older than GUEST_QUESTION_TTL_MS (their messages and thread go with them); an account's questions stay while the account does. */
export async function removeStaleGuestQuestions(db: PrismaClient, now = new Date()) {
  const before = new Date(now.getTime() - GUEST_QUESTION_TTL_MS);
  const {count} = await db.question.deleteMany({
    where: {userId: null, createdAt: {lt: before}, OR: [{thread: null}, {thread: {lastMessageAt: {lt: before}}}]},
  });
  return count;
}
