import {verifyEmail} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/**
 * POST /api/auth/verify-email {token, password?} -> 200 {success, message, user, changed, listed?}:
 * the address is confirmed, or an e-mail change takes effect (`changed: true`). 400 a used,
 * expired or unknown link; 403 `passwordRequired` / `signInRequired` / `wrongPassword`; 409 the
 * address taken meanwhile or `listed`; 429 after 5 wrong passwords in 15 minutes (lib/auth/commands).
 */
export const POST = restCommand(verifyEmail);
