import {profileQuery} from '@/lib/auth/queries';
import {restQuery} from '@/lib/commands/query';
import {deleteOwnAccount} from '@/lib/account/commands';
import {saveProfile} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** GET /api/auth/profile -> {success, user}; 401 when signed out. */
export const GET = restQuery(profileQuery);

/** PUT /api/auth/profile {username?, firstName?, lastName?, phone?} -> {success, message, user}; the e-mail is not changed here. 401 signed out. */
export const PUT = restCommand(saveProfile);

/**
 * DELETE /api/auth/profile {password} (or {email} for an account without a password) ->
 * {success, message}: the account is deleted (personal data removed, orders kept for the books)
 * and signed out. 403 for a wrong confirmation, 409 for an admin account, 401 signed out.
 */
export const DELETE = restCommand(deleteOwnAccount);
