/**
 * Uploads straight to the bucket (serverless hosts cap a request body at a few MB): the browser
 * asks for a ticket, PUTs the file to the bucket with the short-lived signed request the ticket
 * carries (its key, type and exact size signed in), then hands the ticket back; only then does the
 * server read the stored object (type from its bytes, the size, the JPEG and ISO-BMFF structure,
 * the quota: the same checks as a streamed upload), keeping what it read under a new key, and count
 * it. The object the browser put is deleted either way.
 *
 * The ticket is signed (a JWT with the auth secret, lib/auth/tokens) and names the key, who asked, for what, the
 * file's name and size, and when it expires: nobody can complete another person's upload or pick
 * a key of their own.
 */
import {Readable} from 'node:stream';
import {readToken, signToken} from '@/lib/auth/tokens';
import type {PrismaClient} from '@/lib/db/client';
import {newStorageKey, StorageUnavailableError, type ObjectStorage} from '@/lib/storage';
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

/** The ticket as a token; its expiry is kept to the second. */
export function signTicket(ticket: Ticket, secret: string): Promise<string> {
  const {exp, ...claims} = ticket;
  return signToken(secret, 'direct-upload', claims, exp);
}

/** The ticket, if it is one of ours, unchanged and not expired; else null. */
export async function readTicket(token: string, secret: string, now = Date.now()): Promise<Ticket | null> {
  const claims = await readToken(secret, 'direct-upload', token, now);
  if (!claims || typeof claims.key !== 'string' || typeof claims.who !== 'string' || typeof claims.name !== 'string' || typeof claims.size !== 'number') return null;
  if (!(DIRECT_PURPOSES as readonly unknown[]).includes(claims.purpose)) return null;
  return {key: claims.key, purpose: claims.purpose as DirectPurpose, who: claims.who, name: claims.name, size: claims.size, exp: claims.expiresAt};
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

/**
 * A ticket's key once completed: its record stays, counted for nobody, so whatever a second PUT
 * to the still-valid signature leaves under the key is removed with it by the clean-up (24 hours).
 */
export const SPENT_PURPOSE = 'direct-spent';

/** What a pending record was before it was spent (to give it back when the bucket did not answer). */
export interface PendingRecord {
  id: string;
  size: number;
  ownerId: string | null;
  orderId: string | null;
  visitorKey: string | null;
  clientKey: string | null;
}

/** Spends the pending record of this key (it becomes a spent one): what it was, or null when there is none (completed already, or cleaned up). */
export async function takePending(db: Pick<PrismaClient, 'upload'>, key: string): Promise<PendingRecord | null> {
  const where = {storageKey: key, purpose: PENDING_PURPOSE};
  const pending = await db.upload.findFirst({where, select: {id: true, size: true, ownerId: true, orderId: true, visitorKey: true, clientKey: true}});
  if (!pending) return null;
  const {count} = await db.upload.updateMany({
    where: {...where, id: pending.id},
    data: {purpose: SPENT_PURPOSE, size: 0, ownerId: null, orderId: null, visitorKey: null, clientKey: null},
  });
  return count === 1 ? pending : null;
}

/**
 * Gives a spent record back its pending state: the bucket did not answer while the ticket was
 * completed, so the ticket can be completed again once it does (until the ticket expires; the
 * clean-up removes it with its object after that).
 */
export async function restorePending(db: Pick<PrismaClient, 'upload'>, record: PendingRecord): Promise<void> {
  const {id, ...columns} = record;
  await db.upload.updateMany({where: {id, purpose: SPENT_PURPOSE}, data: {purpose: PENDING_PURPOSE, ...columns}});
}

/**
 * Reads an object the browser put into the bucket through the same checks as a streamed upload,
 * storing what it reads under a new key as it goes (as a streamed upload is stored); `size` is the
 * ticket's (a stored object of another size is refused). The object the browser put is then
 * deleted, checked or refused: its signed PUT stays valid until the ticket expires, so a second PUT
 * could replace it, but what is kept is the copy, under a key no signature was issued for. The
 * bytes checked are the bytes kept (docs/security.md, "Direct uploads"). `missing`: nothing arrived
 * under the key. When the bucket stops answering (StorageUnavailableError, thrown on), the object the
 * browser put is left where it is: the ticket can be completed again.
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
  const dropPut = () => storage.delete(key).catch(() => {});
  if (object.size !== size) {
    object.body.destroy();
    await dropPut();
    return {ok: false, error: 'truncated'};
  }
  const checked = await receiveUpload(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, storage, limits, {...options, declaredBytes: size}).catch(async (error: unknown) => {
    // The bucket stopped answering while the copy was made: the browser's object stays, so the
    // ticket can be completed once it answers again.
    if (error instanceof StorageUnavailableError) object.body.destroy();
    else await dropPut();
    throw error;
  });
  await dropPut();
  return checked;
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
