'use client';

import type {ReactNode} from 'react';
import {Dialog} from 'radix-ui';

interface Props {
  title: string;
  triggerText: string;
  triggerLabel: string;
  closeLabel: string;
  /** Server-rendered details. */
  children: ReactNode;
  /** The call to action: closes the dialog, then follows the link. */
  action: {href: string; label: string};
}

/** A details dialog (service details, package selection): focus is trapped inside, Escape and the close button leave. */
export function InfoDialog({title, triggerText, triggerLabel, closeLabel, children, action}: Props) {
  return (
    <Dialog.Root>
      <Dialog.Trigger aria-label={triggerLabel} className="mt-4 self-start rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-paper">
        {triggerText}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="rounded p-1 text-2xl leading-none text-muted hover:text-ink">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {children}
          <Dialog.Close asChild>
            <a href={action.href} className="mt-6 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper hover:bg-ink/90">
              {action.label}
            </a>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
