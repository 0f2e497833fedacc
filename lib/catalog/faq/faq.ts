/**
 * An item page's questions and answers (docs/storefront.md#item-pages): the owner writes them per language in
 * the Catalogue tab; the service, template and package pages show the page language's ones, with
 * FAQPage JSON-LD. Stored on the item's catalogue row (`CatalogItem.faq`). Free of `server-only`
 * and given the client, so the integration tests run it on both databases; the command is in
 * ./commands, the pages' cached read in ./read.
 */
import * as z from 'zod/mini';
import {audit, type AuditActor} from '@/lib/admin/audit';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction} from '@/lib/db/transaction';
import {LANGUAGES, type Language} from '@/lib/i18n/languages';
import type {CatalogKind} from '../prices';
import {catalogKey} from '../prices';

export const FAQ_MAX_ENTRIES = 12;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 1500;

export interface FaqEntry {
  q: string;
  a: string;
}
export type ItemFaq = Partial<Record<Language, FaqEntry[]>>;

const entry = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(FAQ_QUESTION_MAX, 'tooLong')),
  a: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(FAQ_ANSWER_MAX, 'tooLong')),
});

/** The whole FAQ of one item, every language at once (a language left out keeps none). */
export const faqSchema = z.partialRecord(z.enum(LANGUAGES), z.array(entry).check(z.maxLength(FAQ_MAX_ENTRIES, 'tooMany')));

/** The stored value, read defensively (a row saved before the column existed holds `{}`). */
export function parseFaq(value: unknown): ItemFaq {
  const parsed = faqSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** The owner replaces an item's FAQ (audited in the same transaction); unknown item: notFound. */
export async function saveFaq(db: PrismaClient, actor: AuditActor, kind: CatalogKind, itemId: string, faq: ItemFaq) {
  return inTransaction(db, async (tx) => {
    const row = await tx.catalogItem.findUnique({where: {kind_itemId: {kind, itemId}}, select: {faq: true}});
    if (!row) return {ok: false as const, error: 'notFound' as const};
    // Empty languages are not kept.
    const clean = Object.fromEntries(Object.entries(faq).filter(([, list]) => list && list.length)) as ItemFaq;
    await tx.catalogItem.update({where: {kind_itemId: {kind, itemId}}, data: {faq: clean as object}});
    await audit(tx, actor, {action: 'catalog.faq', targetType: 'catalog', targetId: catalogKey(kind, itemId), before: row.faq, after: clean});
    return {ok: true as const, faq: clean};
  });
}

/** One item's FAQ in one language (what its page shows): none when the owner wrote none in it. */
export async function itemFaqIn(db: PrismaClient, kind: CatalogKind, itemId: string, lang: Language): Promise<FaqEntry[]> {
  const row = await db.catalogItem.findUnique({where: {kind_itemId: {kind, itemId}}, select: {faq: true, active: true}});
  return row ? (parseFaq(row.faq)[lang] ?? []) : [];
}

/** Every item's FAQ for the Catalogue tab, keyed like the catalogue (`service:6`). */
export async function allFaqs(db: PrismaClient): Promise<Record<string, ItemFaq>> {
  const rows = await db.catalogItem.findMany({select: {kind: true, itemId: true, faq: true}});
  return Object.fromEntries(rows.map((r) => [catalogKey(r.kind, r.itemId), parseFaq(r.faq)]));
}

/** schema.org FAQPage of the entries, or null when there is none (no empty FAQPage). */
export function faqJsonLd(entries: readonly FaqEntry[]): Record<string, unknown> | null {
  if (!entries.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({'@type': 'Question', name: e.q, acceptedAnswer: {'@type': 'Answer', text: e.a}})),
  };
}
