import {Writable} from 'node:stream';
import {guardProcessOutput} from '@/lib/log';

const NOW = Date.UTC(2026, 11, 2, 5, 0, 0);

/** A stream whose every write fails with `code` (a pipe without a reader: EPIPE; a full disk: ENOSPC). */
function failing(code: string) {
  return new Writable({
    write(_chunk, _encoding, callback) {
      callback(Object.assign(new Error(`write ${code}`), {code}));
    },
  });
}

/** A stream that keeps what it is given. */
function collecting() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return {stream, lines};
}

/** A stream whose reader never takes anything (a socket nobody reads). */
function stuck() {
  return new Writable({highWaterMark: 16, write() {}});
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('guardProcessOutput: the log output closed or full', () => {
  test('stdout failing (EPIPE): its lines are dropped and counted, stderr is told once, nothing throws', async () => {
    const stdout = failing('EPIPE');
    const stderr = collecting();
    const state = guardProcessOutput({streams: {stdout, stderr: stderr.stream}, json: true, now: () => NOW});
    stdout.write('first\n');
    await tick();
    expect(state.stdout.failed).toBe('EPIPE');
    for (let i = 0; i < 100; i++) expect(stdout.write(`line ${i}\n`)).toBe(true);
    await tick();
    expect(state.stdout.dropped).toBe(100);
    expect(stderr.lines).toHaveLength(1);
    expect(JSON.parse(stderr.lines[0]!)).toEqual({
      time: '2026-12-02T05:00:00.000Z',
      level: 'error',
      msg: 'log: stdout cannot be written (EPIPE); its lines are dropped from now on, the shop keeps serving.',
    });
    // stderr itself still works.
    stderr.stream.write('still here\n');
    await tick();
    expect(stderr.lines).toHaveLength(2);
  });

  test('both failing (2>&1 into a reader that went away): every write is dropped, no error escapes', async () => {
    const stdout = failing('EPIPE');
    const stderr = failing('EPIPE');
    const state = guardProcessOutput({streams: {stdout, stderr}});
    stdout.write('a\n');
    stderr.write('b\n');
    await tick();
    for (let i = 0; i < 50; i++) {
      stdout.write('x\n');
      stderr.write('y\n');
    }
    await tick();
    expect(state.stdout).toMatchObject({failed: 'EPIPE', dropped: 50});
    expect(state.stderr).toMatchObject({failed: 'EPIPE', dropped: 50});
  });

  test('a write that throws (a full disk written synchronously: ENOSPC, EFBIG) is caught and closes the stream', async () => {
    const stdout = new Writable({write: (_c, _e, callback) => callback()});
    stdout.write = (() => {
      throw Object.assign(new Error('EFBIG'), {code: 'EFBIG'});
    }) as typeof stdout.write;
    const stderr = collecting();
    const state = guardProcessOutput({streams: {stdout, stderr: stderr.stream}});
    expect(() => stdout.write('x\n')).not.toThrow();
    expect(state.stdout.failed).toBe('EFBIG');
    await tick();
    expect(stderr.lines).toEqual(['log: stdout cannot be written (EFBIG); its lines are dropped from now on, the shop keeps serving.\n']);
  });

  test('a reader that stops reading: at most maxPendingBytes wait, the rest is dropped and said once', async () => {
    const stdout = stuck();
    const stderr = collecting();
    const state = guardProcessOutput({streams: {stdout, stderr: stderr.stream}, maxPendingBytes: 1000});
    for (let i = 0; i < 500; i++) stdout.write(`${'x'.repeat(99)}\n`);
    expect(stdout.writableLength).toBeLessThanOrEqual(1100);
    expect(state.stdout.behind).toBe(true);
    expect(state.stdout.dropped).toBeGreaterThan(480);
    await tick();
    expect(stderr.lines).toHaveLength(1);
    expect(stderr.lines[0]).toContain("stdout's reader is more than 1000 bytes behind");
  });

  test('a write callback is still called for a dropped line', async () => {
    const stdout = failing('EPIPE');
    guardProcessOutput({streams: {stdout, stderr: collecting().stream}});
    stdout.write('a\n');
    await tick();
    const done = jest.fn();
    stdout.write('b\n', done);
    await tick();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
