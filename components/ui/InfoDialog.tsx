'use client';

import {lazy, Suspense, useState} from 'react';
import {INFO_TRIGGER_CLASS, preloadOnIntent} from './lazy';
import {EARLY, useHydrated} from './useHydrated';
import type {InfoDialogProps} from './InfoDialogView';

const load = () => import('./InfoDialogView');
const InfoDialogView = lazy(load);

/** A details dialog (service details, package selection); Radix's dialog code comes with the first click. */
export function InfoDialog(props: InfoDialogProps) {
  const [opened, setOpened] = useState(false);
  // Until the page's script runs, a press would do nothing: the button says so (dimmed, aria-disabled).
  const hydrated = useHydrated();
  const standIn = (
    <button
      type="button"
      aria-label={props.triggerLabel}
      aria-haspopup="dialog"
      aria-disabled={!hydrated || undefined}
      className={`${props.triggerClassName ?? INFO_TRIGGER_CLASS} ${EARLY}`}
      onClick={() => setOpened(true)}
      {...preloadOnIntent(load)}
    >
      {props.triggerText}
    </button>
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <InfoDialogView {...props} />
    </Suspense>
  );
}
