/** What the consents' command and query answer, as zod schemas (their `output`, lib/commands; lib/http/answers.ts derives the browser's types). */
import * as z from 'zod/mini';
import {doneWith, jsonDate} from '@/lib/http/json';
import {CONSENT_KINDS, OPTIONAL_CONSENTS} from './consents';

const kind = z.enum(CONSENT_KINDS);

/** GET /api/auth/consents: the optional consents always, the others once given. */
export const consentsAnswer = z.object({
  success: z.literal(true),
  consents: z.array(
    z.object({
      kind,
      optional: z.boolean(),
      /** Given and not withdrawn. */
      granted: z.boolean(),
      /** The latest consent of this kind (null when never given). */
      version: z.nullable(z.string()),
      grantedAt: z.nullable(jsonDate),
      withdrawnAt: z.nullable(jsonDate),
    }),
  ),
});

/** POST /api/auth/consents: the optional consent as it is now. */
export const consentSetAnswer = doneWith({kind: z.enum(OPTIONAL_CONSENTS), granted: z.boolean()});
