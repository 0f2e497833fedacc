'use client';

import {lazy, Suspense, useState} from 'react';
import {preloadOnIntent} from '@/components/ui/lazy';
import {Chevron, MENU_TRIGGER_CLASS} from './PreferenceTrigger';
import type {PreferenceMenuProps} from './PreferenceMenuView';

export type {PreferenceOption} from './PreferenceMenuView';

const load = () => import('./PreferenceMenuView');
const PreferenceMenuView = lazy(load);

/** The country or language menu of the header; Radix's menu code comes with the first click. */
export function PreferenceMenu(props: PreferenceMenuProps) {
  const [opened, setOpened] = useState(false);
  const standIn = (
    <button
      type="button"
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      className={MENU_TRIGGER_CLASS}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setOpened(true);
        }
      }}
      {...preloadOnIntent(load)}
    >
      {props.triggerText}
      <Chevron />
    </button>
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PreferenceMenuView {...props} />
    </Suspense>
  );
}
