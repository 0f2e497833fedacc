'use client';

import {useTranslations} from 'next-intl';
import type {ShownTier} from '@/lib/catalog/tiers/tiers';
import {includedText} from '@/lib/catalog/tiers/facts';

interface Props {
  id: string;
  tiers: ShownTier[];
  chosen: string | null;
  onChoose: (key: string) => void;
  money: (amount: number) => string;
}

/** A service with tiers is bought as one of them: a radio button per tier, with its price and what it includes. */
export function TierChoice({id, tiers, chosen, onChoose, money}: Props) {
  const t = useTranslations('Checkout');
  const tt = useTranslations('Tiers');
  return (
    <section aria-labelledby={`${id}-details`} className="rounded-2xl border border-line bg-white p-6">
      <h2 id={`${id}-details`} className="text-lg font-semibold">
        {t('orderDetails')}
      </h2>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">{tt('legend')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {tiers.map((x) => (
            <label
              key={x.key}
              className="flex cursor-pointer flex-col rounded-xl border border-line p-3 text-sm has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink has-[:focus-visible]:outline-2"
            >
              <span className="flex items-center gap-2">
                <input type="radio" name={`${id}-tier`} value={x.key} checked={chosen === x.key} onChange={() => onChoose(x.key)} aria-describedby={`${id}-tier-${x.key}`} />
                <span className="font-semibold">{tt(`names.${x.key}` as 'names.basic')}</span>
                <span className="ml-auto font-semibold">{money(x.amount)}</span>
              </span>
              <span id={`${id}-tier-${x.key}`} className="mt-1 text-xs text-muted">
                {includedText(x, (key, values) => tt(key, values))}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
