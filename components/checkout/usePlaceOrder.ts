'use client';

import {useState} from 'react';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {placeOrderAction, startPaymentAction} from '@/lib/orders/actions';
import type {OrderInput} from '@/lib/orders/schema';
import {toast} from '@/lib/toast';
import {cashReceiptOf, type CashReceiptChoice} from './CashReceiptField';
import {idempotencyKey} from './idempotency';
import {tossErrorCode, type TossPaymentRequest, type useTossWidget} from './useTossWidget';

interface Options {
  id: string;
  country: CountryCode;
  lang: Language;
  checkoutKey: string;
  widget: {clientKey: string; customerKey: string | null} | null;
  toss: ReturnType<typeof useTossWidget>;
  cashReceipt: CashReceiptChoice;
  setCashReceiptError: (error: string | undefined) => void;
}

/**
 * Pay, once the form is valid: the cash receipt checked with the server's schema, the order
 * placed (the server prices it), the payment started and handed to Toss's widget or the
 * provider's page; each failure a toast, with the form usable again.
 */
export function usePlaceOrder({id, country, lang, checkoutKey, widget, toss, cashReceipt, setCashReceiptError}: Options) {
  const t = useTranslations('Checkout');
  const [processing, setProcessing] = useState(false);
  const widgetReady = !widget || toss.state.status === 'ready';

  async function place(order: OrderInput) {
    if (!widgetReady) {
      toast({title: t('paymentFailed'), description: t('widgetNotReady'), variant: 'destructive'});
      return;
    }
    const receipt = widget ? cashReceiptOf(cashReceipt) : ({ok: true, value: undefined} as const);
    setCashReceiptError(receipt.ok ? undefined : receipt.error);
    if (!receipt.ok) {
      // By its id: the number field is focused from the submit handler, never read during render.
      document.getElementById(`${id}-cash-receipt-number`)?.focus();
      toast({title: t('requiredTitle'), description: t(`errors.${receipt.error}` as 'errors.invalid'), variant: 'destructive'});
      return;
    }
    setProcessing(true);
    try {
      const body = {...order, idempotencyKey: idempotencyKey(checkoutKey, order)};
      const page = {country, language: lang};
      const created = await callAction(() => placeOrderAction(page, body));
      if (!created.ok || !created.data?.orderId) {
        toast({title: t('orderFailed'), description: created.message || t('orderFailedDescription'), variant: 'destructive'});
        setProcessing(false);
        return;
      }
      const {orderId, guestToken} = created.data;
      const started = await callAction(() => startPaymentAction(page, {orderId, token: guestToken, ...(receipt.value ? {cashReceipt: receipt.value} : {})}));
      const payment = started.ok ? started.data : undefined;
      if (payment?.widget && widget) {
        await payWithWidget(payment.widget);
        return;
      }
      if (!payment?.url) {
        toast({title: t('paymentFailed'), description: started.message || t('paymentFailedDescription'), variant: 'destructive'});
        setProcessing(false);
        return;
      }
      window.location.assign(payment.url);
    } catch {
      toast({title: t('paymentFailed'), description: t('paymentFailedDescription'), variant: 'destructive'});
      setProcessing(false);
    }
  }

  /** Hands over to Toss, which redirects to our success or fail page; a rejection stays here with its message. */
  async function payWithWidget(start: Omit<TossPaymentRequest, 'orderId'> & {providerOrderId: string}) {
    try {
      const {providerOrderId, ...request} = start;
      await toss.request({...request, orderId: providerOrderId});
    } catch (error) {
      const code = tossErrorCode(error);
      if (code === 'USER_CANCEL') toast({title: t('cancelled'), description: t('cancelledDescription')});
      else if (code === 'NOT_RENDERED_PAYMENT_METHODS_UI') toast({title: t('paymentFailed'), description: t('notRendered'), variant: 'destructive'});
      else if (code === 'NOT_SELECTED_PAYMENT_METHOD') toast({title: t('paymentFailed'), description: t('selectMethod'), variant: 'destructive'});
      else toast({title: t('paymentFailed'), description: (error instanceof Error && error.message) || t('paymentFailedDescription'), variant: 'destructive'});
      setProcessing(false);
    }
  }

  return {processing, widgetReady, place};
}
