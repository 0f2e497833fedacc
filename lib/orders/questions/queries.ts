/**
 * The questions' reads as queries (lib/commands/query): the signed-in customer's own questions
 * before buying, for My page. One question's page reads through ./read.
 */
import 'server-only';
import type * as z from 'zod/mini';
import {itemText} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {defineQuery, noInput} from '@/lib/commands/query';
import {db} from '@/lib/db';
import {myQuestionsAnswer} from '../answers';
import {questionsOf} from './store';

/** The caller's questions, newest conversation first, each with its service's name in the caller's language, whether the studio answered and what is unread. */
export const myQuestionsQuery = defineQuery({
  name: 'questions.mine',
  output: myQuestionsAnswer,
  input: noInput,
  who: 'customer',
  async run(_, {user, language}) {
    const [questions, catalog] = await Promise.all([questionsOf(db, user.id), getCatalog()]);
    return {
      json: {
        success: true,
        questions: questions.map(({serviceId, ...q}) => ({...q, service: itemText(catalog, 'service', Number(serviceId), language).name})),
      } satisfies z.input<typeof myQuestionsAnswer>,
    };
  },
});
