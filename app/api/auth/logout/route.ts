import {logOut} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** POST /api/auth/logout (?everywhere=1 ends every session of the account) -> {success}: the session ends on the server too (lib/auth/commands). */
export const POST = restCommand(logOut, {body: false, query: ['everywhere']});
