/**
 * The showcase's commands: an admin saves or deletes a portfolio entry or a testimonial (zod
 * input, audited); the `showcase` tag expires so the front page shows the change on its next
 * request. The admin tab calls them as server actions (./actions).
 */
import 'server-only';
import {expireTag} from '@/lib/cache/expire';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {SHOWCASE_TAG} from './read';
import {deleteShowcaseItem, savePortfolioEntry, saveTestimonial} from './store';
import {portfolioInputSchema, testimonialInputSchema} from './types';
import {showcaseSavedAnswer} from './answers';
import {done} from '@/lib/http/json';

export const savePortfolioCommand = defineCommand({
  name: 'portfolio.save',
  output: showcaseSavedAnswer,
  input: portfolioInputSchema,
  who: 'admin',
  errors: 'Admin',
  async run(input, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.showcase'});
    const result = await savePortfolioEntry(db, input, user);
    if (!result.ok) return refuse(result.error === 'unknown' ? 404 : 422, t(result.error === 'unknown' ? 'notFound' : 'pictureMissing'));
    expireTag(SHOWCASE_TAG);
    return {ok: true, message: t('saved'), body: {id: result.id}};
  },
});

export const saveTestimonialCommand = defineCommand({
  name: 'testimonial.save',
  output: showcaseSavedAnswer,
  input: testimonialInputSchema,
  who: 'admin',
  errors: 'Admin',
  async run(input, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.showcase'});
    const result = await saveTestimonial(db, input, user);
    if (!result.ok) return refuse(404, t('notFound'));
    expireTag(SHOWCASE_TAG);
    return {ok: true, message: t('saved'), body: {id: result.id}};
  },
});

export const deleteShowcaseCommand = defineCommand({
  name: 'showcase.delete',
  output: done,
  input: z.object({kind: z.enum(['portfolio', 'testimonial']), id: z.uuid()}),
  who: 'admin',
  async run({kind, id}, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.showcase'});
    if (!(await deleteShowcaseItem(db, kind, id, user))) return refuse(404, t('notFound'));
    expireTag(SHOWCASE_TAG);
    return {ok: true, message: t('deleted')};
  },
});
