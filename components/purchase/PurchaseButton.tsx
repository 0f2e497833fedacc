'use client';

import {lazy, Suspense, useState} from 'react';
import {preloadOnIntent} from '@/components/ui/lazy';
import type {PurchaseDialogProps} from './PurchaseDialog';

const load = () => import('./PurchaseDialog');
const PurchaseDialog = lazy(load);

/** Buy Now on a template: the purchase-method dialog (Buy Now or Add to Cart) loads on first use. */
export function PurchaseButton(props: Omit<PurchaseDialogProps, 'onClose'> & {triggerText: string; triggerLabel: string; triggerClass: string}) {
  const {triggerText, triggerLabel, triggerClass, ...dialog} = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label={triggerLabel} aria-haspopup="dialog" className={triggerClass} onClick={() => setOpen(true)} {...preloadOnIntent(load)}>
        {triggerText}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PurchaseDialog {...dialog} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
