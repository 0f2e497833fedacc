/**
 * The production HTTP server, one implementation for both ways of serving: `npm start` runs it
 * from the sources (tsx) after migrations and the build, and `npm run build` bundles it into
 * .next/standalone/serve.mjs (scripts/standalone.mts), the standalone deploy's entry
 * (`npm run start:prod`, the container, the systemd unit).
 *
 * Next's request handler behind Node's own server, so the app knows who is asking. Every request
 * gets the client's address in CLIENT_ADDRESS_HEADER, worked out from the socket and TRUST_PROXY,
 * and a client's own copy of that header is overwritten. SIGTERM/SIGINT drain the server
 * (lib/http/shutdown.ts): no new connections, requests in flight finish (at most
 * SHUTDOWN_TIMEOUT_MS), readiness answers 503, then the process exits 0.
 *
 * Standalone, it first refuses what `npm start` refuses (scripts/start.mts checks the same before
 * it starts this server), and a start without APP_URL (a deploy must know its public address;
 * `npm start` uses http://localhost:$PORT), and with MIGRATE_ON_START=1 applies migrations and the seed;
 * `node serve.mjs migrate` does only that and exits (a release step).
 */
import {appDir, buildConfig, standalone} from './serve-setup.mts';
import './load-env.mts';
import {createServer} from 'node:http';
import next from 'next';
import {env} from '../lib/env';
import {deploymentRefusal} from '../lib/deploy/environment';
import {addressRefusal} from '../lib/deploy/address';
import {demoPaymentsRefusal} from '../lib/payments';
import {CLIENT_ADDRESS_HEADER, clientAddressFrom, markAppServer} from '../lib/http/client-address';
import {gracefulShutdown, stopBackgroundWork} from '../lib/http/shutdown';
import {guardProcessOutput, routeConsoleToLog, runWithRequest} from '../lib/log';

// A log reader that went away or a full disk costs log lines, never the shop (lib/log/output.ts).
guardProcessOutput({json: env.LOG_FORMAT === 'json'});
// LOG_FORMAT=json: console.* become JSON lines with the request id; before Next loads, so its own console wrappers stay on top.
routeConsoleToLog();

if (standalone) {
  const refusal = deploymentRefusal(env) ?? demoPaymentsRefusal(env) ?? addressRefusal(env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const migrateOnly = process.argv[2] === 'migrate';
  if (env.MIGRATE_ON_START || migrateOnly) {
    const {prepareDatabase} = await import('./prepare-database.mts');
    try {
      await prepareDatabase();
    } catch (e) {
      console.error(e instanceof Error && e.name === 'MigrationError' ? `Migration failed: ${e.message}` : e);
      process.exit(1);
    }
    if (migrateOnly) process.exit(0);
  }
}

// The address lib/env.ts settled on (APP_URL, or http://localhost:$PORT) for the cache handler,
// which reads process.env (lib/cache/handlers/pages.mjs: pages built for another address render again).
// eslint-disable-next-line no-restricted-properties -- handing lib/env.ts's value to plain JavaScript that Next loads
process.env.APP_URL = env.APP_URL;

const app = next({dev: false, dir: appDir, port: env.PORT, conf: buildConfig});
await app.prepare();
const handle = app.getRequestHandler();
markAppServer();

// Request headers up to 64 KB (Node's default: 16 KB): more than nginx passes on (4 x 8 KB, deploy/nginx.conf), so the
// app never answers 431 and resets the connection while nginx is still streaming an upload's body to it.
const MAX_HEADER_BYTES = 65_536;

const server = createServer({maxHeaderSize: MAX_HEADER_BYTES}, (req, res) => {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(req.headers['x-forwarded-for'] as string | undefined, req.socket.remoteAddress, env.TRUST_PROXY);
  // The request's id (X-Request-Id) on the response and on every log line written while serving it (lib/log).
  runWithRequest(req, res, () =>
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    }),
  );
});
// An idle kept-alive connection is closed by the side that would send on it, never by the app first: nginx
// keeps its idle connections to the app for 60 s (deploy/nginx.conf, upstream keepalive_timeout) and Node's
// own default is 5 s, so a request nginx sent just as the app closed one was lost (a 502 for a POST, which
// nginx does not retry; ECONNRESET for a client talking to the app directly). Answers say `Keep-Alive: timeout=65`.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const drain = gracefulShutdown(server, {timeoutMs: env.SHUTDOWN_TIMEOUT_MS});
server.listen(env.PORT, env.BIND_ADDRESS, () => console.log(`Ready on http://${env.BIND_ADDRESS ?? 'localhost'}:${env.PORT} (TRUST_PROXY=${env.TRUST_PROXY})`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (drain.draining) return;
    console.log(`${signal}: no new connections; letting requests in flight finish (at most ${env.SHUTDOWN_TIMEOUT_MS} ms).`);
    // The job queue stops alongside: its running jobs get the same deadline.
    void Promise.all([drain.shutdown(), stopBackgroundWork(env.SHUTDOWN_TIMEOUT_MS)]).then(([{forced, ms}]) => {
      console.log(forced ? `Stopped after ${ms} ms; ${forced} connection(s) cut off at the deadline.` : `Stopped after ${ms} ms.`);
      process.exit(0);
    });
  });
}
