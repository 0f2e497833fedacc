/**
 * Toss Payments' server API (v1): confirm, look up, cancel. Basic auth with the secret key and an
 * empty password ("key:"), an Idempotency-Key on every POST, and a timeout after which the
 * outcome is unknown (the charge may have gone through: only a lookup can tell).
 */

/** The parts of Toss's Payment object the shop uses. */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  orderName?: string;
  status: 'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED';
  method?: string | null;
  totalAmount: number;
  balanceAmount?: number;
  currency?: string;
  approvedAt?: string | null;
  /** The payment's latest transaction (approval, deposit, cancel): a new key for every change of state. */
  lastTransactionKey?: string | null;
  secret?: string | null;
  card?: unknown;
  /** An easy payment (간편결제): its provider, e.g. 카카오페이, 토스페이. */
  easyPay?: {provider?: string | null; amount?: number; discountAmount?: number} | null;
  transfer?: unknown;
  mobilePhone?: unknown;
  giftCertificate?: unknown;
  /** Toss's own receipt page for the payment (card sales slip, cash receipt). */
  receipt?: {url: string} | null;
  virtualAccount?: {accountNumber: string; bankCode: string; customerName?: string; dueDate: string; expired?: boolean; refundStatus?: string} | null;
  /** The cash receipt Toss issued for a transfer (at approval) or a virtual account (once deposited). */
  cashReceipt?: TossCashReceipt | null;
  /** Each cancel (refund) of the payment, oldest first; a cancel's answer has it last. */
  cancels?: {cancelAmount: number; cancelReason: string; canceledAt: string; transactionKey?: string; cancelStatus?: string}[] | null;
}

/** Toss's CashReceipt object (POST /v1/cash-receipts answers one; a Payment's `cashReceipt` is its short form). */
export interface TossCashReceipt {
  type: '소득공제' | '지출증빙';
  receiptKey: string;
  issueNumber?: string | null;
  receiptUrl?: string | null;
  amount?: number;
  issueStatus?: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | null;
}

/** POST /v1/cash-receipts: a cash receipt for an amount of an order, to the buyer's number (digits). */
export interface TossCashReceiptRequest {
  amount: number;
  orderId: string;
  orderName: string;
  customerIdentityNumber: string;
  type: '소득공제' | '지출증빙';
}

export type TossCashReceiptResult = {kind: 'ok'; receipt: TossCashReceipt} | {kind: 'error'; status: number; code: string; message: string} | {kind: 'unknown'; reason: string};

export type TossResult = {kind: 'ok'; payment: TossPayment} | {kind: 'error'; status: number; code: string; message: string} | {kind: 'unknown'; reason: string};

export interface TossApiSettings {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}

/** What a Toss paymentKey looks like (letters, digits, `-` and `_`, at most 200): anything else never reaches Toss. */
const PAYMENT_KEY = /^[A-Za-z0-9_-]{1,200}$/;

export function isTossPaymentKey(value: string): boolean {
  return PAYMENT_KEY.test(value);
}

/**
 * Toss's own answer for a key it does not know, given without asking it: `.` or `..` survive
 * encodeURIComponent and would turn a look-up of one payment into GET /v1/ or /v1/payments/ with the secret key.
 */
const UNKNOWN_KEY: TossResult = {kind: 'error', status: 404, code: 'NOT_FOUND_PAYMENT', message: 'No payment has this key.'};

export function tossApi(settings: TossApiSettings) {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<TossResult> {
    const result = await send(method, path, body, idempotencyKey, (parsed) => 'paymentKey' in parsed);
    return result.kind === 'ok' ? {kind: 'ok', payment: result.value as TossPayment} : result;
  }

  type Sent = {kind: 'ok'; value: object} | {kind: 'error'; status: number; code: string; message: string} | {kind: 'unknown'; reason: string};

  /** One request; `isAnswer` tells Toss's object of this endpoint from anything else a 2xx may carry. */
  async function send(method: 'GET' | 'POST', path: string, body: unknown, idempotencyKey: string | undefined, isAnswer: (parsed: object) => boolean): Promise<Sent> {
    const headers: Record<string, string> = {authorization, 'accept-language': 'en-US'};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(new URL(path, settings.baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
        cache: 'no-store',
      });
    } catch (error) {
      // A timeout or a dropped connection: Toss may have approved it. Only a lookup can tell.
      return {kind: 'unknown', reason: error instanceof Error ? error.name : 'network'};
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (response.ok && parsed && typeof parsed === 'object' && isAnswer(parsed)) return {kind: 'ok', value: parsed};
    const error = (parsed ?? {}) as {code?: string; message?: string};
    // 5xx: Toss's own docs say the outcome is unknown; look the payment up before deciding.
    if (response.status >= 500) return {kind: 'unknown', reason: error.code ?? `HTTP ${response.status}`};
    return {kind: 'error', status: response.status, code: error.code ?? `HTTP_${response.status}`, message: error.message ?? ''};
  }

  return {
    confirm: async (input: {paymentKey: string; orderId: string; amount: number}, idempotencyKey: string) =>
      isTossPaymentKey(input.paymentKey) ? call('POST', '/v1/payments/confirm', input, idempotencyKey) : UNKNOWN_KEY,
    get: async (paymentKey: string) => (isTossPaymentKey(paymentKey) ? call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`) : UNKNOWN_KEY),
    cancel: async (
      paymentKey: string,
      input: {cancelReason: string; cancelAmount?: number; refundReceiveAccount?: {bank: string; accountNumber: string; holderName: string}},
      idempotencyKey: string,
    ) => (isTossPaymentKey(paymentKey) ? call('POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, input, idempotencyKey) : UNKNOWN_KEY),
    /** Issues a cash receipt (현금영수증 발급); the Idempotency-Key makes a re-send return the first answer. */
    issueCashReceipt: async (input: TossCashReceiptRequest, idempotencyKey: string): Promise<TossCashReceiptResult> => {
      const result = await send('POST', '/v1/cash-receipts', input, idempotencyKey, (parsed) => 'receiptKey' in parsed);
      return result.kind === 'ok' ? {kind: 'ok', receipt: result.value as TossCashReceipt} : result;
    },
  };
}

export type TossApi = ReturnType<typeof tossApi>;
