import {refuseFormPost} from '@/lib/commands/multipart';

/**
 * Where the proxy sends a form post (multipart or urlencoded) to any API address other than the
 * upload routes (proxy.ts): Next would otherwise take it for a server action, fail to parse it and
 * answer 500. The API takes JSON; this says so in the caller's language (415). Not a command:
 * nothing runs, whatever the address. The upload routes answer a form post themselves (send the
 * file as the body).
 */
export const POST = refuseFormPost;
export const PUT = refuseFormPost;
export const PATCH = refuseFormPost;
export const DELETE = refuseFormPost;
