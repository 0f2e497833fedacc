import {getTranslations} from 'next-intl/server';
import {contactSchema} from '@/lib/contact/schema';
import {saveContact} from '@/lib/contact/submit';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';

/** POST /api/contact {name, email, company?, service, message} -> 201 {message} */
export const POST = jsonHandler(contactSchema, 'Contact', async (contact, {origin}) => {
  await saveContact(db, contact, origin);
  const t = await getTranslations({locale: origin.language, namespace: 'Contact'});
  return Response.json({message: t('sentDescription')}, {status: 201});
});
