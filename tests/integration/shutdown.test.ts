/**
 * Graceful shutdown (lib/http/shutdown.ts, used by scripts/serve.mts) on a plain Node HTTP server
 * with a slow handler: the same drain the app server does on SIGTERM, without building the app.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer, request, type IncomingHttpHeaders, type Server} from 'node:http';
import {connect, type Socket} from 'node:net';
import {once} from 'node:events';
import {gracefulShutdown, isShuttingDown} from '@/lib/http/shutdown';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{server: Server; port: number}> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {server, port: (server.address() as {port: number}).port};
}

function get(port: number, path: string, agent?: import('node:http').Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({host: '127.0.0.1', port, path, agent}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

async function rawConnection(port: number): Promise<{socket: Socket; received: () => string; closed: Promise<unknown>}> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (data += chunk));
  return {socket, received: () => data, closed: once(socket, 'close')};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('shutdown: the request in flight finishes, new connections are refused, idle keep-alive connections close, and it resolves', async () => {
  const {server, port} = await listen((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('slow done'), 400);
    else res.end('fast');
  });
  const drain = gracefulShutdown(server, {timeoutMs: 5_000});

  // An idle keep-alive connection (one answered request), and a connection with no request yet.
  const keepAlive = new (await import('node:http')).Agent({keepAlive: true, maxSockets: 1});
  assert.equal((await get(port, '/fast', keepAlive)).body, 'fast');
  const idleSocket = Object.values(keepAlive.freeSockets).flat()[0];
  assert.ok(idleSocket, 'the agent keeps the connection');
  const idleClosed = once(idleSocket, 'close');
  const quiet = await rawConnection(port);

  const slow = get(port, '/slow');
  await sleep(100); // the slow request is being handled
  assert.equal(isShuttingDown(), false);
  const started = Date.now();
  const stopped = drain.shutdown();
  assert.equal(drain.draining, true);
  assert.equal(isShuttingDown(), true, 'the readiness answer turns 503 at once');
  assert.equal(drain.shutdown(), stopped, 'a second signal waits for the same drain');

  // New connections are refused from the first moment.
  await assert.rejects(get(port, '/fast'), (e: NodeJS.ErrnoException) => e.code === 'ECONNREFUSED');
  // The idle keep-alive connection is closed.
  await idleClosed;

  // A request arriving on a connection opened before the drain is still answered, with Connection: close.
  quiet.socket.write('GET /fast HTTP/1.1\r\nHost: shop.test\r\n\r\n');
  await quiet.closed;
  assert.match(quiet.received(), /^HTTP\/1\.1 200 OK\r\n/);
  assert.match(quiet.received(), /\r\nConnection: close\r\n/i);
  assert.match(quiet.received(), /fast$/);

  // The request in flight completes, and its connection is not kept.
  const answer = await slow;
  assert.equal(answer.status, 200);
  assert.equal(answer.body, 'slow done');
  assert.equal(answer.headers.connection, 'close');

  const result = await stopped;
  assert.equal(result.forced, 0);
  assert.ok(Date.now() - started < 2_000, `drained in ${Date.now() - started} ms`);
  assert.equal(server.listening, false);
  keepAlive.destroy();
});

test('shutdown: a response already streaming when the drain starts is sent whole, then its keep-alive connection closes', async () => {
  const {server, port} = await listen((_req, res) => {
    res.writeHead(200, {'content-type': 'text/plain'});
    res.write('first part, ');
    setTimeout(() => res.end('second part'), 300);
  });
  const drain = gracefulShutdown(server, {timeoutMs: 5_000});
  const raw = await rawConnection(port);
  raw.socket.write('GET /stream HTTP/1.1\r\nHost: shop.test\r\n\r\n');
  await sleep(100);
  assert.match(raw.received(), /Connection: keep-alive/i, 'its headers went out before the drain');
  const started = Date.now();
  const result = await drain.shutdown();
  await raw.closed;
  assert.match(raw.received(), /first part, /);
  assert.match(raw.received(), /second part/);
  assert.equal(result.forced, 0);
  // Closed after the answer, not after the 5 s keep-alive timeout.
  assert.ok(Date.now() - started < 2_000, `drained in ${Date.now() - started} ms`);
});

test('shutdown: a request that does not finish by the deadline is cut off and the drain still resolves', async () => {
  const {server, port} = await listen(() => {
    // never answers
  });
  const drain = gracefulShutdown(server, {timeoutMs: 300});
  const hanging = get(port, '/hang').then(
    () => 'answered',
    (e: NodeJS.ErrnoException) => e.code,
  );
  await sleep(50);
  const started = Date.now();
  const result = await drain.shutdown();
  const elapsed = Date.now() - started;
  assert.equal(result.forced, 1);
  assert.ok(elapsed >= 250 && elapsed < 2_000, `resolved after ${elapsed} ms`);
  assert.equal(await hanging, 'ECONNRESET');
});
