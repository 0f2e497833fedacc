'use client';

import {useEffect, useState} from 'react';
import Link from 'next/link';
import {DialogRoot, SheetContent} from '@/components/ui/Dialog';
import {useTranslations} from 'next-intl';
import {clearCartRequest, loadCart, removeCartItem, setCartItemQuantity} from '@/lib/cart/client';
import type {CartView} from '@/lib/cart/store';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {toast} from '@/lib/toast';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {CartLine} from './CartLine';
import {CartFooter} from './CartFooter';

interface Props {
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
  onClose: () => void;
}

export default function ScopedCartDialog({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <CartDialog {...props} />
    </IntlScope>
  );
}

/** The cart: items with their thumbnail and price in the visitor's currency, more or fewer copies (steppers), remove one, empty, check out. */
function CartDialog({country, lang, onClose}: Omit<Props, 'messages'>) {
  const t = useTranslations('Cart');
  const [cart, setCart] = useState<CartView | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatMoney({amount, currency: (cart?.currency ?? 'USD') as CurrencyCode}, pageLocale(country, lang));

  useEffect(() => {
    loadCart(country, lang).then(setCart, (error: unknown) => {
      // A failed fetch is logged and the cart stays as it was.
      console.error('cart: could not load', error);
      setFailed(true);
    });
  }, [country, lang]);

  async function remove(id: string) {
    setBusy(true);
    try {
      await removeCartItem(country, lang, id);
      // A successful removal drops the item locally.
      setCart((current) => {
        if (!current) return current;
        const items = current.items.filter((i) => i.id !== id);
        return {...current, items, totalQuantity: items.reduce((n, i) => n + i.quantity, 0), amount: items.reduce((n, i) => n + i.lineAmount, 0)};
      });
    } catch (error) {
      console.error('cart: could not remove', error);
    } finally {
      setBusy(false);
    }
  }

  /** A stepper's press: the server checks the quantity (1-100, a package one) and answers with the cart as it now is. */
  async function changeQuantity(id: string, quantity: number) {
    setBusy(true);
    try {
      setCart(await setCartItemQuantity(country, lang, id, quantity));
    } catch (error) {
      console.error('cart: could not change the quantity', error);
      toast({title: t('updateFailed'), variant: 'destructive'});
    } finally {
      setBusy(false);
    }
  }

  async function clear() {
    setBusy(true);
    try {
      await clearCartRequest(country, lang);
      setCart((current) => (current ? {...current, items: [], totalQuantity: 0, amount: 0} : current));
    } catch (error) {
      console.error('cart: could not clear', error);
      toast({title: t('loadFailed'), variant: 'destructive'});
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogRoot defaultOpen onOpenChange={(open) => !open && onClose()}>
      <SheetContent aria-describedby={undefined} title={t('title')} closeLabel={t('close')}>
        {failed ? <p className="mt-6 text-sm text-red-700">{t('loadFailed')}</p> : null}
        {!cart && !failed ? (
          <p className="mt-6 text-sm text-muted" aria-busy="true">
            …
          </p>
        ) : null}
        {cart && cart.items.length === 0 ? (
          <div className="mt-6">
            <p className="text-muted">{t('empty')}</p>
            <Link href={localizedPath(country, lang, '/templateshop')} onClick={onClose} className="mt-4 inline-block font-semibold underline">
              {t('browse')}
            </Link>
          </div>
        ) : null}
        {cart && cart.items.length > 0 ? (
          <>
            <ul className="mt-6 flex-1 space-y-3 overflow-y-auto" aria-busy={busy}>
              {cart.items.map((item) => (
                <CartLine key={item.id} item={item} money={money} busy={busy} onQuantity={(quantity) => changeQuantity(item.id, quantity)} onRemove={() => remove(item.id)} />
              ))}
            </ul>
            <CartFooter country={country} lang={lang} total={money(cart.amount)} busy={busy} onClose={onClose} onClear={clear} />
          </>
        ) : null}
      </SheetContent>
    </DialogRoot>
  );
}
