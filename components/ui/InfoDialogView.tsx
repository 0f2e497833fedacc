'use client';

import type {ReactNode} from 'react';
import {Dialog} from 'radix-ui';
import {INFO_TRIGGER_CLASS} from './lazy';

export interface InfoDialogProps {
  title: string;
  triggerText: string;
  triggerLabel: string;
  closeLabel: string;
  /** Server-rendered details. */
  children: ReactNode;
  /** The call to action: closes the dialog, then follows the link. */
  action: {href: string; label: string};
}

/** The Radix dialog behind InfoDialog, loaded on the first click: opens at once, focus trapped, Escape and close leave. */
export default function InfoDialogView({title, triggerText, triggerLabel, closeLabel, children, action}: InfoDialogProps) {
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger aria-label={triggerLabel} className={INFO_TRIGGER_CLASS}>
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
