/**
 * The request a log line belongs to. The production server (scripts/serve.mts) runs Next's handler
 * for each request inside runWithRequest (lib/log/request.ts), and everything that request's
 * handling starts (route handlers, server components, their promises and timers) sees its id.
 *
 * One store per process: the server's own copy of this module and the copy bundled into Next's
 * server code must see the same requests, so the store lives on globalThis under a registered
 * symbol (as lib/http/client-address.ts marks the app server).
 */
import {AsyncLocalStorage} from 'node:async_hooks';

export interface RequestContext {
  /** The id the response carries in X-Request-Id, and every log line written while serving it. */
  readonly requestId: string;
}

const STORE = Symbol.for('studio.log.requestContext');

function store(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;
  return (holder[STORE] ??= new AsyncLocalStorage<RequestContext>());
}

/** Runs fn (and whatever it starts) as part of the request. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return store().run(context, fn);
}

/** The id of the request being handled here, if any. */
export function currentRequestId(): string | undefined {
  return store().getStore()?.requestId;
}
