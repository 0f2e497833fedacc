import {restCommand} from '@/lib/commands/rest';
import {sendContact} from '@/lib/contact/commands';

/**
 * POST /api/contact {name, email, company?, service, message} -> 201 {message}: kept for the Inbox,
 * and mailed to the studio (past a few an hour, in the hour's digest). 429 (translated, Retry-After)
 * past 5 messages an hour from one address.
 */
export const POST = restCommand(sendContact);
