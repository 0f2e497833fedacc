'use client';

import {useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {buttonClass} from './buttonClass';
import {DialogContent, DialogRoot, DialogTrigger} from './Dialog';
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
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger aria-label={triggerLabel} className={triggerClassName ?? INFO_TRIGGER_CLASS}>
        {triggerText}
      </DialogTrigger>
      <DialogContent
        title={title}
        closeLabel={closeLabel}
        onCloseAutoFocus={(event) => {
          // Closed by an in-page action: the focus goes where it led, not back to the trigger.
          if (inPage.current === null) return;
          event.preventDefault();
          const id = inPage.current;
          inPage.current = null;
          // Once the dialog has let go of the page (scroll lock, hidden siblings).
          requestAnimationFrame(() => focusTarget(id));
        }}
      >
        {children}
        <a href={action.href} onClick={follow} className={buttonClass({className: 'mt-6 inline-block'})}>
          {action.label}
        </a>
      </DialogContent>
    </DialogRoot>
  );
}
