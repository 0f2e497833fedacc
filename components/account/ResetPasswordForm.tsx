'use client';

import {useEffect, useId, useState, type FormEvent} from 'react';
import {useForm, useWatch} from 'react-hook-form';
import {useRouter, useSearchParams} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {apiHeaders, setSessionUser} from '@/lib/account/client';
import {passwordProblem} from '@/lib/auth/password-rule';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {toast} from '@/lib/toast';
import {PasswordField, PasswordHints} from './PasswordField';
import {callApi} from '@/lib/http/client';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped} from '@/components/ui/keepTyped';
import {registerWithDefaults} from '@/components/ui/registerWithDefaults';

interface ResetValues {
  password: string;
  confirm: string;
}
const DEFAULTS: ResetValues = {password: '', confirm: ''};

/** The reset form: token from the link, both fields with show/hide, the reset messages, then home (docs/accounts.md). */
export function ResetPasswordForm({country, lang}: {country: CountryCode; lang: Language}) {
  const t = useTranslations('Reset');
  const te = useTranslations('Auth.errors');
  const id = useId();
  const token = useSearchParams().get('token');
  const router = useRouter();
  const {register, control} = useForm<ResetValues>({defaultValues: DEFAULTS});
  const field = registerWithDefaults(register, DEFAULTS);
  // Both passwords as typed: the live hints show the rule and whether they match.
  const [password, confirm] = useWatch({control, name: ['password', 'confirm']});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const home = localizedPath(country, lang);

  useEffect(() => {
    if (!token) {
      // Within the app (not a new page load), so the layout's toaster stays and shows it on the home page.
      toast({title: t('invalidLink'), variant: 'destructive'});
      router.replace(home);
    }
  }, [token, t, home, router]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm) return setError(t('allFields'));
    if (password !== confirm) return setError(te('passwordMismatch'));
    const problem = passwordProblem(password);
    if (problem) return setError(te(problem));
    setError(null);
    setBusy(true);
    try {
      const answer = await callApi('POST /api/auth/reset-password', {headers: apiHeaders(country, lang), json: {token, password}});
      if (answer.ok) {
        setSessionUser(null);
        toast({title: t('successTitle'), description: t('successDescription')});
        // A full page load, so the header reads the (ended) session afresh and opens the login.
        window.setTimeout(() => window.location.assign(new URL(`${home}?auth=login`, window.location.origin)), 1500);
        return;
      }
      toast({title: t('failed'), description: answer.body.message, variant: 'destructive'});
    } catch {
      toast({title: t('failed'), description: t('errorDescription'), variant: 'destructive'});
    } finally {
      setBusy(false);
    }
  }

  if (!token) return null;
  return (
    <form ref={keepTyped} noValidate onSubmit={submit} aria-busy={busy} className="mt-8 space-y-4">
      <div>
        <PasswordField id={`${id}-password`} label={t('password')} autoComplete="new-password" aria-describedby={`${id}-hints`} {...field.text('password')} />
        <PasswordHints id={`${id}-hints`} password={password} confirm={confirm} />
      </div>
      <PasswordField id={`${id}-confirm`} label={t('confirm')} autoComplete="new-password" {...field.text('confirm')} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={buttonClass({className: 'w-full'})}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
