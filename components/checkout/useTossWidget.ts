'use client';

import {useEffect, useRef, useState} from 'react';
import {ANONYMOUS, loadTossPayments, type TossPaymentsWidgets} from '@tosspayments/tosspayments-sdk';

/** The payment widget initialises 500 ms after the page appears (docs/payments.md, Toss Payments). */
export const WIDGET_INIT_DELAY_MS = 500;
export const PAYMENT_METHODS_ID = 'toss-payment-methods';
export const AGREEMENT_ID = 'toss-agreement';

export type WidgetState = {status: 'loading'} | {status: 'ready'} | {status: 'error'; reason: 'dom' | 'load'};

export interface TossPaymentRequest {
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  customerEmail: string;
  successUrl: string;
  failUrl: string;
  /** The cash receipt the buyer asked for, in Toss's words: Toss's virtual-account window starts with this purpose. */
  cashReceiptType?: '소득공제' | '지출증빙';
}

/**
 * Toss Payments' widget (payment methods + agreement) for a KRW amount, once `shown` (its
 * containers are on the page). Rendered once per mount:
 * the handles live in refs and are destroyed on unmount, so React's strict-mode double effect never
 * renders twice; a changed amount only calls setAmount. `request` sets the server's amount and
 * hands over to Toss, which redirects to the success or fail page (or rejects, e.g. USER_CANCEL).
 */
export function useTossWidget(widget: {clientKey: string; customerKey: string | null} | null, amount: number, shown: boolean) {
  const [state, setState] = useState<WidgetState>({status: 'loading'});
  const widgets = useRef<TossPaymentsWidgets | null>(null);
  const amountRef = useRef(amount);
  useEffect(() => {
    amountRef.current = amount;
  }, [amount]);
  const clientKey = widget?.clientKey;
  const customerKey = widget?.customerKey ?? ANONYMOUS;

  useEffect(() => {
    // Only once the payment section is on the page (after the visitor chose to log in or continue as a guest).
    if (!clientKey || !shown) return;
    let cancelled = false;
    const destroyers: (() => Promise<void>)[] = [];
    const timer = setTimeout(async () => {
      try {
        const toss = await loadTossPayments(clientKey);
        if (cancelled) return;
        if (!document.getElementById(PAYMENT_METHODS_ID) || !document.getElementById(AGREEMENT_ID)) {
          setState({status: 'error', reason: 'dom'});
          return;
        }
        const instance = toss.widgets({customerKey});
        await instance.setAmount({currency: 'KRW', value: amountRef.current});
        const [methods, agreement] = await Promise.all([
          instance.renderPaymentMethods({selector: `#${PAYMENT_METHODS_ID}`, variantKey: 'DEFAULT'}),
          instance.renderAgreement({selector: `#${AGREEMENT_ID}`, variantKey: 'AGREEMENT'}),
        ]);
        destroyers.push(methods.destroy, agreement.destroy);
        if (cancelled) {
          void Promise.all(destroyers.map((destroy) => destroy())).catch((error: unknown) => console.error('toss widget cleanup', error));
          return;
        }
        widgets.current = instance;
        setState({status: 'ready'});
      } catch (error) {
        console.error('toss widget', error);
        if (!cancelled) setState({status: 'error', reason: 'load'});
      }
    }, WIDGET_INIT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      widgets.current = null;
      // Cleanup errors are only logged: the widget is going away anyway.
      void Promise.all(destroyers.map((destroy) => destroy())).catch((error: unknown) => console.error('toss widget cleanup', error));
    };
  }, [clientKey, customerKey, shown]);

  // A new quantity changes the amount without rendering the widget again (its selection stays).
  useEffect(() => {
    if (state.status !== 'ready') return;
    widgets.current?.setAmount({currency: 'KRW', value: amount}).catch((error: unknown) => console.error('toss setAmount', error));
  }, [amount, state.status]);

  async function request(payment: TossPaymentRequest): Promise<void> {
    const instance = widgets.current;
    if (!instance) throw Object.assign(new Error('not ready'), {code: 'NOT_RENDERED_PAYMENT_METHODS_UI'});
    // The server's amount is the one Toss is asked for, whatever the page showed.
    await instance.setAmount({currency: 'KRW', value: payment.amount});
    await instance.requestPayment({
      orderId: payment.orderId,
      orderName: payment.orderName,
      customerName: payment.customerName.slice(0, 100),
      customerEmail: payment.customerEmail.slice(0, 100),
      successUrl: payment.successUrl,
      failUrl: payment.failUrl,
      // The widget's documented option (SDK 2.x): the number itself goes to Toss from our server once paid (lib/payments/cash-receipt-issue).
      ...(payment.cashReceiptType ? {virtualAccount: {cashReceipt: {type: payment.cashReceiptType}}} : {}),
    });
  }

  return {state, request};
}

/** The error code a widget call rejected with (Toss errors carry `code`). */
export function tossErrorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}
