'use client';

import {useId, useState} from 'react';
import {AlertDialog} from 'radix-ui';
import {useTranslations} from 'next-intl';
import {deleteAccountAction} from '@/lib/account/actions';
import {setSessionUser} from '@/lib/account/client';
import type {PublicUser} from '@/lib/auth/accounts';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {INPUT, PasswordField} from '@/components/account/PasswordField';
import {AlertDialogContent} from '@/components/ui/AlertDialog';
import {buttonClass} from '@/components/ui/buttonClass';
import {DANGER_TRIGGER} from './styles';

interface Props {
  user: PublicUser;
  country: CountryCode;
  lang: Language;
  onDeleted: (message: string) => void;
}

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
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const byPassword = user.hasPassword !== false;

  async function confirm(event: React.FormEvent) {
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
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          ) : (
            <div>
              <label htmlFor={`${id}-confirm`} className="text-sm font-medium">
                {t('deleteConfirmEmail', {email: user.email})}
              </label>
              <input
                id={`${id}-confirm`}
                type="email"
                autoComplete="off"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                className={INPUT}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
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
