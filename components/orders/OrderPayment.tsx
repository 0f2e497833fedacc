'use client';

import {useId, useState} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {AGREEMENT_ID, PAYMENT_METHODS_ID, tossErrorCode, useTossWidget} from '@/components/checkout/useTossWidget';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {cancelOrderAction, startPaymentAction} from '@/lib/orders/actions';
import {toast} from '@/lib/toast';
import {useHydrated} from '@/components/ui/useHydrated';
import type {BuyerCancel} from '@/lib/orders/transitions';
import {buttonClass} from '@/components/ui/buttonClass';

interface Props {
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
  orderId: string;
  /** The guest link's token when the order was opened through it. */
  token: string | null;
  /** Pay now is offered (an unpaid order, or a priced quote still valid). */
  payable: boolean;
  /** Cancel (an unpaid order), decline (a priced quote: beside its price) or withdraw (a quote request not priced yet). */
  cancel: BuyerCancel | null;
  /** Inside the quote's own box (beside the price it pays or declines): no box or heading of its own. */
  bare?: boolean;
  amount: number;
  /** Toss Payments (Korea): its widget renders here; null when the provider has a hosted page. */
  widget: {clientKey: string; customerKey: string | null} | null;
}

export default function ScopedOrderPayment({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <OrderPayment {...props} />
    </IntlScope>
  );
}

/**
 * An unpaid order's Pay now (a new attempt through the one payment path: the provider's page, or
 * Toss's widget here) and Cancel; a quote's Decline. The server decides whether either is allowed.
 */
function OrderPayment({country, lang, orderId, token, payable, cancel, amount, widget, bare}: Omit<Props, 'messages'>) {
  const t = useTranslations('Order');
  const tc = useTranslations('Checkout');
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const toss = useTossWidget(payable ? widget : null, amount, payable);
  const page = {country, language: lang};
  // Until this component's code runs its buttons would swallow a press: they say so (aria-disabled).
  const hydrated = useHydrated();
  const words = {
    cancel: {button: t('cancelOrder'), confirm: t('cancelConfirm'), yes: t('cancelYes')},
    decline: {button: t('declineOffer'), confirm: t('declineConfirm'), yes: t('declineYes')},
    withdraw: {button: t('withdrawQuote'), confirm: t('withdrawConfirm'), yes: t('withdrawYes')},
  }[cancel ?? 'cancel'];

  async function pay() {
    if (widget && toss.state.status !== 'ready') {
      toast({title: tc('paymentFailed'), description: tc('widgetNotReady'), variant: 'destructive'});
      return;
    }
    setBusy(true);
    const started = await callAction(() => startPaymentAction(page, {orderId, token: token ?? undefined}));
    const payment = started.ok ? started.data : undefined;
    if (payment?.url) {
      window.location.assign(payment.url);
      return;
    }
    if (payment?.widget) {
      const {providerOrderId, ...request} = payment.widget;
      try {
        await toss.request({...request, orderId: providerOrderId});
        return;
      } catch (error) {
        const code = tossErrorCode(error);
        toast(
          code === 'USER_CANCEL'
            ? {title: tc('cancelled')}
            : {title: tc('paymentFailed'), description: code === 'NOT_SELECTED_PAYMENT_METHOD' ? tc('selectMethod') : tc('paymentFailedDescription'), variant: 'destructive'},
        );
        setBusy(false);
        return;
      }
    }
    toast({title: tc('paymentFailed'), description: started.message || tc('paymentFailedDescription'), variant: 'destructive'});
    setBusy(false);
    router.refresh();
  }

  async function cancelIt() {
    setBusy(true);
    const result = await callAction(() => cancelOrderAction(page, {id: orderId, token: token ?? undefined}));
    setBusy(false);
    setConfirming(false);
    toast(result.ok ? {title: result.message} : {title: t('cancelFailed'), description: result.message || undefined, variant: 'destructive'});
    router.refresh();
  }

  const body = (
    <>
      {payable && widget ? (
        <div className="mt-4 space-y-3">
          <div id={PAYMENT_METHODS_ID} />
          <div id={AGREEMENT_ID} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {payable ? (
          <button type="button" disabled={busy} aria-disabled={!hydrated || undefined} onClick={pay} className={buttonClass({size: 'lgSlim'})}>
            {busy ? t('sending') : t('payNow')}
          </button>
        ) : null}
        {cancel && !confirming ? (
          <button type="button" disabled={busy} aria-disabled={!hydrated || undefined} onClick={() => setConfirming(true)} className={buttonClass({variant: 'secondary', size: 'lgSlim'})}>
            {words.button}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="mt-4 rounded-lg bg-paper p-4 text-sm">
          <p id={`${id}-confirm`}>{words.confirm}</p>
          <div className="mt-3 flex gap-3">
            {/* The question takes the focus, so a keyboard or screen-reader user is at the choice. */}
            <button type="button" autoFocus disabled={busy} onClick={cancelIt} className={buttonClass({variant: 'danger', size: 'md'})}>
              {words.yes}
            </button>
            <button type="button" disabled={busy} onClick={() => setConfirming(false)} className={buttonClass({variant: 'secondaryOnPaper', size: 'md'})}>
              {t('keepOrder')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
  if (bare) return <div className="mt-4">{body}</div>;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border border-line bg-white p-5">
      <h2 id={`${id}-title`} className="font-semibold">
        {payable ? t('payTitle') : t('quoteDecideTitle')}
      </h2>
      {body}
    </section>
  );
}
