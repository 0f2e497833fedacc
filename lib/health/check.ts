/**
 * Liveness and readiness. Liveness (GET /api/health) says the process answers requests: nothing
 * outside it is asked, so an outage of the database does not get every instance restarted.
 * Readiness (GET /api/health/ready) says whether this instance should get traffic: the database,
 * Redis (when REDIS_URL is set) and the file storage each answer within a deadline, and the
 * server has not begun shutting down.
 */
import pkg from '@/package.json';

export interface Liveness {
  status: 'ok';
  version: string;
}

export function liveness(): {body: Liveness; status: 200} {
  return {body: {status: 'ok', version: pkg.version}, status: 200};
}

/** One dependency's check: resolves when it is usable, throws (or rejects) when not. */
export type Probe = () => Promise<unknown>;

export type CheckState = 'up' | 'down' | 'timeout';

export interface Readiness {
  status: 'ready' | 'not ready' | 'stopping';
  version: string;
  /** Each configured dependency's state; absent ones (Redis without REDIS_URL) are not listed. */
  checks: Record<string, CheckState>;
  /** The names of the checks that are not up. */
  down: string[];
  /** What is configured unsafely but works (e.g. `redis-without-password`); absent when nothing is. */
  warnings?: string[];
  /** The job queue's backlog: jobs due and not yet taken, and how long the oldest has waited (docs/operations.md#background-jobs). */
  jobs?: {due: number; oldestDueS: number};
}

/** Runs one probe with a deadline. */
export async function runProbe(probe: Probe, timeoutMs: number): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve()
        .then(probe)
        .then(
          () => 'up' as const,
          () => 'down' as const,
        ),
      new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness: 503 at once when the server is shutting down; otherwise every probe runs in parallel,
 * each with `timeoutMs`, and any that is not up makes the answer 503 naming it.
 */
export async function checkReadiness(
  probes: Record<string, Probe>,
  {timeoutMs = 3_000, stopping = false, warnings = []}: {timeoutMs?: number; stopping?: boolean; warnings?: string[]} = {},
): Promise<{body: Readiness; status: 200 | 503}> {
  if (stopping) return {body: {status: 'stopping', version: pkg.version, checks: {}, down: []}, status: 503};
  const names = Object.keys(probes);
  const states = await Promise.all(names.map((name) => runProbe(probes[name]!, timeoutMs)));
  const checks = Object.fromEntries(names.map((name, i) => [name, states[i]!]));
  const down = names.filter((name) => checks[name] !== 'up');
  return {body: {status: down.length ? 'not ready' : 'ready', version: pkg.version, checks, down, ...(warnings.length ? {warnings} : {})}, status: down.length ? 503 : 200};
}
