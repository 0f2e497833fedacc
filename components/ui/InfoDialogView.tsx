'use client';

import {useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {Dialog} from 'radix-ui';
import {IN_PAGE_ACTION_EVENT, INFO_TRIGGER_CLASS} from './lazy';

export interface InfoDialogProps {
  title: string;
  triggerText: string;
  triggerLabel: string;
  /** The trigger's look, when not the default outlined pill. */
  triggerClassName?: string;
  closeLabel: string;
  /** Server-rendered details. */
  children: ReactNode;
  /**
   * The call to action: closes the dialog, then follows the link. A link to a part of this same
   * page (another query, a #fragment) moves there without loading the page again: the address
   * changes, the target scrolls into view and takes the focus, and IN_PAGE_ACTION_EVENT tells
   * whoever reads the address (the contact form reads `?ask=`).
   */
  action: {href: string; label: string};
}

/** The element an in-page action leads to, focusable for the moment it takes the focus. */
function focusTarget(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView();
  target.focus({preventScroll: true});
}

/** The Radix dialog behind InfoDialog, loaded on the first click: opens at once, focus trapped, Escape and close leave. */
export default function InfoDialogView({title, triggerText, triggerLabel, triggerClassName, closeLabel, children, action}: InfoDialogProps) {
  const [open, setOpen] = useState(true);
  const inPage = useRef<string | null>(null);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window: this page stays as it is
    setOpen(false);
    const url = new URL(action.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || !url.hash) return;
    event.preventDefault();
    window.history.pushState(null, '', url);
    inPage.current = decodeURIComponent(url.hash.slice(1));
    window.dispatchEvent(new Event(IN_PAGE_ACTION_EVENT));
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={triggerLabel} className={triggerClassName ?? INFO_TRIGGER_CLASS}>
        {triggerText}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Closed by an in-page action: the focus goes where it led, not back to the trigger.
            if (inPage.current === null) return;
            event.preventDefault();
            const id = inPage.current;
            inPage.current = null;
            // Once the dialog has let go of the page (scroll lock, hidden siblings).
            requestAnimationFrame(() => focusTarget(id));
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="rounded p-1 text-2xl leading-none text-muted hover:text-ink">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {children}
          <a href={action.href} onClick={follow} className="mt-6 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper hover:bg-ink/90">
            {action.label}
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
