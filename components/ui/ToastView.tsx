'use client';

import {useEffect, useRef, useState, type RefObject} from 'react';
import {Toast} from 'radix-ui';
import {TOAST_DURATION_MS, type ToastMessage} from '@/lib/toast';

interface Props {
  label: string;
  closeLabel: string;
  current: ToastMessage | null;
  onDismiss: () => void;
}

/** How close to the bottom edge a bar must be for a toast to rise above it (a toast's height and its margin). */
const TOAST_BAND_PX = 160;

/**
 * How far the toasts rise so that no bar along the bottom of the screen is covered: the bars that
 * mark themselves `data-bottom-bar` (the checkout's sticky Pay bar) or `data-fixed-bar` (the service
 * page's Continue on phones), measured while a toast shows, as the page scrolls or the screen turns. Only a bar that
 * overlaps the toasts' column near the bottom edge counts: one at rest mid-screen lifts nothing.
 */
function useBottomClearance(active: boolean, viewport: RefObject<HTMLOListElement | null>): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = window.innerHeight;
        const column = viewport.current?.getBoundingClientRect();
        let next = 0;
        for (const bar of document.querySelectorAll<HTMLElement>('[data-bottom-bar], [data-fixed-bar]')) {
          const box = bar.getBoundingClientRect();
          const across = !column || (box.left < column.right && box.right > column.left);
          if (box.height > 0 && across && box.top < height && box.bottom > height - TOAST_BAND_PX) next = Math.max(next, height - box.top);
        }
        setLift(Math.max(0, Math.ceil(next)));
      });
    };
    measure();
    window.addEventListener('scroll', measure, {passive: true, capture: true});
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure, {capture: true});
      window.removeEventListener('resize', measure);
    };
  }, [active, viewport]);
  return lift;
}

/** The Radix toast region; loaded with the first toast (see Toaster). It sits above any bar along the bottom of the screen. */
export default function ToastView({label, closeLabel, current, onDismiss}: Props) {
  const viewport = useRef<HTMLOListElement>(null);
  const lift = useBottomClearance(current !== null, viewport);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={label}>
      {current ? (
        <Toast.Root
          key={current.id}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && onDismiss()}
          className={`grid grid-cols-[1fr_auto] items-start gap-x-4 rounded-xl border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] motion-safe:data-[state=open]:animate-[toast-in_200ms_ease-out] ${
            current.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900' : 'border-line bg-white text-ink'
          }`}
        >
          <Toast.Title className="font-semibold">{current.title}</Toast.Title>
          {current.description ? <Toast.Description className="col-start-1 mt-1 text-sm opacity-80">{current.description}</Toast.Description> : null}
          <Toast.Close aria-label={closeLabel} className="col-start-2 row-start-1 rounded p-1 text-lg leading-none opacity-60 hover:opacity-100">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        ref={viewport}
        hotkey={['F8']}
        style={lift ? {bottom: `calc(1rem + ${lift}px)`} : undefined}
        className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}
