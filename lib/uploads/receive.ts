/**
 * Receives one uploaded file as a stream: its type is read from its first bytes (magic numbers)
 * and must be on the allow-list; the size limit for that type (and what is left of the account's
 * daily quota) is enforced while it streams into storage; an image must end the way its format
 * ends (a JPEG its end marker, lib/uploads/jpeg, with whatever a phone appends after it), and an
 * MP4, MOV or HEIC must be a well-formed box structure (lib/uploads/isobmff), so no
 * truncated file or header glued onto other bytes is kept.
 */
import {PassThrough} from 'node:stream';
import {fileTypeFromBuffer} from 'file-type';
import type {ObjectStorage} from '@/lib/storage';
import {newStorageKey, StorageUnavailableError} from '@/lib/storage';
import {BoxWalker, requiredBoxes} from './isobmff';
import {JpegWalker} from './jpeg';
import {ALLOWED, type AllowedExtension, type TypeList, type UploadKind, type UploadLimits} from './types';

/** `overQuota`: the file passed what was left of the account's daily quota (not its type's limit). */
export type ReceiveError = 'empty' | 'badType' | 'tooLarge' | 'overQuota' | 'truncated';

export interface Received {
  storageKey: string;
  contentType: string;
  extension: AllowedExtension;
  kind: UploadKind;
  size: number;
}

const SNIFF_BYTES = 4100;

/** The format's own ending, checked on the last bytes of an image. */
function endsWell(extension: AllowedExtension, tail: Buffer, size: number, head: Buffer): boolean {
  switch (extension) {
    case 'jpg':
      return true; // its marker structure is followed as it streams (JpegWalker): data after the end marker is allowed
    case 'png':
      return tail.length >= 8 && tail.subarray(tail.length - 8).equals(Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]));
    case 'gif':
      return tail.length >= 1 && tail[tail.length - 1] === 0x3b;
    case 'webp':
      return head.length >= 8 && head.readUInt32LE(4) + 8 === size;
    default:
      return true; // HEIC, AVIF, MP4, MOV: their box structure is checked as they stream (BoxWalker)
  }
}

export interface ReceiveOptions {
  /** What the account may still upload today: the file is cut off past it too. */
  quotaBytes?: number;
  /** The request's Content-Length, when it has one: boxes announcing more mean a damaged file. */
  declaredBytes?: number | null;
  /** The types accepted (default: what briefs take, ALLOWED). */
  types?: TypeList;
}

/** A refusal; for a type not taken here, what the bytes were (e.g. `heic`), so the caller can say what to send instead. */
export type ReceiveRefusal = {ok: false; error: ReceiveError; detected?: string};

export async function receiveUpload(
  stream: ReadableStream<Uint8Array>,
  storage: ObjectStorage,
  limits: UploadLimits,
  options: ReceiveOptions = {},
): Promise<{ok: true; file: Received} | ReceiveRefusal> {
  const reader = stream.getReader();
  const chunks: Buffer[] = [];
  let headLength = 0;
  let done = false;
  while (headLength < SNIFF_BYTES) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(Buffer.from(next.value));
    headLength += next.value.byteLength;
  }
  const head = Buffer.concat(chunks);
  if (head.length === 0) return {ok: false, error: 'empty'};
  const detected = await fileTypeFromBuffer(head);
  const extension = detected?.ext as AllowedExtension | undefined;
  const type = extension ? (options.types ?? (ALLOWED as TypeList))[extension] : undefined;
  if (!extension || !type) {
    await reader.cancel();
    return {ok: false, error: 'badType', ...(detected ? {detected: detected.ext} : {})};
  }
  const {mime, kind} = type;
  const typeMax = kind === 'image' ? limits.imageBytes : limits.videoBytes;
  const max = Math.min(typeMax, options.quotaBytes ?? Infinity);
  const walker = extension === 'mp4' || extension === 'mov' || extension === 'heic' || extension === 'avif' ? new BoxWalker(requiredBoxes(extension, detected?.mime)) : null;
  // A JPEG is complete when its end marker is reached, whatever a phone appends after it (Samsung's trailer, MPF's second picture).
  const jpeg = extension === 'jpg' ? new JpegWalker() : null;

  const key = newStorageKey();
  const body = new PassThrough();
  // A refusal in the first chunk can destroy the body before the storage has attached to it; the
  // storage still sees the error (its put fails), but an unheard 'error' event would crash the process.
  body.on('error', () => {});
  let size = 0;
  let tail = Buffer.alloc(0);
  let tooLarge = false;
  let damaged = false;
  const feed = async () => {
    const write = (chunk: Buffer) => {
      size += chunk.length;
      tail = Buffer.concat([tail, chunk.subarray(Math.max(0, chunk.length - 16))]).subarray(-16);
      if (size > max) {
        tooLarge = true;
        throw new Error('too large');
      }
      jpeg?.push(chunk);
      if (walker) {
        walker.push(chunk);
        // A box structure that cannot be right, or boxes announcing more than may be uploaded,
        // stop the upload now, not after 200 MB.
        if (walker.failed || walker.announcedSize > (options.declaredBytes ?? Infinity)) {
          damaged = true;
          throw new Error('damaged');
        }
        if (walker.announcedSize > max) {
          tooLarge = true;
          throw new Error('too large');
        }
      }
      return body.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => body.once('drain', resolve));
    };
    try {
      await write(head);
      while (!done) {
        const next = await reader.read();
        if (next.done) break;
        await write(Buffer.from(next.value));
      }
      body.end();
    } catch (error) {
      await reader.cancel().catch(() => {});
      body.destroy(error as Error);
    }
  };
  const stored = storage.put(key, body, mime);
  await Promise.all([feed(), stored.catch(() => {})]);
  const failure = await stored.then(
    () => null,
    (error: unknown) => error,
  );
  // The bucket did not answer (lib/storage/errors): no row is written, and a delete would wait for
  // it too. An object the put may have left under this key has no row and is never served.
  if (failure instanceof StorageUnavailableError && !tooLarge && !damaged) throw failure;
  if (tooLarge || damaged || failure) {
    await storage.delete(key).catch(() => {});
    if (tooLarge) return {ok: false, error: max < typeMax ? 'overQuota' : 'tooLarge'};
    if (damaged) return {ok: false, error: 'truncated'};
    throw new Error('The file could not be stored.');
  }
  if ((walker && !walker.finish()) || (jpeg && !jpeg.finish()) || !endsWell(extension, tail, size, head)) {
    await storage.delete(key);
    return {ok: false, error: 'truncated'};
  }
  return {ok: true, file: {storageKey: key, contentType: mime, extension, kind, size}};
}
