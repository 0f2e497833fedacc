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

/** How long `work` took, in ms. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

test('shutdown: the request in flight finishes, new connections are refused, idle keep-alive connections close, and it resolves', async () => {
  const {server, port} = await listen((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('slow done'), 400);
    else res.end('fast');
  });
  const drain = gracefulShutdown(server, {timeoutMs: 5_000});

  // An idle keep-alive connection (one answered request), and a connection with no request yet.
  const keepAlive = new (await import('node:http')).Agent({keepAlive: true, maxSockets: 1});
  assert.equal((await get(port, '/fast', keepAlive)).body, 'fast');
  // The baseline: the slow request alone, on its own connection, before the drain.
  const slowAlone = await timed(() => get(port, '/slow'));
  const idleSocket = Object.values(keepAlive.freeSockets).flat()[0];
  assert.ok(idleSocket, 'the agent keeps the connection');
  const idleClosed = once(idleSocket, 'close');
  const quiet = await rawConnection(port);

  const slow = get(port, '/slow');
  await sleep(100); // the slow request is being handled
  assert.equal(isShuttingDown(), false);
  const started = performance.now();
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
  const drainedMs = performance.now() - started;
  assert.equal(result.forced, 0);
  // Resolved once the slow request was answered (it had 300 of its 400 ms left), not at the 5 s
  // timeout: within twice the slow request measured alone above, so load slows both alike.
  assert.ok(drainedMs < 2 * slowAlone, `drained in ${Math.round(drainedMs)} ms (the slow request alone: ${Math.round(slowAlone)} ms)`);
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
  // The baseline: the same streamed answer on a connection of its own, before the drain.
  const streamedAlone = await timed(async () => {
    const alone = await rawConnection(port);
    alone.socket.write('GET /stream HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    while (!alone.received().includes('second part')) await once(alone.socket, 'data');
    alone.socket.destroy();
  });
  const raw = await rawConnection(port);
  raw.socket.write('GET /stream HTTP/1.1\r\nHost: shop.test\r\n\r\n');
  await sleep(100);
  assert.match(raw.received(), /Connection: keep-alive/i, 'its headers went out before the drain');
  const started = performance.now();
  const result = await drain.shutdown();
  await raw.closed;
  const drainedMs = performance.now() - started;
  assert.match(raw.received(), /first part, /);
  assert.match(raw.received(), /second part/);
  assert.equal(result.forced, 0);
  // Closed after the answer (200 of its 300 ms left), not after the 5 s keep-alive timeout: within
  // twice the same streamed answer measured alone above, so load slows both alike.
  assert.ok(drainedMs < 2 * streamedAlone, `drained in ${Math.round(drainedMs)} ms (the streamed answer alone: ${Math.round(streamedAlone)} ms)`);
});

test('shutdown: a request that does not finish by the deadline is cut off and the drain still resolves', async () => {
  const {server, port} = await listen(() => {
    // never answers
  });
  const timeoutMs = 300;
  const drain = gracefulShutdown(server, {timeoutMs});
  // The baseline: a timer of the same length, on this machine at this moment.
  const timerAlone = await timed(() => sleep(timeoutMs));
  const hanging = get(port, '/hang').then(
    () => 'answered',
    (e: NodeJS.ErrnoException) => e.code,
  );
  await sleep(50);
  const started = performance.now();
  const result = await drain.shutdown();
  const elapsed = performance.now() - started;
  assert.equal(result.forced, 1);
  // Not before the timeout (less a timer's granularity), and cut off at it: within twice a timer of
  // the same length measured just before, not when the request would end (never).
  assert.ok(elapsed >= timeoutMs - 50 && elapsed < 2 * timerAlone, `resolved after ${Math.round(elapsed)} ms (a ${timeoutMs} ms timer alone: ${Math.round(timerAlone)} ms)`);
  assert.equal(await hanging, 'ECONNRESET');
});
