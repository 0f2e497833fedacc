/**
 * The bucket not answering (lib/storage/errors): which errors count as no answer, the S3 client
 * giving up on a bucket that refuses or stalls within its timeout, the clean-up's decision after a
 * failed delete (lib/uploads/cleanup afterDelete), and npm start's free-space refusal (lib/db/space).
 */
import {once} from 'node:events';
import {mkdtempSync, rmSync} from 'node:fs';
import {createServer, type Server, type Socket} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Readable} from 'node:stream';
import {freeBytesUnder, MIN_FREE_BYTES, spaceRefusal} from '@/lib/db/space';
import {isUnavailable, S3_ATTEMPTS, s3Storage, StorageUnavailableError} from '@/lib/storage';
import {afterDelete} from '@/lib/uploads/cleanup';

const coded = (code: string) => Object.assign(new Error('x'), {code});

describe('which bucket errors mean it did not answer', () => {
  test.each([
    ['a timeout', Object.assign(new Error('timed out'), {name: 'TimeoutError'})],
    ['a refused connection', coded('ECONNREFUSED')],
    ['a reset connection', coded('ECONNRESET')],
    ['a connection closed before the answer', new Error('socket hang up')],
    ['a 503 Slow Down', Object.assign(new Error('slow down'), {name: 'SlowDown', $metadata: {httpStatusCode: 503}})],
    ['a cause that is one of these', new Error('put failed', {cause: coded('ETIMEDOUT')})],
    ['an error already classified', new StorageUnavailableError('put', coded('ECONNREFUSED'))],
  ])('%s', (_, error) => expect(isUnavailable(error)).toBe(true));

  test.each([
    ['a missing key', Object.assign(new Error('no such key'), {name: 'NoSuchKey', $metadata: {httpStatusCode: 404}})],
    ['refused credentials', Object.assign(new Error('denied'), {name: 'AccessDenied', $metadata: {httpStatusCode: 403}})],
    ['a file refused while it streamed', new Error('too large')],
    ['nothing', undefined],
  ])('not %s', (_, error) => expect(isUnavailable(error)).toBe(false));
});

describe('the S3 client gives up on a bucket that does not answer', () => {
  let server: Server;
  let mode: 'close' | 'stall' = 'close';
  const open = new Set<Socket>();
  let port = 0;
  /** Connections the bucket has accepted: one per try. */
  let connections = 0;
  beforeAll(async () => {
    server = createServer((socket) => {
      connections++;
      open.add(socket);
      socket.on('error', () => {});
      if (mode === 'close') socket.destroy();
      // Stalled: the request is read, no answer is ever sent.
      else socket.resume();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as {port: number}).port;
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    server.close();
  });
  const timeoutMs = 300;
  const storage = () => s3Storage({bucket: 'b', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, timeoutMs});
  const key = 'a'.repeat(32);
  const calls = (s3: ReturnType<typeof storage>) => [() => s3.get(key), () => s3.head(key), () => s3.delete(key), () => s3.put(key, Readable.from([Buffer.from('x')]), 'image/png')];
  /** Each call against connections closed at once: the client's own work, its tries and its backoff, without a wait. */
  const closedMs: number[] = [];

  test('connections closed: get, head, delete and put throw StorageUnavailableError after at most two tries', async () => {
    mode = 'close';
    for (const call of calls(storage())) {
      const [before, started] = [connections, performance.now()];
      await expect(call()).rejects.toBeInstanceOf(StorageUnavailableError);
      closedMs.push(performance.now() - started);
      expect(connections - before).toBeLessThanOrEqual(S3_ATTEMPTS);
    }
  });

  test('connections stalled: get, head, delete and put throw StorageUnavailableError within two tries of the timeout', async () => {
    mode = 'stall';
    // The baseline: the slowest of the same calls against closed connections just before (the
    // client's work and backoff on this machine now), plus one timeout of slack for the backoff's jitter.
    const baseline = 2 * Math.max(...closedMs) + timeoutMs;
    for (const call of calls(storage())) {
      const [before, started] = [connections, performance.now()];
      await expect(call()).rejects.toBeInstanceOf(StorageUnavailableError);
      const elapsed = performance.now() - started;
      const tries = connections - before;
      expect(tries).toBeGreaterThanOrEqual(1);
      expect(tries).toBeLessThanOrEqual(S3_ATTEMPTS);
      expect(elapsed).toBeLessThan(tries * timeoutMs + baseline);
    }
  });
});

describe("the clean-up's decision after deleting a stored object", () => {
  test('a delete the bucket answered: the row goes', () => expect(afterDelete(true)).toBe('drop-row'));
  test('a failed delete, the object gone when asked (the request did its work, its answer was lost): the row goes', () => expect(afterDelete(false, 'absent')).toBe('drop-row'));
  test('a failed delete, the object still there: the row stays', () => expect(afterDelete(false, 'present')).toBe('keep-row'));
  test('a failed delete, the bucket silent when asked: ask again, neither row nor object is given up on', () => {
    expect(afterDelete(false, 'unanswered')).toBe('ask-again');
    expect(afterDelete(false)).toBe('ask-again');
  });
});

describe("npm start's free-space check for the embedded database", () => {
  test('room enough: no refusal', () => expect(spaceRefusal('/data/pglite', MIN_FREE_BYTES)).toBeNull());
  test('too little: one line naming the folder, what is free and what is needed', () => {
    const refusal = spaceRefusal('/data/pglite', 12 * 1024 * 1024)!;
    expect(refusal.split('\n')).toHaveLength(1);
    expect(refusal).toContain('/data/pglite');
    expect(refusal).toContain('12 MB free');
    expect(refusal).toContain(`${MIN_FREE_BYTES / 1024 / 1024} MB`);
  });
  test('a folder not made yet: the space of the nearest folder that exists', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'space-'));
    try {
      expect(await freeBytesUnder(path.join(dir, 'data', 'pglite'))).toBe(await freeBytesUnder(dir));
      expect(await freeBytesUnder(dir)).toBeGreaterThan(0);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
