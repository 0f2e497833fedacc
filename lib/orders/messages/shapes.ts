/**
 * What the order conversation's form needs from its rules (docs/orders.md#order-conversations): the limits and the shapes of a
 * thread. Free of zod and of the database, so the form (a client component on the order page) carries
 * none of the server's validation code; the schemas are in ./schema.
 */

/** Who is writing or reading: the order's buyer, or the studio (an admin). */
export type Side = 'buyer' | 'studio';

/** The longest message, in characters; a message carries at most this many files. */
export const MESSAGE_MAX_CHARS = 4000;
export const MESSAGE_MAX_FILES = 10;
/** The other side is mailed at most once per thread in this window. */
export const MESSAGE_MAIL_GAP_MS = 10 * 60_000;

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
