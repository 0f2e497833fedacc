/**
 * The process's own output (stdout, stderr) when nobody can take it any more: a pipe whose reader
 * went away (`node serve.mjs | shipper` and the shipper exits: EPIPE), a full disk or a file at
 * its size limit (ENOSPC, EFBIG), or a socket whose reader stopped reading.
 *
 * Without this, a failed write is an 'error' event nobody listens to, so an uncaught exception;
 * Next's uncaught-exception handler logs it with console.error, on the same broken output, which
 * fails again: the server spins on failed writes at a full core and stops answering.
 *
 * guardProcessOutput() (the production server installs it first thing) listens for those errors;
 * after the first one a stream's further lines are dropped (counted), and that is said once on the
 * other stream if it still works. A stream that is still open but not drained (a socket or pipe
 * nobody reads, written asynchronously) keeps at most MAX_PENDING_BYTES waiting: lines beyond that
 * are dropped, counted, and said once, until it drains again.
 */
import type {Writable} from 'node:stream';

/** How many bytes of log lines may wait for a slow or stuck reader before lines are dropped. */
export const MAX_PENDING_BYTES = 1024 * 1024;

export interface OutputState {
  /** The error code that closed the stream (EPIPE, ENOSPC, EFBIG…), when one did. */
  failed?: string;
  /** Lines (write calls) dropped because the stream failed or its reader was too far behind. */
  dropped: number;
  /** Whether lines are being dropped now because too many bytes wait for the reader. */
  behind: boolean;
}

type Name = 'stdout' | 'stderr';
type WriteFn = Writable['write'];
type Callback = (error?: Error | null) => void;

const GUARDED = Symbol.for('studio.log.outputGuarded');

/** The notice written to the other stream. */
function notice(msg: string, json: boolean, now: () => number): string {
  return json ? `${JSON.stringify({time: new Date(now()).toISOString(), level: 'error', msg})}\n` : `${msg}\n`;
}

export interface GuardOptions {
  /** The streams (default: process.stdout and process.stderr). */
  streams?: Record<Name, Writable>;
  /** Notices as JSON lines (LOG_FORMAT=json) or plain text. */
  json?: boolean;
  maxPendingBytes?: number;
  now?: () => number;
}

/**
 * Makes stdout and stderr safe to write whatever becomes of their readers (see above). Returns the
 * state of each stream. Once per process for the default streams.
 */
export function guardProcessOutput(options: GuardOptions = {}): Record<Name, OutputState> {
  const streams = options.streams ?? {stdout: process.stdout as Writable, stderr: process.stderr as Writable};
  const holder = globalThis as Record<symbol, Record<Name, OutputState> | undefined>;
  if (!options.streams && holder[GUARDED]) return holder[GUARDED];
  const json = options.json ?? false;
  const now = options.now ?? Date.now;
  const limit = options.maxPendingBytes ?? MAX_PENDING_BYTES;
  const states: Record<Name, OutputState> = {stdout: {dropped: 0, behind: false}, stderr: {dropped: 0, behind: false}};
  const originals = {} as Record<Name, WriteFn>;
  const told = new Set<string>();

  /** Says once per stream and kind, on the other stream while it works, why this one's lines are dropped. */
  const tell = (name: Name, kind: 'failed' | 'behind', msg: string) => {
    if (told.has(`${name} ${kind}`)) return;
    told.add(`${name} ${kind}`);
    const other: Name = name === 'stdout' ? 'stderr' : 'stdout';
    if (states[other].failed) return;
    try {
      (originals[other] as (chunk: string) => boolean).call(streams[other], notice(msg, json, now));
    } catch {
      // The other one failed too: nobody can be told.
    }
  };

  const fail = (name: Name, error: unknown) => {
    if (states[name].failed) return;
    states[name].failed = (error as NodeJS.ErrnoException | undefined)?.code ?? 'error';
    tell(name, 'failed', `log: ${name} cannot be written (${states[name].failed}); its lines are dropped from now on, the shop keeps serving.`);
  };

  for (const name of ['stdout', 'stderr'] as const) {
    const stream = streams[name];
    const state = states[name];
    const original = stream.write;
    originals[name] = original;
    stream.on('error', (error) => fail(name, error));
    stream.on('drain', () => {
      state.behind = false;
    });
    const dropped = (args: unknown[]): boolean => {
      state.dropped++;
      const callback = args.find((a): a is Callback => typeof a === 'function');
      if (callback) queueMicrotask(() => callback());
      return true;
    };
    stream.write = function guardedWrite(this: Writable, ...args: unknown[]): boolean {
      if (state.failed || stream.destroyed) {
        if (!state.failed) fail(name, {code: 'closed'});
        return dropped(args);
      }
      if (stream.writableLength > limit) {
        if (!state.behind) {
          state.behind = true;
          tell(name, 'behind', `log: ${name}'s reader is more than ${limit} bytes behind; lines are dropped until it catches up.`);
        }
        return dropped(args);
      }
      try {
        return (original as (...a: unknown[]) => boolean).apply(stream, args);
      } catch (error) {
        fail(name, error);
        return dropped(args);
      }
    } as WriteFn;
  }
  if (!options.streams) holder[GUARDED] = states;
  return states;
}
