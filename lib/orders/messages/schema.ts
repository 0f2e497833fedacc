/**
 * The order conversation's input schemas, with its limits and shapes re-exported from
 * ./shapes (which the form imports, so zod stays out of the order page's scripts).
 */
import * as z from 'zod/mini';
import {MESSAGE_MAX_CHARS, MESSAGE_MAX_FILES} from './shapes';

export * from './shapes';

const uuid = z.string({error: 'invalid'}).check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {error: 'invalid'}));

/** POST /api/orders/{id}/messages: the text (1-4000 characters once trimmed), the sender's uploads to attach, and a guest's link token. */
export const orderMessageSchema = z.object({
  text: z.string({error: 'messageRequired'}).check(z.trim(), z.minLength(1, {error: 'messageRequired'}), z.maxLength(MESSAGE_MAX_CHARS, {error: 'tooLong'})),
  fileIds: z._default(z.array(uuid).check(z.maxLength(MESSAGE_MAX_FILES, {error: 'invalid'})), []),
  token: z.optional(z.string({error: 'invalid'}).check(z.maxLength(100, {error: 'invalid'}))),
});

/** POST /api/orders/{id}/messages/read: a guest's link token. */
export const orderThreadReadSchema = z.object({token: z.optional(z.string({error: 'invalid'}).check(z.maxLength(100, {error: 'invalid'})))});
