'use client';

import {useTranslations} from 'next-intl';
import {AGREEMENT_ID, PAYMENT_METHODS_ID, type WidgetState} from './useTossWidget';
import {CashReceiptField, type CashReceiptChoice} from './CashReceiptField';

interface Props {
  id: string;
  state: WidgetState;
  cashReceipt: CashReceiptChoice;
  onCashReceipt: (next: CashReceiptChoice) => void;
  cashReceiptError: string | undefined;
}

/** Toss Payments' widget (Korea): its payment methods and agreement, the 현금영수증 request, and what went wrong loading it. */
export function PaymentMethod({id, state, cashReceipt, onCashReceipt, cashReceiptError}: Props) {
  const t = useTranslations('Checkout');
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold">{t('paymentMethod')}</h3>
      {state.status === 'loading' ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted">
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-line border-t-ink motion-reduce:animate-none" />
          {t('widgetLoading')}
        </p>
      ) : null}
      <div id={PAYMENT_METHODS_ID} className="mt-2" />
      <div id={AGREEMENT_ID} />
      <CashReceiptField value={cashReceipt} onChange={onCashReceipt} error={cashReceiptError} numberId={`${id}-cash-receipt-number`} />
      {state.status === 'error' ? (
        <div role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-700">
          <p>{state.reason === 'dom' ? t('widgetDomError') : t('widgetLoadFailed')}</p>
          <button type="button" onClick={() => window.location.reload()} className="mt-2 rounded-full border border-red-300 bg-white px-4 py-1.5 text-sm font-semibold">
            {t('reload')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
