/**
 * The class strings the dialogs share (Dialog.tsx, Sheet.tsx, AlertDialog.tsx): one dimming overlay,
 * one centred frame, one side drawer, one title and one close button. No motion is added, so
 * prefers-reduced-motion has nothing to turn off (globals.css also stops any animation for it).
 */

/** Dims the whole page under a dialog or a drawer, on every screen size. */
export const OVERLAY = 'fixed inset-0 z-50 bg-black/50';

/** How wide a centred dialog is (it never touches the screen's edges). */
export type DialogWidth = 'sm' | 'md' | 'lg' | 'xl';

const WIDTHS: Record<DialogWidth, string> = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(30rem,calc(100vw-2rem))]',
  lg: 'w-[min(36rem,calc(100vw-2rem))]',
  xl: 'w-[min(40rem,calc(100vw-2rem))]',
};

/** A centred dialog of the given width, scrolling inside when taller than the screen. */
export function dialogFrame(width: DialogWidth = 'lg'): string {
  return `fixed left-1/2 top-1/2 z-50 max-h-[90vh] ${WIDTHS[width]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none`;
}

/** A drawer along the right edge, the full height of the screen (the whole width on phones). */
export const SHEET_FRAME = 'fixed right-0 top-0 z-50 flex h-full w-[min(26rem,100vw)] flex-col bg-white p-6 shadow-2xl focus:outline-none';

export const DIALOG_TITLE = 'text-xl font-bold';

export const DIALOG_CLOSE = 'rounded p-1 text-2xl leading-none text-muted hover:text-ink';
