import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buffer} from 'node:stream/consumers';
import {receiveUpload} from '@/lib/uploads/receive';
import {formatFileSize, MB} from '@/lib/uploads/types';
import {storageBackends} from './storages';

const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'uploads');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const LIMITS = {imageBytes: 10 * MB, videoBytes: 200 * MB};

/** A browser-like body: the file in chunks of `size` bytes. */
function streamOf(data: Buffer, size = 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(new Uint8Array(data.subarray(offset, offset + size)));
      offset += size;
    },
  });
}

test('sizes read as Bytes, KB, MB and GB in the visitor number format', () => {
  assert.equal(formatFileSize(512, 'en'), '512 Bytes');
  assert.equal(formatFileSize(1536, 'en'), '1.5 KB');
  assert.equal(formatFileSize(10 * MB, 'en'), '10 MB');
  assert.equal(formatFileSize(3.25 * 1024 * MB, 'de'), '3,3 GB');
});

test('uploads: types by content, limits while streaming, stored byte-identical', async (t) => {
  for (const {name, storage, close} of await storageBackends()) {
    await t.test(name, async (t) => {
      t.after(close);
      for (const [file, type] of [
        ['photo.jpg', 'image/jpeg'],
        ['logo.png', 'image/png'],
        ['dot.gif', 'image/gif'],
        ['sticker.webp', 'image/webp'],
        ['clip.mp4', 'video/mp4'],
      ] as const) {
        const data = fixture(file);
        const received = await receiveUpload(streamOf(data, 100), storage, LIMITS);
        assert.ok(received.ok, `${file} accepted`);
        assert.equal(received.file.contentType, type);
        assert.equal(received.file.size, data.length);
        assert.match(received.file.storageKey, /^[a-f0-9]{32}$/);
        const stored = await storage.get(received.file.storageKey);
        assert.ok(stored);
        assert.ok((await buffer(stored.body)).equals(data), `${file} stored byte-identical`);
      }
      for (const [file, error] of [
        ['script.svg.jpg', 'badType'],
        ['page.html.png', 'badType'],
        ['renamed.mp4', 'badType'],
        ['truncated.jpg', 'truncated'],
      ] as const) {
        const refused = await receiveUpload(streamOf(fixture(file)), storage, LIMITS);
        assert.deepEqual(refused.ok ? refused : {ok: refused.ok, error: refused.error}, {ok: false, error}, file);
      }
      assert.deepEqual(await receiveUpload(streamOf(Buffer.alloc(0)), storage, LIMITS), {ok: false, error: 'empty'});

      // An image over the limit is refused part-way, and nothing is left behind.
      const big = Buffer.concat([fixture('photo.jpg').subarray(0, -2), Buffer.alloc(64 * 1024), Buffer.from([0xff, 0xd9])]);
      assert.deepEqual(await receiveUpload(streamOf(big, 4096), storage, {imageBytes: 32 * 1024, videoBytes: MB}), {ok: false, error: 'tooLarge'});
      assert.equal(await storage.get('0'.repeat(32)), null);
    });
  }
});
