'use client';

import {useTranslations} from 'next-intl';
import type {CartView} from '@/lib/cart/store';

interface Props {
  item: CartView['items'][number];
  /** An amount in the cart's currency, formatted for the page. */
  money: (amount: number) => string;
  /** A change is on its way to the server: the line's buttons wait. */
  busy: boolean;
  /** A stepper's press, with the quantity asked for. */
  onQuantity: (quantity: number) => void | Promise<void>;
  onRemove: () => void | Promise<void>;
}

/** One item of the cart: its thumbnail, name and unit price, its copies (a stepper when it can have more than one), its line total and remove. */
export function CartLine({item, money, busy, onQuantity, onRemove}: Props) {
  const t = useTranslations('Cart');
  return (
    <li className="flex items-start gap-3 rounded-lg border border-line p-3">
      {item.thumb ? (
        // A small picture of a file on our own origin (a design page or the owner's picture), decorative beside its name.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={item.thumb.src} width={item.thumb.width} height={item.thumb.height} alt="" loading="lazy" className="h-16 w-16 shrink-0 rounded-md border border-line bg-paper object-contain" />
      ) : (
        <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded-md bg-paper" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium leading-snug">{item.title}</p>
        <p className="text-sm text-muted">{money(item.unitAmount)}</p>
        {item.maxQuantity > 1 ? (
          <div role="group" aria-label={t('quantityOf', {name: item.title})} className="mt-2 inline-flex items-center rounded-full border border-line">
            <button
              type="button"
              disabled={busy || item.quantity <= 1}
              onClick={() => void onQuantity(item.quantity - 1)}
              aria-label={t('decrease', {name: item.title})}
              className="grid h-9 w-9 place-items-center rounded-full text-lg leading-none hover:bg-paper disabled:opacity-40"
            >
              <span aria-hidden="true">−</span>
            </button>
            <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
              {item.quantity}
            </output>
            <button
              type="button"
              disabled={busy || item.quantity >= item.maxQuantity}
              onClick={() => void onQuantity(item.quantity + 1)}
              aria-label={t('increase', {name: item.title})}
              className="grid h-9 w-9 place-items-center rounded-full text-lg leading-none hover:bg-paper disabled:opacity-40"
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        ) : (
          <p className="mt-1 text-sm text-muted">{t('quantity', {count: item.quantity})}</p>
        )}
      </div>
      <div className="flex flex-col items-end gap-2">
        <p className="font-semibold">{money(item.lineAmount)}</p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void onRemove()}
          aria-label={t('remove', {name: item.title})}
          className="rounded px-2 py-1 text-lg leading-none text-muted hover:text-ink disabled:opacity-40"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
