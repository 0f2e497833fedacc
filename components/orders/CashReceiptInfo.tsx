import {getTranslations} from 'next-intl/server';
import type {CashReceiptView} from '@/lib/payments/cash-receipt';

/**
 * The 현금영수증 asked for with an order's payment, on its order page and its receipt: the purpose,
 * the number as masked, where it stands, and Toss's own page of it once issued.
 */
export async function CashReceiptInfo({receipt, className = ''}: {receipt: CashReceiptView; className?: string}) {
  const t = await getTranslations('Checkout.cashReceipt');
  return (
    <section aria-labelledby="cash-receipt-title" className={className} data-testid="cash-receipt">
      <h2 id="cash-receipt-title" className="font-semibold">
        {t('title')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('typeLabel')}</dt>
        <dd>{t(`types.${receipt.type}`)}</dd>
        <dt className="text-muted">{t(`numberLabels.${receipt.type}`)}</dt>
        <dd>{receipt.number}</dd>
        <dt className="text-muted">{t('statusLabel')}</dt>
        <dd>{t(`statuses.${receipt.status}`)}</dd>
        {receipt.issueNumber ? (
          <>
            <dt className="text-muted">{t('issueNumber')}</dt>
            <dd>{receipt.issueNumber}</dd>
          </>
        ) : null}
      </dl>
      {receipt.receiptUrl ? (
        <p className="mt-2 text-sm print:hidden">
          <a href={receipt.receiptUrl} target="_blank" rel="noopener noreferrer" className="underline">
            {t('view')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
