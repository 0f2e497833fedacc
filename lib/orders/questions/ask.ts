/**
 * What the question commands do (./commands), given the database, the limiter and how the studio
 * is told, so the integration tests run it on both databases: a new question with its first
 * message, and the messages after it, under the order conversations' limits (per writer and
 * thread, per caller's address) and the studio's mail budget for conversations on what was never
 * paid. Every mail is queued in the message's own transaction: the message and its mails commit
 * together, or neither does. Free of `server-only`.
 */
import {randomUUID} from 'node:crypto';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {enqueueMail} from '@/lib/jobs/queue';
import type {StudioNews} from '@/lib/mail/templates';
import {LIMITS, type Limit, type Limiter} from '@/lib/rate-limit';
import {postMessage, type PostResult} from '../conversation';
import {orderMessageAllowed, questionAllowed, studioMessageMailAllowed, type Refused} from '../limits';
import type {Side} from '../messages/shapes';
import {createQuestion} from './store';

export interface QuestionDeps {
  limits: Limiter;
  /** The studio's hourly budget of mails about unpaid conversations (STUDIO_MAILS_PER_HOUR in the app). */
  studioBudget: Limit;
  /** Tells the studio, queued in `tx` (lib/orders/notify in the app). */
  notifyStudio: (news: StudioNews, tx: Db) => Promise<void>;
}

type QuestionRow = {id: string; serviceId: string; email: string; country: CountryCode; language: Language};

/** The studio's news of a buyer's message in a question (the mail reads the question and its service's name again when it is sent). */
const news = (q: QuestionRow, text: string): StudioNews => ({kind: 'question', question: {id: q.id, email: q.email, country: q.country, language: q.language, service: q.serviceId}, text});

/** Tells the asker their question was sent (`asked`), or that the studio answered (`answer`), with the link to its conversation; queued in `tx`. */
export async function sendQuestionMail(tx: Db, question: {id: string}, event: 'asked' | 'answer', eventId: string = randomUUID()): Promise<void> {
  await enqueueMail(tx, `question-${event}:${question.id}:${event === 'asked' ? 'first' : eventId}`, {type: 'question', questionId: question.id, event});
}

/** A new question about a service: the asker's address and e-mail within their hourly limits, then the question, its first message and both mails, in one transaction. */
export async function askQuestionIn(
  db: PrismaClient,
  deps: QuestionDeps,
  input: {serviceId: string; text: string; email: string; userId: string | null; country: CountryCode; language: Language; address: string; secret: string},
): Promise<{ok: true; question: QuestionRow; token: string | null} | {ok: false; retryAfterS: number}> {
  const allowed = await questionAllowed(deps.limits, {address: input.address, email: input.email});
  if (!allowed.allowed) return {ok: false, retryAfterS: allowed.retryAfterS};
  const fromAddress = await orderMessageAllowed(deps.limits, input.address);
  if (!fromAddress.allowed) return {ok: false, retryAfterS: fromAddress.retryAfterS};
  return inTransaction(db, async (tx) => {
    const {question, token} = await createQuestion(tx, input);
    const posted = await postMessage(tx, {questionId: question.id, side: 'buyer', authorId: input.userId, text: input.text, fileIds: []});
    if (!posted.ok) throw new Error('questions: a message without files was refused');
    if (token) await sendQuestionMail(tx, question, 'asked');
    // A question is never paid and the studio has not answered yet: its mail comes out of the budget; past it the question waits, unread, in the Inbox.
    if (await studioMessageMailAllowed(deps.limits, deps.studioBudget)) await deps.notifyStudio(news(question, input.text), tx);
    return {ok: true as const, question, token};
  });
}

/**
 * A message in a question's conversation from `side`: within the per-writer limit for the thread
 * (and, for the asker, the per-address one across all conversations). The other side is mailed
 * at most once per 10 minutes (../conversation); the asker's messages before the studio answered
 * come out of the studio's budget.
 */
export async function postQuestionMessageIn(
  db: PrismaClient,
  deps: QuestionDeps,
  input: {question: QuestionRow; side: Side; writer: string; authorId: string | null; address: string; text: string},
): Promise<PostResult | Refused> {
  const {question, side} = input;
  const perThread = await deps.limits.attempt(LIMITS.orderMessages, `${input.writer}:question:${question.id}`);
  if (!perThread.allowed) return {allowed: false, retryAfterS: Math.max(1, perThread.retryAfterS)};
  if (side === 'buyer') {
    const fromAddress = await orderMessageAllowed(deps.limits, input.address);
    if (!fromAddress.allowed) return fromAddress;
  }
  return inTransaction(db, async (tx) => {
    const posted = await postMessage(tx, {questionId: question.id, side, authorId: input.authorId, text: input.text, fileIds: []});
    if (!posted.ok || !posted.mail) return posted;
    if (side === 'studio') await sendQuestionMail(tx, question, 'answer');
    else if ((await tx.orderMessage.count({where: {questionId: question.id, fromStudio: true}})) > 0 || (await studioMessageMailAllowed(deps.limits, deps.studioBudget)))
      await deps.notifyStudio(news(question, input.text), tx);
    return posted;
  });
}
