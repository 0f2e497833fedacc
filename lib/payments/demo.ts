/**
 * Demo payments: used whenever no real provider is configured. Nothing is charged: the customer
 * sees a clearly labelled page with Approve and Cancel, and approving returns through the same
 * success page and confirm path as Toss Payments and Stripe.
 */
import {randomBytes} from 'node:crypto';
import type {PaymentProvider} from './types';

export const demoProvider: PaymentProvider = {
  id: 'demo',
  demo: true,
  async start({order, reference, successUrl}) {
    // Our own demo page, next to the success page: /{country}[/{lang}]/payment/demo.
    const url = new URL(successUrl);
    url.pathname = url.pathname.replace(/\/payment\/success$/, '/payment/demo');
    url.search = new URLSearchParams({orderId: order.number, amount: String(order.amount), paymentKey: reference}).toString();
    return {kind: 'redirect', url: url.toString(), reference};
  },
  async confirm({order, paymentKey, amount, reference}) {
    if (!reference || paymentKey !== reference) return {status: 'failed', code: 'NOT_FOUND_PAYMENT'};
    if (amount !== order.amount) return {status: 'failed', code: 'AMOUNT_MISMATCH'};
    return {status: 'paid', method: 'demo'};
  },
  // Nothing was charged, so every refund "succeeds", also when reconciliation asks after a crash.
  async refund({refundId}) {
    return {status: 'succeeded', reference: `demo_refund_${refundId}`};
  },
  async lookupRefund({refundId}) {
    return {status: 'succeeded', reference: `demo_refund_${refundId}`};
  },
};

/** A demo payment key: like Toss's, long and random. */
export const demoReference = () => `demo_${randomBytes(18).toString('base64url')}`;
