/**
 * Toss Payments as a payment provider (Korea, KRW): the browser's payment widget authorises, the
 * server confirms. Confirm uses one Idempotency-Key per attempt and payment key, so a retry after a
 * timeout gets Toss's first answer; ALREADY_PROCESSED_PAYMENT and unknown outcomes are settled by
 * looking the payment up, never by guessing.
 */
import {randomBytes} from 'node:crypto';
import type {ConfirmResult, PaymentOrder, PaymentProvider} from '../types';
import {tossApi, type TossApiSettings, type TossPayment, type TossResult} from './api';

export interface TossSettings extends TossApiSettings {
  clientKey: string;
}

const ATTEMPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** What Toss's payment status means for the shop. */
export function tossOutcome(payment: TossPayment, expectedAmount: number): ConfirmResult {
  if (payment.totalAmount !== expectedAmount || (payment.currency && payment.currency !== 'KRW')) return {status: 'failed', code: 'AMOUNT_MISMATCH'};
  const method = payment.virtualAccount ? 'virtual_account' : payment.card ? 'card' : 'toss';
  if (payment.status === 'DONE') return {status: 'paid', method};
  if (payment.status === 'WAITING_FOR_DEPOSIT' && payment.virtualAccount) {
    const {accountNumber, bankCode, dueDate, customerName} = payment.virtualAccount;
    return {status: 'awaiting_deposit', method, details: {virtualAccount: {accountNumber, bankCode, dueDate, customerName}}, depositSecret: payment.secret ?? undefined};
  }
  if (payment.status === 'IN_PROGRESS' || payment.status === 'READY') return {status: 'unknown', reason: payment.status};
  return {status: 'failed', code: payment.status};
}

/** Spec: '{title} x {quantity}장' for a service (quantity = images), the product's name otherwise; at most 100 characters. */
export function tossOrderName(order: PaymentOrder): string {
  const name = order.kind === 'service' ? `${order.title} x ${order.quantity}장` : order.title;
  return name.slice(0, 100);
}

export function tossProvider(settings: TossSettings): PaymentProvider & {api: ReturnType<typeof tossApi>} {
  const api = tossApi(settings);

  async function settleByLookup(paymentKey: string, amount: number, fallback: ConfirmResult): Promise<ConfirmResult> {
    const looked: TossResult = await api.get(paymentKey);
    if (looked.kind === 'ok') return tossOutcome(looked.payment, amount);
    return fallback;
  }

  return {
    id: 'toss',
    demo: false,
    clientKey: settings.clientKey,
    api,
    attemptOrderId: (orderNumber) => `${orderNumber}-${Array.from(randomBytes(4), (b) => ATTEMPT_ALPHABET[b % ATTEMPT_ALPHABET.length]).join('')}`,
    async start({order, successUrl, failUrl, reference}) {
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
      };
    },
    async confirm({order, paymentKey, amount, providerOrderId}) {
      if (!providerOrderId) return {status: 'failed', code: 'NOT_FOUND_PAYMENT'};
      if (amount !== order.amount) return {status: 'failed', code: 'AMOUNT_MISMATCH'};
      const result = await api.confirm({paymentKey, orderId: providerOrderId, amount: order.amount}, `toss:confirm:${providerOrderId}:${paymentKey}`);
      if (result.kind === 'ok') return tossOutcome(result.payment, order.amount);
      if (result.kind === 'unknown') {
        // Retry once with the same key: if the first call reached Toss, this returns its answer.
        const again = await api.confirm({paymentKey, orderId: providerOrderId, amount: order.amount}, `toss:confirm:${providerOrderId}:${paymentKey}`);
        if (again.kind === 'ok') return tossOutcome(again.payment, order.amount);
        return settleByLookup(paymentKey, order.amount, {status: 'unknown', reason: result.reason});
      }
      if (result.code === 'ALREADY_PROCESSED_PAYMENT') return settleByLookup(paymentKey, order.amount, {status: 'unknown', reason: result.code});
      return {status: 'failed', code: result.code, message: result.message || undefined};
    },
    async refund(reference, amount, reason, refundKey, refundAccount) {
      const result = await api.cancel(reference, {cancelReason: reason.slice(0, 200), cancelAmount: amount, ...(refundAccount ? {refundReceiveAccount: refundAccount} : {})}, `toss:cancel:${reference}:${refundKey}`);
      return result.kind === 'ok' ? {ok: true} : {ok: false, message: result.kind === 'error' ? result.code : result.reason};
    },
  };
}
