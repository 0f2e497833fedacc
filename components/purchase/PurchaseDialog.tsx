'use client';

import {useState} from 'react';
import Link from 'next/link';
import {Dialog} from 'radix-ui';
import {addTemplateToCart} from '@/lib/cart/client';
import {toast} from '@/lib/toast';

export interface PurchaseDialogProps {
  country: string;
  lang: string;
  name: string;
  price: string;
  buyHref: string;
  templateId: number;
  texts: {title: string; buyNow: string; addToCart: string; close: string; added: string; addedDescription: string; addFailed: string};
  onClose: () => void;
}

/** Spec: the purchase-method dialog for templates: Buy Now (checkout) or Add to Cart. */
export default function PurchaseDialog({country, lang, name, price, buyHref, templateId, texts, onClose}: PurchaseDialogProps) {
  const [busy, setBusy] = useState(false);
  async function add() {
    setBusy(true);
    try {
      await addTemplateToCart(country, lang, templateId);
      toast({title: texts.added, description: texts.addedDescription.replace('{name}', name)});
      onClose();
    } catch (error) {
      toast({title: texts.addFailed, description: error instanceof Error && !/^\d+$/.test(error.message) ? error.message : undefined, variant: 'destructive'});
      setBusy(false);
    }
  }
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content aria-describedby={undefined} className="fixed left-1/2 top-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{texts.title}</Dialog.Title>
            <Dialog.Close aria-label={texts.close} className="rounded p-1 text-2xl leading-none text-muted hover:text-ink">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <p className="mt-4 font-semibold">{name}</p>
          <p className="text-2xl font-bold">{price}</p>
          <div className="mt-6 flex flex-col gap-3">
            <Link href={buyHref} onClick={onClose} className="rounded-full bg-ink px-6 py-3 text-center text-sm font-semibold text-paper hover:bg-ink/90">
              {texts.buyNow}
            </Link>
            <button type="button" disabled={busy} onClick={() => void add()} className="rounded-full border border-line px-6 py-3 text-sm font-semibold hover:bg-paper disabled:opacity-50">
              {texts.addToCart}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
