/**
 * Receives one uploaded file as a stream: its type is read from its first bytes (magic numbers)
 * and must be on the allow-list; the size limit for that type is enforced while it streams into
 * storage; an image must also end the way its format ends (no truncated files).
 */
import {PassThrough} from 'node:stream';
import {fileTypeFromBuffer} from 'file-type';
import type {ObjectStorage} from '@/lib/storage';
import {newStorageKey} from '@/lib/storage';
import {ALLOWED, type AllowedExtension, type UploadKind, type UploadLimits} from './types';

export type ReceiveError = 'empty' | 'badType' | 'tooLarge' | 'truncated';

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
      return tail.length >= 2 && tail[tail.length - 2] === 0xff && tail[tail.length - 1] === 0xd9;
    case 'png':
      return tail.length >= 8 && tail.subarray(tail.length - 8).equals(Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]));
    case 'gif':
      return tail.length >= 1 && tail[tail.length - 1] === 0x3b;
    case 'webp':
      return head.length >= 8 && head.readUInt32LE(4) + 8 === size;
    default:
      return true; // HEIC, MP4, MOV: the container header was recognised
  }
}

export async function receiveUpload(stream: ReadableStream<Uint8Array>, storage: ObjectStorage, limits: UploadLimits): Promise<{ok: true; file: Received} | {ok: false; error: ReceiveError}> {
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
  if (!extension || !(extension in ALLOWED)) {
    await reader.cancel();
    return {ok: false, error: 'badType'};
  }
  const {mime, kind} = ALLOWED[extension];
  const max = kind === 'image' ? limits.imageBytes : limits.videoBytes;

  const key = newStorageKey();
  const body = new PassThrough();
  let size = 0;
  let tail = Buffer.alloc(0);
  let tooLarge = false;
  const feed = async () => {
    const write = (chunk: Buffer) => {
      size += chunk.length;
      tail = Buffer.concat([tail, chunk.subarray(Math.max(0, chunk.length - 16))]).subarray(-16);
      if (size > max) {
        tooLarge = true;
        throw new Error('too large');
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
  const result = await stored.then(
    () => true,
    () => false,
  );
  if (tooLarge || !result) {
    await storage.delete(key).catch(() => {});
    if (tooLarge) return {ok: false, error: 'tooLarge'};
    throw new Error('The file could not be stored.');
  }
  if (kind === 'image' && !endsWell(extension, tail, size, head)) {
    await storage.delete(key);
    return {ok: false, error: 'truncated'};
  }
  return {ok: true, file: {storageKey: key, contentType: mime, extension, kind, size}};
}
