/** The briefs' reads as queries (lib/commands/query). */
import 'server-only';
import {defineQuery, noInput} from '@/lib/commands/query';
import {db} from '@/lib/db';
import type {ApiAnswers} from '@/lib/http/answers';
import {listBriefs} from './store';

/** A customer's own briefs; every brief for admins (with the applicant, or 'guest'). */
export const briefsQuery = defineQuery({
  name: 'briefs.list',
  input: noInput,
  who: 'customer',
  run: async (_, {user}) => ({json: {success: true, briefs: await listBriefs(db, user)} satisfies ApiAnswers['GET /api/project-briefs']}),
});
