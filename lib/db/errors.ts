/** Small facts about database values and errors, shared by every store and route. */

/** The database refused a row because a unique index already holds its value (Prisma P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as {code: unknown}).code === 'P2002';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs: anything else from a URL is not one of ours (and never reaches a query). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Prisma's codes for a database it cannot reach or lost: not reachable, timed out, connection closed, pool exhausted, too many
 * connections; and the rate limits' counters out of reach (lib/rate-limit LimitsUnavailableError: they fail closed).
 */
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037', 'LIMITS_UNAVAILABLE']);
/** The PostgreSQL driver adapter's kinds for the same (@prisma/adapter-pg). */
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/**
 * SQLSTATEs of a server going away or not there yet: connection exceptions (class 08), shutting
 * down by an administrator or a crash, starting up (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words when a connection ends or cannot be made in time (its errors carry no code). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * The database cannot be reached just now (PostgreSQL restarting, a network cut, a full pool), or
 * the rate limits' Redis, as opposed to a query that is wrong: worth a 503 with Retry-After rather than a 500. Looks
 * through the error, its `cause`s and Prisma's driver-adapter details.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const e = error as {code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: {driverAdapterError?: unknown}};
  if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_SOCKET.has(e.code))) return true;
  if (typeof e.kind === 'string' && UNAVAILABLE_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1);
}
