'use client';

import {lazy, Suspense, useEffect, useState} from 'react';
import {subscribeSession} from '@/lib/account/client';
import {cartCountFromCookie, loadCart, subscribeCart} from '@/lib/cart/client';
import type {ScopedMessages} from '@/components/i18n/IntlScope';
import {preloadOnIntent} from '@/components/ui/lazy';
import {linkButton} from '@/components/ui/buttonClass';
import {takeParam} from '@/components/ui/useHydrated';
import {localizedPath} from '@/lib/i18n/paths';
import {toast} from '@/lib/toast';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

const loadDialog = () => import('./CartDialog');
const CartDialog = lazy(loadDialog);

interface Props {
  country: CountryCode;
  lang: Language;
  /** "Cart ({count})" with {count} left in. */
  label: string;
  messages: ScopedMessages;
}

/** The header's cart: the total quantity (from the cart_count hint), and the cart dialog on click. */
export function CartButton({country, lang, label, messages}: Props) {
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The page is static: the count is read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCount(cartCountFromCookie());
    // Added by the Add to Cart form before the page's script ran (app/api/cart/form): the same toast
    // as when the script adds it (the count above follows the cookie).
    const formed = takeParam('cart');
    if (formed === 'added' && messages.Cart?.added) toast({title: messages.Cart.added});
    if (formed === 'unknown' && messages.Cart?.addFailed) toast({title: messages.Cart.addFailed, description: messages.Cart.unknown, variant: 'destructive'});
    const stopCart = subscribeCart(setCount);
    // Signing in or out changes whose cart this is (a guest cart joins the account on the server).
    let previous: string | null | undefined;
    const stopSession = subscribeSession((user) => {
      const id = user?.id ?? null;
      if (previous !== undefined && previous !== id) void loadCart(country, lang).catch(() => undefined);
      if (previous === undefined && id) void loadCart(country, lang).catch(() => undefined);
      previous = id;
    });
    return () => {
      stopCart();
      stopSession();
    };
  }, [country, lang, messages]);

  return (
    <>
      {/* The cart's own page until the page's script runs, then a button that opens the cart here. */}
      <a
        href={localizedPath(country, lang, '/checkout/cart')}
        aria-label={label.replace('{count}', String(count))}
        aria-haspopup="dialog"
        {...linkButton(() => setOpen(true))}
        className="relative inline-flex h-9 w-9 items-center justify-center rounded-md border border-line text-ink hover:bg-paper"
        {...preloadOnIntent(loadDialog)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
          <circle cx="9.5" cy="19.5" r="1.3" />
          <circle cx="17" cy="19.5" r="1.3" />
        </svg>
        {count > 0 ? (
          <span aria-hidden="true" className="absolute -right-1.5 -top-1.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] font-bold leading-5 text-white">
            {count}
          </span>
        ) : null}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <CartDialog country={country} lang={lang} messages={messages} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
