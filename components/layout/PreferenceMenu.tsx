'use client';

import {lazy, Suspense, useState} from 'react';
import {preloadOnIntent} from '@/components/ui/lazy';
import {EARLY, useHydrated} from '@/components/ui/useHydrated';
import {Chevron, MENU_TRIGGER_CLASS} from './PreferenceTrigger';
import type {PreferenceMenuProps} from './PreferenceMenuView';

export type {PreferenceOption} from './PreferenceMenuView';

const load = () => import('./PreferenceMenuView');
const PreferenceMenuView = lazy(load);

/** The country or language menu of the header; Radix's menu code comes with the first click. */
export function PreferenceMenu(props: PreferenceMenuProps) {
  const [opened, setOpened] = useState(false);
  // Until the page's script runs, a press would do nothing: the button says so (dimmed, aria-disabled).
  const hydrated = useHydrated();
  const standIn = (
    <button
      type="button"
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-disabled={!hydrated || undefined}
      className={`${MENU_TRIGGER_CLASS} ${EARLY}`}
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
