/**
 * A tiny toast store: any client component calls toast(); the one <Toaster/> in the layout shows
 * it. One toast at a time, newest wins.
 */
/** Toasts dismiss themselves after 5000 ms (swipe right 50 px to dismiss, F8 focuses the toast region). */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type Listener = (toast: ToastMessage) => void;
const listeners = new Set<Listener>();
let counter = 0;
/**
 * A toast raised before the toaster listens (a page's first effect runs before the layout's
 * toaster subscribes: the reset page without a token toasts, then goes home): kept briefly and
 * shown when it does.
 */
let pending: {message: ToastMessage; at: number} | null = null;
const PENDING_MS = 3000;

export function toast(message: Omit<ToastMessage, 'id'>): void {
  const next = {...message, id: ++counter};
  if (listeners.size === 0) {
    pending = {message: next, at: Date.now()};
    return;
  }
  for (const listener of listeners) listener(next);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const {message, at} = pending;
    pending = null;
    if (Date.now() - at < PENDING_MS) listener(message);
  }
  return () => listeners.delete(listener);
}
