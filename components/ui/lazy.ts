import {buttonClass} from './buttonClass';

/**
 * Radix widgets load on the visitor's first intent, not with the page: a plain button stands in,
 * pointing at or focusing it fetches the widget, clicking it renders the widget already open.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const preload = () => void load();
  return {onPointerEnter: preload, onFocus: preload, onTouchStart: preload};
}

export const INFO_TRIGGER_CLASS = buttonClass({variant: 'secondary', size: 'md', className: 'mt-4 self-start'});

/** Sent on the window after a details dialog's action moved within the page (its address changed, the page stayed). */
export const IN_PAGE_ACTION_EVENT = 'studio:in-page-action';
