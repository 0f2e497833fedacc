/**
 * The instant preview's queue (docs/preview.md): at most `workers` model runs at once (one worker process
 * each, one CPU thread each: one per core by default), at most `queue` jobs waiting behind them
 * (more is refused at once as busy), and every job done within `timeoutMs` of being submitted or
 * refused as timed out. The queue serves clients in turn (the one served least recently first),
 * and a client has at most a job or two in it at once (./in-flight). Workers start on the first job, so a server nobody previews on holds no
 * model in memory.
 *
 * Each worker is a child process (lib/uploads/decode), not a thread: a run past its time is
 * killed with its process, native decoding included, and decoding never takes the server's own
 * thread pool (docs/security.md#limits-and-rules, "Decoding uploaded images": terminated worker threads left libvips decoding scan bombs
 * in it, and health, login and downloads waited 70 s). A photo over the decoding limits (a JPEG's
 * scans, counted here before it is sent; its pixels, read from its header in the worker) is refused.
 *
 * Free of `server-only`: the integration tests and `npm run bench:preview` run the same pool.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import type {ChildProcess} from 'node:child_process';
import type {Slot as PhotoSlot} from './template-slot-types';
import {checkBeforeDecoding, DECODE_LIMITS, killDecoder, startDecoder, type DecodeLimits, type DecodeRefusal} from '@/lib/uploads/decode';

export interface SceneData {
  width: number;
  height: number;
  foot: readonly [number, number];
  box: readonly [number, number, number, number];
  shadow: readonly [number, number];
  /** No image: the product on true white (lib/preview/scenes' WHITE_SCENE). */
  white?: boolean;
  /** The template's own design (lib/preview/scenes' designOf): the scene's file is then its layer, and the buyer's photo goes into these slots under it. */
  design?: DesignScene;
}

/** A design page for the worker: its layer's size, the layer's scale against the slots' page pixels, the slots, and how the photo fills them. */
export interface DesignScene {
  width: number;
  height: number;
  scale: number;
  mode: 'cover' | 'product';
  slots: readonly PhotoSlot[];
}

export interface PreviewJob {
  photo: Buffer;
  /** The scene to place the product in (its data and its image's path); without one only the cut-out is made. */
  scene?: {data: SceneData; file: string};
  /** Also return the cut-out's alpha as a PNG (quality bench, tests). */
  returnMask?: boolean;
  /** Who asked (the caller's address): the queue serves clients in turn, so one client's jobs never hold back everyone's. */
  client?: string;
}

/** What the photo should be instead (lib/preview/checks.mjs): each has a message saying what photo to take. */
export const GUIDANCE_REFUSALS = ['tooDark', 'blurred', 'tooSmall', 'cutOff', 'several', 'hand', 'transparent'] as const;
export type GuidanceRefusal = (typeof GUIDANCE_REFUSALS)[number];

export type PreviewRefusal = 'notFound' | 'fillsFrame' | GuidanceRefusal | 'unreadable' | 'busy' | 'timeout' | 'unavailable' | 'failed' | DecodeRefusal;

export type PreviewOutcome =
  | {ok: true; preview?: Buffer; mask?: Buffer; coverage: number; timings: Record<string, number>; rss: number; facts?: Record<string, number>; placement?: Placement}
  | {ok: false; error: PreviewRefusal; coverage?: number; facts?: Record<string, number>};

/** Where the product went in the scene (scene pixels): its layer's box and its lowest solid row, against the scene's contact line. */
export interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
  lowest: number;
  footY: number;
}

export interface PoolOptions {
  workers: number;
  queue: number;
  timeoutMs: number;
  workerFile: string;
  model: string;
  sha256: string;
  siteName: string;
  /** The decoding limits (default DECODE_LIMITS; the tests raise the scans to show the timeout's kill). */
  limits?: Pick<DecodeLimits, 'jpegScans' | 'pixels'>;
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
  /** When its time is up (Date.now()): a job past it is never started. */
  deadline: number;
  /** Its place in arrival order. */
  seq: number;
}

interface Slot {
  worker: ChildProcess | null;
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

  const limits = {...DECODE_LIMITS, ...options.limits};
  /** When each client's last job started (a sequence number): the next job is the least recently served client's, oldest first. */
  const served = new Map<string, number>();
  let arrivals = 0;
  let starts = 0;
  /** Workers whose model is loaded. */
  const started = new WeakSet<ChildProcess>();

  function start(slot: Slot): Promise<boolean> {
    const worker = startDecoder(options.workerFile, {model: options.model, sha256: options.sha256, siteName: options.siteName, pixels: limits.pixels});
    // Started for a job: held until its first job is done.
    slot.worker = worker;
    let starting: ((ok: boolean) => void) | null = null;
    slot.ready = new Promise<boolean>((resolve) => {
      starting = resolve;
      worker.once('message', (message: {type?: string; message?: string}) => {
        starting = null;
        if (message.type === 'ready') {
          started.add(worker);
          return resolve(true);
        }
        broken = message.message ?? 'the preview model did not start';
        resolve(false);
      });
      // Could not start, or a message could not be sent (the process just ended: its 'exit' follows).
      worker.on('error', (error) => {
        if (!starting) return;
        starting = null;
        broken = error instanceof Error ? error.message : String(error);
        resolve(false);
      });
    });
    worker.on('exit', (code, signal) => {
      if (slot.worker !== worker) return; // killed by the pool (timeout, close)
      if (starting) {
        broken = `the preview worker ended before it was ready (${signal ?? code})`;
        starting(false);
      }
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

  /** A worker keeps the server (a test, a script) running while it has a job, not while it idles. */
  function hold(worker: ChildProcess | null, running: boolean) {
    if (running) {
      worker?.ref();
      worker?.channel?.ref();
    } else {
      worker?.unref();
      worker?.channel?.unref();
    }
  }

  async function runOn(slot: Slot, pending: Pending) {
    slot.busy = pending;
    const ok = await (slot.ready ?? start(slot));
    if (slot.busy !== pending) return; // timed out while its worker started
    if (!ok || !slot.worker) {
      const failed = slot.worker;
      slot.worker = null;
      slot.ready = null;
      killDecoder(failed);
      slot.busy = null;
      finish(pending, {ok: false, error: 'unavailable'});
      for (const other of waiting.splice(0)) finish(other, {ok: false, error: 'unavailable'});
      return;
    }
    const worker = slot.worker;
    const id = ++jobIds;
    const onMessage = (message: {
      id?: number;
      ok: boolean;
      error?: PreviewRefusal;
      preview?: Uint8Array;
      mask?: Uint8Array;
      coverage?: number;
      timings?: Record<string, number>;
      rss?: number;
      facts?: Record<string, number>;
      placement?: Placement;
    }) => {
      if (message.id !== id) return;
      worker.off('message', onMessage);
      slot.busy = null;
      hold(worker, false);
      finish(
        pending,
        message.ok
          ? {
              ok: true,
              preview: message.preview ? Buffer.from(message.preview) : undefined,
              mask: message.mask ? Buffer.from(message.mask) : undefined,
              coverage: message.coverage ?? 0,
              timings: message.timings ?? {},
              rss: message.rss ?? 0,
              ...(message.facts ? {facts: message.facts} : {}),
              ...(message.placement ? {placement: message.placement} : {}),
            }
          : {ok: false, error: message.error ?? 'failed', ...(message.coverage === undefined ? {} : {coverage: message.coverage}), ...(message.facts ? {facts: message.facts} : {})},
      );
      pump();
    };
    worker.on('message', onMessage);
    hold(worker, true);
    worker.send({id, photo: pending.job.photo, scene: pending.job.scene?.data, sceneFile: pending.job.scene?.file, returnMask: pending.job.returnMask});
  }

  const turn = (pending: Pending) => served.get(pending.job.client ?? '') ?? 0;

  function pump() {
    if (closed) return;
    for (const slot of slots) {
      if (slot.busy) continue;
      // A job whose time is up is left to its own timer (it answers `timeout`): no worker starts for it.
      // Of the others, the client served least recently goes first (fair across clients), then arrival order.
      const now = Date.now();
      let index = -1;
      for (const [i, pending] of waiting.entries()) {
        if (pending.deadline <= now) continue;
        if (index < 0 || turn(pending) < turn(waiting[index]!) || (turn(pending) === turn(waiting[index]!) && pending.seq < waiting[index]!.seq)) index = i;
      }
      if (index < 0) return;
      const [next] = waiting.splice(index, 1);
      const client = next!.job.client ?? '';
      if (served.size > 10_000) served.clear();
      served.set(client, ++starts);
      void runOn(slot, next!);
    }
  }

  return {
    /** Refused at once when the model is unusable (`unavailable`) or the queue is full (`busy`). */
    run(job: PreviewJob): Promise<PreviewOutcome> {
      if (broken || closed) return Promise.resolve({ok: false, error: 'unavailable'});
      if (this.full()) return Promise.resolve({ok: false, error: 'busy'});
      const refusal = checkBeforeDecoding(job.photo, limits);
      if (refusal) return Promise.resolve({ok: false, error: refusal});
      return new Promise<PreviewOutcome>((resolve) => {
        const pending: Pending = {
          job,
          resolve,
          deadline: Date.now() + options.timeoutMs,
          seq: ++arrivals,
          timer: setTimeout(() => {
            const queued = waiting.indexOf(pending);
            if (queued >= 0) waiting.splice(queued, 1);
            const slot = slots.find((s) => s.busy === pending);
            if (slot) {
              // The run is taking too long: its process is killed (whatever it is decoding), a new one starts for the next job.
              slot.busy = null;
              const worker = slot.worker;
              slot.worker = null;
              slot.ready = null;
              killDecoder(worker);
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
    /** The process ids of the workers that are ready (model loaded): the tests check that a killed run leaves no process behind. */
    pids(): number[] {
      return slots.flatMap((s) => (s.worker?.pid && started.has(s.worker) ? [s.worker.pid] : []));
    },
    async close() {
      closed = true;
      for (const pending of waiting.splice(0)) finish(pending, {ok: false, error: 'unavailable'});
      for (const slot of slots) {
        const worker = slot.worker;
        slot.worker = null;
        killDecoder(worker);
      }
    },
  };
}

export type PreviewPool = ReturnType<typeof previewPool>;
