'use client';

import {lazy, Suspense, useEffect, useState} from 'react';
import {subscribeToasts, type ToastMessage} from '@/lib/toast';

// Radix's toast code is fetched with the first toast, not with every page.
const ToastView = lazy(() => import('./ToastView'));

/** The one toast outlet of the layout: one toast at a time, 5 s, swipe right or F8 (see ToastView). */
export function Toaster({label, closeLabel}: {label: string; closeLabel: string}) {
  const [current, setCurrent] = useState<ToastMessage | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(
    () =>
      subscribeToasts((message) => {
        setUsed(true);
        setCurrent(message);
      }),
    [],
  );
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastView label={label} closeLabel={closeLabel} current={current} onDismiss={() => setCurrent(null)} />
    </Suspense>
  );
}
