/**
 * A fake Stripe API for offline tests (research: payments.md, section 5.4): Checkout Sessions
 * created from stripe-node's form-encoded requests (Bearer key, Idempotency-Key replay), retrieved
 * by id, and a stand-in for the hosted payment page that completes the session and redirects to
 * its success URL like Stripe does.
 */
import {randomBytes} from 'node:crypto';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_method_types: string[];
  payment_intent: string | null;
  line_items_unit_amount: number;
}

export interface FakeStripe {
  host: string;
  port: number;
  url: string;
  sessions: Map<string, FakeSession>;
  /** The buyer paid on the hosted page: the session completes; returns where Stripe sends them. */
  complete(id: string): string;
  requests: {method: string; path: string; headers: IncomingMessage['headers']; form: URLSearchParams}[];
  close(): Promise<void>;
}

/**
 * `webhook`: where the hosted page announces a paid session (a signed checkout.session.completed,
 * as Stripe does), for tests that run the fake as its own process next to the app.
 */
export async function startFakeStripe(secretKey = 'sk_test_fake', options: {port?: number; webhook?: {url: string; secret: string}} = {}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const replay = new Map<string, FakeSession>();
  const requests: FakeStripe['requests'] = [];
  let base = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {'content-type': 'application/json'});
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, message: string) => json(res, status, {error: {type: 'invalid_request_error', message}});

  function complete(id: string): string {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, {status: 'complete', payment_status: 'paid', payment_intent: `pi_${randomBytes(8).toString('hex')}`});
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', id);
  }

  async function announce(session: FakeSession, webhook: {url: string; secret: string}) {
    const payload = JSON.stringify({id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: {object: session}});
    const signature = new Stripe(secretKey).webhooks.generateTestHeaderString({payload, secret: webhook.secret});
    await fetch(webhook.url, {method: 'POST', headers: {'content-type': 'application/json', 'stripe-signature': signature}, body: payload}).catch((error: unknown) => console.error('fake stripe webhook', error));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({method: req.method ?? '', path, headers: req.headers, form});

    const page = /^\/pay\/([^/]+)$/.exec(path);
    if (page) {
      const session = sessions.get(page[1]!);
      if (!session) return fail(res, 404, 'No such session');
      if (req.method === 'POST') {
        const location = complete(session.id);
        if (options.webhook) await announce(session, options.webhook);
        res.writeHead(303, {location});
        return res.end();
      }
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      return res.end(`<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main><h1>Fake Stripe Checkout</h1><p>${session.currency.toUpperCase()} ${session.amount_total}</p><form method="post"><button>Pay</button></form><a href="${session.cancel_url}">Back</a></main></html>`);
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) return fail(res, 401, 'Invalid API Key provided');
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && replay.has(key)) return json(res, 200, replay.get(key));
      const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const quantity = Number(form.get('line_items[0][quantity]') ?? 1);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `${base}/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: unitAmount * quantity,
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        customer_email: form.get('customer_email'),
        client_reference_id: form.get('client_reference_id'),
        metadata,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        payment_method_types: ['card'],
        payment_intent: null,
        line_items_unit_amount: unitAmount,
      };
      sessions.set(id, session);
      if (typeof key === 'string') replay.set(key, session);
      return json(res, 200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session ? json(res, 200, session) : fail(res, 404, 'No such checkout.session');
    }
    fail(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  const server = createServer((req, res) => void handle(req, res).catch((e: unknown) => fail(res, 500, String(e))));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return {host: '127.0.0.1', port, url: base, sessions, complete, requests, close: () => new Promise((resolve) => server.close(() => resolve()))};
}
