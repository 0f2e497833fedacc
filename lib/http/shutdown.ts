/**
 * Graceful shutdown of the app server (scripts/serve.mts): on SIGTERM the listening socket closes
 * at once (new connections are refused), idle keep-alive connections are closed, requests in
 * flight finish and their connections close after the response (`Connection: close`), and a
 * request that still arrives on an open keep-alive connection is served with `Connection: close`
 * too. What has not finished by the deadline is cut off. The readiness answer says 503 from the
 * first moment (`isShuttingDown`), so a load balancer that still has a connection stops sending.
 */
import type {IncomingMessage, Server, ServerResponse} from 'node:http';
import type {Socket} from 'node:net';

/** Shared through globalThis: the server sets it, the app's readiness route (another module graph) reads it. */
const SHUTTING_DOWN = Symbol.for('studio.shuttingDown');

/** Whether this process has begun shutting down (its readiness answer is then 503). */
export function isShuttingDown(): boolean {
  return (globalThis as Record<symbol, unknown>)[SHUTTING_DOWN] === true;
}

function markShuttingDown(): void {
  (globalThis as Record<symbol, unknown>)[SHUTTING_DOWN] = true;
}

/**
 * Stops the job queue this process runs (lib/jobs/queue, shared through globalThis): running jobs
 * finish until `timeoutMs`, what is still running then is taken up again after its expiry.
 */
export async function stopBackgroundWork(timeoutMs: number): Promise<void> {
  const jobs = (globalThis as Record<symbol, {stop: (ms: number) => Promise<void>} | undefined>)[Symbol.for('studio.jobs')];
  await jobs?.stop(timeoutMs).catch((error: unknown) => console.error('jobs: stopping the queue failed', error));
}

export interface ShutdownResult {
  /** Connections still open at the deadline, closed by force (their requests did not finish). */
  forced: number;
  /** How long draining took, in ms. */
  ms: number;
}

export interface GracefulShutdown {
  /** Starts draining (once; later calls return the same promise) and resolves when every connection is closed. */
  shutdown(): Promise<ShutdownResult>;
  readonly draining: boolean;
}

/**
 * Watches a server's connections and requests so that `shutdown()` can drain it. Install it before
 * the server accepts connections. `timeoutMs` bounds the whole drain.
 */
export function gracefulShutdown(server: Server, {timeoutMs}: {timeoutMs: number}): GracefulShutdown {
  const connections = new Set<Socket>();
  /** Requests whose answer has not been sent completely yet. */
  const inFlight = new Map<ServerResponse, Socket>();
  let draining = false;
  let result: Promise<ShutdownResult> | undefined;

  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => {
      connections.delete(socket);
      // A client that went away before its answer was sent: that answer never finishes.
      for (const [res, on] of inFlight) if (on === socket) inFlight.delete(res);
    });
  });

  // Runs before the app's own request callback (which createServer registered first).
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    // A request on a connection that stayed open: answered, then that connection is closed.
    if (draining) res.shouldKeepAlive = false;
    const socket = req.socket;
    inFlight.set(res, socket);
    const done = () => {
      if (!inFlight.delete(res) || !draining) return;
      // An answer that went out as keep-alive before the drain began: its connection would idle
      // until the keep-alive timeout. Close it once nothing else is under way on it.
      setImmediate(() => {
        if (![...inFlight.values()].includes(socket)) socket.end();
      });
    };
    // 'finish' only: Next's streaming already puts up to ten 'close' listeners on a response (Node
    // warns above ten), and an answer cut off with its connection is handled by the socket above.
    res.once('finish', done);
  });

  return {
    get draining() {
      return draining;
    },
    shutdown() {
      result ??= new Promise<ShutdownResult>((resolve) => {
        const started = Date.now();
        draining = true;
        markShuttingDown();
        // Answers under way whose headers have not gone out yet say `Connection: close`; Node
        // closes such a connection once the answer is sent.
        for (const res of inFlight.keys()) if (!res.headersSent) res.shouldKeepAlive = false;
        let forced = 0;
        let settled = false;
        const finish = () => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve({forced, ms: Date.now() - started});
        };
        const deadline = setTimeout(() => {
          forced = connections.size;
          for (const socket of connections) socket.destroy();
          finish();
        }, timeoutMs);
        deadline.unref();
        // close() stops listening at once (new connections are refused) and calls back when the
        // last connection has closed; connections with no request in progress are closed now.
        server.close(() => finish());
        server.closeIdleConnections();
      });
      return result;
    },
  };
}
