/**
 * The studio's response time (docs/storefront.md#item-pages): the median time from a buyer's message to the
 * studio's first reply after it, over the replies of the last 30 days, in the order conversations
 * (OrderMessage). Several buyer messages in a row wait from the first of them; a studio message
 * that follows a studio message answers nothing new. Shown on the item pages only once there are
 * at least 5 such replies (fewer say nothing true). Free of `server-only` and given the client;
 * the pages read it through ./read.
 */
import type {PrismaClient} from '@/lib/db/client';

export const REPLY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Below this many replies in the window, no response time is shown. */
export const MIN_REPLIES = 5;

/** The first-reply delays (ms) in each order's messages, oldest first: one per studio reply that answered waiting buyer messages. */
export function replyDelays(messages: readonly {orderId: string; fromStudio: boolean; createdAt: Date}[], since: Date): number[] {
  const waiting = new Map<string, Date>();
  const delays: number[] = [];
  for (const m of messages) {
    if (!m.fromStudio) {
      if (!waiting.has(m.orderId)) waiting.set(m.orderId, m.createdAt);
      continue;
    }
    const asked = waiting.get(m.orderId);
    if (!asked) continue;
    waiting.delete(m.orderId);
    if (m.createdAt >= since) delays.push(m.createdAt.getTime() - asked.getTime());
  }
  return delays;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median first-reply time in ms over the last 30 days, or null while there are fewer than 5 replies. */
export async function studioReplyTime(db: PrismaClient, now: Date = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - REPLY_WINDOW_MS);
  // Only the threads the studio wrote in within the window; their whole history, as a reply may answer an older message.
  const messages = await db.orderMessage.findMany({
    where: {orderId: {not: null}, createdAt: {lte: now}, order: {messages: {some: {fromStudio: true, createdAt: {gte: since, lte: now}}}}},
    select: {orderId: true, fromStudio: true, createdAt: true},
    orderBy: [{orderId: 'asc'}, {createdAt: 'asc'}, {id: 'asc'}],
  });
  // Order conversations only (a question before buying has no order: lib/orders/questions).
  const delays = replyDelays(
    messages.flatMap((m) => (m.orderId ? [{...m, orderId: m.orderId}] : [])),
    since,
  );
  return delays.length >= MIN_REPLIES ? median(delays) : null;
}

/** A response time as the page says it: minutes under an hour, hours under two days, else days (rounded up, at least 1). */
export function replyTimeUnit(ms: number): {unit: 'minutes' | 'hours' | 'days'; count: number} {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return {unit: 'minutes', count: minutes};
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return {unit: 'hours', count: hours};
  return {unit: 'days', count: Math.ceil(hours / 24)};
}
