import {resetPasswordCommand} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** POST /api/auth/reset-password {token, password} -> {success, message}; 400 for a used, expired or unknown link (lib/auth/commands). */
export const POST = restCommand(resetPasswordCommand);
