/**
 * Fault: Redis goes away and comes back (a private redis-server on a spare port, killed with
 * SIGKILL, started again on the same port). While it is down the rate limits fail closed: an order
 * (counted per address, e-mail and account) is answered 503 with Retry-After and a translated
 * message within a bound, never let through uncounted (lib/rate-limit LimitsUnavailableError);
 * pages, which only use Redis for the cache's shared tag times, keep answering (fail open);
 * readiness names Redis. Once Redis is back, orders are taken again without a restart.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import http from 'node:http';
import {check, figures, freePort, sleep, startApp, stopApp, timed} from './harness.mts';
import {checkout, request, type Checkout} from './shutdown.mts';

const HANGUL = /[가-힣]/;
/** A limited request may wait this long for Redis (lib/rate-limit REDIS_TIMEOUT_MS is 2 s) and some. */
const BOUND_MS = 6_000;

export const redisMissing = () => (spawnSync('redis-server', ['--version']).status === 0 ? undefined : 'redis-server');

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {stdio: 'ignore'});
}

async function redisUp(port: number, boundMs: number): Promise<boolean> {
  const deadline = Date.now() + boundMs;
  while (Date.now() < deadline) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], {encoding: 'utf8'}).stdout?.trim() === 'PONG') return true;
    await sleep(100);
  }
  return false;
}

export async function redisFaults(appDir: string, settings: Record<string, string>): Promise<void> {
  const port = await freePort();
  let redis = startRedis(port);
  try {
    if (!check('a private redis-server starts', await redisUp(port, 10_000))) return;
    const app = await startApp(appDir, {...settings, REDIS_URL: `redis://127.0.0.1:${port}/0`, TRUST_PROXY: '1', ORDERS_PER_HOUR: '100000'});
    const agent = new http.Agent({keepAlive: true});
    const before: Checkout = {refusals: []};
    await checkout(app, agent, 1, before, {'x-forwarded-for': '192.0.2.10'});
    check(`Redis up: a checkout works (${before.created}/${before.started}/${before.confirmed})`, before.confirmed === 200, JSON.stringify(before));

    redis.kill('SIGKILL');
    await once(redis, 'exit');
    const down = Date.now();
    const orders = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const answer = await request(
        app,
        'POST',
        '/api/orders',
        {serviceId: 1, quantity: 1, customerName: 'Pat Kim', customerEmail: `redis.${i}@shop.test`, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
        agent,
        {'x-forwarded-for': '192.0.2.11', 'x-language': 'ko'},
      ).catch((e: Error) => ({status: 0, json: {message: e.message}, headers: {} as http.IncomingHttpHeaders}));
      orders.push({status: answer.status, retryAfter: answer.headers['retry-after'], message: String(answer.json.message ?? ''), ms: Date.now() - started});
    }
    const slowest = Math.max(...orders.map((o) => o.ms));
    check(
      `Redis down: orders fail closed, each a 503 with Retry-After and a Korean message, the slowest in ${slowest} ms (bound ${BOUND_MS} ms)`,
      orders.every((o) => o.status === 503 && o.retryAfter && HANGUL.test(o.message)) && slowest <= BOUND_MS,
      JSON.stringify(orders),
    );
    const page = await timed(`${app.base}/us`, {}, BOUND_MS);
    const live = await timed(`${app.base}/api/health`, {}, BOUND_MS);
    const ready = await timed(`${app.base}/api/health/ready`, {}, BOUND_MS);
    check(
      `Redis down: pages fail open (/us ${page.status} in ${page.ms} ms), liveness ${live.status}, readiness ${ready.status} naming Redis`,
      page.status === 200 && live.status === 200 && ready.status === 503 && ready.body.includes('redis'),
      ready.body,
    );

    await sleep(3_000);
    redis = startRedis(port);
    await redisUp(port, 10_000);
    const back = Date.now();
    let recovered: number | undefined;
    for (let i = 0; i < 100 && recovered === undefined; i++) {
      const after: Checkout = {refusals: []};
      await checkout(app, agent, 100 + i, after, {'x-forwarded-for': '192.0.2.12'}).catch(() => {});
      if (after.confirmed === 200) recovered = Date.now() - back;
      else await sleep(200);
    }
    const readyAgain = await timed(`${app.base}/api/health/ready`, {}, BOUND_MS);
    check(
      `Redis back: orders are taken again ${recovered ?? 'never'} ms later without a restart, readiness ${readyAgain.status}`,
      recovered !== undefined && readyAgain.status === 200,
      readyAgain.body,
    );
    figures.push(
      `Redis down ${back - down} ms: ${orders.filter((o) => o.status === 503).length} of ${orders.length} orders refused 503 (answers ${[...new Set(orders.map((o) => o.status))].join(', ')}, slowest ${slowest} ms), pages ${page.status}; checkouts again ${recovered ?? '?'} ms after it was back`,
    );
    agent.destroy();
    await stopApp(app);
  } finally {
    if (redis.exitCode === null && redis.signalCode === null) {
      redis.kill('SIGTERM');
      await Promise.race([once(redis, 'exit'), sleep(5_000)]);
      redis.kill('SIGKILL');
    }
  }
}
