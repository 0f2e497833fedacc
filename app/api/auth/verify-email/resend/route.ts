import {resendVerification} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** POST /api/auth/verify-email/resend -> 200 {success, message}: a new confirmation link to the signed-in user's address (3 an hour); 409 when it is already confirmed; 401 signed out. */
export const POST = restCommand(resendVerification, {body: false});
