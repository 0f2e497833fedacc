/**
 * Fault: PostgreSQL stops (`pg_ctl stop -m fast`: every connection ended) while guests order and
 * pay, stays down a few seconds, and starts again. Requests in flight or sent meanwhile get a
 * translated 503 with Retry-After (lib/http/api.ts guarded, lib/db/errors isDatabaseUnavailable),
 * none a 500 or a hang; nothing is half-written; readiness reports the database down, then up; the
 * pool reconnects by itself and the next checkout works.
 */
import http from 'node:http';
import {check, figures, sleep, startApp, stopApp, timed, type Postgres} from './harness.mts';
import {checkout, orderFacts, type Checkout} from './shutdown.mts';

const CLIENTS = 4;
const DOWN_MS = 4_000;
/** No answer may take longer: the pool's connection timeout (lib/db/client.ts, 5 s) and some. */
const HANG_MS = 12_000;
const HANGUL = /[가-힣]/;

export async function postgresFaults(appDir: string, settings: Record<string, string>, pg: Postgres): Promise<void> {
  const app = await startApp(appDir, {...settings, TRUST_PROXY: '1', ORDERS_PER_HOUR: '100000'});
  const headers = (i: number) => ({'x-forwarded-for': `198.51.100.${10 + i}`, 'x-language': 'ko'});
  const readiness: {at: number; status: number | string}[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const answer = await timed(`${app.base}/api/health/ready`, {}, HANG_MS);
      readiness.push({at: Date.now(), status: answer.status});
      await sleep(100);
    }
  })();

  const records: (Checkout & {sent: number; ms: number})[] = [];
  let back = 0; // when PostgreSQL accepted connections again
  const firstSuccessAfter: number[] = [];
  const started = Date.now();
  const clients = Array.from({length: CLIENTS}, async (_, i) => {
    const agent = new http.Agent({keepAlive: true});
    for (let n = 0; n < 500 && Date.now() - started < 60_000; n++) {
      const record = {refusals: [], sent: Date.now(), ms: 0} as Checkout & {sent: number; ms: number};
      records.push(record);
      await checkout(app, agent, 5000 + i * 1000 + n, record, headers(i)).catch((e: Error) => (record.error = e.message));
      record.ms = Date.now() - record.sent;
      if (back && record.sent >= back && record.confirmed === 200) {
        firstSuccessAfter.push(Date.now() - back);
        break;
      }
      if (record.refusals.length || record.error) await sleep(100);
    }
    agent.destroy();
  });

  await sleep(1_500);
  const down = Date.now();
  await pg.stop();
  await sleep(DOWN_MS);
  await pg.start();
  back = Date.now();
  await Promise.all(clients);
  await sleep(500);
  polling = false;
  await poller;

  const refusals = records.flatMap((r) => r.refusals);
  const unexpected = refusals.filter((r) => r.status !== 503 || !r.retryAfter || !HANGUL.test(r.message ?? ''));
  const cut = records.filter((r) => r.error);
  const slowest = Math.max(...records.map((r) => r.ms));
  check(
    `PostgreSQL down ${((back - down) / 1000).toFixed(1)} s: ${refusals.length} refused requests, every one a 503 with Retry-After and a Korean message`,
    refusals.length > 0 && unexpected.length === 0,
    unexpected
      .slice(0, 5)
      .map((r) => JSON.stringify(r))
      .join('\n'),
  );
  check(
    `PostgreSQL down: no request left without an answer or slower than ${HANG_MS} ms (slowest checkout ${slowest} ms)`,
    cut.length === 0 && slowest <= HANG_MS * 3,
    cut.map((r) => r.error).join(', '),
  );
  const downSeen = readiness.some((r) => r.at > down && r.at < back && r.status === 503);
  const upAgain = readiness.find((r) => r.at > back && r.status === 200);
  check(
    `PostgreSQL down: readiness said 503 while it was down and 200 ${upAgain ? upAgain.at - back : '?'} ms after it was back`,
    downSeen && upAgain !== undefined,
    readiness.map((r) => `${r.at - down}:${r.status}`).join(' '),
  );
  check(
    `PostgreSQL back: each of ${CLIENTS} clients completed a checkout again, the first ${Math.min(...firstSuccessAfter)} ms after it was back, the last ${Math.max(...firstSuccessAfter)} ms`,
    firstSuccessAfter.length === CLIENTS,
  );
  const facts = await orderFacts(settings.DATABASE_URL!);
  const created = records.filter((r) => r.created === 201);
  const confirmed = records.filter((r) => r.confirmed === 200);
  const lost = created.filter((r) => !facts.byId.has(r.orderId!)).length + confirmed.filter((r) => facts.byId.get(r.orderId!)?.status !== 'order_received').length;
  check(
    `PostgreSQL restart: nothing lost or half-written (${created.length} orders, ${confirmed.length} payments; ${lost} lost, ${facts.paidWithout} paid without a payment, ${facts.succeededUnpaid} payments on unpaid orders)`,
    lost === 0 && facts.paidWithout === 0 && facts.succeededUnpaid === 0,
  );
  check('PostgreSQL restart: the server kept running', app.child.exitCode === null && app.child.signalCode === null, app.output().slice(-2000));
  figures.push(
    `PostgreSQL down ${back - down} ms: ${refusals.length} requests refused, ${refusals.length - unexpected.length} of them a translated 503 with Retry-After, ${cut.length} cut; readiness up ${upAgain ? upAgain.at - back : '?'} ms after; checkouts again after ${Math.min(...firstSuccessAfter)}–${Math.max(...firstSuccessAfter)} ms; data lost: ${lost}`,
  );
  await stopApp(app);
}
