import {changeOwnEmail} from '@/lib/account/commands';
import {restCommand} from '@/lib/commands/rest';

/**
 * POST /api/auth/profile/email {email, password?} -> {success, message}: a link to the new
 * address; the account's address changes only when it is followed (POST /api/auth/verify-email),
 * and the old address is then told. The password is required when the account has one. 409 when
 * the address is another account's, 403 for a wrong password, 429 after 3 links an hour.
 */
export const POST = restCommand(changeOwnEmail);
