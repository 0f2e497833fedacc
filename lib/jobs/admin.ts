/**
 * What the owner sees of the job queue (the admin's Operations tab, the readiness answer): the
 * jobs that wait, are retried or failed, read from pg-boss's own table, and the backlog of due jobs.
 * Free of `server-only` so the integration tests read it as the app does.
 */
import type {PrismaClient} from '@/lib/db/client';

export interface OpenJob {
  id: string;
  queue: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  /** The mail's kind (order-confirmation, studio…) or the scheduled job's name. */
  kind: string;
  orderId: string | null;
  orderNumber: string | null;
  attempts: number;
  lastError: string | null;
  /** When it is tried next (null for a failed job: only the owner's Retry moves it). */
  nextTry: Date | null;
  createdAt: Date;
}

interface Row {
  id: string;
  name: string;
  state: OpenJob['state'];
  kind: string | null;
  order_id: string | null;
  retry_count: number;
  error: string | null;
  start_after: Date;
  created_on: Date;
}

/** The failed and waiting jobs, failed first, then the soonest due; at most `limit`. */
export async function openJobs(db: PrismaClient, limit = 200): Promise<OpenJob[]> {
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT id::text AS id, name, state::text AS state, data->'spec'->>'type' AS kind, data->'spec'->>'orderId' AS order_id,
            retry_count, COALESCE(output->>'message', output::text) AS error, start_after, created_on
       FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active', 'failed') AND name NOT LIKE '\\_\\_%'
      ORDER BY (state = 'failed') DESC, start_after ASC
      LIMIT $1`,
    limit,
  );
  const ids = [...new Set(rows.map((r) => r.order_id).filter((id): id is string => !!id))];
  const orders = ids.length ? await db.order.findMany({where: {id: {in: ids}}, select: {id: true, number: true}}) : [];
  const numbers = new Map(orders.map((o) => [o.id, o.number]));
  return rows.map((r) => ({
    id: r.id,
    queue: r.name,
    state: r.state,
    kind: r.kind ?? r.name,
    orderId: r.order_id,
    orderNumber: r.order_id ? (numbers.get(r.order_id) ?? null) : null,
    attempts: r.retry_count + (r.state === 'created' ? 0 : 1),
    lastError: r.error && r.error !== 'null' ? r.error.slice(0, 500) : null,
    nextTry: r.state === 'failed' ? null : r.start_after,
    createdAt: r.created_on,
  }));
}

/** The jobs due now and not yet taken, and how long the oldest of them has waited (seconds); null before the queue's first start. */
export async function jobBacklog(db: Pick<PrismaClient, '$queryRawUnsafe'>): Promise<{due: number; oldestDueS: number} | null> {
  try {
    const [row] = await db.$queryRawUnsafe<{due: number; oldest: number | null}[]>(
      `SELECT count(*)::int AS due, COALESCE(EXTRACT(EPOCH FROM (now() - min(start_after))), 0)::float8 AS oldest
         FROM pgboss.job WHERE state IN ('created', 'retry') AND start_after <= now()`,
    );
    return {due: row?.due ?? 0, oldestDueS: Math.max(0, Math.round(row?.oldest ?? 0))};
  } catch {
    return null;
  }
}
