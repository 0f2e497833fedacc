import {changeOwnPassword} from '@/lib/account/commands';
import {restCommand} from '@/lib/commands/rest';

/**
 * POST /api/auth/profile/password {currentPassword, newPassword} -> {success, message}: the new
 * password (the one rule); the account's other sessions end, this one stays. 403 for a wrong
 * current password (429 after 5 in 15 minutes), 409 (code noPassword) for an account without one
 * (Google: set one through the reset link), 401 signed out.
 */
export const POST = restCommand(changeOwnPassword);
