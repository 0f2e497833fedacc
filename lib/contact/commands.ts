/**
 * The Inbox's command: someone in the studio marks a contact message read or unread. The Inbox
 * tab calls it as a server action (./actions); PATCH /api/admin/contact-messages/{id} is its adapter.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {markContactRead} from './submit';

export const markRead = defineCommand({
  name: 'contact.markRead',
  input: z.object({id: recordId, read: z.boolean({error: 'invalid'})}),
  who: 'admin',
  async run({id, read}, {language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.inbox'});
    if (!isUuid(id) || !(await markContactRead(db, id, read))) return refuse(404, t('notFound'));
    return {ok: true, message: read ? t('markedRead') : t('markedUnread'), body: {read}};
  },
});
