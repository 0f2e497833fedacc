import {forgotPassword} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** POST /api/auth/forgot-password {email} -> {success, message}: the same answer, in the same time, whether or not the account exists (lib/auth/commands). */
export const POST = restCommand(forgotPassword);
