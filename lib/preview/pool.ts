/**
 * The instant preview's queue (issue 23): at most `workers` model runs at once (one worker thread
 * each, one CPU thread each: one per core by default), at most `queue` jobs waiting behind them
 * (more is refused at once as busy), and every job done within `timeoutMs` of being submitted or
 * refused as timed out (a worker past it is stopped and replaced). Workers start on the first job,
 * so a server nobody previews on holds no model in memory.
 *
 * Free of `server-only`: the integration tests and `npm run bench:preview` run the same pool.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {Worker} from 'node:worker_threads';

export interface SceneData {
  width: number;
  height: number;
  foot: readonly [number, number];
  box: readonly [number, number, number, number];
  shadow: readonly [number, number];
}

export interface PreviewJob {
  photo: Buffer;
  /** The scene to place the product in (its data and its image's path); without one only the cut-out is made. */
  scene?: {data: SceneData; file: string};
  /** Also return the cut-out's alpha as a PNG (quality bench, tests). */
  returnMask?: boolean;
}

export type PreviewRefusal = 'notFound' | 'fillsFrame' | 'unreadable' | 'busy' | 'timeout' | 'unavailable' | 'failed';

export type PreviewOutcome =
  | {ok: true; preview?: Buffer; mask?: Buffer; coverage: number; timings: Record<string, number>; rss: number}
  | {ok: false; error: PreviewRefusal; coverage?: number};

export interface PoolOptions {
  workers: number;
  queue: number;
  timeoutMs: number;
  workerFile: string;
  model: string;
  sha256: string;
  siteName: string;
}

/** The model file's sha256 against the one expected: a changed file is refused, never loaded. */
export function modelMatches(file: string, sha256: string): boolean {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex') === sha256;
  } catch {
    return false;
  }
}

interface Pending {
  job: PreviewJob;
  resolve: (outcome: PreviewOutcome) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  ready: Promise<boolean> | null;
  busy: Pending | null;
}

let jobIds = 0;

export function previewPool(options: PoolOptions) {
  const slots: Slot[] = Array.from({length: options.workers}, () => ({worker: null, ready: null, busy: null}));
  const waiting: Pending[] = [];
  /** Set when the model failed its check or could not load: every job is refused until restart. */
  let broken: string | null = modelMatches(options.model, options.sha256) ? null : `model ${options.model} does not match its sha256`;
  let closed = false;

  function start(slot: Slot): Promise<boolean> {
    const worker = new Worker(options.workerFile, {workerData: {model: options.model, sha256: options.sha256, siteName: options.siteName}});
    worker.unref();
    slot.worker = worker;
    slot.ready = new Promise<boolean>((resolve) => {
      worker.once('message', (message: {type?: string; message?: string}) => {
        if (message.type === 'ready') return resolve(true);
        broken = message.message ?? 'the preview model did not start';
        resolve(false);
      });
      worker.once('error', (error) => {
        broken = error instanceof Error ? error.message : String(error);
        resolve(false);
      });
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.ready = null;
      const job = slot.busy;
      slot.busy = null;
      if (job) finish(job, {ok: false, error: 'failed'});
      pump();
    });
    return slot.ready;
  }

  function finish(pending: Pending, outcome: PreviewOutcome) {
    clearTimeout(pending.timer);
    pending.resolve(outcome);
  }

  async function runOn(slot: Slot, pending: Pending) {
    slot.busy = pending;
    const ok = await (slot.ready ?? start(slot));
    if (!ok || !slot.worker) {
      slot.busy = null;
      finish(pending, {ok: false, error: 'unavailable'});
      for (const other of waiting.splice(0)) finish(other, {ok: false, error: 'unavailable'});
      return;
    }
    const worker = slot.worker;
    const id = ++jobIds;
    const onMessage = (message: {id?: number; ok: boolean; error?: PreviewRefusal; preview?: Uint8Array; mask?: Uint8Array; coverage?: number; timings?: Record<string, number>; rss?: number}) => {
      if (message.id !== id) return;
      worker.off('message', onMessage);
      slot.busy = null;
      finish(
        pending,
        message.ok
          ? {ok: true, preview: message.preview ? Buffer.from(message.preview) : undefined, mask: message.mask ? Buffer.from(message.mask) : undefined, coverage: message.coverage ?? 0, timings: message.timings ?? {}, rss: message.rss ?? 0}
          : {ok: false, error: message.error ?? 'failed', coverage: message.coverage},
      );
      pump();
    };
    worker.on('message', onMessage);
    const photo = pending.job.photo.buffer.slice(pending.job.photo.byteOffset, pending.job.photo.byteOffset + pending.job.photo.byteLength);
    worker.postMessage({id, photo, scene: pending.job.scene?.data, sceneFile: pending.job.scene?.file, returnMask: pending.job.returnMask}, [photo as ArrayBuffer]);
  }

  function pump() {
    if (closed) return;
    for (const slot of slots) {
      if (slot.busy || !waiting.length) continue;
      const next = waiting.shift()!;
      void runOn(slot, next);
    }
  }

  return {
    /** Refused at once when the model is unusable (`unavailable`) or the queue is full (`busy`). */
    run(job: PreviewJob): Promise<PreviewOutcome> {
      if (broken || closed) return Promise.resolve({ok: false, error: 'unavailable'});
      if (this.full()) return Promise.resolve({ok: false, error: 'busy'});
      return new Promise<PreviewOutcome>((resolve) => {
        const pending: Pending = {
          job,
          resolve,
          timer: setTimeout(() => {
            const queued = waiting.indexOf(pending);
            if (queued >= 0) waiting.splice(queued, 1);
            const slot = slots.find((s) => s.busy === pending);
            if (slot) {
              // The run is taking too long: its worker goes, a new one starts for the next job.
              slot.busy = null;
              const worker = slot.worker;
              slot.worker = null;
              slot.ready = null;
              void worker?.terminate();
            }
            resolve({ok: false, error: 'timeout'});
            pump();
          }, options.timeoutMs),
        };
        pending.timer.unref();
        waiting.push(pending);
        pump();
      });
    },
    /** Whether a new job would be refused as busy: every worker running and the queue full. */
    full(): boolean {
      return slots.every((s) => s.busy) && waiting.length >= options.queue;
    },
    /** Why previews are unavailable, if they are. */
    problem(): string | null {
      return broken;
    },
    stats() {
      return {running: slots.filter((s) => s.busy).length, waiting: waiting.length, workers: slots.filter((s) => s.worker).length};
    },
    async close() {
      closed = true;
      for (const pending of waiting.splice(0)) finish(pending, {ok: false, error: 'unavailable'});
      await Promise.all(slots.map((s) => s.worker?.terminate()));
    },
  };
}

export type PreviewPool = ReturnType<typeof previewPool>;
