import {requireUser} from '@/lib/auth/guard';
import {restCommand} from '@/lib/commands/rest';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';
import {setOwnConsent} from '@/lib/privacy/consent-commands';
import {consentStates} from '@/lib/privacy/consent-store';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * GET /api/auth/consents -> {success, consents: [{kind, optional, granted, version, grantedAt,
 * withdrawnAt}]}: the account's consents as My page shows them (the optional ones always, the
 * others once given); 401 signed out.
 */
export const GET = plainHandler(async ({origin}) => {
  const user = await requireUser(origin.language);
  if (user instanceof Response) return user;
  return Response.json({success: true, consents: await consentStates(db, user.id)} satisfies ApiAnswers['GET /api/auth/consents'], {headers: {'cache-control': 'no-store'}});
});

/** POST /api/auth/consents {kind: 'marketing', granted} -> {success, message, kind, granted}: gives or withdraws an optional consent; 401 signed out, 422 another kind. */
export const POST = restCommand(setOwnConsent);
