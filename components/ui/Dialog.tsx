'use client';

import {useRef, type ComponentProps, type ReactNode} from 'react';
import {Dialog as Primitive} from 'radix-ui';
import {DIALOG_CLOSE, DIALOG_TITLE, dialogFrame, OVERLAY, SHEET_FRAME, type DialogWidth} from './dialogFrame';

/** Radix's parts, for the root, a trigger, and close buttons inside the content. */
export const DialogRoot = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;
export const DialogDescription = Primitive.Description;

type ContentProps = Omit<ComponentProps<typeof Primitive.Content>, 'title' | 'className'> & {
  /** The dialog's name (Radix's Title: the dialog is labelled by it). */
  title: ReactNode;
  /** The close button's accessible name, translated by the caller ("Close"). */
  closeLabel: string;
  children?: ReactNode;
};

/**
 * The focus goes back where it was when the dialog opened (the control that opened it), also for
 * dialogs opened without a Radix Trigger (loaded on a click, opened from a link); a caller's own
 * onCloseAutoFocus that prevents the default wins.
 */
function useReturnFocus(onOpenAutoFocus: ContentProps['onOpenAutoFocus'], onCloseAutoFocus: ContentProps['onCloseAutoFocus']) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return; // Radix returns it to its Trigger, if there is one
      event.preventDefault();
      element.focus();
    },
  };
}

function Frame({title, closeLabel, children, header, className, onOpenAutoFocus, onCloseAutoFocus, ...props}: ContentProps & {header: string; className: string}) {
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <Primitive.Portal>
      <Primitive.Overlay className={OVERLAY} />
      <Primitive.Content {...props} {...focus} className={className}>
        <div className={header}>
          <Primitive.Title className={DIALOG_TITLE}>{title}</Primitive.Title>
          <Primitive.Close aria-label={closeLabel} className={DIALOG_CLOSE}>
            <span aria-hidden="true">×</span>
          </Primitive.Close>
        </div>
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/**
 * A centred modal dialog inside a DialogRoot: the page dimmed behind it, its title, a close button
 * named by `closeLabel`, the focus kept inside while open (Radix), Escape and the overlay close it,
 * and the focus returns to the opener.
 */
export function DialogContent({width = 'lg', ...props}: ContentProps & {width?: DialogWidth}) {
  return <Frame {...props} header="flex items-start justify-between gap-4" className={dialogFrame(width)} />;
}

/** A drawer on the right edge inside a DialogRoot (the cart): the same overlay, title, close button and focus handling as DialogContent. */
export function SheetContent(props: ContentProps) {
  return <Frame {...props} header="flex items-center justify-between" className={SHEET_FRAME} />;
}
