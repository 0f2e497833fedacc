/**
 * Receiving one of the shop's pictures: it gets the brief uploads' checks (type by its bytes,
 * size while it streams, a format's own ending) and must then decode as a picture (sharp reads its
 * size and draws the blurred placeholder). Recorded and audited; not shown until placed (./store).
 */
import sharp from 'sharp';
import {audit, type AuditActor} from '@/lib/admin/audit';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction} from '@/lib/db/transaction';
import {readObject, type ObjectStorage} from '@/lib/storage';
import {discardStored, photoError, receiveFrom} from '@/lib/uploads/direct';
import {PICTURE_TYPES, type UploadLimits} from '@/lib/uploads/types';
import type {Picture} from './pictures';
import {toPicture} from './store';

/** `heic`: an iPhone photo in HEIC, which browsers cannot show (the message says how to save it as JPEG). */
export type PictureError = 'empty' | 'badType' | 'heic' | 'tooLarge' | 'truncated' | 'missing';

/** Receives one picture (JPEG, PNG, WebP or AVIF) and records it; not yet shown anywhere. */
export async function acceptPicture(
  db: PrismaClient,
  storage: ObjectStorage,
  input: {body: ReadableStream<Uint8Array> | null; declaredBytes: number | null; limits: UploadLimits; actor: AuditActor; stored?: {key: string; size: number}},
): Promise<{ok: true; picture: Picture} | {ok: false; error: PictureError}> {
  const {stored} = input;
  if ((stored?.size ?? input.declaredBytes ?? 0) > input.limits.imageBytes) {
    await discardStored(storage, stored);
    return {ok: false, error: 'tooLarge'};
  }
  if (!input.body && !stored) return {ok: false, error: 'empty'};
  // Streamed through the server, or put into the bucket by the browser (lib/uploads/direct): the same checks.
  const received = await receiveFrom(storage, input, input.limits, {declaredBytes: input.declaredBytes, types: PICTURE_TYPES});
  if (!received.ok) return {ok: false, error: photoError(received)};
  const {file} = received;
  let width = 0;
  let height = 0;
  let blur: Buffer;
  try {
    const bytes = await readObject(storage, file.storageKey);
    if (!bytes) throw new Error('stored picture is missing');
    // Decoding the whole picture is the last check: a file that only looks like one fails here.
    const image = sharp(bytes, {failOn: 'error'}).rotate();
    const meta = await image.metadata();
    const rotated = (meta.orientation ?? 1) >= 5;
    width = (rotated ? meta.height : meta.width) ?? 0;
    height = (rotated ? meta.width : meta.height) ?? 0;
    blur = await image.resize(16, 16, {fit: 'inside'}).webp({quality: 40}).toBuffer();
    if (!width || !height) throw new Error('no size');
  } catch {
    await storage.delete(file.storageKey).catch(() => {});
    return {ok: false, error: 'truncated'};
  }
  const media = await inTransaction(db, async (tx) => {
    const created = await tx.media.create({
      data: {storageKey: file.storageKey, contentType: file.contentType, size: file.size, width, height, blurDataUrl: `data:image/webp;base64,${blur.toString('base64')}`, createdById: input.actor.id},
    });
    await audit(tx, input.actor, {action: 'media.upload', targetType: 'media', targetId: created.id, after: {contentType: created.contentType, size: created.size, width, height}});
    return created;
  });
  return {ok: true, picture: toPicture(media)};
}

