/**
 * Issuing the cash receipt a buyer asked for at checkout (lib/payments/cash-receipt): once their
 * attempt is paid (a transfer at its confirm, a virtual account at its deposit), the provider is
 * asked to issue it; a card or easy payment drops the request. Never fails the payment: a receipt
 * Toss could not issue is recorded as failed (the studio can issue it by hand), one without an
 * answer stays requested and is asked again (same idempotency key) by the next confirm, deposit
 * or reconciliation run.
 */
import type {PrismaClient} from '@/lib/db/client';
import {appPaymentProviders, type PaymentProviders} from './index';
import {paymentOrder} from './order';
import {methodParts} from './method';
import {CASH_RECEIPT_METHODS, cashReceiptView, type CashReceiptView} from './cash-receipt';
import {surplusKey} from './refund';
import {tossOrderName} from './toss/provider';
import {MONEY_TAKEN} from './transitions';
import type {CashReceiptIssueResult} from './types';

/** What became of the payment's cash receipt request; null when it has none still open. */
export async function settleCashReceipt(db: PrismaClient, paymentId: string, providers: PaymentProviders = appPaymentProviders()): Promise<CashReceiptIssueResult | null> {
  try {
    const receipt = await db.cashReceipt.findUnique({where: {paymentId}, include: {payment: {include: {order: {include: {items: {orderBy: {position: 'asc'}}}}}}}});
    if (!receipt || receipt.status !== 'requested') return null;
    const {payment} = receipt;
    const method = payment.method ? methodParts(payment.method).method : null;
    let result: CashReceiptIssueResult;
    if (method && !CASH_RECEIPT_METHODS.includes(method)) result = {status: 'not_applicable'};
    // Money that came for an order no longer awaiting it is given back whole: no receipt for it.
    else if (await db.refund.count({where: {paymentId, idempotencyKey: surplusKey(paymentId)}})) result = {status: 'not_applicable'};
    else if (payment.status !== 'succeeded') return {status: 'pending', reason: payment.status};
    else {
      const provider = providers.byId(payment.provider);
      if (!provider?.issueCashReceipt || !payment.providerReference || !payment.providerOrderId) result = {status: 'not_applicable'};
      else {
        result = await provider.issueCashReceipt({
          paymentId,
          reference: payment.providerReference,
          providerOrderId: payment.providerOrderId,
          orderName: tossOrderName(paymentOrder(payment.order)),
          amount: payment.amount,
          type: receipt.type,
          registrationNumber: receipt.registrationNumber,
        });
      }
    }
    if (result.status === 'pending') return result;
    // Only from 'requested': a settle running at the same time (a confirm and a webhook) records once.
    await db.cashReceipt.updateMany({
      where: {id: receipt.id, status: 'requested'},
      data:
        result.status === 'issued'
          ? {status: 'issued', receiptKey: result.receiptKey, issueNumber: result.issueNumber, receiptUrl: result.receiptUrl, failureCode: null}
          : result.status === 'failed'
            ? {status: 'failed', failureCode: result.code}
            : {status: 'not_applicable'},
    });
    if (result.status === 'failed') console.warn(`cash receipt for payment ${paymentId} refused: ${result.code} (issue it by hand)`);
    return result;
  } catch (error) {
    console.error(`cash receipt for payment ${paymentId}`, error);
    return {status: 'pending', reason: error instanceof Error ? error.message : 'error'};
  }
}

/** Receipts still requested for attempts paid a while ago (Toss did not answer): asked again, one by one. */
export async function retryCashReceipts(db: PrismaClient, providers: PaymentProviders, olderThanMs = 60_000): Promise<void> {
  const open = await db.cashReceipt.findMany({where: {status: 'requested', payment: {status: 'succeeded'}, updatedAt: {lt: new Date(Date.now() - olderThanMs)}}, select: {paymentId: true}, take: 100});
  for (const {paymentId} of open) await settleCashReceipt(db, paymentId, providers);
}

/** The cash receipt asked for with the payment that paid an order (or whose deposit is awaited), for its pages. */
export async function cashReceiptOfOrder(db: PrismaClient, orderId: string): Promise<CashReceiptView | null> {
  const row = await db.cashReceipt.findFirst({where: {payment: {orderId, status: {in: [...MONEY_TAKEN, 'awaiting_deposit']}}}, orderBy: {createdAt: 'desc'}});
  return row ? cashReceiptView(row) : null;
}
