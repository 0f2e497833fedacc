'use client';

import type {ComponentProps, ReactNode} from 'react';
import {AlertDialog as Primitive} from 'radix-ui';
import {DIALOG_TITLE, dialogFrame, OVERLAY, type DialogWidth} from './dialogFrame';

/**
 * A confirmation (Radix AlertDialog) in the shop's frame: the same overlay and centred frame as
 * DialogContent, a title, and no close button (the caller's Cancel and Action answer it; the
 * overlay does not close it).
 */
export function AlertDialogContent({title, width = 'md', children, ...props}: Omit<ComponentProps<typeof Primitive.Content>, 'title' | 'className'> & {title: ReactNode; width?: DialogWidth}) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className={OVERLAY} />
      <Primitive.Content {...props} className={dialogFrame(width)}>
        <Primitive.Title className={DIALOG_TITLE}>{title}</Primitive.Title>
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
