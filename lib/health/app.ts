import 'server-only';
import {db} from '@/lib/db';
import {env} from '@/lib/env';
import {isShuttingDown} from '@/lib/http/shutdown';
import {jobBacklog} from '@/lib/jobs/admin';
import {checkReadiness} from './check';
import {dependencyProbes, redisWarnings} from './probes';

/** How long each readiness check may take. */
export const READINESS_TIMEOUT_MS = 3_000;

const probes = dependencyProbes(db, env, READINESS_TIMEOUT_MS);
const warnings = redisWarnings(env.REDIS_URL);
if (warnings.length) console.warn(`health: REDIS_URL is unsafe (${warnings.join(', ')}): give Redis a password and use rediss:// or a private network (docs/deploy.md, "Many instances")`);

/** This instance's readiness: its database, Redis and storage, and whether it is shutting down; with the job queue's backlog (reported, never a reason for 503). */
export async function appReadiness() {
  const [result, backlog] = await Promise.all([
    checkReadiness(probes, {timeoutMs: READINESS_TIMEOUT_MS, stopping: isShuttingDown(), warnings}),
    isShuttingDown() ? null : Promise.race([jobBacklog(db), new Promise<null>((resolve) => setTimeout(() => resolve(null), READINESS_TIMEOUT_MS).unref())]),
  ]);
  if (backlog) result.body.jobs = backlog;
  return result;
}
