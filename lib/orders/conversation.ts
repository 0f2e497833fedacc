/**
 * An order's conversation (docs/orders.md#order-conversations): the buyer (its account, or the guest link's holder) and the
 * studio write to each other about the order, with text and files. Each side has its own unread
 * count, zeroed when it reads the thread; the other side is mailed about a new message at most once
 * per thread per 10 minutes (the later ones wait in the thread). Free of `server-only` and given
 * the client, so the integration tests run it on both databases; the command is in ./messages/commands.
 */
import type {PrismaClient} from '@/lib/db/client';
import type {CountryCode} from '@/lib/countries';
import type {Prisma} from '@/lib/generated/prisma/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {orderByGuestToken, orderForViewer, type Viewer} from './store';
import {MESSAGE_MAIL_GAP_MS, type Side, type Thread, type ThreadMessage} from './messages/schema';

export type {Side} from './messages/schema';

/** Which conversation: an order's, or a question's before any order (./questions). */
export type ThreadKey = {orderId: string; questionId?: undefined} | {questionId: string; orderId?: undefined};
const keyOf = (ref: string | ThreadKey): ThreadKey => (typeof ref === 'string' ? {orderId: ref} : ref);
const whereOf = (key: ThreadKey) => (key.orderId ? {orderId: key.orderId} : {questionId: key.questionId!});

/**
 * The order a caller may talk about, and their side: the guest link's holder (`token`) and the
 * order's account are its buyer; an admin of someone else's order is the studio. Anyone else (a
 * stranger, a wrong token, an unknown order): null, answered as 404.
 */
export async function conversationAccess(db: PrismaClient, ref: string, token: string | null | undefined, user: Viewer | null) {
  if (token) {
    const order = await orderByGuestToken(db, token);
    if (order && (order.id === ref || order.number === ref)) return {order, side: 'buyer' as Side};
  }
  const order = await orderForViewer(db, ref, user);
  if (!order || !user) return null;
  return {order, side: (order.userId === user.id ? 'buyer' : 'studio') as Side};
}

/**
 * Files that may go into a message: uploads of the signed-in writer's account, and for the buyer
 * also those sent with this order's guest link, checked and counted by the upload quota like a
 * brief's (purpose `brief`), in no brief or message yet.
 */
async function attachable(db: Db, fileIds: string[], scope: {userId: string | null; orderId: string | null}): Promise<boolean> {
  const ids = [...new Set(fileIds)];
  if (!ids.length) return true;
  const owners = [...(scope.userId ? [{ownerId: scope.userId}] : []), ...(scope.orderId ? [{ownerId: null, orderId: scope.orderId}] : [])];
  if (!owners.length) return false;
  const found = await db.upload.count({where: {id: {in: ids}, OR: owners, purpose: 'brief', briefs: {none: {}}, messageFiles: {none: {}}}});
  return found === ids.length;
}

export type PostResult = {ok: true; message: ThreadMessage; mail: boolean} | {ok: false; error: 'files'};

/**
 * A new message, with its files, in one transaction: the thread's row is made or moved on, the
 * other side's unread count raised, the writer's own side counts as read. `mail` says whether the
 * other side is to be mailed now (nobody was mailed about this thread in the last 10 minutes);
 * deciding it is one conditional update, so two messages at once mail once.
 */
export async function postMessage(
  db: Db,
  input: ({orderId: string; questionId?: undefined} | {questionId: string; orderId?: undefined}) & {
    side: Side;
    authorId: string | null;
    text: string;
    fileIds: string[];
    uploaderId?: string | null;
    now?: Date;
  },
): Promise<PostResult> {
  const now = input.now ?? new Date();
  const studio = input.side === 'studio';
  const where = whereOf(input.orderId ? {orderId: input.orderId} : {questionId: input.questionId!});
  return inTransaction(db, async (tx) => {
    // `uploaderId`: whose own uploads may be attached (the signed-in writer, also on a guest link), by default the author.
    if (!(await attachable(tx, input.fileIds, {userId: input.uploaderId !== undefined ? input.uploaderId : input.authorId, orderId: studio ? null : (input.orderId ?? null)})))
      return {ok: false as const, error: 'files' as const};
    const created = await tx.orderMessage.create({
      data: {...where, fromStudio: studio, authorId: input.authorId, text: input.text, createdAt: now, files: {create: [...new Set(input.fileIds)].map((uploadId) => ({uploadId}))}},
      include: WITH_FILES,
    });
    const unread = studio ? {buyerUnread: {increment: 1}} : {studioUnread: {increment: 1}};
    const read = studio ? {studioUnread: 0, studioReadAt: now} : {buyerUnread: 0, buyerReadAt: now};
    await tx.orderThread.upsert({
      where,
      create: {...where, lastMessageAt: now, ...(studio ? {buyerUnread: 1, studioReadAt: now} : {studioUnread: 1, buyerReadAt: now})},
      update: {lastMessageAt: now, ...unread, ...read},
    });
    const quiet = new Date(now.getTime() - MESSAGE_MAIL_GAP_MS);
    const mailedAt = studio ? 'buyerMailedAt' : 'studioMailedAt';
    const mailed = await tx.orderThread.updateMany({where: {...where, OR: [{[mailedAt]: null}, {[mailedAt]: {lte: quiet}}]}, data: {[mailedAt]: now}});
    return {ok: true as const, message: threadMessage(created), mail: mailed.count === 1};
  });
}

const WITH_FILES = {files: {include: {upload: {select: {id: true, originalName: true, contentType: true, size: true}}}}} as const;

function threadMessage(row: Prisma.OrderMessageGetPayload<{include: typeof WITH_FILES}>): ThreadMessage {
  return {
    id: row.id,
    fromStudio: row.fromStudio,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    files: row.files.map((f) => ({id: f.upload.id, name: f.upload.originalName, contentType: f.upload.contentType, size: f.upload.size})),
  };
}

/** The thread as one side sees it, oldest first (newest at the bottom). Reading changes nothing: marking read is its own step (markThreadRead). */
export async function readThread(db: PrismaClient, ref: string | ThreadKey, side: Side): Promise<Thread> {
  const where = whereOf(keyOf(ref));
  const [rows, thread] = await Promise.all([db.orderMessage.findMany({where, orderBy: [{createdAt: 'asc'}, {id: 'asc'}], include: WITH_FILES}), db.orderThread.findUnique({where})]);
  const unread = thread ? (side === 'studio' ? thread.studioUnread : thread.buyerUnread) : 0;
  const other = thread ? (side === 'studio' ? thread.buyerReadAt : thread.studioReadAt) : null;
  return {messages: rows.map(threadMessage), unread, otherReadAt: other?.toISOString() ?? null};
}

/** One side has read the thread (its page showed it): its unread count is zeroed and the other side sees its messages as read. */
export async function markThreadRead(db: PrismaClient, ref: string | ThreadKey, side: Side, now: Date = new Date()): Promise<void> {
  await db.orderThread.updateMany({where: whereOf(keyOf(ref)), data: side === 'studio' ? {studioUnread: 0, studioReadAt: now} : {buyerUnread: 0, buyerReadAt: now}});
}

/** The unread messages across a buyer's own orders (the header and My page). */
export async function buyerUnreadCount(db: PrismaClient, userId: string): Promise<number> {
  const sum = await db.orderThread.aggregate({where: {order: {userId}}, _sum: {buyerUnread: true}});
  return sum._sum.buyerUnread ?? 0;
}

/** A buyer's unread messages per order (My page), only the orders with some. */
export async function buyerUnreadByOrder(db: PrismaClient, userId: string): Promise<Map<string, number>> {
  const rows = await db.orderThread.findMany({where: {order: {userId}, buyerUnread: {gt: 0}}, select: {orderId: true, buyerUnread: true}});
  return new Map(rows.flatMap((r) => (r.orderId ? [[r.orderId, r.buyerUnread] as const] : [])));
}

/** The unread buyers' messages across every order (the admin's header and inbox). */
export async function studioUnreadCount(db: PrismaClient): Promise<number> {
  const sum = await db.orderThread.aggregate({_sum: {studioUnread: true}});
  return sum._sum.studioUnread ?? 0;
}

/** One thread in the admin's inbox: an order's, or a question's before any order. */
export type InboxThread = {lastMessageAt: string; unread: number; last: {text: string; fromStudio: boolean} | null} & (
  {kind: 'order'; orderId: string; number: string; customerName: string; country: CountryCode} | {kind: 'question'; questionId: string; serviceId: string; email: string; country: CountryCode}
);

/** The admin's inbox of threads: the most recent first, each with its order (or the question's asker and service), unread count and last message. */
export async function studioThreads(db: PrismaClient, options: {take?: number} = {}) {
  const last = {orderBy: {createdAt: 'desc'}, take: 1, select: {text: true, fromStudio: true}} as const;
  const rows = await db.orderThread.findMany({
    orderBy: [{studioUnread: 'desc'}, {lastMessageAt: 'desc'}],
    take: options.take ?? 50,
    select: {
      orderId: true,
      questionId: true,
      lastMessageAt: true,
      studioUnread: true,
      order: {select: {number: true, customerName: true, country: true, messages: last}},
      question: {select: {serviceId: true, email: true, country: true, messages: last}},
    },
  });
  return rows.flatMap((r): InboxThread[] => {
    const common = {lastMessageAt: r.lastMessageAt.toISOString(), unread: r.studioUnread};
    if (r.order && r.orderId)
      return [{kind: 'order' as const, orderId: r.orderId, number: r.order.number, customerName: r.order.customerName, country: r.order.country, ...common, last: r.order.messages[0] ?? null}];
    if (r.question && r.questionId)
      return [
        {kind: 'question' as const, questionId: r.questionId, serviceId: r.question.serviceId, email: r.question.email, country: r.question.country, ...common, last: r.question.messages[0] ?? null},
      ];
    return [];
  });
}
