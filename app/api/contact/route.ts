import {getTranslations} from 'next-intl/server';
import {contactSchema} from '@/lib/contact/schema';
import {saveContact} from '@/lib/contact/submit';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';
import {notifyStudio} from '@/lib/orders/notify';

/** POST /api/contact {name, email, company?, service, message} -> 201 {message}: kept for the Inbox, and mailed to the studio. */
export const POST = jsonHandler(contactSchema, 'Contact', async (contact, {origin}) => {
  await saveContact(db, contact, origin);
  notifyStudio({kind: 'contact', message: {...contact, company: contact.company ?? null, country: origin.country}});
  const t = await getTranslations({locale: origin.language, namespace: 'Contact'});
  return Response.json({message: t('sentDescription')}, {status: 201});
});
