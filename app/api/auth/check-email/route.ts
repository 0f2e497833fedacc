import {checkEmail} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** POST /api/auth/check-email {email} -> {available} (rate limited per address: it tells whether an account exists). */
export const POST = restCommand(checkEmail);
