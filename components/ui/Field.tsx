import type {ReactNode} from 'react';

/** The props Field hands to its control: spread them on the <input>, <select> or <textarea>. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The text input look shared by the forms (invalid fields get a red border). */
export const INPUT = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600';

export interface FieldProps {
  /** The control's id; the hint is `${id}-hint`, the error `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A short help text under the control, always shown. */
  hint?: ReactNode;
  /** The error text; when set, the control is aria-invalid and described by it. */
  error?: ReactNode;
  /** How the error is announced: 'alert' (role="alert", read at once) or none (read with the control, as the account forms do). */
  errorRole?: 'alert';
  /** Further ids that describe the control (a live status, the password rules), read after hint and error. */
  describedBy?: string;
  /** Marks the control invalid for a reason that is not the error text (e.g. a live "taken" status); defaults to whether there is an error. */
  invalid?: boolean;
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  errorClassName?: string;
  /** Renders the control with the wiring: `{(control) => <input {...control} className={INPUT} {...register('name')} />}`. */
  children: (control: FieldControl) => ReactNode;
  /** Extra content after the error (live hints, counters). */
  after?: ReactNode;
}

/**
 * A form field: the label points at the control (htmlFor), and the control is described by the hint
 * and the error (aria-describedby) and marked invalid while there is an error. No hooks and no
 * 'use client': react-hook-form forms spread `register()` on the control as before, and server
 * components can use it too.
 */
export function Field({
  id,
  label,
  hint,
  error,
  errorRole,
  describedBy,
  invalid,
  className,
  labelClassName = 'text-sm font-medium',
  hintClassName = 'mt-1 text-xs text-muted',
  errorClassName = 'mt-1 text-sm text-red-700',
  children,
  after,
}: FieldProps) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({id, 'aria-invalid': (invalid ?? hasError) || undefined, 'aria-describedby': described})}
      {hint ? (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role={errorRole} className={errorClassName}>
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}
