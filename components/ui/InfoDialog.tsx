'use client';

import {lazy, Suspense, useState} from 'react';
import {INFO_TRIGGER_CLASS, preloadOnIntent} from './lazy';
import type {InfoDialogProps} from './InfoDialogView';

const load = () => import('./InfoDialogView');
const InfoDialogView = lazy(load);

/** A details dialog (service details, package selection); Radix's dialog code comes with the first click. */
export function InfoDialog(props: InfoDialogProps) {
  const [opened, setOpened] = useState(false);
  const standIn = (
    <button type="button" aria-label={props.triggerLabel} aria-haspopup="dialog" className={props.triggerClassName ?? INFO_TRIGGER_CLASS} onClick={() => setOpened(true)} {...preloadOnIntent(load)}>
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
