'use client';

import {useEffect, useId, useState, type ReactNode} from 'react';
import {useHydrated} from '@/components/ui/useHydrated';

/** Distance the page must scroll before the header casts a shadow (100 px). */
export const SHADOW_AFTER_PX = 100;

interface Props {
  brand: ReactNode;
  nav: ReactNode;
  tools: ReactNode;
  /** Always in the bar, never inside the phone menu (the cart and its count): next to the menu button. */
  pinned?: ReactNode;
  openLabel: string;
  closeLabel: string;
}

/** The sticky header's client part: the shadow after scrolling and the collapsible mobile menu. */
export function HeaderFrame({brand, nav, tools, pinned, openLabel, closeLabel}: Props) {
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // The menu button is disabled until its code runs: a tap before then would do nothing.
  const hydrated = useHydrated();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHADOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header data-scrolled={scrolled} className={`sticky top-0 z-40 border-b border-line/70 bg-paper/90 backdrop-blur transition-shadow print:hidden ${scrolled ? 'shadow-md' : ''}`}>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <div className="mr-2 shrink-0 whitespace-nowrap">{brand}</div>
        <div className="hidden min-w-0 flex-1 items-center justify-end gap-6 xl:flex">
          {nav}
          {tools}
        </div>
        {pinned ? <div className="ml-auto flex shrink-0 items-center xl:ml-0">{pinned}</div> : null}
        <button
          type="button"
          className={`${pinned ? '' : 'ml-auto '}inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md border border-line disabled:cursor-wait disabled:opacity-60 xl:hidden`}
          aria-expanded={open}
          aria-controls={menuId}
          disabled={!hydrated}
          aria-label={open ? closeLabel : openLabel}
          onClick={() => setOpen((o) => !o)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <div
        id={menuId}
        hidden={!open}
        className="border-t border-line px-4 pb-4 xl:hidden"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {nav}
        <div className="mt-3 flex flex-wrap items-center gap-3">{tools}</div>
      </div>
    </header>
  );
}
