'use client';

import type {ComponentProps} from 'react';
import {flushSync} from 'react-dom';
import {EARLY, useHydrated} from './useHydrated';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The prototype's own setter of `value` or `checked`: it changes the field without React's value tracker seeing it. */
function setQuietly(field: HTMLInputElement | HTMLTextAreaElement, key: 'value' | 'checked', to: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, key)?.set?.call(field, to);
}

/**
 * What a visitor typed, picked or ticked before the page's script ran, handed to the form's state.
 *
 * React hydrates a controlled field without touching what is in it (an input keeps the typed text,
 * a select the picked option, a box its tick), but the component's state still holds the server's
 * value: the field shows one thing and the form sends another (the owner's new company name was
 * saved as the old one). Use as the form's ref (`<form ref={keepTyped}>`): once the form is
 * hydrated, every field that differs from what the server rendered (its default) goes through the
 * form's own onChange, one at a time, as if it had just been typed.
 *
 * A textarea with text from the server is the exception: React puts the server's text back when it
 * hydrates, so what was typed into it is gone before any of the page's code runs. Such a textarea is
 * a SavedTextArea (below): it takes no typing until then.
 */
export function keepTyped(form: HTMLElement | null) {
  if (!form) return;
  // Read now, in the commit that hydrated the form: an event that made React hydrate early (a pick
  // in another field while the script was starting) re-renders the form from its state as soon as
  // this commit ends, which puts every field back to the server's value before a microtask runs.
  const changes: (() => void)[] = [];
  for (const field of form.querySelectorAll<Control>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const picked = field.selectedOptions[0];
      const rendered = [...field.options].some((option) => option.defaultSelected);
      if (field.multiple || !picked || !rendered || picked.defaultSelected) continue;
      changes.push(() => {
        field.value = picked.value;
        field.dispatchEvent(new Event('change', {bubbles: true}));
      });
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      const box = field as HTMLInputElement;
      const ticked = box.checked;
      // A radio unticked by its neighbour's tick follows that neighbour's change.
      if (ticked === box.defaultChecked || (box.type === 'radio' && !ticked)) continue;
      changes.push(() => {
        box.checked = box.defaultChecked; // through React's tracker: it now holds the server's state
        setQuietly(box, 'checked', ticked);
        box.dispatchEvent(new Event('click', {bubbles: true}));
      });
    } else if (field.type !== 'file' && field.value !== field.defaultValue) {
      const typed = field.value;
      changes.push(() => {
        field.value = field.defaultValue;
        setQuietly(field, 'value', typed);
        field.dispatchEvent(new Event('input', {bubbles: true}));
      });
    }
  }
  if (!changes.length) return;
  // Handed over after that commit (events dispatched during it would not reach the form), one at a
  // time, each rendered before the next: a form that spreads its last render's state keeps them all.
  queueMicrotask(() => {
    for (const change of changes) if (form.isConnected) flushSync(change);
  });
}

/**
 * A textarea that shows saved text (comments, a description): read-only, dimmed with a waiting
 * cursor, until the page's script has run, because React puts the saved text back over anything
 * typed into it before (see keepTyped). Empty ones need not be: what is typed in them is kept.
 */
export function SavedTextArea({className, readOnly, ...props}: ComponentProps<'textarea'>) {
  const hydrated = useHydrated();
  return <textarea {...props} readOnly={readOnly || !hydrated} aria-disabled={hydrated ? props['aria-disabled'] : true} className={`${className ?? ''} ${EARLY}`} />;
}
