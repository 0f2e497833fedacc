import {consentsQuery} from '@/lib/privacy/queries';
import {restQuery} from '@/lib/commands/query';
import {restCommand} from '@/lib/commands/rest';
import {setOwnConsent} from '@/lib/privacy/consent-commands';

/**
 * GET /api/auth/consents -> {success, consents: [{kind, optional, granted, version, grantedAt,
 * withdrawnAt}]}: the account's consents as My page shows them (the optional ones always, the
 * others once given); 401 signed out.
 */
export const GET = restQuery(consentsQuery);

/** POST /api/auth/consents {kind: 'marketing', granted} -> {success, message, kind, granted}: gives or withdraws an optional consent; 401 signed out, 422 another kind. */
export const POST = restCommand(setOwnConsent);
