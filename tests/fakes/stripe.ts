/**
 * A fake Stripe API for offline tests (research: payments.md, section 5.4): Checkout Sessions
 * created from stripe-node's form-encoded requests (Bearer key, Idempotency-Key replay), retrieved
 * by id, and a stand-in for the hosted payment page that completes the session and redirects to
 * its success URL like Stripe does. Refunds of a paid session's PaymentIntent: partial or full
 * within what is left, with metadata, listed by payment_intent; their Idempotency-Key replays the
 * first answer (errors too), refuses other parameters (idempotency_error) and answers 409 while
 * its first request is still being processed.
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

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  reason: string | null;
  failure_reason?: string;
  created: number;
}

/** How the buyer paid on the hosted page: the charge's payment_method_details. */
export interface FakePaymentMethod {
  type: string;
  /** A card paid through a wallet (apple_pay, google_pay…). */
  wallet?: string;
}

interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  charge: string;
  method: FakePaymentMethod;
}

interface RefundBehaviour {
  /** Before the refund is recorded (until changed). */
  refundDelayMs?: number;
  /** After it is recorded, before every answer to it, replays too (until changed): a crash or timeout after Stripe refunded. */
  refundHoldMs?: number;
  /** The next refund request is refused with this error. */
  refundFail?: {status: number; type: string; code: string};
}

export interface FakeStripe {
  host: string;
  port: number;
  url: string;
  sessions: Map<string, FakeSession>;
  /** The buyer paid on the hosted page (by card unless told): the session completes; returns where Stripe sends them. */
  complete(id: string, method?: FakePaymentMethod): string;
  requests: {method: string; path: string; headers: IncomingMessage['headers']; form: URLSearchParams}[];
  refunds: Map<string, FakeRefund>;
  /** What Stripe refunded of a PaymentIntent, all refunds that did not fail. */
  refunded(paymentIntent: string): number;
  behave(next: RefundBehaviour): void;
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
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refundReplay = new Map<string, {params: string; status: number; body: unknown}>();
  const processing = new Set<string>();
  let behaviour: RefundBehaviour = {};
  let base = '';
  const pause = (ms: number | undefined) => (ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
  const refunded = (intent: string) => [...refunds.values()].filter((r) => r.payment_intent === intent && r.status !== 'failed' && r.status !== 'canceled').reduce((sum, r) => sum + r.amount, 0);

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {'content-type': 'application/json'});
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, message: string) => json(res, status, {error: {type: 'invalid_request_error', message}});

  function complete(id: string, method: FakePaymentMethod = {type: 'card'}): string {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    const intent: FakeIntent = {id: `pi_${randomBytes(8).toString('hex')}`, amount: session.amount_total, currency: session.currency, charge: `ch_${randomBytes(8).toString('hex')}`, method};
    intents.set(intent.id, intent);
    Object.assign(session, {status: 'complete', payment_status: 'paid', payment_intent: intent.id});
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', id);
  }

  async function announce(session: FakeSession, webhook: {url: string; secret: string}) {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {object: session},
    });
    const signature = new Stripe(secretKey).webhooks.generateTestHeaderString({payload, secret: webhook.secret});
    await fetch(webhook.url, {method: 'POST', headers: {'content-type': 'application/json', 'stripe-signature': signature}, body: payload}).catch((error: unknown) =>
      console.error('fake stripe webhook', error),
    );
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
      return res.end(
        `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main><h1>Fake Stripe Checkout</h1><p>${session.currency.toUpperCase()} ${session.amount_total}</p><form method="post"><button>Pay</button></form><a href="${session.cancel_url}">Back</a></main></html>`,
      );
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
    const paymentIntent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && paymentIntent) {
      const intent = intents.get(paymentIntent[1]!);
      if (!intent) return fail(res, 404, `No such payment_intent: '${paymentIntent[1]}'`);
      // Stripe's client sends arrays as expand[0]=…, others as expand[]=….
      const expand = [...new URL(req.url ?? '/', 'http://fake').searchParams].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
      const {type, wallet} = intent.method;
      const payment_method_details = type === 'card' ? {type, card: {brand: 'visa', last4: '4242', wallet: wallet ? {type: wallet} : null}} : {type, [type]: {}};
      const charge = {
        id: intent.charge,
        object: 'charge',
        amount: intent.amount,
        currency: intent.currency,
        receipt_url: `https://pay.stripe.com/receipts/payment/${intent.charge}`,
        payment_method_details,
      };
      return json(res, 200, {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        status: 'succeeded',
        latest_charge: expand.includes('latest_charge') ? charge : intent.charge,
      });
    }
    if (req.method === 'POST' && path === '/v1/refunds') return createRefund(req, res, form);
    if (req.method === 'GET' && path === '/v1/refunds') {
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      const intent = query.get('payment_intent');
      const limit = Math.min(100, Number(query.get('limit') ?? 10));
      const all = [...refunds.values()].filter((r) => !intent || r.payment_intent === intent).reverse();
      return json(res, 200, {object: 'list', url: '/v1/refunds', has_more: all.length > limit, data: all.slice(0, limit)});
    }
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && refund) {
      const found = refunds.get(refund[1]!);
      return found ? json(res, 200, found) : fail(res, 404, `No such refund: '${refund[1]}'`);
    }
    fail(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  const stripeError = (status: number, type: string, code: string, message: string) => ({status, body: {error: {type, code, message}}});

  /** POST /v1/refunds as Stripe answers it, with its idempotency rules. */
  async function createRefund(req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const params = [...form]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
    const stored = key ? refundReplay.get(key) : undefined;
    if (stored) {
      if (stored.params !== params)
        return json(res, 400, {error: {type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.'}});
      await pause(behaviour.refundHoldMs);
      return json(res, stored.status, stored.body);
    }
    if (key && processing.has(key))
      return json(res, 409, {error: {type: 'invalid_request_error', code: 'idempotency_key_in_use', message: 'There is currently another in-progress request using this Idempotent Key.'}});
    if (key) processing.add(key);
    try {
      const {refundFail} = behaviour;
      if (refundFail) behaviour = {...behaviour, refundFail: undefined};
      await pause(behaviour.refundDelayMs);
      const answered = refundFail ? stripeError(refundFail.status, refundFail.type, refundFail.code, refundFail.code) : recordRefund(form);
      if (key) refundReplay.set(key, {params, ...answered});
      await pause(behaviour.refundHoldMs);
      return json(res, answered.status, answered.body);
    } finally {
      if (key) processing.delete(key);
    }
  }

  function recordRefund(form: URLSearchParams): {status: number; body: unknown} {
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent) return stripeError(400, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${form.get('payment_intent') ?? ''}'`);
    const left = intent.amount - refunded(intent.id);
    if (left <= 0) return stripeError(400, 'invalid_request_error', 'charge_already_refunded', `Charge ${intent.charge} has already been refunded.`);
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (!Number.isSafeInteger(amount) || amount <= 0) return stripeError(400, 'invalid_request_error', 'parameter_invalid_integer', 'Invalid positive integer');
    if (amount > left) return stripeError(400, 'invalid_request_error', 'amount_too_large', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.charge,
      status: 'succeeded',
      metadata,
      reason: form.get('reason'),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return {status: 200, body: structuredClone(refund)};
  }

  const server = createServer((req, res) => void handle(req, res).catch((e: unknown) => fail(res, 500, String(e))));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return {
    host: '127.0.0.1',
    port,
    url: base,
    sessions,
    complete,
    requests,
    refunds,
    refunded,
    behave(next) {
      behaviour = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
