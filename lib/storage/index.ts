/**
 * Where uploaded files live: the local disk under DATA_DIR/uploads by default, an S3-compatible
 * bucket when S3_BUCKET is set. Keys are random and made here; no name from a browser ever
 * becomes a path.
 */
import {createReadStream, createWriteStream} from 'node:fs';
import {mkdir, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client} from '@aws-sdk/client-s3';
import {Upload} from '@aws-sdk/lib-storage';
import {getSignedUrl} from '@aws-sdk/s3-request-presigner';
import {classified} from './errors';

export {StorageUnavailableError, isUnavailable, STORAGE_RETRY_AFTER_S} from './errors';

export interface StoredObject {
  body: Readable;
  size: number;
}

export interface ObjectStorage {
  kind: 'local' | 's3';
  put(key: string, body: Readable, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** The stored object's size, or null when there is none under the key. */
  head(key: string): Promise<number | null>;
  /** Removes the object; removing one that is not there succeeds. */
  delete(key: string): Promise<void>;
  /**
   * A bucket takes files straight from the browser: a short-lived signed PUT for one new key, its
   * type and its exact size (a body of another length or type is refused by the bucket). Local
   * storage has none: files stream through the server.
   */
  presignPut?(key: string, file: {contentType: string; size: number}, expiresInS: number): Promise<{url: string; headers: Record<string, string>}>;
  /** A short-lived signed GET that answers with this type and disposition (downloads after the server's access check). */
  presignGet?(key: string, response: {contentType: string; disposition: string}, expiresInS: number): Promise<string>;
}

/** A stored object's bytes, whole (for files a server reads itself, such as a picture to decode); null when it is not there. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A new random object key (128 bits, hex): the only name a stored file has. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

const KEY = /^[a-f0-9]{32}$/;
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

export function localStorage(root: string): ObjectStorage {
  const file = (key: string) => path.join(root, checkKey(key).slice(0, 2), key);
  return {
    kind: 'local',
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), {recursive: true});
      try {
        await pipeline(body, createWriteStream(target, {flags: 'wx', mode: 0o600}));
      } catch (error) {
        await rm(target, {force: true});
        throw error;
      }
    },
    async get(key) {
      try {
        const target = file(key);
        const {size} = await stat(target);
        return {body: createReadStream(target), size};
      } catch {
        return null;
      }
    },
    async head(key) {
      try {
        return (await stat(file(key))).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(file(key), {force: true});
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** How long a request may wait to connect, and then for the bucket's next bytes, before it gives up (S3_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Default of S3_TIMEOUT_MS. */
export const S3_TIMEOUT_MS = 5_000;
/** Tries per request (the SDK's retry, with its backoff): one more after a timeout or a 5xx, so a dead bucket costs at most about twice S3_TIMEOUT_MS. */
export const S3_ATTEMPTS = 2;

function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? {accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey} : undefined,
    // Checksums only where S3 requires them: by default the SDK signs a checksum of the (empty)
    // body into a presigned PUT, and the bucket would then refuse the browser's file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    // A bucket that does not answer is given up on: the connection within the timeout, then each
    // wait for its next bytes (an idle timer, so a large file streaming steadily is not cut off).
    requestHandler: {connectionTimeout: settings.timeoutMs ?? S3_TIMEOUT_MS, socketTimeout: settings.timeoutMs ?? S3_TIMEOUT_MS},
    maxAttempts: S3_ATTEMPTS,
  });
}

export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  /** A timeout, a failed connection or a 5xx becomes StorageUnavailableError (lib/storage/errors). */
  const asked = async <T>(operation: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw classified(operation, error);
    }
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      // Multipart, streamed in 5 MB parts: the file is never whole in memory.
      await asked('put', () => new Upload({client, params: {Bucket, Key: checkKey(key), Body: body, ContentType: contentType}}).done());
    },
    async get(key) {
      return asked('get', async () => {
        try {
          const object = await client.send(new GetObjectCommand({Bucket, Key: checkKey(key)}));
          if (!object.Body) return null;
          return {body: object.Body as Readable, size: object.ContentLength ?? 0};
        } catch (error) {
          if ((error as {name?: string}).name === 'NoSuchKey') return null;
          throw error;
        }
      });
    },
    async head(key) {
      return asked('head', async () => {
        try {
          const object = await client.send(new HeadObjectCommand({Bucket, Key: checkKey(key)}));
          return object.ContentLength ?? 0;
        } catch (error) {
          const {name, $metadata} = error as {name?: string; $metadata?: {httpStatusCode?: number}};
          if (name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return null;
          throw error;
        }
      });
    },
    async delete(key) {
      await asked('delete', () => client.send(new DeleteObjectCommand({Bucket, Key: checkKey(key)})));
    },
    async presignPut(key, file, expiresInS) {
      const command = new PutObjectCommand({Bucket, Key: checkKey(key), ContentType: file.contentType, ContentLength: file.size});
      // Type and length are signed headers: the bucket refuses a body of another length or type.
      const signed = new Set(['content-type', 'content-length']);
      const url = await getSignedUrl(client, command, {expiresIn: expiresInS, signableHeaders: signed, unhoistableHeaders: signed});
      return {url, headers: {'content-type': file.contentType}};
    },
    async presignGet(key, response, expiresInS) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checkKey(key),
        ResponseContentType: response.contentType,
        ResponseContentDisposition: response.disposition,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, {expiresIn: expiresInS});
    },
  };
}

/**
 * The origin browsers reach the bucket at (for the Content-Security-Policy: uploads are sent
 * there, downloads and previews fetched from there): S3_ENDPOINT's, with the bucket as a
 * sub-domain unless path-style; else AWS's virtual-hosted address. Undefined without S3_BUCKET.
 */
export function storageOrigin(settings: Pick<StorageSettings, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>): string | undefined {
  if (!settings.S3_BUCKET) return undefined;
  if (!settings.S3_ENDPOINT) return `https://${settings.S3_BUCKET}.s3.${settings.S3_REGION}.amazonaws.com`;
  const endpoint = new URL(settings.S3_ENDPOINT);
  return settings.S3_FORCE_PATH_STYLE ? endpoint.origin : `${endpoint.protocol}//${settings.S3_BUCKET}.${endpoint.host}`;
}

export {Readable};

export interface StorageSettings {
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  /** Default S3_TIMEOUT_MS. */
  S3_TIMEOUT_MS?: number;
  DATA_DIR: string;
}

function s3Settings(settings: StorageSettings & {S3_BUCKET: string}): S3Settings {
  return {
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    timeoutMs: settings.S3_TIMEOUT_MS,
  };
}

/** The storage the settings choose: S3 when S3_BUCKET is set, else DATA_DIR/uploads (the app and the scripts). */
export function storageFromSettings(settings: StorageSettings): ObjectStorage {
  return settings.S3_BUCKET ? s3Storage(s3Settings({...settings, S3_BUCKET: settings.S3_BUCKET})) : localStorage(path.resolve(settings.DATA_DIR, 'uploads'));
}

/**
 * The readiness check of the storage the settings choose (GET /api/health/ready): the bucket
 * answers HeadBucket with these credentials, or the local uploads folder exists (made when missing)
 * and takes a file. The returned function throws when the storage cannot take files.
 */
export function storageProbe(settings: StorageSettings): () => Promise<void> {
  if (settings.S3_BUCKET) {
    const s3 = s3Settings({...settings, S3_BUCKET: settings.S3_BUCKET});
    const client = s3Client(s3);
    return async () => {
      await client.send(new HeadBucketCommand({Bucket: s3.bucket}));
    };
  }
  const root = path.resolve(settings.DATA_DIR, 'uploads');
  return async () => {
    await mkdir(root, {recursive: true});
    // Written and removed: a read-only or full disk fails here. Keys live in two-letter folders,
    // so this name never meets a stored file.
    const probe = path.join(root, `.ready-${randomBytes(6).toString('hex')}`);
    await writeFile(probe, '', {mode: 0o600});
    await rm(probe, {force: true});
  };
}
