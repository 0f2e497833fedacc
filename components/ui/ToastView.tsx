'use client';

import {Toast} from 'radix-ui';
import {TOAST_DURATION_MS, type ToastMessage} from '@/lib/toast';

interface Props {
  label: string;
  closeLabel: string;
  current: ToastMessage | null;
  onDismiss: () => void;
}

/** The Radix toast region; loaded with the first toast (see Toaster). */
export default function ToastView({label, closeLabel, current, onDismiss}: Props) {
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
      <Toast.Viewport hotkey={['F8']} className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
