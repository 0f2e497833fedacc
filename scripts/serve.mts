/**
 * The production HTTP server (`npm start` runs it after migrations and the build): Next's request
 * handler behind Node's own server, so the app knows who is asking. Every request gets the
 * client's address in CLIENT_ADDRESS_HEADER, worked out from the socket and TRUST_PROXY, and a
 * client's own copy of that header is overwritten. SIGTERM/SIGINT stop accepting connections and
 * let requests in flight finish (at most 10 s).
 */
import './load-env.mts';
import {createServer} from 'node:http';
import next from 'next';
import {env} from '../lib/env';
import {CLIENT_ADDRESS_HEADER, clientAddressFrom, markAppServer} from '../lib/http/client-address';

const app = next({dev: false, dir: process.cwd(), port: env.PORT});
await app.prepare();
const handle = app.getRequestHandler();
markAppServer();

const server = createServer((req, res) => {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(req.headers['x-forwarded-for'] as string | undefined, req.socket.remoteAddress, env.TRUST_PROXY);
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
server.listen(env.PORT, () => console.log(`Ready on http://localhost:${env.PORT} (TRUST_PROXY=${env.TRUST_PROXY})`));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
