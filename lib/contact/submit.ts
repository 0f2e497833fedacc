import type {PrismaClient} from '@/lib/db/client';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {LIMITS, type Limiter} from '@/lib/rate-limit';
import type {Contact} from './schema';

/** Stores a contact message: the studio reads it in the admin area's Inbox (and is mailed it by the route). */
export async function saveContact(db: Pick<PrismaClient, 'contactSubmission'>, contact: Contact, origin: {language: Language; country: CountryCode}) {
  return db.contactSubmission.create({
    data: {...contact, company: contact.company ?? null, language: origin.language, country: origin.country},
    select: {id: true, createdAt: true},
  });
}

/**
 * A message from the contact form (POST /api/contact): at most LIMITS.contactIp an hour from one
 * address (each one mails the studio; docs/security.md#limits-and-rules, "Studio mails"), then stored. Past the limit nothing
 * is stored, and the caller is told when to try again.
 */
export async function receiveContact(db: Pick<PrismaClient, 'contactSubmission'>, limits: Limiter, contact: Contact, origin: {language: Language; country: CountryCode; address: string}) {
  const attempt = await limits.attempt(LIMITS.contactIp, origin.address);
  if (!attempt.allowed) return {ok: false as const, retryAfterS: Math.max(1, attempt.retryAfterS)};
  return {ok: true as const, saved: await saveContact(db, contact, origin)};
}

/** The Inbox: newest first, a page at a time, with how many are unread. */
export async function contactMessages(db: PrismaClient, page = 1, size = 50) {
  const [messages, total, unread] = await Promise.all([
    db.contactSubmission.findMany({orderBy: {createdAt: 'desc'}, skip: (Math.max(1, page) - 1) * size, take: size}),
    db.contactSubmission.count(),
    db.contactSubmission.count({where: {readAt: null}}),
  ]);
  return {messages, total, unread};
}

/** Marks a message read (or unread again); false for an unknown id. */
export async function markContactRead(db: Pick<PrismaClient, 'contactSubmission'>, id: string, read: boolean): Promise<boolean> {
  const changed = await db.contactSubmission.updateMany({where: {id}, data: {readAt: read ? new Date() : null}});
  return changed.count === 1;
}
