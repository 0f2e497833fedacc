/**
 * What POST /api/uploads does once it knows who is uploading: the size and quota checks that need
 * no body, the streamed receive (lib/uploads/receive) within what is left of the quota, and the
 * Upload row. Kept apart from the route so the integration tests run it on both databases.
 */
import type {PrismaClient} from '@/lib/db/client';
import type {ObjectStorage} from '@/lib/storage';
import {DELIVERABLE_PURPOSE} from '@/lib/orders/deliveries';
import {discardStored, receiveFrom} from './direct';
import {uploaderColumns, type Guest, type Uploader, type UploadQuota} from './quota';
import type {UploadLimits} from './types';

/** `missing`: a direct upload whose file never reached the bucket. */
export type AcceptError = 'empty' | 'badType' | 'tooLarge' | 'truncated' | 'quota' | 'missing';

export interface AcceptInput {
  /** The account uploading, or a guest (with the order link's token: `guest.orderId` is the order the file is for). */
  ownerId?: string;
  guest?: Guest;
  /** The display name, already cleaned by the caller. */
  name: string;
  body: ReadableStream<Uint8Array> | null;
  /** Content-Length, or null when the request did not declare one (chunked). */
  declaredBytes: number | null;
  /** Instead of a body: an object the browser put into the bucket with a ticket (lib/uploads/direct), and the ticket's size. */
  stored?: {key: string; size: number};
  /** A file the studio will deliver (admins): exempt from the customer quota. */
  deliverable: boolean;
  limits: UploadLimits;
  quota: UploadQuota;
  now?: Date;
}

export interface AcceptedUpload {
  id: string;
  originalName: string;
  size: number;
  contentType: string;
}

export async function acceptUpload(db: PrismaClient, storage: ObjectStorage, input: AcceptInput): Promise<{ok: true; upload: AcceptedUpload} | {ok: false; error: AcceptError}> {
  const {limits, stored} = input;
  const refuse = async (error: AcceptError) => {
    await discardStored(storage, stored);
    return {ok: false as const, error};
  };
  const declared = stored ? stored.size : input.declaredBytes;
  if (declared !== null && declared > Math.max(limits.imageBytes, limits.videoBytes)) return refuse('tooLarge');
  if (!input.body && !stored) return {ok: false, error: 'empty'};
  const uploader: Uploader | null = input.ownerId !== undefined ? {ownerId: input.ownerId} : input.guest?.orderId !== undefined ? {guest: input.guest} : null;
  if (!uploader) throw new Error('an upload needs its account or its order');
  const reservation = input.deliverable ? null : await input.quota.reserve(db, uploader, declared, input.now);
  if (reservation && !reservation.ok) return refuse('quota');
  try {
    const received = await receiveFrom(storage, input, limits, {quotaBytes: reservation?.capBytes, declaredBytes: declared});
    if (!received.ok) return {ok: false, error: received.error === 'overQuota' ? 'quota' : received.error};
    const {file} = received;
    try {
      return {
        ok: true,
        upload: await db.upload.create({
          data: {
            ...uploaderColumns(uploader),
            storageKey: file.storageKey,
            originalName: input.name,
            contentType: file.contentType,
            size: file.size,
            ...(input.deliverable ? {purpose: DELIVERABLE_PURPOSE} : {}),
          },
          select: {id: true, originalName: true, size: true, contentType: true},
        }),
      };
    } catch (error) {
      // No row points at it: the stored file would never be found or cleaned up.
      await storage.delete(file.storageKey).catch(() => {});
      throw error;
    }
  } finally {
    // After the row is written, the table counts this file.
    reservation?.release();
  }
}
