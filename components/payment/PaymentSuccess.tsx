'use client';

import {useEffect, useRef, useState} from 'react';
import Link from 'next/link';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {openBrief, type BriefTarget} from '@/lib/briefs/events';
import {pendingBriefs} from '@/lib/briefs/targets';
import {cartChanged} from '@/lib/cart/client';
import {callAction} from '@/lib/commands/call';
import {pageLocale, type CountryCode} from '@/lib/countries';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {confirmPaymentAction} from '@/lib/orders/actions';
import {formatMoney} from '@/lib/money';
import {methodLabel, type MethodTexts} from '@/lib/payments/method';
import {bankName} from '@/lib/payments/toss/banks';
import {toast} from '@/lib/toast';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {buttonClass} from '@/components/ui/buttonClass';

/** The confirmed payment, as the confirm command answers it. */
type PaymentData = NonNullable<Extract<Awaited<ReturnType<typeof confirmPaymentAction>>, {ok: true}>['data']>['paymentData'];

interface Props {
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
}

/** The briefs the paid order still waits for (one per line), as the brief form needs them. */
function briefTargets(paid: PaymentData, country: CountryCode, lang: Language, tb: ReturnType<typeof useTranslations<'Brief'>>): BriefTarget[] {
  const texts = {
    deliveryDays: (range: {from: number; to: number}) => tb('deliveryDays', range),
    deliveryDay: (count: number) => tb('deliveryDay', {count}),
    deliveryQuote: tb('deliveryQuote'),
    quote: tb('quotePrice'),
  };
  return pendingBriefs({id: paid.orderUuid, status: paid.status, currency: paid.currency, items: paid.items}, {country, lang}, texts, {token: paid.orderToken, orderPath: paid.orderUrl});
}

export default function ScopedPaymentSuccess({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <PaymentSuccess {...props} />
    </IntlScope>
  );
}

/**
 * The payment success page (docs/storefront.md). Reads orderId, amount and paymentKey from the address, shows 'checking
 * payment' while the server confirms, then the result (or the fail page). Confirming again on a
 * refresh changes nothing on the server. A paid service order opens its brief.
 */
/** While a payment is being confirmed the page asks again every few seconds, for about three minutes. */
const PENDING_EVERY_MS = 3_000;
const PENDING_TRIES = 60;

function PaymentSuccess({country, lang}: Omit<Props, 'messages'>) {
  const t = useTranslations('Payment');
  const tb = useTranslations('Brief');
  const router = useRouter();
  const [data, setData] = useState<PaymentData | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  // Confirmed once per visit: the confirm action can refresh the page (it sets the cart count
  // cookie), which gives the translators new identities; running again would open the brief twice
  // and reset what the buyer had started typing in it.
  const confirming = useRef(false);
  // A buyer who left the page stops its asking (the effect below runs once per visit, whatever re-renders).
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  useEffect(() => {
    if (confirming.current) return;
    confirming.current = true;
    const query = new URLSearchParams(window.location.search);
    const orderId = query.get('orderId');
    const amount = query.get('amount');
    const paymentKey = query.get('paymentKey');
    // The fail page explains the code itself (lib/payments/fail-codes); no text travels in the URL.
    const fail = (code: string) => router.replace(`${localizedPath(country, lang, '/payment/fail')}?${new URLSearchParams({code, ...(orderId ? {orderId} : {})})}`);
    if (!orderId || !amount || !paymentKey) {
      fail('MISSING_PARAMETERS');
      return;
    }
    const confirm = async (attempt: number): Promise<void> => {
      try {
        const result = await callAction(() => confirmPaymentAction({country, language: lang}, {orderId, amount, paymentKey}));
        // No answer at all: the network, not the payment (the page can be reloaded safely).
        if (result.status === 0) return fail('NETWORK_ERROR');
        // The provider did not answer yet: not a failure, and nothing is charged twice. The page
        // follows the payment: it asks again (confirming again changes nothing) until it is settled.
        if (!result.ok && result.data?.pending) {
          setPending(result.message || t('pending'));
          if (attempt < PENDING_TRIES) setTimeout(() => void (left.current || confirm(attempt + 1)), PENDING_EVERY_MS);
          return;
        }
        setPending(null);
        if (!result.ok) return fail(result.data?.code ?? 'PAYMENT_FAILED');
        if (!result.data) return fail('PAYMENT_FAILED');
        const body = result.data;
        const paid = body.paymentData;
        setData(paid);
        // A cart order's lines left the cart with the payment (the server updated the count).
        cartChanged();
        const [first] = briefTargets(paid, country, lang, tb);
        // A package or template purchase ends with 'Order Placed' (its brief: the button below).
        if (paid.orderType !== 'service' && !paid.awaitingDeposit) toast({title: t('orderPlaced'), description: t('orderPlacedDescription')});
        // After a service's payment its brief form opens (a virtual account is not paid yet: the button below).
        else if (first && !paid.awaitingDeposit) openBrief({...first, afterPayment: true});
      } catch {
        fail('NETWORK_ERROR');
      }
    };
    void confirm(1);
  }, [country, lang, router, t, tb]);

  if (pending) {
    return (
      <div role="status" className="mx-auto max-w-xl px-4 py-24 text-center">
        <p>{pending}</p>
      </div>
    );
  }
  if (!data) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-24">
        <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-line border-t-ink motion-reduce:animate-none" />
        <p>{t('checking')}</p>
      </div>
    );
  }

  const targets = briefTargets(data, country, lang, tb);
  const facts: [string, string][] = [
    [t('orderNumber'), data.orderId],
    [t('amount'), formatMoney({amount: data.amount, currency: data.currency}, pageLocale(country, lang))],
    [t('method'), methodLabel(data.method, t as unknown as MethodTexts)],
    [t('paymentKey'), (data.paymentKey ?? '').slice(0, 20)],
    [t('product'), data.orderDetails.productName],
    [t('orderer'), data.orderDetails.customerName],
  ];
  const account = data.awaitingDeposit ? data.virtualAccount : null;
  if (account) {
    facts.push([t('bank'), bankName(account.bankCode)], [t('accountNumber'), account.accountNumber], [t('dueDate'), formatDateTime(account.dueDate, countryDates(country, lang))]);
  }
  return (
    <section aria-labelledby="payment-title" className="mx-auto max-w-xl px-4 py-16">
      <p aria-hidden="true" className="grid h-14 w-14 place-items-center rounded-full bg-green-100 text-2xl text-green-700">
        ✓
      </p>
      <h1 id="payment-title" className="mt-4 text-3xl font-bold">
        {account ? t('vaTitle') : t('successTitle')}
      </h1>
      <p className="mt-2 text-muted">{account ? t('vaText') : t('successText')}</p>
      <dl className="mt-8 divide-y divide-line rounded-2xl border border-line bg-white">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-5 py-3 text-sm">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        {targets.map((target) => (
          <button key={target.orderItemId} type="button" onClick={() => openBrief(target)} aria-label={tb('sendBriefFor', {name: target.name})} className={buttonClass()}>
            {targets.length > 1 ? tb('sendBriefFor', {name: target.name}) : t('writeBrief')}
          </button>
        ))}
        <Link href={localizedPath(country, lang, data.orderUrl)} className={buttonClass({variant: 'secondary'})}>
          {t('orderLink')}
        </Link>
        {data.awaitingDeposit ? null : (
          <Link href={localizedPath(country, lang, `${data.orderUrl}/receipt`)} className={buttonClass({variant: 'secondary'})}>
            {t('receipt')}
          </Link>
        )}
        <Link href={localizedPath(country, lang)} className={buttonClass({variant: 'secondary'})}>
          {t('backHome')}
        </Link>
      </div>
      <p className="mt-4 text-xs text-muted">{t('orderLinkHint')}</p>
    </section>
  );
}
