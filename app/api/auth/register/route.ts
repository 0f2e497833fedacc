import {register} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** POST /api/auth/register {email, password, firstName, lastName, phone?, agree…?} -> 201 {success, user, message}, signed in; 409 the e-mail is taken; 422 field errors or a consent the country asks for (lib/auth/commands). */
export const POST = restCommand(register);
