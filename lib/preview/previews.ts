/**
 * Instant previews in the database and storage (docs/preview.md): making one from an uploaded photo, who
 * may see it, and handing its photo to an order. Free of `server-only` (the route passes the app's
 * database, storage and pool) so the integration tests run the same code on both databases.
 *
 * A preview is two uploads (the visitor's photo as they sent it, the composite JPEG) and a row
 * tying them to whoever made it: an account, or a guest's preview cookie (its sha256 is stored,
 * never the cookie). Nobody else can fetch them, they are refused after 24 hours, and the upload
 * clean-up removes them then, unless the photo went into an order: that one stays with the order
 * and goes into its brief.
 */
import {createHash} from 'node:crypto';
import type {PrismaClient} from '@/lib/db/client';
import {isUuid} from '@/lib/db/errors';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {newStorageKey, Readable, readObject, type ObjectStorage} from '@/lib/storage';
import {discardStored, photoError, receiveFrom} from '@/lib/uploads/direct';
import type {Uploader, UploadQuota} from '@/lib/uploads/quota';
import {ALLOWED, type UploadLimits} from '@/lib/uploads/types';
import {previewPlaces, type InFlight} from './in-flight';
import type {PreviewPool, PreviewRefusal, SceneData} from './pool';
import {PREVIEW_IMAGE, PREVIEW_PHOTO, PREVIEW_TTL_MS} from './constants';

export {PREVIEW_IMAGE, PREVIEW_PHOTO, PREVIEW_TTL_MS};

/** What a preview can be made from: photos every phone and browser sends (HEIC is converted by the browser when picked). */
export const PREVIEW_TYPES = {jpg: ALLOWED.jpg, png: ALLOWED.png, webp: ALLOWED.webp} as const;

/** Whose previews: an account, or a guest's preview cookie (kept as its sha256). */
export type Previewer = {ownerId: string; visitorKey?: undefined} | {visitorKey: string; ownerId?: undefined};

export function visitorKeyOf(cookie: string): string {
  return createHash('sha256').update(`preview:${cookie}`).digest('hex');
}

const whose = (who: Previewer) => (who.ownerId !== undefined ? {ownerId: who.ownerId} : {visitorKey: who.visitorKey, ownerId: null});

/** `heic`: an iPhone photo in HEIC, which the preview cannot decode (the message says how to send JPEG); `quota`: past the uploader's daily upload quota; `inFlight`: the caller's previews already running or waiting (./in-flight). */
export type PreviewError = 'empty' | 'badType' | 'heic' | 'tooLarge' | 'truncated' | 'missing' | 'quota' | 'inFlight' | PreviewRefusal;

export interface MadePreview {
  id: string;
  target: string;
  coverage: number;
  imageId: string;
  photoId: string;
  photoName: string;
}

/**
 * A preview from a photo streamed in `body`: refused at once when the queue is full or the model
 * unusable; else the photo is checked as brief uploads are (type from its bytes, size, a complete
 * file; photos only), run through the pool (cut out, placed in the scene), and both files and the
 * row saved. Any refusal leaves nothing stored.
 */
export async function makePreview(
  db: PrismaClient,
  storage: ObjectStorage,
  pool: PreviewPool,
  input: {
    who: Previewer;
    target: string;
    scene: {data: SceneData; file: string};
    name: string;
    body: ReadableStream<Uint8Array> | null;
    declaredBytes: number | null;
    limits: UploadLimits;
    stored?: {key: string; size: number};
    /** The daily upload quota the photo counts against, and whose (an account; a guest by preview cookie and address): docs/security.md#limits-and-rules, "Uploads". */
    quota?: {keeper: UploadQuota; uploader: Uploader};
    /** The caller's places among the previews in flight (./in-flight: its visitor's and its address's), and its address for the queue's turns. */
    client?: {places: InFlight; visitor: string; address: string};
  },
): Promise<{ok: true; preview: MadePreview} | {ok: false; error: PreviewError}> {
  const {stored} = input;
  // A photo the browser put into the bucket (lib/uploads/direct) is deleted with any refusal before it is read.
  const refuse = async (error: PreviewError) => {
    await discardStored(storage, stored);
    return {ok: false as const, error};
  };
  if (pool.problem()) return refuse('unavailable');
  // At most a preview or two in flight per visitor and per address: the rest are refused before the photo is read.
  const release = input.client ? input.client.places.take(previewPlaces(input.client.visitor, input.client.address)) : () => {};
  if (!release) return refuse('inFlight');
  try {
    return await admitted(db, storage, pool, input, refuse);
  } finally {
    release();
  }
}

async function admitted(
  db: PrismaClient,
  storage: ObjectStorage,
  pool: PreviewPool,
  input: Parameters<typeof makePreview>[3],
  refuse: (error: PreviewError) => Promise<{ok: false; error: PreviewError}>,
): Promise<{ok: true; preview: MadePreview} | {ok: false; error: PreviewError}> {
  const {stored} = input;
  if (pool.full()) return refuse('busy');
  if ((stored?.size ?? input.declaredBytes ?? 0) > input.limits.imageBytes) return refuse('tooLarge');
  if (!input.body && !stored) return {ok: false, error: 'empty'};
  const declared = stored?.size ?? input.declaredBytes;
  const reservation = input.quota ? await input.quota.keeper.reserve(db, input.quota.uploader, declared) : null;
  if (reservation && !reservation.ok) return refuse('quota');
  try {
    return await previewFrom(db, storage, pool, input, reservation?.capBytes);
  } finally {
    // After the rows are written (or nothing was kept), the table counts this photo.
    reservation?.release();
  }
}

async function previewFrom(
  db: PrismaClient,
  storage: ObjectStorage,
  pool: PreviewPool,
  input: Parameters<typeof makePreview>[3],
  capBytes: number | undefined,
): Promise<{ok: true; preview: MadePreview} | {ok: false; error: PreviewError}> {
  const received = await receiveFrom(storage, input, input.limits, {declaredBytes: input.declaredBytes, types: PREVIEW_TYPES, quotaBytes: capBytes});
  if (!received.ok) return {ok: false, error: received.error === 'overQuota' ? 'quota' : photoError(received)};
  const photo = received.file;
  let imageKey: string | null = null;
  try {
    const bytes = await readObject(storage, photo.storageKey);
    if (!bytes) throw new Error('the photo just stored could not be read back');
    const outcome = await pool.run({photo: bytes, scene: input.scene, client: input.client?.address});
    if (!outcome.ok || !outcome.preview) {
      await storage.delete(photo.storageKey).catch(() => {});
      return {ok: false, error: outcome.ok ? 'failed' : outcome.error};
    }
    imageKey = newStorageKey();
    await storage.put(imageKey, Readable.from(outcome.preview), 'image/jpeg');
    // A guest's files also keep their address (lib/uploads/quota): the quota finds them by it.
    const owner = whose(input.who);
    const files = {...owner, ...(input.quota?.uploader.guest ? {clientKey: input.quota.uploader.guest.clientKey} : {})};
    const size = outcome.preview.length;
    const key = imageKey;
    const row = await inTransaction(db, async (tx) => {
      const photoRow = await tx.upload.create({
        data: {...files, storageKey: photo.storageKey, originalName: input.name, contentType: photo.contentType, size: photo.size, purpose: PREVIEW_PHOTO},
        select: {id: true},
      });
      const imageRow = await tx.upload.create({data: {...files, storageKey: key, originalName: 'preview.jpg', contentType: 'image/jpeg', size, purpose: PREVIEW_IMAGE}, select: {id: true}});
      return tx.preview.create({
        data: {...owner, target: input.target, photoId: photoRow.id, imageId: imageRow.id, coverage: outcome.coverage},
        select: {id: true, target: true, coverage: true, imageId: true, photoId: true},
      });
    });
    return {ok: true, preview: {...row, photoName: input.name}};
  } catch (error) {
    // No row points at them: the stored files would never be found or cleaned up.
    await storage.delete(photo.storageKey).catch(() => {});
    if (imageKey) await storage.delete(imageKey).catch(() => {});
    throw error;
  }
}

/** A preview of this visitor's, made in the last 24 hours; null for anyone else's, an old one or an unknown id. */
export async function ownPreview(db: Pick<PrismaClient, 'preview'>, id: string, who: Previewer | null, now: Date = new Date()) {
  if (!who || !isUuid(id)) return null;
  return db.preview.findFirst({
    where: {id, ...(who.ownerId !== undefined ? {ownerId: who.ownerId} : {visitorKey: who.visitorKey}), createdAt: {gt: new Date(now.getTime() - PREVIEW_TTL_MS)}},
    select: {id: true, target: true, coverage: true, imageId: true, photoId: true, photo: {select: {originalName: true, orderId: true}}},
  });
}

/**
 * Whether a preview's photo can go with an order about to be placed: `expired` when it is not the
 * visitor's or older than 24 hours, `used` when its photo is already with another order (a preview
 * goes into one order: make a new one), else `ok` (also when its order is `placedBefore`, the one a
 * retried checkout gets back).
 */
export async function previewForOrder(
  db: Pick<PrismaClient, 'preview'>,
  previewId: string,
  who: Previewer | null,
  placedBefore: string | null,
  now: Date = new Date(),
): Promise<'ok' | 'expired' | 'used'> {
  const preview = await ownPreview(db, previewId, who, now);
  if (!preview) return 'expired';
  return preview.photo.orderId && preview.photo.orderId !== placedBefore ? 'used' : 'ok';
}

/**
 * The preview's photo goes with an order ("Use this photo"): it becomes the order's file (the
 * order's customer and guest link may fetch it, the clean-up keeps it, the order's brief takes it).
 * Only the preview's own visitor, within 24 hours, and only into one order.
 */
export async function attachPreviewPhoto(db: Db, previewId: string, who: Previewer | null, order: {id: string; userId: string | null}, now: Date = new Date()): Promise<boolean> {
  const preview = await ownPreview(db as PrismaClient, previewId, who, now);
  if (!preview) return false;
  if (preview.photo.orderId) return preview.photo.orderId === order.id;
  const updated = await db.upload.updateMany({where: {id: preview.photoId, orderId: null}, data: {orderId: order.id, ...(order.userId ? {ownerId: order.userId} : {})}});
  return updated.count === 1;
}
