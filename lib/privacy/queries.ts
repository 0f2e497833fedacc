/** The consents' reads as queries (lib/commands/query). */
import 'server-only';
import {defineQuery, noInput} from '@/lib/commands/query';
import {db} from '@/lib/db';
import type {ApiAnswers} from '@/lib/http/answers';
import {consentStates} from './consent-store';

/** The account's consents as My page shows them (the optional ones always, the others once given). */
export const consentsQuery = defineQuery({
  name: 'privacy.consents',
  input: noInput,
  who: 'customer',
  run: async (_, {user}) => ({json: {success: true, consents: await consentStates(db, user.id)} satisfies ApiAnswers['GET /api/auth/consents']}),
});
