/**
 * The contact form's commands: a visitor sends a message (POST /api/contact is its adapter), and
 * someone in the studio marks one read or unread (the Inbox tab calls it as a server action,
 * ./actions; PATCH /api/admin/contact-messages/{id} is its adapter).
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {DEFAULT_COUNTRY} from '@/lib/countries';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {inTransaction} from '@/lib/db/transaction';
import {notifyStudio} from '@/lib/orders/notify';
import {limits} from '@/lib/rate-limit/app';
import {contactSchema} from './schema';
import {markContactRead, receiveContact} from './submit';
import {contactSentAnswer, markedAnswer} from './answers';

/**
 * POST /api/contact {name, email, company?, service, message} -> 201 {message}: kept for the Inbox,
 * and mailed to the studio once it is stored (past a few an hour, in the hour's digest). 429
 * {message} with Retry-After past 5 messages an hour from one address. The message records the
 * shop it was sent from; a REST caller that names none (lib/http/where) is the default shop.
 */
export const sendContact = defineCommand({
  name: 'contact.send',
  output: contactSentAnswer,
  invalidAnswer: 'bare',
  input: contactSchema,
  who: 'anyone',
  errors: 'Contact',
  async run(contact, {country, language, address}) {
    const shop = country ?? DEFAULT_COUNTRY;
    const from = await address();
    // Stored and its studio mail queued together: both or neither.
    const received = await inTransaction(db, async (tx) => {
      const kept = await receiveContact(tx, limits, contact, {language, country: shop, address: from});
      if (kept.ok) await notifyStudio({kind: 'contact', message: {...contact, company: contact.company ?? null, country: shop}}, tx);
      return kept;
    });
    if (!received.ok) {
      const ta = await getTranslations({locale: language, namespace: 'Auth.server'});
      const message = ta('tooMany', {minutes: Math.ceil(received.retryAfterS / 60)});
      return refuse(429, message, undefined, {headers: {'retry-after': String(received.retryAfterS)}, json: {message}});
    }
    const message = (await getTranslations({locale: language, namespace: 'Contact'}))('sentDescription');
    return {ok: true, status: 201, message, json: {message} satisfies z.input<typeof contactSentAnswer>};
  },
});

export const markRead = defineCommand({
  name: 'contact.markRead',
  output: markedAnswer,
  input: z.object({id: recordId, read: z.boolean({error: 'invalid'})}),
  who: 'admin',
  async run({id, read}, {language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.inbox'});
    if (!isUuid(id) || !(await markContactRead(db, id, read))) return refuse(404, t('notFound'));
    return {ok: true, message: read ? t('markedRead') : t('markedUnread'), body: {read}};
  },
});
