/** The briefs' reads as queries (lib/commands/query). */
import 'server-only';
import type * as z from 'zod/mini';
import {defineQuery, noInput} from '@/lib/commands/query';
import {db} from '@/lib/db';
import {listBriefs} from './store';
import {briefsAnswer} from './answers';

/** A customer's own briefs; every brief for admins (with the applicant, or 'guest'). */
export const briefsQuery = defineQuery({
  name: 'briefs.list',
  output: briefsAnswer,
  input: noInput,
  who: 'customer',
  run: async (_, {user}) => ({json: {success: true, briefs: await listBriefs(db, user)} satisfies z.input<typeof briefsAnswer>}),
});
