'use client';

import {useId, useState, type FormEvent} from 'react';
import {useForm, useWatch} from 'react-hook-form';
import {AlertDialog} from 'radix-ui';
import {useTranslations} from 'next-intl';
import {deleteAccountAction} from '@/lib/account/actions';
import {setSessionUser} from '@/lib/account/client';
import type {PublicUser} from '@/lib/auth/accounts';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {PasswordField} from '@/components/account/PasswordField';
import {AlertDialogContent} from '@/components/ui/AlertDialog';
import {buttonClass} from '@/components/ui/buttonClass';
import {Field, INPUT} from '@/components/ui/Field';
import {registerWithDefaults} from '@/components/ui/registerWithDefaults';
import {DANGER_TRIGGER} from './styles';

interface Props {
  user: PublicUser;
  country: CountryCode;
  lang: Language;
  onDeleted: (message: string) => void;
}

/** What is typed to confirm: the password, or the e-mail address for an account without one. */
interface ConfirmValues {
  password: string;
  email: string;
}
const DEFAULTS: ConfirmValues = {password: '', email: ''};

/**
 * The confirmation before an account is deleted (Radix alert dialog, loaded on first use): what
 * goes and what stays, then the password (or, for an account without one, the e-mail address)
 * typed again. Escape, Cancel and a click outside leave without deleting; focus returns to the
 * button that opened it.
 */
export default function DeleteAccountDialog({user, country, lang, onDeleted}: Props) {
  const t = useTranslations('Profile.account');
  const ta = useTranslations('Auth');
  const id = useId();
  const [open, setOpen] = useState(true);
  const byPassword = user.hasPassword !== false;
  const {register, control} = useForm<ConfirmValues>({defaultValues: DEFAULTS});
  const field = registerWithDefaults(register, DEFAULTS);
  // The confirmation as typed: the button waits for it.
  const value = useWatch({control, name: byPassword ? 'password' : 'email'});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return;
    setBusy(true);
    setError(null);
    const result = await callAction(() => deleteAccountAction({country, language: lang}, byPassword ? {password: value} : {email: value}));
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      setSessionUser(null);
      toast({title: t('deletedTitle'), description: result.message});
      onDeleted(result.message);
      return;
    }
    const message = result.data?.errors?.password ?? result.data?.errors?.email ?? (result.message || ta('toast.failedFallback'));
    setError(message);
    toast({title: t('deleteFailed'), description: message, variant: 'destructive'});
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger className={DANGER_TRIGGER}>{t('deleteOpen')}</AlertDialog.Trigger>
      <AlertDialogContent title={t('deleteDialogTitle')}>
        <AlertDialog.Description className="mt-3 text-sm text-muted">{t('deleteHelp')}</AlertDialog.Description>
        <form noValidate onSubmit={confirm} aria-busy={busy} className="mt-5 space-y-4">
          {byPassword ? (
            <PasswordField
              id={`${id}-confirm`}
              label={t('deleteConfirmPassword')}
              autoComplete="current-password"
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...field.text('password')}
            />
          ) : (
            <Field id={`${id}-confirm`} label={t('deleteConfirmEmail', {email: user.email})} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined}>
              {(wiring) => <input {...wiring} type="email" autoComplete="off" className={INPUT} {...field.text('email')} />}
            </Field>
          )}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <AlertDialog.Cancel disabled={busy} className={buttonClass({variant: 'secondary', size: 'mdTall'})}>
              {t('deleteCancel')}
            </AlertDialog.Cancel>
            {/* A submit button, not AlertDialog.Action: the dialog stays open until the server has answered. */}
            <button type="submit" disabled={busy || !value.trim()} className={buttonClass({variant: 'danger', size: 'mdTall'})}>
              {busy ? t('deleting') : t('deleteConfirm')}
            </button>
          </div>
        </form>
      </AlertDialogContent>
    </AlertDialog.Root>
  );
}
