import type {PrismaClient} from '@/lib/db/client';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import type {Contact} from './schema';

/**
 * Stores a contact message. The studio reads them in the admin area; when the mail module
 * exists it will also forward each one to the admin e-mail.
 */
export async function saveContact(db: Pick<PrismaClient, 'contactSubmission'>, contact: Contact, origin: {language: Language; country: CountryCode}) {
  return db.contactSubmission.create({
    data: {...contact, company: contact.company ?? null, language: origin.language, country: origin.country},
    select: {id: true, createdAt: true},
  });
}
