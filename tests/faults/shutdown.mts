/**
 * Fault: the server is stopped while busy (lib/http/shutdown.ts). tests/e2e/jobs.spec.ts already
 * kills an idle server right after one payment and sees its mails sent after the restart; here:
 *
 * - SIGTERM under load (six clients asking for pages without pause) with an instant preview and a
 *   payment confirmation in flight: new connections are refused at once, what was in flight is
 *   answered, no answer is a 5xx or hangs, and the process exits 0 within SHUTDOWN_TIMEOUT_MS;
 * - SIGKILL while guests order and pay concurrently: after the restart every order the shop said
 *   was created (201) exists, every payment it confirmed (200) is paid with its mails queued, and no
 *   order is paid without a succeeded payment or the other way round.
 */
import {connect} from 'node:net';
import http from 'node:http';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from 'pg';
import {check, figures, sleep, startApp, stopApp, timed, type App} from './harness.mts';

export const GUEST = {'content-type': 'application/json', 'x-country': 'us'};

/** A JSON request on `agent` (keep-alive: the next request of a flow rides the same connection). */
export function request(
  app: App,
  method: string,
  url: string,
  body: unknown,
  agent: http.Agent,
  headers: Record<string, string> = {},
): Promise<{status: number; json: Record<string, unknown>; headers: http.IncomingHttpHeaders}> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(`${app.base}${url}`, {method, agent, headers: {...GUEST, ...headers}, timeout: 20_000}, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // Not JSON: an empty object.
        }
        resolve({status: res.statusCode ?? 0, json, headers: res.headers});
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

export interface Checkout {
  orderId?: string;
  created?: number;
  started?: number;
  confirmed?: number;
  /** A request that ended without an answer (the connection cut, a timeout). */
  error?: string;
  /** Each answer that was not the step's success: its status, Retry-After and message. */
  refusals: {step: string; status: number; retryAfter?: string; message?: string}[];
}

/** A guest's whole checkout (as scripts/check-deploy-build.mts does it): order, payment start, demo confirmation. */
export async function checkout(app: App, agent: http.Agent, n: number, record: Checkout, headers: Record<string, string> = {}): Promise<void> {
  const order = {serviceId: 1, quantity: 1, customerName: 'Pat Kim', customerEmail: `fault.${Date.now()}.${n}@shop.test`, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true};
  const refused = (step: string, answer: Awaited<ReturnType<typeof request>>) =>
    record.refusals.push({step, status: answer.status, retryAfter: answer.headers['retry-after'] as string | undefined, message: answer.json.message as string | undefined});
  const created = await request(app, 'POST', '/api/orders', order, agent, headers);
  record.created = created.status;
  if (created.status !== 201) return void refused('order', created);
  record.orderId = created.json.orderId as string;
  const started = await request(app, 'POST', '/api/payments/start', {orderId: record.orderId, token: created.json.guestToken}, agent, headers);
  record.started = started.status;
  if (started.status !== 200) return void refused('payment start', started);
  const demo = new URL(started.json.url as string).searchParams;
  const confirmed = await request(app, 'POST', '/api/confirm', {orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}, agent, headers);
  record.confirmed = confirmed.status;
  if (confirmed.status !== 200) refused('confirmation', confirmed);
}

/** The time until a new TCP connection to the port is refused, probing every 20 ms (at most `boundMs`). */
async function refusedAfter(port: number, boundMs: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < boundMs) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return Date.now() - started;
    await sleep(20);
  }
  return undefined;
}

/** What the database holds about these orders: their status, succeeded payments and queued mails. */
export async function orderFacts(databaseUrl: string): Promise<{paidWithout: number; succeededUnpaid: number; byId: Map<string, {status: string; succeeded: number; mails: number}>}> {
  const sql = new Client({connectionString: databaseUrl});
  await sql.connect();
  try {
    const {rows} = await sql.query<{id: string; status: string; succeeded: number; mails: number}>(
      `SELECT o.id::text AS id, o.status::text AS status,
              (SELECT count(*)::int FROM "Payment" p WHERE p."orderId" = o.id AND p.status = 'succeeded') AS succeeded,
              (SELECT count(*)::int FROM pgboss.job j WHERE j.name = 'mail' AND j.data->'spec'->>'orderId' = o.id::text) AS mails
         FROM "Order" o`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      paidWithout: rows.filter((r) => r.status === 'order_received' && r.succeeded === 0).length,
      succeededUnpaid: rows.filter((r) => r.status === 'pending_payment' && r.succeeded > 0).length,
      byId,
    };
  } finally {
    await sql.end();
  }
}

export async function shutdownFaults(appDir: string, settings: Record<string, string>, shutdownMs: number): Promise<void> {
  const busy = {...settings, TRUST_PROXY: '1', ORDERS_PER_HOUR: '100000'};
  // 1. SIGTERM under load, a preview and a payment in flight.
  {
    const app = await startApp(appDir, busy);
    const agent = new http.Agent({keepAlive: true, maxSockets: 1});
    const ready: Partial<Checkout> = {};
    // The payment's order and start first; its confirmation is sent just before SIGTERM on the same connection.
    const order = await request(
      app,
      'POST',
      '/api/orders',
      {serviceId: 1, quantity: 1, customerName: 'Pat Kim', customerEmail: `term.${Date.now()}@shop.test`, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
      agent,
    );
    ready.orderId = order.json.orderId as string;
    const start = await request(app, 'POST', '/api/payments/start', {orderId: ready.orderId, token: order.json.guestToken}, agent);
    const demo = new URL((start.json.url as string | undefined) ?? 'http://x/').searchParams;

    let loading = true;
    const answers: (number | string)[] = [];
    const loops = Array.from({length: 6}, async (_, i) => {
      while (loading) {
        const answer = await timed(`${app.base}${i % 2 ? '/us' : '/api/health'}`, {}, shutdownMs + 5_000);
        answers.push(answer.status);
        if (typeof answer.status === 'string') await sleep(50);
      }
    });
    await sleep(1_000);
    const photo = readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'preview', 'bottle.jpg'));
    const previewSent = Date.now();
    const preview = timed(`${app.base}/api/previews?target=template:24`, {method: 'POST', body: photo, headers: {'x-file-name': 'bottle.jpg', 'content-type': 'image/jpeg'}}, shutdownMs + 5_000);
    await sleep(300);
    const confirm = request(app, 'POST', '/api/confirm', {orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}, agent).catch((e: Error) => ({
      status: e.message,
      json: {},
    }));
    await sleep(5);
    const signalled = Date.now();
    const stopping = stopApp(app, shutdownMs + 10_000);
    const refused = await refusedAfter(app.port, 2_000);
    const stopped = await stopping;
    loading = false;
    await Promise.all(loops);
    const [previewed, confirmed] = await Promise.all([preview, confirm]);
    agent.destroy();
    const served = answers.filter((a) => typeof a === 'number');
    const bad = answers.filter((a) => a === 'timeout' || (typeof a === 'number' && a >= 500));
    check(`SIGTERM under load: new connections refused ${refused ?? 'not within 2000'} ms after the signal`, refused !== undefined && refused <= 1_000);
    check(
      `SIGTERM under load: exit 0 in ${stopped.ms} ms (SHUTDOWN_TIMEOUT_MS ${shutdownMs})`,
      stopped.code === 0 && stopped.ms <= shutdownMs + 1_500,
      `exit ${stopped.code}; output:\n${app.output().slice(-1500)}`,
    );
    check(`SIGTERM under load: ${served.length} answers to the load, none a 5xx or left hanging`, bad.length === 0, `${bad.join(', ')}`);
    // The preview either finished (201) or, still running at the deadline, was cut off then: never earlier, never a 5xx.
    const previewEnded = previewSent + previewed.ms - signalled;
    const previewOk = previewed.status === 201 || (typeof previewed.status === 'string' && previewed.status !== 'timeout' && previewEnded >= shutdownMs - 250);
    check(
      `SIGTERM under load: the payment confirmation in flight answered ${confirmed.status}; the preview in flight ${previewed.status} ${previewEnded} ms after the signal`,
      confirmed.status === 200 && previewOk,
      `confirm ${confirmed.status} ${JSON.stringify(confirmed.json)}, preview ${previewed.status} ${previewed.body.slice(0, 300)}`,
    );
    figures.push(
      `SIGTERM under load: refused new connections after ${refused} ms, exited in ${stopped.ms} ms, ${served.length} load answers (${bad.length} bad), confirmation ${confirmed.status}, preview ${previewed.status}`,
    );
  }
  // 2. SIGKILL while guests order and pay.
  {
    const app = await startApp(appDir, busy);
    const records: Checkout[] = [];
    let running = true;
    const clients = Array.from({length: 4}, async (_, i) => {
      const agent = new http.Agent({keepAlive: true});
      for (let n = 0; running && n < 200; n++) {
        const record: Checkout = {refusals: []};
        records.push(record);
        await checkout(app, agent, i * 1000 + n, record, {'x-forwarded-for': `203.0.113.${10 + i}`}).catch((e: Error) => (record.error = e.message));
        if (record.error) break;
      }
      agent.destroy();
    });
    await sleep(2_500);
    app.child.kill('SIGKILL');
    await app.exited;
    running = false;
    await Promise.all(clients);
    const restarted = await startApp(appDir, busy);
    const facts = await orderFacts(settings.DATABASE_URL!);
    const created = records.filter((r) => r.created === 201);
    const confirmed = records.filter((r) => r.confirmed === 200);
    const lostOrders = created.filter((r) => !facts.byId.has(r.orderId!)).length;
    const lostPayments = confirmed.filter((r) => {
      const row = facts.byId.get(r.orderId!);
      return !row || row.status !== 'order_received' || row.succeeded !== 1;
    }).length;
    const lostMails = confirmed.filter((r) => (facts.byId.get(r.orderId!)?.mails ?? 0) === 0).length;
    const cut = records.filter((r) => r.error).length;
    check(`SIGKILL during checkouts: all ${created.length} orders answered 201 exist after the restart`, created.length > 0 && lostOrders === 0, `${lostOrders} missing`);
    check(`SIGKILL during checkouts: all ${confirmed.length} confirmed payments are paid orders with one succeeded payment`, confirmed.length > 0 && lostPayments === 0, `${lostPayments} not paid`);
    check(`SIGKILL during checkouts: every confirmed payment's mails are queued`, lostMails === 0, `${lostMails} without mail jobs`);
    check(
      `SIGKILL during checkouts: nothing half-written (${facts.paidWithout} paid orders without a payment, ${facts.succeededUnpaid} succeeded payments on unpaid orders)`,
      facts.paidWithout === 0 && facts.succeededUnpaid === 0,
    );
    const again: Checkout = {refusals: []};
    await checkout(restarted, new http.Agent(), 9999, again, {'x-forwarded-for': '203.0.113.99'});
    check(`SIGKILL during checkouts: after the restart a checkout works (${again.created}/${again.started}/${again.confirmed})`, again.confirmed === 200, JSON.stringify(again));
    figures.push(
      `SIGKILL during checkouts: ${created.length} orders, ${confirmed.length} payments confirmed, ${cut} requests cut by the kill; lost: ${lostOrders} orders, ${lostPayments} payments, ${lostMails} mails`,
    );
    await stopApp(restarted);
  }
}
