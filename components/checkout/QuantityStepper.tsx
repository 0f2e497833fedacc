'use client';

import {useTranslations} from 'next-intl';

interface Props {
  id: string;
  /** What is counted: a service's images or a template's copies. */
  unit: 'images' | 'copies';
  quantity: number;
  /** The range the server priced (lib/checkout/totals: the stepper). */
  min: number;
  max: number;
  /** Takes an update of the count (as React's state setter does): clicks in quick succession each count. */
  onChange: (update: (quantity: number) => number) => void;
  /** A service's base price covers some images: what each further one costs, formatted. */
  included: {count: number; extraPrice: string} | null;
}

/** The quantity: − and + around the count (announced as it changes), within what the server priced. */
export function QuantityStepper({id, unit, quantity, min, max, onChange, included}: Props) {
  const t = useTranslations('Checkout');
  return (
    <section aria-labelledby={`${id}-details`} className="rounded-2xl border border-line bg-white p-6">
      <h2 id={`${id}-details`} className="text-lg font-semibold">
        {t('orderDetails')}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <span id={`${id}-qty-label`} className="text-sm font-medium">
          {unit === 'images' ? t('images') : t('copies')}
        </span>
        <div role="group" aria-labelledby={`${id}-qty-label`} className="inline-flex items-center rounded-full border border-line">
          <button
            type="button"
            aria-label={t('decrease')}
            disabled={quantity <= min}
            onClick={() => onChange((q) => Math.max(min, q - 1))}
            className="h-11 w-11 rounded-l-full text-lg disabled:opacity-40"
          >
            −
          </button>
          <output aria-live="polite" className="min-w-10 text-center font-semibold">
            {quantity}
          </output>
          <button
            type="button"
            aria-label={t('increase')}
            disabled={quantity >= max}
            onClick={() => onChange((q) => Math.min(max, q + 1))}
            className="h-11 w-11 rounded-r-full text-lg disabled:opacity-40"
          >
            +
          </button>
        </div>
      </div>
      {included ? <p className="mt-3 text-sm text-muted">{t('includedImages', {count: included.count, price: included.extraPrice})}</p> : null}
      <p className="mt-1 text-sm text-muted">{t('maxQuantity', {max})}</p>
    </section>
  );
}
