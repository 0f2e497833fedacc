/**
 * What the order conversation's server and form share (issue 39): its limits, the message's
 * schema and the shapes of a thread. Free of the database, so the form can import it.
 */
import * as z from 'zod/mini';

/** Who is writing or reading: the order's buyer, or the studio (an admin). */
export type Side = 'buyer' | 'studio';

/** The longest message, in characters; a message carries at most this many files. */
export const MESSAGE_MAX_CHARS = 4000;
export const MESSAGE_MAX_FILES = 10;
/** The other side is mailed at most once per thread in this window. */
export const MESSAGE_MAIL_GAP_MS = 10 * 60_000;

const uuid = z.string({error: 'invalid'}).check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {error: 'invalid'}));

/** POST /api/orders/{id}/messages: the text (1-4000 characters once trimmed), the sender's uploads to attach, and a guest's link token. */
export const orderMessageSchema = z.object({
  text: z.string({error: 'messageRequired'}).check(z.trim(), z.minLength(1, {error: 'messageRequired'}), z.maxLength(MESSAGE_MAX_CHARS, {error: 'tooLong'})),
  fileIds: z._default(z.array(uuid).check(z.maxLength(MESSAGE_MAX_FILES, {error: 'invalid'})), []),
  token: z.optional(z.string({error: 'invalid'}).check(z.maxLength(100, {error: 'invalid'}))),
});

/** POST /api/orders/{id}/messages/read: a guest's link token. */
export const orderThreadReadSchema = z.object({token: z.optional(z.string({error: 'invalid'}).check(z.maxLength(100, {error: 'invalid'})))});

export interface ThreadMessage {
  id: string;
  fromStudio: boolean;
  text: string;
  createdAt: string;
  files: {id: string; name: string; contentType: string; size: number}[];
}

export interface Thread {
  messages: ThreadMessage[];
  /** This side's unread messages before it read the thread now. */
  unread: number;
  /** Until when the other side has read (messages up to then show as read), or null. */
  otherReadAt: string | null;
}

