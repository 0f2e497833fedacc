/**
 * The production server's hook around each request: runWithRequest gives the request its id, puts
 * it on the response (X-Request-Id) and on the request's headers (so app code can read it with
 * headers()), runs Next's handler inside the request's log context, and in json mode writes one
 * line per finished request (method, path without the query, status, duration). A guest's order
 * link in the path (/{country}/order/{token}) is logged with its token replaced (lib/log/redact).
 *
 * An incoming X-Request-Id is kept only from behind a trusted proxy (TRUST_PROXY > 0: nginx sets
 * it, see deploy/nginx.conf) and only when it looks like an id; anything else gets a fresh UUID.
 */
import {randomUUID} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {env} from '@/lib/env';
import {withRequestContext} from './context';
import {log, type Logger} from './logger';
import {redactText} from './redact';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: nginx's $request_id (32 hex), UUIDs, most tracers' ids. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The id for a request: the proxy's, when TRUST_PROXY says there is one and it looks safe; else a new UUID. */
export function requestIdFor(incoming: string | string[] | undefined, trustedHops: number): string {
  const value = Array.isArray(incoming) ? (incoming.length === 1 ? incoming[0] : undefined) : incoming;
  return trustedHops > 0 && value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

export interface RunWithRequestOptions {
  /** Default: env.TRUST_PROXY. */
  trustProxy?: number;
  /** Default: the process's logger (lib/log). */
  logger?: Logger;
}

/**
 * Runs handler (Next's request handler) as part of this request: every log line written while it
 * runs, and by anything it starts, carries the request's id. Returns what handler returns.
 */
export function runWithRequest<T>(req: IncomingMessage, res: ServerResponse, handler: () => T, options: RunWithRequestOptions = {}): T {
  const logger = options.logger ?? log;
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER], options.trustProxy ?? env.TRUST_PROXY);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const context = {requestId};
  if (logger.format === 'json') {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const path = redactText((req.url ?? '/').split('?')[0]!).slice(0, 512);
    res.once('close', () => {
      const fields: Record<string, unknown> = {method, path, status: res.statusCode, durationMs: Math.round((performance.now() - started) * 10) / 10};
      // The client went away before the whole response was sent.
      if (!res.writableFinished) fields.aborted = true;
      withRequestContext(context, () => (res.statusCode >= 500 ? logger.error('request', fields) : logger.info('request', fields)));
    });
  }
  return withRequestContext(context, handler);
}
