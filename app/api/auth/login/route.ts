import {logIn} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** POST /api/auth/login {email, password} -> 200 {success, user, message} and the session cookie; 401 for an unknown e-mail or a wrong password (the same message); 429 when limited (lib/auth/commands). */
export const POST = restCommand(logIn);
