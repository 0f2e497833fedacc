/**
 * Toss Payments as a payment provider (Korea, KRW): the browser's payment widget authorises, the
 * server confirms. Confirm uses one Idempotency-Key per attempt and payment key, so a retry after a
 * timeout gets Toss's first answer; ALREADY_PROCESSED_PAYMENT and unknown outcomes are settled by
 * looking the payment up, never by guessing. Anyone can send any payment key with an attempt's
 * order id, so a key counts for an attempt only once Toss shows it is that attempt's payment
 * (Toss's record carries the attempt's order id): another order's payment never settles it, and
 * a key Toss refuses for this order leaves the attempt as it was. Refunds are cancels with one
 * Idempotency-Key per ledger row, re-sent to learn a lost answer.
 */
import {randomBytes} from 'node:crypto';
import {CASH_RECEIPT_METHODS, TOSS_CASH_RECEIPT_TYPE} from '../cash-receipt';
import {methodParts, tossMethod} from '../method';
import type {CashReceiptIssue, CashReceiptIssueResult, ConfirmResult, PaymentOrder, PaymentProvider, RefundRequest, RefundResult} from '../types';
import {tossApi, type TossApiSettings, type TossCashReceipt, type TossPayment, type TossResult} from './api';

export interface TossSettings extends TossApiSettings {
  clientKey: string;
}

const ATTEMPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The attempt a Toss payment must belong to: Toss's order id for it, and the amount in KRW. */
export interface TossAttempt {
  orderId: string;
  amount: number;
}

/** What Toss's record of a payment means for this attempt. Another order's payment says nothing about it. */
export function tossOutcome(payment: TossPayment, attempt: TossAttempt): ConfirmResult {
  if (payment.orderId !== attempt.orderId) return {status: 'wrong_key', code: 'NOT_FOUND_PAYMENT'};
  if (payment.totalAmount !== attempt.amount || (payment.currency && payment.currency !== 'KRW')) return {status: 'failed', code: 'AMOUNT_MISMATCH'};
  const method = tossMethod(payment);
  if (payment.status === 'DONE') return {status: 'paid', method, details: payment.receipt?.url ? {receiptUrl: payment.receipt.url} : undefined};
  if (payment.status === 'WAITING_FOR_DEPOSIT' && payment.virtualAccount) {
    const {accountNumber, bankCode, dueDate, customerName} = payment.virtualAccount;
    return {status: 'awaiting_deposit', method, details: {virtualAccount: {accountNumber, bankCode, dueDate, customerName}}, depositSecret: payment.secret ?? undefined};
  }
  if (payment.status === 'IN_PROGRESS' || payment.status === 'READY') return {status: 'unknown', reason: payment.status};
  return {status: 'failed', code: payment.status};
}

/** Toss keeps an Idempotency-Key's answer for 15 days; past 14, a re-send could cancel again. */
const CANCEL_KEY_KEPT_MS = 14 * 86_400_000;

/**
 * What Toss's answer to a cancel says about it. The answer is the payment as that cancel left it,
 * so the cancel is the last of `cancels` (Toss replays this same answer for the same key).
 */
export function tossRefundOutcome(result: TossResult, amount: number): RefundResult {
  if (result.kind === 'unknown') return {status: 'unknown', reason: result.reason};
  if (result.kind === 'error') {
    // A request with this key is still being processed at Toss: its answer decides.
    if (result.code === 'IDEMPOTENT_REQUEST_PROCESSING' || result.status === 409) return {status: 'unknown', reason: result.code};
    return {status: 'failed', message: result.code};
  }
  const cancel = result.payment.cancels?.at(-1);
  if (!cancel?.transactionKey || cancel.cancelAmount !== amount) return {status: 'unknown', reason: 'cancel not found in the answer'};
  return {status: 'succeeded', reference: cancel.transactionKey};
}

/** Toss's order name (docs/payments.md, Toss Payments): '{title} x {quantity}장' for a service (quantity = images), the product's name otherwise; at most 100 characters. */
export function tossOrderName(order: PaymentOrder): string {
  const name = order.kind === 'service' ? `${order.title} x ${order.quantity}장` : order.title;
  return name.slice(0, 100);
}

const issuedReceipt = (receipt: TossCashReceipt): CashReceiptIssueResult => ({
  status: 'issued',
  receiptKey: receipt.receiptKey,
  issueNumber: receipt.issueNumber ?? null,
  receiptUrl: receipt.receiptUrl ?? null,
});

export function tossProvider(settings: TossSettings): PaymentProvider & {api: ReturnType<typeof tossApi>} {
  const api = tossApi(settings);

  async function settleByLookup(paymentKey: string, attempt: TossAttempt, fallback: ConfirmResult): Promise<ConfirmResult> {
    const looked: TossResult = await api.get(paymentKey);
    if (looked.kind === 'ok') return tossOutcome(looked.payment, attempt);
    // Toss has no payment by this key at all: it cannot be this attempt's.
    if (looked.kind === 'error' && looked.code === 'NOT_FOUND_PAYMENT') return {status: 'wrong_key', code: 'NOT_FOUND_PAYMENT'};
    return fallback;
  }

  /** One cancel of the ledger: its row id in the Idempotency-Key, the same for every send. */
  async function cancel(request: RefundRequest): Promise<RefundResult> {
    const body = {cancelReason: request.reason.slice(0, 200), cancelAmount: request.amount, ...(request.refundAccount ? {refundReceiveAccount: request.refundAccount} : {})};
    return tossRefundOutcome(await api.cancel(request.reference, body, `toss:cancel:${request.reference}:${request.refundId}`), request.amount);
  }

  return {
    id: 'toss',
    demo: false,
    clientKey: settings.clientKey,
    // Toss's live keys are live_gsk_…/live_gck_… (test ones test_…).
    live: settings.secretKey.startsWith('live_'),
    api,
    attemptOrderId: (orderNumber) => `${orderNumber}-${Array.from(randomBytes(4), (b) => ATTEMPT_ALPHABET[b % ATTEMPT_ALPHABET.length]).join('')}`,
    async start({order, successUrl, failUrl, reference, cashReceipt}) {
      return {
        kind: 'widget',
        providerOrderId: reference,
        clientKey: settings.clientKey,
        orderName: tossOrderName(order),
        amount: order.amount,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        successUrl,
        failUrl,
        ...(cashReceipt ? {cashReceiptType: TOSS_CASH_RECEIPT_TYPE[cashReceipt.type]} : {}),
      };
    },
    async confirm({order, paymentKey, amount, providerOrderId}) {
      if (!providerOrderId) return {status: 'failed', code: 'NOT_FOUND_PAYMENT'};
      if (amount !== order.amount) return {status: 'failed', code: 'AMOUNT_MISMATCH'};
      const attempt: TossAttempt = {orderId: providerOrderId, amount: order.amount};
      const result = await api.confirm({paymentKey, orderId: providerOrderId, amount: order.amount}, `toss:confirm:${providerOrderId}:${paymentKey}`);
      if (result.kind === 'ok') return tossOutcome(result.payment, attempt);
      if (result.kind === 'unknown') {
        // Retry once with the same key: if the first call reached Toss, this returns its answer.
        const again = await api.confirm({paymentKey, orderId: providerOrderId, amount: order.amount}, `toss:confirm:${providerOrderId}:${paymentKey}`);
        if (again.kind === 'ok') return tossOutcome(again.payment, attempt);
        return settleByLookup(paymentKey, attempt, {status: 'unknown', reason: result.reason});
      }
      if (result.code === 'ALREADY_PROCESSED_PAYMENT') return settleByLookup(paymentKey, attempt, {status: 'unknown', reason: result.code});
      // Toss refused. A decline of this attempt's own payment fails it; a key that is not this
      // attempt's (a guess, another order's: NOT_FOUND_PAYMENT_SESSION) must not. Toss's record tells which.
      const looked = await api.get(paymentKey);
      const own = looked.kind === 'ok' ? tossOutcome(looked.payment, attempt) : null;
      // A refused confirm charged nothing under this key for this order, so when the lookup cannot tell, the attempt is left as it was.
      if (!own || own.status === 'wrong_key') return {status: 'wrong_key', code: result.code};
      // The refusal stands unless Toss's own record says the payment went through after all.
      if (own.status === 'paid' || own.status === 'awaiting_deposit') return own;
      return {status: 'failed', code: result.code, message: result.message || undefined};
    },
    async refund(request) {
      const first = await cancel(request);
      // A timeout or dropped connection: the same key again returns Toss's first answer if the cancel got there.
      return first.status === 'unknown' ? cancel(request) : first;
    },
    /**
     * Toss lists a payment's cancels without any id of ours, so a lost answer is recovered by
     * sending the cancel again with the same Idempotency-Key: Toss answers with the original
     * result if it got the first request, and makes the cancel now (still reserved in the ledger)
     * if it did not.
     */
    async lookupRefund(request) {
      if (Date.now() - request.requestedAt.getTime() > CANCEL_KEY_KEPT_MS) return {status: 'unknown', reason: 'idempotency key expired at Toss: settle by hand'};
      return cancel(request);
    },
    /**
     * Toss's record first: a card or easy payment gets none; one the buyer also asked for in Toss's
     * own window was issued by Toss (a second would be issued twice); a virtual account gets one
     * once deposited. Otherwise POST /v1/cash-receipts with the attempt's order id, the buyer's
     * number and one Idempotency-Key per payment, so a re-send after a lost answer issues once.
     */
    async issueCashReceipt(request: CashReceiptIssue): Promise<CashReceiptIssueResult> {
      const looked = await api.get(request.reference);
      if (looked.kind !== 'ok') return {status: 'pending', reason: looked.kind === 'error' ? looked.code : looked.reason};
      const payment = looked.payment;
      if (payment.orderId !== request.providerOrderId) return {status: 'failed', code: 'NOT_FOUND_PAYMENT'};
      if (!CASH_RECEIPT_METHODS.includes(methodParts(tossMethod(payment)).method)) return {status: 'not_applicable'};
      if (payment.cashReceipt?.receiptKey) return issuedReceipt(payment.cashReceipt);
      if (payment.status !== 'DONE') return {status: 'pending', reason: payment.status};
      const issued = await api.issueCashReceipt(
        {amount: request.amount, orderId: request.providerOrderId, orderName: request.orderName, customerIdentityNumber: request.registrationNumber, type: TOSS_CASH_RECEIPT_TYPE[request.type]},
        `toss:cash-receipt:${request.paymentId}`,
      );
      if (issued.kind === 'ok') return issuedReceipt(issued.receipt);
      if (issued.kind === 'unknown' || issued.status === 409) return {status: 'pending', reason: issued.kind === 'unknown' ? issued.reason : issued.code};
      return {status: 'failed', code: issued.code};
    },
  };
}
