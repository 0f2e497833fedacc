'use client';

import Link from 'next/link';
import {useTranslations} from 'next-intl';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {buttonClass} from '@/components/ui/buttonClass';

interface Props {
  country: CountryCode;
  lang: Language;
  /** The cart's total, formatted in its currency. */
  total: string;
  busy: boolean;
  /** Leaving for the checkout closes the dialog. */
  onClose: () => void;
  onClear: () => void | Promise<void>;
}

/** The cart's foot: its total, the way to the checkout, and emptying it. */
export function CartFooter({country, lang, total, busy, onClose, onClear}: Props) {
  const t = useTranslations('Cart');
  return (
    <div className="mt-4 border-t border-line pt-4">
      <p className="flex justify-between text-lg font-bold">
        <span>{t('total')}</span>
        <span>{total}</span>
      </p>
      <Link href={localizedPath(country, lang, '/checkout/cart')} onClick={onClose} className={buttonClass({className: 'mt-4 block text-center'})}>
        {t('checkout')}
      </Link>
      <button type="button" disabled={busy} onClick={() => void onClear()} className={buttonClass({variant: 'secondary', className: 'mt-2 block w-full'})}>
        {t('clear')}
      </button>
    </div>
  );
}
