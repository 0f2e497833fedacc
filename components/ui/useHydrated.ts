'use client';

import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while it hydrates, true once this component's code runs in the
 * browser: controls whose handlers are not there yet can say so (disabled) instead of swallowing
 * a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
