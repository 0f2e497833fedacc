/**
 * The shop's button looks, as class strings: for a <button> (see Button.tsx) and for a link that
 * looks like one (next/link, <a>). No hooks and no 'use client', so server components use it and it
 * adds no JavaScript to the page.
 */

/** What the button means: filled ink (the main action), the accent colour, outlined, quiet, or destructive. */
export type ButtonVariant =
  /** Filled ink: the main action of a page or form. */
  | 'primary'
  /** Filled accent colour: the call to action on a marketing surface. */
  | 'accent'
  /** Outlined in the line colour, paper on hover (on white surfaces). */
  | 'secondary'
  /** Outlined in the line colour, white on hover (on paper-coloured surfaces). */
  | 'secondaryOnPaper'
  /** Outlined in ink: a secondary action that must still stand out. */
  | 'outline'
  /** Outlined in light paper on a dark (ink) surface. */
  | 'inverse'
  /** No border or fill until hovered. */
  | 'ghost'
  /** Filled red: deletes or cancels something for good. */
  | 'danger'
  /** Outlined red: opens a destructive step. */
  | 'dangerOutline';

/**
 * Padding and text size. `lg` is the page-level call to action, `md` the in-form button, `sm`/`xs`
 * the small pills in tables and lists, `xl` the wide call to action, `none` for custom sizing.
 */
export type ButtonSize = 'xs' | 'sm' | 'smText' | 'md' | 'mdTall' | 'lg' | 'lgSlim' | 'xl' | 'none';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Extra classes for layout (margins, width, display); not for colours or padding. */
  className?: string;
}

/**
 * Shared by every variant: the pill shape, the weight and the disabled look (dimmed, not-allowed
 * cursor). `aria-disabled` is how this shop marks a control whose script has not arrived yet
 * (useHydrated's EARLY): dimmed with a waiting cursor, as EARLY does. The keyboard focus ring is the
 * global `:focus-visible` outline in app/globals.css (2 px accent, offset 2 px), so it is not
 * repeated here: these strings ship in the admin page's JavaScript, which is at its budget.
 */
export const BUTTON_BASE = 'rounded-full font-semibold disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-ink/90',
  accent: 'bg-accent text-accent-ink hover:opacity-90',
  secondary: 'border border-line hover:bg-paper',
  secondaryOnPaper: 'border border-line hover:bg-white',
  outline: 'border border-ink hover:bg-paper',
  inverse: 'border border-paper/30 hover:bg-paper/10',
  ghost: 'hover:bg-paper',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  dangerOutline: 'border border-red-700 text-red-700 hover:bg-red-50',
};

const SIZES: Record<ButtonSize, string> = {
  xs: 'px-3 py-1 text-xs',
  sm: 'px-4 py-1.5 text-xs',
  smText: 'px-4 py-1.5 text-sm',
  md: 'px-5 py-2 text-sm',
  mdTall: 'px-5 py-2.5 text-sm',
  lgSlim: 'px-6 py-2.5 text-sm',
  lg: 'px-6 py-3 text-sm',
  xl: 'px-8 py-3 text-sm',
  none: '',
};

/** The classes of a button (or a link that looks like one): `buttonClass({variant: 'primary', size: 'lg', className: 'mt-8'})`. */
export function buttonClass({variant = 'primary', size = 'lg', className}: ButtonStyle = {}): string {
  return [BUTTON_BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ');
}

/**
 * A control that must work before the page's script runs: an `<a href>` the browser follows
 * until then (to an address that does the same thing on load, e.g. `?auth=login`), which acts as
 * a button once the script runs (opens its dialog in place; Enter and Space). Spread its props on
 * the <a> together with `className={buttonClass(...)}`.
 */
export function linkButton(activate: () => void) {
  return {
    role: 'button' as const,
    onClick: (event: {preventDefault: () => void}) => {
      event.preventDefault();
      activate();
    },
    onKeyDown: (event: {key: string; preventDefault: () => void}) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      activate();
    },
  };
}
