/** The consents' reads as queries (lib/commands/query). */
import 'server-only';
import type * as z from 'zod/mini';
import {defineQuery, noInput} from '@/lib/commands/query';
import {db} from '@/lib/db';
import {consentStates} from './consent-store';
import {consentsAnswer} from './answers';

/** The account's consents as My page shows them (the optional ones always, the others once given). */
export const consentsQuery = defineQuery({
  name: 'privacy.consents',
  output: consentsAnswer,
  input: noInput,
  who: 'customer',
  run: async (_, {user}) => ({json: {success: true, consents: await consentStates(db, user.id)} satisfies z.input<typeof consentsAnswer>}),
});
