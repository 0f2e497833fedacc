'use client';

import {useState} from 'react';
import {addToCart, type CartAddition} from '@/lib/cart/client';
import {toast} from '@/lib/toast';

export interface AddToCartTexts {
  /** The button's text ("Add to Cart"). */
  text: string;
  /** Its accessible name, naming the product ("Add to Cart: {name}" filled in). */
  label: string;
  added: string;
  /** "{name} is in your cart." filled in. */
  addedDescription: string;
  addFailed: string;
}

/**
 * Add to Cart for a template or a package: the server adds it (and prices it when the cart is
 * read); the header's count follows; a toast says what happened. It is a form: pressed before the
 * page's script runs, the browser posts it (app/api/cart/form adds the item and comes back here
 * with the cart open); once the script runs, it adds without leaving the page.
 */
export function AddToCartButton({country, lang, item, texts, className}: {country: string; lang: string; item: CartAddition; texts: AddToCartTexts; className: string}) {
  const [busy, setBusy] = useState(false);
  async function add() {
    setBusy(true);
    try {
      await addToCart(country, lang, item);
      toast({title: texts.added, description: texts.addedDescription});
    } catch (error) {
      // The server's own message (a product no longer for sale), not a bare status code.
      toast({title: texts.addFailed, description: error instanceof Error && !/^\d+$/.test(error.message) ? error.message : undefined, variant: 'destructive'});
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      method="post"
      action="/api/cart/form"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void add();
      }}
    >
      <input type="hidden" name="country" value={country} />
      <input type="hidden" name="lang" value={lang} />
      {'templateId' in item ? <input type="hidden" name="templateId" value={item.templateId} /> : <input type="hidden" name="packageId" value={item.packageId} />}
      <button type="submit" aria-label={texts.label} disabled={busy} aria-busy={busy || undefined} className={className}>
        {texts.text}
      </button>
    </form>
  );
}
