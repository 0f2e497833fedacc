/**
 * Questions before buying (docs/storefront.md#questions-before-buying): a new question about a
 * service (an account's, or a guest's by e-mail with a private link), and the messages that
 * follow on either side. What they do is in ./ask, under the order conversations' rules, limits
 * and the studio's mail budget; the mails are queued in the message's own transaction.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, refuse} from '@/lib/commands';
import {doneWith} from '@/lib/http/json';
import {authSecret} from '@/lib/auth/secret';
import {currentUser} from '@/lib/auth/guard';
import {SERVICE_IDS} from '@/lib/catalog/catalog';
import {db} from '@/lib/db';
import {env} from '@/lib/env';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {messageSentAnswer, orderChangedAnswer} from '../answers';
import {markThreadRead} from '../conversation';
import {notifyStudio} from '../notify';
import {askQuestionIn, postQuestionMessageIn, type QuestionDeps} from './ask';
import {askSchema, questionMessageSchema, questionReadSchema} from './schema';
import {questionAccess} from './store';

const deps = (): QuestionDeps => ({limits, studioBudget: {...LIMITS.studioMails, max: env.STUDIO_MAILS_PER_HOUR}, notifyStudio});

const tooMany = (t: (key: 'tooManyMessages', values: {minutes: number}) => string, retryAfterS: number) =>
  refuse(429, t('tooManyMessages', {minutes: Math.ceil(retryAfterS / 60)}), undefined, {headers: {'retry-after': String(retryAfterS)}});

export const askQuestion = defineCommand({
  name: 'questions.ask',
  output: doneWith({questionId: z.string(), token: z.string()}),
  input: askSchema,
  who: 'anyone',
  errors: 'Contact',
  async run({serviceId, text, email}, {user, t, language, country, address}) {
    if (!(SERVICE_IDS as readonly number[]).includes(Number(serviceId))) return refuse(404, t('notFound'));
    // A signed-in asker's answers go to the account (its address); a guest names one.
    const asker = user?.email ?? email;
    if (!asker) {
      const errors = await getTranslations({locale: language, namespace: 'Contact.errors'});
      return refuse(422, errors('emailInvalid'), {errors: {email: errors('emailInvalid')}});
    }
    const asked = await askQuestionIn(db, deps(), {
      serviceId: String(Number(serviceId)),
      text,
      email: asker,
      userId: user?.id ?? null,
      country: country ?? 'us',
      language,
      address: await address(),
      secret: authSecret(),
    });
    if (!asked.ok) return tooMany(t, asked.retryAfterS);
    return {ok: true, status: 201, message: t('messageSent'), body: {questionId: asked.question.id, token: asked.token}};
  },
});

export const sendQuestionMessage = defineCommand({
  name: 'questions.message',
  output: messageSentAnswer,
  input: questionMessageSchema,
  who: 'anyone',
  errors: 'Contact',
  async run({id, text, token}, {user, t, address}) {
    const found = await questionAccess(db, id, token, await currentUser());
    if (!found) return refuse(404, t('notFound'));
    const {question, side} = found;
    // Per writer (the admin, the asking account, or the guest link) and question, as for an order's conversation.
    const own = Boolean(user && (side === 'studio' || user.id === question.userId));
    const result = await postQuestionMessageIn(db, deps(), {question, side, writer: own ? user!.id : 'guest', authorId: own ? user!.id : null, address: await address(), text});
    if ('allowed' in result) return tooMany(t, result.retryAfterS);
    if (!result.ok) return refuse(422, t('messageFiles'));
    return {ok: true, status: 201, message: t('messageSent'), body: {message: result.message}};
  },
});

/** The caller has read the question's conversation (as for an order's: ../messages/commands readOrderMessages). */
export const readQuestionMessages = defineCommand({
  name: 'questions.read',
  output: orderChangedAnswer,
  input: questionReadSchema,
  who: 'anyone',
  async run({id, token}, {t}) {
    const found = await questionAccess(db, id, token, await currentUser());
    if (!found) return refuse(404, t('notFound'));
    await markThreadRead(db, {questionId: found.question.id}, found.side);
    return {ok: true, message: ''};
  },
});
