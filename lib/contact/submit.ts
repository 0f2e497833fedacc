import type {PrismaClient} from '@/lib/db/client';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import type {Contact} from './schema';

/** Stores a contact message: the studio reads it in the admin area's Inbox (and is mailed it by the route). */
export async function saveContact(db: Pick<PrismaClient, 'contactSubmission'>, contact: Contact, origin: {language: Language; country: CountryCode}) {
  return db.contactSubmission.create({
    data: {...contact, company: contact.company ?? null, language: origin.language, country: origin.country},
    select: {id: true, createdAt: true},
  });
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
