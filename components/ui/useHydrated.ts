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

/**
 * How a control whose handler has not arrived yet looks (with `aria-disabled` set while
 * `useHydrated()` is false): dimmed, with a waiting cursor, so a press is not silently lost.
 */
export const EARLY = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

/** Reads and removes a query parameter a link left for this page (`?auth=login`, `?cart=open`): the address stays clean. */
export function takeParam(name: string): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (value === null) return null;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return value;
}
