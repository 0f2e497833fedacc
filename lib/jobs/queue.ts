/**
 * The shop's durable job queue: pg-boss on the shop's own database (the embedded PGlite through
 * its single connection, or PostgreSQL through a pool of its own). A job is written with the
 * change that causes it (the same transaction: an order paid and its mails, both or neither),
 * retried with a growing delay when its handler throws, and kept as failed for the owner
 * (docs/operations.md, "Background jobs") when its retries are used up.
 * Free of `server-only` so scripts and the integration tests run it as the app does.
 */
import {createHash} from 'node:crypto';
// pg-boss is loaded when a queue is opened (an ES module only; the unit tests never open one).
import type {Job, JobResult, PgBoss, QueuePolicy} from 'pg-boss';
import type {DatabaseTarget, PrismaClient} from '@/lib/db/client';
import type {Db} from '@/lib/db/transaction';

/** How a job is retried: the first delay, doubled each attempt up to the longest, for `retryLimit` attempts. */
export interface RetrySettings {
  retryDelayS: number;
  retryDelayMaxS: number;
  retryLimit: number;
}

export interface JobSettings extends RetrySettings {
  /** How often an idle worker looks for due jobs. */
  pollS: number;
}

/** A scheduled job: its queue and how often it is due (minutes dividing the hour, or 60). */
export interface ScheduledJob {
  name: string;
  everyMinutes: number;
  run: () => Promise<void>;
}

/** The cron expression (UTC) of a period: every n minutes, or hourly at a quiet minute. */
export function cronOf(everyMinutes: number): string {
  return everyMinutes >= 60 ? '17 * * * *' : `*/${everyMinutes} * * * *`;
}

/** The queues the shop has. */
export const MAIL_QUEUE = 'mail';
/** Studio news past the hour's budget, each due when its hour ends; a worker mails what is due as one digest. */
export const DIGEST_QUEUE = 'studio-digest';
/** How many mails one fetch of a worker takes. */
const MAIL_BATCH = 10;
/** How many waiting pieces of news one digest takes at most. */
const DIGEST_BATCH = 100;

/** Wait at least a day before a mail is given up (docs/operations.md): 30 s doubled up to an hour, 40 times. */
export const DEFAULT_RETRY: RetrySettings = {retryDelayS: 30, retryDelayMaxS: 3600, retryLimit: 40};

/** A UUID derived from a key: the same event always names the same job, so it is queued once. */
export function jobId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface Jobs {
  boss: PgBoss;
  settings: JobSettings;
  /** The scheduled jobs this process knows (the cron endpoint runs them by name). */
  scheduled: Map<string, ScheduledJob>;
  /** The mail jobs' handler (the cron endpoint sends due mails with it). */
  mail: (job: Job<MailJobData>) => Promise<void>;
  /** Turns due studio news into digest mails (the cron endpoint's mail run does it too). */
  digest?: (jobs: Job<DigestJobData>[]) => Promise<void>;
  /** Stops taking jobs; those in flight finish, or are returned to the queue at `timeoutMs`. */
  stop: (timeoutMs: number) => Promise<void>;
}

/** Shared through globalThis: instrumentation starts the queue, route handlers (another module graph) enqueue on it. */
const CURRENT = Symbol.for('studio.jobs');
const slot = globalThis as unknown as Record<symbol, Jobs | undefined>;

/** The queue this process started, if any. */
export function currentJobs(): Jobs | undefined {
  return slot[CURRENT];
}

/** Opens pg-boss on the database `prisma` was created for (the same PGlite instance, or the same PostgreSQL). */
export async function openBoss(target: DatabaseTarget, prisma: PrismaClient, settings: Pick<JobSettings, 'pollS'>): Promise<PgBoss> {
  const {PgBoss, fromPglite} = await import('pg-boss');
  // Loaded here too: modules that only enqueue (and the browser-side tests that import them) need no database driver.
  const {embeddedDatabase} = await import('@/lib/db/client');
  const pglite = embeddedDatabase(prisma);
  const common = {schema: 'pgboss', superviseIntervalSeconds: Math.max(1, Math.min(60, settings.pollS * 5)), cronWorkerIntervalSeconds: Math.max(1, Math.min(30, settings.pollS))};
  if (pglite) return new PgBoss({...common, db: fromPglite(pglite), backend: 'pglite'});
  return new PgBoss({...common, connectionString: target.url, max: 4, application_name: 'storefront-jobs'});
}

/**
 * Starts the queue (creating its tables on first use), its workers when `work` is given (the app
 * server; a script only enqueues), and the schedule of `scheduled`: each due once per period
 * across every instance, never two at once. Registers it as this process's queue.
 */
export async function startJobs(options: {
  target: DatabaseTarget;
  prisma: PrismaClient;
  settings: JobSettings;
  mail: (job: Job<MailJobData>) => Promise<void>;
  digest?: (jobs: Job<DigestJobData>[]) => Promise<void>;
  scheduled?: ScheduledJob[];
  work?: boolean;
}): Promise<Jobs> {
  const {settings} = options;
  const boss = await openBoss(options.target, options.prisma, settings);
  boss.on('error', (error: unknown) => console.error('jobs: queue error', error));
  await boss.start();
  const retry = {retryLimit: settings.retryLimit, retryDelay: settings.retryDelayS, retryBackoff: true, retryDelayMax: settings.retryDelayMaxS};
  // A failed mail is kept 30 days for the owner to retry or discard (the Operations tab).
  await ensureQueue(boss, MAIL_QUEUE, {...retry, expireInSeconds: 120, deleteAfterSeconds: 30 * 86_400, retentionSeconds: 30 * 86_400});
  // Waiting news is kept as long as a mail is; its digest is a mail job like any other.
  await ensureQueue(boss, DIGEST_QUEUE, {...retry, expireInSeconds: 120, deleteAfterSeconds: 30 * 86_400, retentionSeconds: 30 * 86_400});
  const scheduled = new Map((options.scheduled ?? []).map((s) => [s.name, s]));
  for (const s of scheduled.values()) {
    // `singleton`: at most one running across all instances; a failed run waits for the next period.
    await ensureQueue(boss, s.name, {policy: 'singleton', retryLimit: 0, expireInSeconds: 30 * 60, deleteAfterSeconds: 7 * 86_400});
  }
  if (options.work !== false) {
    // Up to MAIL_BATCH mails a fetch, each settled on its own (one refused mail does not retry the
    // others), fetched again at once while fetches come back full: a burst of mails (every studio
    // address, a busy hour) drains at the mail server's pace, not one mail per poll.
    await boss.work<MailJobData>(MAIL_QUEUE, {pollingIntervalSeconds: settings.pollS, batchSize: MAIL_BATCH, burstWhenBatchFull: true, perJobResults: true}, async (due) => {
      const results: JobResult[] = [];
      for (const job of due) {
        try {
          await options.mail(job);
          results.push({id: job.id, status: 'completed'});
        } catch (error) {
          results.push({id: job.id, status: 'failed', output: {message: error instanceof Error ? error.message : String(error)}});
        }
      }
      return results;
    });
    const digest = options.digest;
    if (digest) await boss.work<DigestJobData>(DIGEST_QUEUE, {pollingIntervalSeconds: settings.pollS, batchSize: DIGEST_BATCH}, (due) => digest(due));
    for (const s of scheduled.values()) {
      await boss.schedule(s.name, cronOf(s.everyMinutes), null, {tz: 'UTC'});
      await boss.work(s.name, {pollingIntervalSeconds: settings.pollS, batchSize: 1}, async () => s.run());
    }
  }
  const jobs: Jobs = {
    boss,
    settings,
    scheduled,
    mail: options.mail,
    digest: options.digest,
    async stop(timeoutMs) {
      if (slot[CURRENT] === jobs) slot[CURRENT] = undefined;
      // Graceful: running handlers finish until the deadline; what is left active is taken up again
      // by another instance (or this one after a restart) once its expiry passes.
      await boss.stop({graceful: true, timeout: Math.max(1, timeoutMs), close: true});
    },
  };
  slot[CURRENT] = jobs;
  return jobs;
}

async function ensureQueue(boss: PgBoss, name: string, options: {policy?: QueuePolicy} & Record<string, unknown>): Promise<void> {
  const {policy, ...rest} = options;
  if (await boss.getQueue(name)) await boss.updateQueue(name, rest);
  else await boss.createQueue(name, {policy, ...rest});
}

/** What a mail job carries: the event it belongs to (one mail per event) and what to compose at sending time. */
export interface MailJobData {
  key: string;
  spec: MailSpec;
}

/** A mail, by what it tells: composed when it is sent, from the order as it is then. */
export type MailSpec =
  | {type: 'order-confirmation'; orderId: string}
  | {type: 'order-update'; orderId: string; status: string; delivered: boolean}
  | {type: 'quote'; orderId: string}
  | {type: 'quote-request'; orderId: string}
  | {type: 'order-message'; orderId: string; text: string}
  | {type: 'question'; questionId: string; event: 'asked' | 'answer'}
  | {type: 'studio'; to: string; news: StudioNewsRef}
  | {type: 'studio-digest'; to: string; kind: 'contact' | 'quote'; news: StudioNewsRef[]}
  | {type: 'composed'; mail: {to: string; subject: string; text: string; html: string; kind: string}};

/** A piece of studio news by reference (the order is read again when the mail is composed). */
export type StudioNewsRef =
  | {kind: 'paid'; orderId: string}
  | {kind: 'brief' | 'quote'; orderId: string; item: string}
  | {kind: 'revision'; orderId: string; revision: number; comment: string}
  | {kind: 'message'; orderId: string; text: string}
  | {kind: 'question'; questionId: string; text: string}
  | {kind: 'contact'; message: {name: string; email: string; company: string | null; service: string; message: string; country: string}};

/**
 * Queues one mail for the event `key`, in `db`'s transaction when it is one (committed with the
 * change, or not at all). The same key is queued once: a second call for it changes nothing.
 * Returns whether it was queued now. Without a started queue (a script or test that has none)
 * nothing is queued and it says so in the log.
 */
export async function enqueueMail(db: Db, key: string, spec: MailSpec, jobs: Jobs | undefined = currentJobs()): Promise<boolean> {
  if (!jobs) {
    console.warn(`jobs: no job queue in this process; mail ${spec.type} (${key}) not queued`);
    return false;
  }
  const {fromPrisma} = await import('pg-boss');
  const id = await jobs.boss.send(MAIL_QUEUE, {key, spec} satisfies MailJobData, {id: jobId(`mail:${key}`), db: fromPrisma(db)});
  return id !== null;
}

/** A piece of studio news waiting for its hour's digest. */
export interface DigestJobData {
  kind: 'contact' | 'quote';
  news: StudioNewsRef;
}

/**
 * Keeps a piece of studio news for the digest of its hour, due in `dueInS` seconds (when the
 * hour's budget ends). Kept in the database, so a restart loses nothing; the pieces due together
 * are mailed together. False without a started queue (said in the log).
 */
export async function enqueueDigestNews(db: Db, data: DigestJobData, dueInS: number, jobs: Jobs | undefined = currentJobs()): Promise<boolean> {
  if (!jobs) {
    console.warn(`jobs: no job queue in this process; studio news (${data.kind}) not kept for the digest`);
    return false;
  }
  const {fromPrisma} = await import('pg-boss');
  return (await jobs.boss.send(DIGEST_QUEUE, data, {startAfter: Math.max(1, Math.ceil(dueInS)), db: fromPrisma(db)})) !== null;
}

/**
 * Runs a scheduled job's occurrence for the current period now (a host's cron calling
 * POST /api/cron/{job}): queued once per period whoever asks (the period's job has one slot), and
 * run here unless it already ran this period or is running elsewhere. 'unknown' for a name that
 * is not a scheduled job.
 */
export async function runDue(jobs: Jobs, name: string): Promise<'ran' | 'done' | 'unknown'> {
  const scheduled = jobs.scheduled.get(name);
  if (!scheduled) return 'unknown';
  await jobs.boss.send(name, null, {singletonKey: 'due', singletonSeconds: scheduled.everyMinutes * 60});
  const [job] = await jobs.boss.fetch(name);
  if (!job) return 'done';
  await settle(jobs, name, job.id, scheduled.run);
  return 'ran';
}

/** Sends up to `max` due mails here (a host without a long-running process drains the queue with its cron). */
export async function sendDueMails(jobs: Jobs, max = 20): Promise<number> {
  const digest = jobs.digest;
  if (digest) {
    const news = await jobs.boss.fetch<DigestJobData>(DIGEST_QUEUE, {batchSize: DIGEST_BATCH});
    if (news.length) {
      try {
        await digest(news);
        await jobs.boss.complete(
          DIGEST_QUEUE,
          news.map((j) => j.id),
        );
      } catch (error) {
        await jobs.boss.fail(
          DIGEST_QUEUE,
          news.map((j) => j.id),
          {message: error instanceof Error ? error.message : String(error)},
        );
      }
    }
  }
  const due = await jobs.boss.fetch<MailJobData>(MAIL_QUEUE, {batchSize: max});
  for (const job of due) await settle(jobs, MAIL_QUEUE, job.id, () => jobs.mail(job)).catch(() => undefined);
  return due.length;
}

/** Runs a fetched job and records its outcome: done, or failed (retried as its queue says). */
async function settle(jobs: Jobs, name: string, id: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
    await jobs.boss.complete(name, id);
  } catch (error) {
    await jobs.boss.fail(name, id, {message: error instanceof Error ? error.message : String(error)});
    throw error;
  }
}
