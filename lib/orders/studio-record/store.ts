/**
 * The studio's record for the item pages' studio card (docs/storefront.md#item-pages): how many
 * orders it has completed, since when it has sold (its first paid order's date) and the languages
 * of the orders it completed; all counted from the orders, nothing typed by anyone. Free of
 * `server-only` and given the client; the pages read it through ./studio-record-read.
 */
import type {PrismaClient} from '@/lib/db/client';
import {LANGUAGES, type Language} from '@/lib/i18n/languages';

export interface StudioRecord {
  /** Orders completed (the buyer accepted the final delivery). */
  completed: number;
  /** When its first order was paid (ISO), or null while none is. */
  since: string | null;
  /** The languages of its completed orders, in the shop's language order. */
  languages: Language[];
}

/** Statuses of an order that was paid (a refunded or cancelled one was too, but is no record of work). */
const PAID = ['order_received', 'in_progress', 'draft_delivered', 'completed'] as const;

export async function studioRecord(db: PrismaClient): Promise<StudioRecord> {
  const [completed, first, languages] = await Promise.all([
    db.order.count({where: {status: 'completed'}}),
    db.order.findFirst({where: {status: {in: [...PAID]}}, orderBy: {createdAt: 'asc'}, select: {createdAt: true}}),
    db.order.groupBy({by: ['language'], where: {status: 'completed'}}),
  ]);
  const spoken = new Set(languages.map((l) => l.language as string));
  return {completed, since: first ? first.createdAt.toISOString() : null, languages: LANGUAGES.filter((l) => spoken.has(l))};
}
