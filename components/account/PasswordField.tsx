'use client';

import {forwardRef, useState, type InputHTMLAttributes} from 'react';
import {useTranslations} from 'next-intl';
import {passwordProblem, PASSWORD_MIN} from '@/lib/auth/password-rule';
import {INPUT} from '@/components/ui/Field';

/** The forms' text input look (components/ui/Field), here for the account forms that import it from this file. */
export {INPUT};

type Props = InputHTMLAttributes<HTMLInputElement> & {label: string; id: string};

/** A password input with a show/hide toggle (the toggle's name says what it will do). */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField({label, id, ...input}, ref) {
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input ref={ref} id={id} type={visible ? 'text' : 'password'} className={`${INPUT} pr-20`} {...input} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-1 my-1 rounded-md px-2 text-xs font-semibold text-muted hover:text-ink"
        >
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
    </div>
  );
});

/** The live password messages: the rule, then match or mismatch with the confirmation. */
export function PasswordHints({password, confirm, id}: {password: string; confirm?: string; id: string}) {
  const t = useTranslations('Auth.rule');
  const te = useTranslations('Auth.errors');
  const problem = passwordProblem(password);
  const rule =
    problem === 'passwordRequired'
      ? t('tooShort')
      : problem === 'passwordTooShort'
        ? t('current', {n: password.length})
        : problem === 'passwordWeak'
          ? t('mix')
          : problem === 'passwordCommon'
            ? t('common')
            : problem === 'passwordTooLong'
              ? te('passwordTooLong')
              : t('ok');
  const ok = problem === null;
  return (
    <div id={id} aria-live="polite" className="mt-1 space-y-0.5 text-xs">
      <p className={ok ? 'text-emerald-700' : password.length > 0 ? 'text-red-700' : 'text-muted'} data-min={PASSWORD_MIN}>
        {rule}
      </p>
      {confirm !== undefined && confirm.length > 0 ? <p className={confirm === password ? 'text-emerald-700' : 'text-red-700'}>{confirm === password ? t('match') : t('mismatch')}</p> : null}
    </div>
  );
}
