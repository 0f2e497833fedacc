/**
 * When the bucket does not answer: a request that timed out (S3_TIMEOUT_MS), a connection refused,
 * reset or never made, or the bucket's own "try later" (a 5xx such as 503 Slow Down) all become one
 * StorageUnavailableError, which the upload, direct-upload and download answers turn into a
 * translated 503 with Retry-After. Any other error (a refused signature, a missing bucket) is a
 * fault of the settings and stays what it is.
 */

/** Seconds a caller is told to wait before trying again after the bucket did not answer. */
export const STORAGE_RETRY_AFTER_S = 30;

export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(operation: string, cause: unknown) {
    super(`storage: ${operation} got no answer from the bucket (${describe(cause)})`, {cause});
  }
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET']);
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  $metadata?: {httpStatusCode?: unknown};
}

function describe(error: unknown): string {
  const e = (error ?? {}) as ErrorLike;
  return [e.name, e.code].filter((part) => typeof part === 'string').join(' ') || String(error);
}

/**
 * Whether an error from the bucket means it did not answer (a timeout, a connection that failed,
 * a 5xx), as opposed to an answer (NoSuchKey, AccessDenied, a 4xx). Follows `cause` chains.
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (error instanceof StorageUnavailableError) return true;
  const e = error as ErrorLike;
  if (typeof e.name === 'string' && TIMEOUT_NAMES.has(e.name)) return true;
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && /socket hang up|ECONNRESET|ECONNREFUSED|timed out/i.test(e.message)) return true;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  return isUnavailable(e.cause, depth + 1);
}

/** The error as the callers see it: a StorageUnavailableError when the bucket did not answer, else unchanged. */
export function classified(operation: string, error: unknown): unknown {
  if (error instanceof StorageUnavailableError) return error;
  return isUnavailable(error) ? new StorageUnavailableError(operation, error) : error;
}
