/**
 * A fake Toss Payments API for offline tests (research: payments.md, section 5.2). It keeps the
 * payments it was told about in memory and answers like Toss: Basic auth, TossPayments-Test-Code,
 * Idempotency-Key replay (the body is not part of the key; a key still being processed answers
 * 409 IDEMPOTENT_REQUEST_PROCESSING for cancels), confirm/lookup/cancel, partial cancels that lower
 * balanceAmount and append to cancels[] with their own transactionKey, virtual accounts whose
 * deposit it announces with Toss's flat DEPOSIT_CALLBACK webhook, easy payments (간편결제)
 * with their provider, bank transfers (계좌이체), and cash receipts (현금영수증): one the buyer
 * asked for in Toss's own window shows on the payment once paid, and POST /v1/cash-receipts
 * issues one (recorded in `cashReceipts`).
 */
import {randomBytes} from 'node:crypto';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {TossCashReceipt, TossPayment} from '@/lib/payments/toss/api';

/** How the buyer pays in Toss's window: a card, a virtual account, a bank transfer, or an easy payment (간편결제) through its provider. */
type FakeMethod = 'CARD' | 'VIRTUAL_ACCOUNT' | 'TRANSFER' | 'EASY_PAY';

/** A cash receipt the buyer asked for in Toss's own window (its type and number). */
type WindowReceipt = {type: '소득공제' | '지출증빙'; registrationNumber: string};

/** What POST /v1/cash-receipts was asked to issue, with what it answered. */
export interface IssuedCashReceipt extends TossCashReceipt {
  orderId: string;
  orderName: string;
  amount: number;
  customerIdentityNumber: string;
}

interface Session {
  payment: TossPayment;
  method: FakeMethod;
  /** The easy-pay provider as Toss names it (카카오페이, 토스페이…). */
  easyPayProvider: string;
  /** Asked for in Toss's window: issued when the money arrives (a transfer at confirm, a virtual account at deposit). */
  windowReceipt?: WindowReceipt;
  confirmed: boolean;
}

interface Behaviour {
  delayMs?: number;
  failCode?: string;
  holdMs?: number;
  lookupDown?: boolean;
  cancelDelayMs?: number;
  cancelHoldMs?: number;
  cancelFailCode?: string;
}

/** Toss's transaction keys: 32 upper-case hex characters, a new one for every approval, deposit and cancel. */
const transactionKey = () => randomBytes(16).toString('hex').toUpperCase();

const ERROR_STATUS: Record<string, number> = {
  REJECT_CARD_PAYMENT: 403,
  REJECT_CARD_COMPANY: 403,
  UNKNOWN_PAYMENT_ERROR: 500,
  FAILED_INTERNAL_SYSTEM_PROCESSING: 500,
  PROVIDER_ERROR: 400,
  INVALID_CARD_NUMBER: 400,
  NOT_CANCELABLE_PAYMENT: 403,
  NOT_CANCELABLE_AMOUNT: 403,
  FORBIDDEN_CONSECUTIVE_REQUEST: 403,
  ALREADY_CANCELED_PAYMENT: 400,
  REFUND_REJECTED: 400,
  FAILED_REFUND_PROCESS: 500,
};

export interface FakeToss {
  url: string;
  secretKey: string;
  /** What the browser SDK does when the buyer authenticates: a payment Toss then expects to be confirmed. */
  authorize(input: {orderId: string; amount: number; method?: FakeMethod; easyPayProvider?: string; windowReceipt?: WindowReceipt}): string;
  /** Every cash receipt POST /v1/cash-receipts issued, in order. */
  cashReceipts: IssuedCashReceipt[];
  /** The buyer paid into the virtual account: DONE, then the deposit webhook to `webhookUrl`. */
  deposit(orderId: string, webhookUrl: string, options?: {secret?: string; transmissionId?: string}): Promise<Response>;
  /** The virtual account's deadline passed: Toss sends no webhook for this. */
  expireVirtualAccount(orderId: string): void;
  /**
   * Makes confirms slow (until changed) or the next one fail with a code. delayMs: before
   * confirming; holdMs: after confirming, before answering (a crash or lost answer in between);
   * lookupDown: lookups answer 500 until changed (Toss's "outcome unknown").
   * Cancels: cancelDelayMs before recording, cancelHoldMs after recording before answering (every
   * answer to a cancel, replays too: a crash or a timeout after Toss refunded), both until
   * changed; cancelFailCode makes the next cancel fail with that code.
   */
  behave(next: Behaviour): void;
  payment(paymentKey: string): TossPayment | undefined;
  requests: {method: string; path: string; headers: IncomingMessage['headers']; body: unknown}[];
  close(): Promise<void>;
}

export async function startFakeToss(secretKey = 'test_gsk_fake', port = 0): Promise<FakeToss> {
  const sessions = new Map<string, Session>();
  const replay = new Map<string, {status: number; body: unknown}>();
  const processing = new Set<string>();
  const requests: FakeToss['requests'] = [];
  const cashReceipts: IssuedCashReceipt[] = [];
  /** Toss's short cash receipt of a payment: issued by Toss itself for what the buyer asked for in its window. */
  const windowIssued = (session: Session) =>
    session.windowReceipt
      ? {
          type: session.windowReceipt.type,
          receiptKey: `wrk_${randomBytes(8).toString('hex')}`,
          issueNumber: '200000001',
          receiptUrl: `https://dashboard.tosspayments.com/sales-slip?transactionId=${session.payment.paymentKey}&ref=window`,
          amount: session.payment.totalAmount,
          taxFreeAmount: 0,
        }
      : null;
  let behaviour: Behaviour = {};

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {'content-type': 'application/json'});
    res.end(JSON.stringify(body));
  };
  const error = (code: string, message = code) => ({code, message});

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({method: req.method ?? '', path, headers: req.headers, body});

    // Test controls (what the browser SDK and the bank do), for tests that run the fake as its own process.
    if (path.startsWith('/__control/')) {
      const input = body as {orderId?: string; amount?: number; method?: FakeMethod; easyPayProvider?: string; webhookUrl?: string; windowReceipt?: WindowReceipt};
      if (path === '/__control/authorize' && typeof input.orderId === 'string' && typeof input.amount === 'number') {
        return send(res, 200, {
          paymentKey: controls.authorize({orderId: input.orderId, amount: input.amount, method: input.method, easyPayProvider: input.easyPayProvider, windowReceipt: input.windowReceipt}),
        });
      }
      if (path === '/__control/deposit' && typeof input.orderId === 'string' && typeof input.webhookUrl === 'string') {
        const delivered = await controls.deposit(input.orderId, input.webhookUrl);
        return send(res, 200, {status: delivered.status});
      }
      if (path === '/__control/requests')
        return send(
          res,
          200,
          requests.filter((r) => !r.path.startsWith('/__control/')).map(({method, path: p, headers, body: b}) => ({method, path: p, idempotencyKey: headers['idempotency-key'] ?? null, body: b})),
        );
      return send(res, 400, error('BAD_CONTROL'));
    }

    const auth = req.headers.authorization ?? '';
    if (auth !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) {
      return auth.startsWith('Basic ') && !Buffer.from(auth.slice(6), 'base64').toString().includes(':')
        ? send(res, 403, error('INCORRECT_BASIC_AUTH_FORMAT'))
        : send(res, 401, error('UNAUTHORIZED_KEY'));
    }
    const testCode = req.headers['tosspayments-test-code'];
    if (typeof testCode === 'string') return send(res, ERROR_STATUS[testCode] ?? 400, error(testCode));

    const key = req.method === 'POST' && typeof req.headers['idempotency-key'] === 'string' ? `${req.headers['idempotency-key']}|${auth}|POST|${path}` : null;
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (key && replay.has(key)) {
      const stored = replay.get(key)!;
      if (cancel && behaviour.cancelHoldMs) await new Promise((resolve) => setTimeout(resolve, behaviour.cancelHoldMs));
      return send(res, stored.status, stored.body);
    }
    if (cancel && key && processing.has(key)) return send(res, 409, error('IDEMPOTENT_REQUEST_PROCESSING', 'a request with this Idempotency-Key is being processed'));
    const answer = (status: number, payload: unknown) => {
      if (key) replay.set(key, {status, body: payload});
      send(res, status, payload);
    };

    if (req.method === 'POST' && path === '/v1/payments/confirm') {
      // A delay lasts until changed; a failure happens once.
      const {failCode, ...lasting} = behaviour;
      const {delayMs, holdMs} = lasting;
      behaviour = lasting;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failCode) return answer(ERROR_STATUS[failCode] ?? 400, error(failCode));
      const {paymentKey, orderId, amount} = body as {paymentKey?: string; orderId?: string; amount?: number};
      if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || !/^[A-Za-z0-9_-]{6,64}$/.test(orderId) || typeof amount !== 'number') return answer(400, error('INVALID_REQUEST'));
      const session = sessions.get(paymentKey);
      if (!session || session.payment.orderId !== orderId) return answer(404, error('NOT_FOUND_PAYMENT_SESSION'));
      if (session.confirmed) return answer(400, error('ALREADY_PROCESSED_PAYMENT'));
      if (session.payment.totalAmount !== amount) return answer(400, error('INVALID_REQUEST', 'amount mismatch'));
      session.confirmed = true;
      session.payment.lastTransactionKey = transactionKey();
      const receipt = {url: `https://dashboard.tosspayments.com/receipt/redirection?transactionId=${paymentKey}`};
      // Toss's method is Korean text (research: payments.md); an easy payment carries its provider.
      if (session.method === 'CARD')
        Object.assign(session.payment, {status: 'DONE', method: '카드', approvedAt: new Date().toISOString(), card: {number: '4330****1234', amount}, easyPay: null, receipt});
      else if (session.method === 'EASY_PAY')
        Object.assign(session.payment, {
          status: 'DONE',
          method: '간편결제',
          approvedAt: new Date().toISOString(),
          card: null,
          easyPay: {provider: session.easyPayProvider, amount, discountAmount: 0},
          receipt,
        });
      else if (session.method === 'TRANSFER')
        Object.assign(session.payment, {
          status: 'DONE',
          method: '계좌이체',
          approvedAt: new Date().toISOString(),
          card: null,
          easyPay: null,
          transfer: {bankCode: '88', settlementStatus: 'INCOMPLETED'},
          receipt,
          cashReceipt: windowIssued(session),
        });
      else
        Object.assign(session.payment, {
          status: 'WAITING_FOR_DEPOSIT',
          method: '가상계좌',
          approvedAt: null,
          virtualAccount: {
            accountNumber: `X${randomBytes(5).toString('hex')}`,
            bankCode: '20',
            customerName: '김민수',
            dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            expired: false,
            refundStatus: 'NONE',
          },
        });
      if (holdMs) await new Promise((resolve) => setTimeout(resolve, holdMs));
      return answer(200, session.payment);
    }
    const lookup = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && lookup) {
      if (behaviour.lookupDown) return send(res, 500, error('FAILED_INTERNAL_SYSTEM_PROCESSING'));
      const session = sessions.get(decodeURIComponent(lookup[1]!));
      return session ? send(res, 200, session.payment) : send(res, 404, error('NOT_FOUND_PAYMENT'));
    }
    if (req.method === 'POST' && path === '/v1/cash-receipts') {
      // Toss's rules: amount ≥ 1, an order id of 6-64 safe characters, an order name, the buyer's number in digits (≤ 30), 소득공제 or 지출증빙.
      const input = body as {amount?: unknown; orderId?: unknown; orderName?: unknown; customerIdentityNumber?: unknown; type?: unknown};
      const valid =
        Number.isSafeInteger(input.amount) &&
        (input.amount as number) >= 1 &&
        typeof input.orderId === 'string' &&
        /^[A-Za-z0-9_-]{6,64}$/.test(input.orderId) &&
        typeof input.orderName === 'string' &&
        input.orderName.length >= 1 &&
        input.orderName.length <= 100 &&
        typeof input.customerIdentityNumber === 'string' &&
        /^\d{1,30}$/.test(input.customerIdentityNumber) &&
        (input.type === '소득공제' || input.type === '지출증빙');
      if (!valid) return answer(400, error('INVALID_REQUEST', 'invalid cash receipt request'));
      const issued: IssuedCashReceipt = {
        receiptKey: `crk_${randomBytes(10).toString('hex')}`,
        issueNumber: String(100_000_000 + cashReceipts.length),
        issueStatus: 'IN_PROGRESS',
        receiptUrl: `https://dashboard.tosspayments.com/cash-receipt?ref=${cashReceipts.length + 1}`,
        type: input.type as '소득공제' | '지출증빙',
        orderId: input.orderId as string,
        orderName: input.orderName as string,
        amount: input.amount as number,
        customerIdentityNumber: input.customerIdentityNumber as string,
      };
      cashReceipts.push(issued);
      return answer(200, {...issued, taxFreeAmount: 0, transactionType: 'CONFIRM', businessNumber: '1234567891', requestedAt: new Date().toISOString()});
    }
    if (req.method === 'POST' && cancel) {
      if (key) processing.add(key);
      try {
        // A failure happens once; delays and holds last until changed.
        const {cancelFailCode} = behaviour;
        if (cancelFailCode) behaviour = {...behaviour, cancelFailCode: undefined};
        if (behaviour.cancelDelayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.cancelDelayMs));
        const answered = recordCancel(cancel[1]!, body, cancelFailCode);
        if (key) replay.set(key, answered);
        if (behaviour.cancelHoldMs) await new Promise((resolve) => setTimeout(resolve, behaviour.cancelHoldMs));
        return send(res, answered.status, answered.body);
      } finally {
        if (key) processing.delete(key);
      }
    }
    send(res, 404, error('NOT_FOUND'));
  }

  /** A cancel as Toss makes it: partial or full, within the balance, each with its own transaction key. */
  function recordCancel(encodedKey: string, body: Record<string, unknown>, failCode: string | undefined): {status: number; body: unknown} {
    if (failCode) return {status: ERROR_STATUS[failCode] ?? 400, body: error(failCode)};
    const session = sessions.get(decodeURIComponent(encodedKey));
    if (!session) return {status: 404, body: error('NOT_FOUND_PAYMENT')};
    const {cancelReason, cancelAmount, refundReceiveAccount} = body as {cancelReason?: string; cancelAmount?: number; refundReceiveAccount?: unknown};
    if (!cancelReason || (cancelAmount !== undefined && (!Number.isSafeInteger(cancelAmount) || cancelAmount <= 0))) return {status: 400, body: error('INVALID_REQUEST')};
    const payment = session.payment;
    if (payment.status === 'CANCELED') return {status: 400, body: error('ALREADY_CANCELED_PAYMENT')};
    if (!['DONE', 'PARTIAL_CANCELED', 'WAITING_FOR_DEPOSIT'].includes(payment.status)) return {status: 403, body: error('NOT_CANCELABLE_PAYMENT')};
    const balance = payment.balanceAmount ?? payment.totalAmount;
    const amount = cancelAmount ?? balance;
    if (amount > balance) return {status: 403, body: error('NOT_CANCELABLE_AMOUNT')};
    if (payment.status === 'WAITING_FOR_DEPOSIT' && amount !== balance) return {status: 403, body: error('NOT_ALLOWED_PARTIAL_REFUND_WAITING_DEPOSIT')};
    // Deposited money goes back to a bank account: Toss needs one for a deposited virtual account.
    if (payment.virtualAccount && payment.status !== 'WAITING_FOR_DEPOSIT' && !refundReceiveAccount) return {status: 400, body: error('INVALID_REQUEST', 'refundReceiveAccount is required')};
    const cancelKey = transactionKey();
    payment.balanceAmount = balance - amount;
    payment.cancels = [...(payment.cancels ?? []), {cancelAmount: amount, cancelReason, canceledAt: new Date().toISOString(), transactionKey: cancelKey, cancelStatus: 'DONE'}];
    payment.lastTransactionKey = cancelKey;
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    return {status: 200, body: structuredClone(payment)};
  }

  const server = createServer((req, res) => void handle(req, res).catch((e: unknown) => send(res, 500, error('FAKE_ERROR', String(e)))));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const controls: FakeToss = {
    url,
    secretKey,
    requests,
    cashReceipts,
    authorize({orderId, amount, method = 'CARD', easyPayProvider = '카카오페이', windowReceipt}) {
      const paymentKey = `tgen_${randomBytes(12).toString('hex')}`;
      sessions.set(paymentKey, {
        method,
        easyPayProvider,
        windowReceipt,
        confirmed: false,
        payment: {paymentKey, orderId, status: 'IN_PROGRESS', totalAmount: amount, balanceAmount: amount, currency: 'KRW', secret: `ps_${randomBytes(10).toString('hex')}`},
      });
      return paymentKey;
    },
    async deposit(orderId, webhookUrl, options = {}) {
      const session = [...sessions.values()].find((s) => s.payment.orderId === orderId);
      if (!session) throw new Error(`no payment for ${orderId}`);
      session.payment.status = 'DONE';
      session.payment.approvedAt = new Date().toISOString();
      // A virtual account's cash receipt asked for in Toss's window is issued with the deposit.
      session.payment.cashReceipt = windowIssued(session);
      const deposited = transactionKey();
      session.payment.lastTransactionKey = deposited;
      return fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'tosspayments-webhook-transmission-id': options.transmissionId ?? `whtrans_${randomBytes(8).toString('hex')}`,
          'tosspayments-webhook-transmission-time': new Date().toISOString(),
          'tosspayments-webhook-transmission-retried-count': '0',
        },
        body: JSON.stringify({createdAt: new Date().toISOString(), secret: options.secret ?? session.payment.secret, status: 'DONE', transactionKey: deposited, orderId}),
      });
    },
    expireVirtualAccount(orderId) {
      const session = [...sessions.values()].find((s) => s.payment.orderId === orderId);
      if (session?.payment.virtualAccount) Object.assign(session.payment.virtualAccount, {expired: true, dueDate: new Date(Date.now() - 60_000).toISOString()});
    },
    behave(next) {
      behaviour = next;
    },
    payment: (paymentKey) => sessions.get(paymentKey)?.payment,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return controls;
}
