import {getTranslations} from 'next-intl/server';
import {contactSchema} from '@/lib/contact/schema';
import {receiveContact} from '@/lib/contact/submit';
import {db} from '@/lib/db';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {notifyStudio} from '@/lib/orders/notify';
import {limits} from '@/lib/rate-limit/app';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * POST /api/contact {name, email, company?, service, message} -> 201 {message}: kept for the Inbox,
 * and mailed to the studio (past a few an hour, in the hour's digest). 429 (translated, Retry-After)
 * past 5 messages an hour from one address.
 */
export const POST = jsonHandler(contactSchema, 'Contact', async (contact, {request, origin}) => {
  const received = await receiveContact(db, limits, contact, {...origin, address: clientIp(request)});
  if (!received.ok) {
    const ta = await getTranslations({locale: origin.language, namespace: 'Auth.server'});
    return Response.json({message: ta('tooMany', {minutes: Math.ceil(received.retryAfterS / 60)})}, {status: 429, headers: {'retry-after': String(received.retryAfterS)}});
  }
  notifyStudio({kind: 'contact', message: {...contact, company: contact.company ?? null, country: origin.country}});
  const t = await getTranslations({locale: origin.language, namespace: 'Contact'});
  return Response.json({message: t('sentDescription')} satisfies ApiAnswers['POST /api/contact'], {status: 201});
});
