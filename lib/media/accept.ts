/**
 * Receiving one of the shop's pictures: it gets the brief uploads' checks (type by its bytes,
 * size while it streams, a format's own ending) and must then decode as a picture (./probe.mjs
 * reads its size and draws the blurred placeholder, in a process of its own within the decoding
 * limits: lib/uploads/decode). Recorded and audited; not shown until placed (./store).
 */
import path from 'node:path';
import {audit, type AuditActor} from '@/lib/admin/audit';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction} from '@/lib/db/transaction';
import {readObject, type ObjectStorage} from '@/lib/storage';
import {checkBeforeDecoding, DECODE_LIMITS, decodeOnce, type DecodeRefusal} from '@/lib/uploads/decode';
import {discardStored, photoError, receiveFrom} from '@/lib/uploads/direct';
import {PICTURE_TYPES, type UploadLimits} from '@/lib/uploads/types';
import type {Picture} from './pictures';
import {toPicture} from './store';

/**
 * `heic`: an iPhone photo in HEIC, which browsers cannot show (the message says how to save it as JPEG).
 * `tooManyScans`, `tooManyPixels`: over the decoding limits (lib/uploads/decode; the message says how to save it again).
 */
export type PictureError = 'empty' | 'badType' | 'heic' | 'tooLarge' | 'truncated' | 'missing' | DecodeRefusal;

/** The picture decoder, read by path at run time (next.config.mjs traces it into the standalone build). */
const PROBE = () => path.join(process.cwd(), 'lib', 'media', 'probe.mjs');

type Probe = {ok: true; width: number; height: number; blur: Uint8Array} | {ok: false; error: 'tooManyPixels' | 'unreadable' | 'timeout' | 'failed'};

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
  // Decoding the whole picture is the last check: a file that only looks like one fails here.
  const bytes = await readObject(storage, file.storageKey);
  const refusal = bytes && checkBeforeDecoding(bytes);
  const probe: Probe | {ok: false; error: DecodeRefusal} = !bytes
    ? {ok: false, error: 'failed'}
    : refusal
      ? {ok: false, error: refusal}
      : await decodeOnce<Probe>(PROBE(), {bytes, pixels: DECODE_LIMITS.pixels}, DECODE_LIMITS.timeoutMs);
  if (!probe.ok) {
    await storage.delete(file.storageKey).catch(() => {});
    // Over a limit: said so. Unreadable, or not decoded in time (killed): damaged, as before.
    return {ok: false, error: probe.error === 'tooManyScans' || probe.error === 'tooManyPixels' ? probe.error : 'truncated'};
  }
  const {width, height} = probe;
  const blur = Buffer.from(probe.blur);
  const media = await inTransaction(db, async (tx) => {
    const created = await tx.media.create({
      data: {storageKey: file.storageKey, contentType: file.contentType, size: file.size, width, height, blurDataUrl: `data:image/webp;base64,${blur.toString('base64')}`, createdById: input.actor.id},
    });
    await audit(tx, input.actor, {action: 'media.upload', targetType: 'media', targetId: created.id, after: {contentType: created.contentType, size: created.size, width, height}});
    return created;
  });
  return {ok: true, picture: toPicture(media)};
}
