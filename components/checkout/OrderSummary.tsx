'use client';

import type {ReactNode} from 'react';
import {useTranslations} from 'next-intl';
import type {CheckoutTotal} from '@/lib/checkout/totals';
import type {CarriedPreview} from '@/components/preview/useCarriedPreview';

interface Props {
  id: string;
  /** The chosen figures, as the server computed them (lib/checkout/totals). */
  figures: CheckoutTotal;
  /** A service's price per extra image (named on the extra images' line), formatted; null for anything else. */
  extraPrice: string | null;
  money: (amount: number) => string;
  /** The visitor's own product photo, brought from a preview ("Use this photo"), and how to drop it. */
  carried: {preview: CarriedPreview | null; remove: () => void};
  /** The consent boxes and the payment method (Toss), in that order under the lines. */
  children: ReactNode;
  demo: boolean;
}

/**
 * The payment summary: the carried photo, the product and extra-image lines (no discount line: the
 * shop has no discounts, and a line of zero says nothing), the consents, the payment method, the notices.
 */
export function OrderSummary({id, figures, extraPrice, money, carried, children, demo}: Props) {
  const t = useTranslations('Checkout');
  return (
    <section aria-labelledby={`${id}-summary`} className="rounded-2xl border border-line bg-white p-6">
      {carried.preview ? (
        <div className="mb-5 flex items-center gap-3 rounded-xl border border-line bg-paper p-3" data-testid="carried-photo">
          {/* eslint-disable-next-line @next/next/no-img-element -- the visitor's private preview, never cached */}
          <img src={carried.preview.image} alt={t('productPhoto.alt')} className="h-16 w-13 rounded-md object-cover" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold">{t('productPhoto.title')}</p>
            <p className="truncate text-muted">{carried.preview.photo.name}</p>
            <p className="text-xs text-muted">{t('productPhoto.note')}</p>
          </div>
          <button type="button" onClick={carried.remove} className="rounded-full border border-line bg-white px-3 py-1 text-xs font-semibold hover:bg-paper">
            {t('productPhoto.remove')}
          </button>
        </div>
      ) : null}
      <h2 id={`${id}-summary`} className="text-lg font-semibold">
        {t('paymentSummary')}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>{t('productAmount')}</dt>
          <dd>{money(figures.product)}</dd>
        </div>
        {extraPrice !== null && figures.extraImages > 0 ? (
          <div className="flex justify-between">
            <dt>{t('extraCost', {count: figures.extraImages, price: extraPrice})}</dt>
            <dd>{money(figures.extraAmount)}</dd>
          </div>
        ) : null}
      </dl>
      {children}
      {demo ? (
        <p role="note" className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {t('demoNotice')}
        </p>
      ) : null}
      <ul className="mt-5 list-disc space-y-1 pl-5 text-xs text-muted">
        <li>{t('noticeStart')}</li>
        <li>{t('noticeRefund')}</li>
        <li>{t('noticeRevisions')}</li>
      </ul>
    </section>
  );
}
