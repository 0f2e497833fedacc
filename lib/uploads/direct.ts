/**
 * Uploads straight to the bucket (serverless hosts cap a request body at a few MB): the browser
 * asks for a ticket, PUTs the file to the bucket with the short-lived signed request the ticket
 * carries (its key, type and exact size signed in), then hands the ticket back; only then does the
 * server read the stored object (type from its bytes, the size, the JPEG and ISO-BMFF structure,
 * the quota: the same checks as a streamed upload) and count it. A refused object is deleted.
 *
 * The ticket is signed (HMAC with the auth secret) and names the key, who asked, for what, the
 * file's name and size, and when it expires: nobody can complete another person's upload or pick
 * a key of their own.
 */
import {createHmac, timingSafeEqual} from 'node:crypto';
import {Readable} from 'node:stream';
import type {PrismaClient} from '@/lib/db/client';
import {newStorageKey, type ObjectStorage} from '@/lib/storage';
import {uploaderColumns, type Uploader} from './quota';
import {receiveUpload, type ReceiveError, type ReceiveOptions, type ReceiveRefusal, type Received} from './receive';
import type {UploadLimits} from './types';

/** What a direct upload is for: a brief's file, a file the studio delivers, a picture for the shop's pages, an instant preview's photo. */
export const DIRECT_PURPOSES = ['brief', 'deliverable', 'picture', 'preview'] as const;
export type DirectPurpose = (typeof DIRECT_PURPOSES)[number];

/** How long the signed PUT and the ticket last. */
export const DIRECT_TICKET_S = 15 * 60;

export interface Ticket {
  key: string;
  purpose: DirectPurpose;
  /** Who asked: `user:{id}`, `order:{id}` (a guest with the order link) or `visitor:{key}` (a guest's preview cookie). */
  who: string;
  name: string;
  size: number;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', `direct-upload:${secret}`).update(payload).digest('base64url');

export function signTicket(ticket: Ticket, secret: string): string {
  const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The ticket, if it is one of ours, unchanged and not expired; else null. */
export function readTicket(token: string, secret: string, now = Date.now()): Ticket | null {
  const [payload, mac] = token.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const ticket = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Ticket;
    return ticket.exp > now ? ticket : null;
  } catch {
    return null;
  }
}

/** The biggest file this could be, from the type the browser declares (the bytes decide at the end). */
export function declaredLimit(contentType: string, limits: UploadLimits): number {
  if (contentType.startsWith('image/')) return limits.imageBytes;
  if (contentType.startsWith('video/')) return limits.videoBytes;
  return Math.max(limits.imageBytes, limits.videoBytes);
}

/** A new key and its signed PUT for a file of this type and size. */
export async function presignUpload(storage: ObjectStorage, file: {contentType: string; size: number}): Promise<{key: string; url: string; headers: Record<string, string>}> {
  if (!storage.presignPut) throw new Error('this storage takes no direct uploads');
  const key = newStorageKey();
  return {key, ...(await storage.presignPut(key, file, DIRECT_TICKET_S))};
}

/**
 * A ticket's file before it is completed: recorded as an upload of this purpose when the ticket is
 * given (before the browser is told where to put it), so a file that is never completed is
 * removed with its object by the hourly clean-up of unused uploads, and counts towards the daily
 * quota meanwhile. Completing removes the record first: a ticket completes once.
 */
export const PENDING_PURPOSE = 'direct-pending';

export async function recordPending(db: Pick<PrismaClient, 'upload'>, key: string, file: {name: string; size: number; contentType: string}, owner: Uploader): Promise<void> {
  await db.upload.create({data: {storageKey: key, originalName: file.name, contentType: file.contentType, size: file.size, purpose: PENDING_PURPOSE, ...uploaderColumns(owner)}});
}

/** Removes the pending record of this key; false when there is none (completed already, or cleaned up). */
export async function takePending(db: Pick<PrismaClient, 'upload'>, key: string): Promise<boolean> {
  const {count} = await db.upload.deleteMany({where: {storageKey: key, purpose: PENDING_PURPOSE}});
  return count === 1;
}

/** A storage that keeps nothing: receiveUpload's checks run over a stored object without writing it again. */
const DISCARD: ObjectStorage = {
  kind: 'local',
  async put(_key, body) {
    for await (const chunk of body) void chunk;
  },
  async get() {
    return null;
  },
  async delete() {},
};

/**
 * Reads an object the browser put into the bucket through the same checks as a streamed upload;
 * `size` is the ticket's (a stored object of another size is refused). A refused object is deleted;
 * `missing`: nothing arrived under the key.
 */
export async function checkStoredObject(
  storage: ObjectStorage,
  key: string,
  size: number,
  limits: UploadLimits,
  options: ReceiveOptions = {},
): Promise<{ok: true; file: Received} | ReceiveRefusal | {ok: false; error: 'missing'}> {
  const object = await storage.get(key);
  // The browser's PUT did not arrive (refused by the bucket, or the connection broke).
  if (!object) return {ok: false, error: 'missing'};
  const refuse = async (refusal: ReceiveRefusal) => {
    object.body.destroy();
    await storage.delete(key).catch(() => {});
    return refusal;
  };
  if (object.size !== size) return refuse({ok: false, error: 'truncated'});
  const checked = await receiveUpload(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, DISCARD, limits, {...options, declaredBytes: size});
  if (!checked.ok) return refuse(checked);
  return {ok: true, file: {...checked.file, storageKey: key}};
}

/**
 * A file's checks, whichever way it came: streamed in `body` (stored as it passes), or put into the
 * bucket by the browser (`stored`: checked where it lies). The one entry for brief files, pictures
 * and preview photos.
 */
export function receiveFrom(
  storage: ObjectStorage,
  source: {body: ReadableStream<Uint8Array> | null; stored?: {key: string; size: number}},
  limits: UploadLimits,
  options: ReceiveOptions = {},
): Promise<{ok: true; file: Received} | ReceiveRefusal | {ok: false; error: 'missing'}> {
  if (source.stored) return checkStoredObject(storage, source.stored.key, source.stored.size, limits, options);
  if (!source.body) throw new Error('a file needs its body or its stored object');
  return receiveUpload(source.body, storage, limits, options);
}

/** A stored object refused before it was read (too large, over quota, the pool busy) is deleted: nothing will point at it. */
export async function discardStored(storage: ObjectStorage, stored: {key: string} | undefined): Promise<void> {
  if (stored) await storage.delete(stored.key).catch(() => {});
}

/** A photo's refusal (pictures, previews): HEIC named as such (the message says how to send JPEG), the daily cap as too large. */
export function photoError(refusal: ReceiveRefusal | {ok: false; error: 'missing'}): Exclude<ReceiveError, 'overQuota'> | 'heic' | 'missing' {
  if ('detected' in refusal && refusal.detected === 'heic') return 'heic';
  return refusal.error === 'overQuota' ? 'tooLarge' : refusal.error;
}
