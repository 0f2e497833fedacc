/**
 * Decoding images that visitors and the owner upload (docs/security.md#limits-and-rules, "Decoding uploaded images"). A decoder's cost is
 * not the file's size: a 300 KB progressive JPEG can repeat one scan thousands of times (each a
 * pass over the whole picture, half an hour of one core for a 10 MB file), and native decoding
 * cannot be stopped from JavaScript once it started: a worker thread that is terminated leaves
 * libvips running in the process's thread pool, where the server's file reads, password hashing
 * and other images wait behind it. So every decode of an uploaded image is
 *
 * - checked before decoding: at most `jpegScans` scans (the marker walk of lib/uploads/jpeg, no
 *   decoding) and at most `pixels` pixels (read from the header in the decoding process, and
 *   libvips' own `limitInputPixels` behind it);
 * - run in a child process of its own (its own thread pool, none of the server's secrets in its
 *   environment, a lower CPU priority than the server's) that is killed (SIGKILL) when its time is
 *   up: nothing of it outlives the timeout.
 *
 * The instant preview's pool (lib/preview/pool) and the shop's pictures (lib/media/accept) decode
 * this way. Free of `server-only`: the integration tests run the same code.
 */
import {fork, type ChildProcess} from 'node:child_process';
import {setPriority} from 'node:os';
import {JpegWalker} from './jpeg';

export interface DecodeLimits {
  /** A JPEG with more scans is refused before decoding (real encoders write about ten). */
  jpegScans: number;
  /** Width × height: a larger picture is refused from its header (the preview works at 768 px; a 48-MP phone photo passes). */
  pixels: number;
  /** How long a picture's decode may take before its process is killed (the preview has its own, PREVIEW_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The decoding processes' niceness (0 is the server's, 19 the lowest priority). */
const DECODER_NICENESS = 10;

/** The limits the app decodes with (docs/security.md#limits-and-rules). At these, the worst decode is a few seconds of one core. */
export const DECODE_LIMITS: DecodeLimits = {jpegScans: 100, pixels: 60_000_000, timeoutMs: 20_000};

/** Why a picture is not decoded: a JPEG of too many scans, or too many pixels. */
export type DecodeRefusal = 'tooManyScans' | 'tooManyPixels';

/** The values a refusal's message names (`{scans}`, `{megapixels}`), for the translated messages. */
export function decodeLimitValues(limits: DecodeLimits = DECODE_LIMITS): {scans: number; megapixels: number} {
  return {scans: limits.jpegScans, megapixels: Math.floor(limits.pixels / 1_000_000)};
}

/**
 * The check before any decoding: a JPEG's scans counted by walking its markers, on the caller's
 * thread (a millisecond or two; the walk stops as soon as the count is over the limit).
 */
export function checkBeforeDecoding(bytes: Uint8Array, limits: Pick<DecodeLimits, 'jpegScans'> = DECODE_LIMITS): DecodeRefusal | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const walker = new JpegWalker();
  for (let at = 0; at < bytes.length && !walker.failed && !walker.ended; at += 64 * 1024) {
    walker.push(bytes.subarray(at, at + 64 * 1024));
    if (walker.scans > limits.jpegScans) return 'tooManyScans';
  }
  return null;
}

/**
 * A decoding process: `file` (plain JavaScript, started by path as the standalone build has it)
 * with `settings` as its one argument (JSON), messages both ways with Node's structured clone
 * (buffers copied as bytes, not as JSON). Its environment holds nothing of the server's
 * configuration; its thread pool is its own.
 */
export function startDecoder(file: string, settings: object): ChildProcess {
  const child = fork(file, [JSON.stringify(settings)], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {NODE_ENV: 'production', UV_THREADPOOL_SIZE: '2'},
  });
  // Below the server's priority: when decoding fills every core, requests still get theirs first.
  if (child.pid) {
    try {
      setPriority(child.pid, DECODER_NICENESS);
    } catch {
      // not allowed here: the decode still runs, at the server's priority
    }
  }
  return child;
}

/** Ends a decoding process at once, whatever native work it is doing. */
export function killDecoder(child: ChildProcess | null | undefined): void {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * One job in a process of its own: `message` sent, the first answer returned; `timeout` when no
 * answer came in `timeoutMs` (the process is killed), `failed` when it ended without one.
 */
export function decodeOnce<T>(file: string, message: object, timeoutMs: number): Promise<T | {ok: false; error: 'timeout' | 'failed'}> {
  return new Promise((resolve) => {
    const child = startDecoder(file, {});
    let settled = false;
    const settle = (answer: T | {ok: false; error: 'timeout' | 'failed'}) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killDecoder(child);
      resolve(answer);
    };
    const timer = setTimeout(() => settle({ok: false, error: 'timeout'}), timeoutMs);
    child.once('message', (answer) => settle(answer as T));
    child.once('exit', () => settle({ok: false, error: 'failed'}));
    child.once('error', () => settle({ok: false, error: 'failed'}));
    child.send(message);
  });
}
