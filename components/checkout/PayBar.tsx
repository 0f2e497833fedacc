'use client';

import {useTranslations} from 'next-intl';
import type {CountryCode} from '@/lib/countries';
import {consumerTax} from '@/lib/tax-wording';
import {Button} from '@/components/ui/Button';

interface Props {
  id: string;
  country: CountryCode;
  /** The total, formatted: the server's figure for the chosen option (lib/checkout/totals). */
  total: string;
  processing: boolean;
  disabled: boolean;
  /** What Pay is waiting for, said next to it; null when nothing. */
  hint: string | null;
}

/**
 * The total panel is sticky. The total and Pay stay in view while the form scrolls: a bar along
 * the bottom of the screen on phones, a card at the bottom of the form's column on wider screens;
 * at the end of the form it rests under the summary.
 */
export function PayBar({id, country, total, processing, disabled, hint}: Props) {
  const t = useTranslations('Checkout');
  return (
    <div
      data-testid="checkout-pay-bar"
      data-bottom-bar
      className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-6px_16px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6 sm:py-4"
    >
      <div className="flex items-baseline justify-between gap-4 text-lg font-bold">
        <span>{t('total', {tax: consumerTax(country)})}</span>
        <span data-testid="checkout-total">{total}</span>
      </div>
      <Button type="submit" disabled={disabled} aria-describedby={hint ? `${id}-pay-hint` : undefined} className="mt-3 w-full">
        {processing ? t('processing') : t('pay', {amount: total})}
      </Button>
      {hint ? (
        <p id={`${id}-pay-hint`} className="mt-2 text-center text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
