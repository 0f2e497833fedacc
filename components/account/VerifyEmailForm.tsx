'use client';

import {useState, type FormEvent} from 'react';
import {useForm, useWatch} from 'react-hook-form';
import {useSearchParams} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {apiHeaders, refreshSession} from '@/lib/account/client';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {PasswordField} from './PasswordField';
import {callApi} from '@/lib/http/client';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped} from '@/components/ui/keepTyped';
import {registerWithDefaults} from '@/components/ui/registerWithDefaults';

type State =
  | {kind: 'ready'}
  | {kind: 'busy'}
  /** An e-mail change: the account's current password is asked for (error: the last answer's refusal). */
  | {kind: 'password'; busy: boolean; error?: string}
  | {kind: 'done'; message?: string}
  | {kind: 'changed'; message: string}
  | {kind: 'failed'; message: string; title?: string};

const DEFAULTS = {password: ''};

/**
 * The confirmation button for the link in the welcome mail (or an e-mail change's mail), then where
 * to go next. An e-mail change also asks for the account's current password (the server says so:
 * code passwordRequired), so an old link in someone else's hands moves nothing (docs/security.md,
 * "Taking an account back"); an account without a password is asked to log in again in this browser.
 */
export function VerifyEmailForm({country, lang}: {country: CountryCode; lang: Language}) {
  const t = useTranslations('Verify');
  const token = useSearchParams().get('token');
  const [state, setState] = useState<State>(token ? {kind: 'ready'} : {kind: 'failed', message: t('missing')});
  const {register, control} = useForm<typeof DEFAULTS>({defaultValues: DEFAULTS});
  const field = registerWithDefaults(register, DEFAULTS);
  // The current password as typed (an e-mail change): the button waits for it.
  const password = useWatch({control, name: 'password'});

  async function send(withPassword?: string) {
    setState(withPassword === undefined ? {kind: 'busy'} : {kind: 'password', busy: true});
    try {
      const answer = await callApi('POST /api/auth/verify-email', {headers: apiHeaders(country, lang), json: {token, password: withPassword}});
      if (answer.ok) {
        const body = answer.body;
        setState(body.changed ? {kind: 'changed', message: body.message} : {kind: 'done', message: body.listed || body.passwordCleared ? body.message : undefined});
        void refreshSession();
        return;
      }
      const body = answer.body;
      if (body.code === 'passwordRequired') setState({kind: 'password', busy: false});
      else if (body.code === 'wrongPassword' || (withPassword !== undefined && answer.status === 429)) setState({kind: 'password', busy: false, error: body.message ?? t('missing')});
      else if (body.code === 'signInRequired') setState({kind: 'failed', title: t('signInTitle'), message: body.message ?? t('missing')});
      else setState({kind: 'failed', message: body.message ?? t('missing')});
    } catch {
      setState({kind: 'failed', message: t('missing')});
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (password) void send(password);
  }

  const links = (
    <div className="mt-8 flex flex-wrap gap-3">
      <a href={localizedPath(country, lang, '/profile')} className={buttonClass()}>
        {t('toProfile')}
      </a>
      <a href={localizedPath(country, lang)} className={buttonClass({variant: 'secondaryOnPaper'})}>
        {t('toHome')}
      </a>
    </div>
  );

  if (state.kind === 'done' || state.kind === 'changed' || state.kind === 'failed') {
    const title = state.kind === 'done' ? t('doneTitle') : state.kind === 'changed' ? t('changedTitle') : (state.title ?? t('failedTitle'));
    return (
      <div role="status">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-muted">{state.kind === 'done' ? (state.message ?? t('doneText')) : state.message}</p>
        {links}
      </div>
    );
  }
  if (state.kind === 'password') {
    return (
      <form ref={keepTyped} onSubmit={submitPassword} noValidate>
        <h1 className="text-3xl font-bold tracking-tight">{t('changeTitle')}</h1>
        <p className="mt-3 text-muted">{t('changeDescription')}</p>
        <div className="mt-6">
          <PasswordField
            id="verify-current-password"
            label={t('currentPassword')}
            autoComplete="current-password"
            required
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? 'verify-password-error' : undefined}
            {...field.text('password')}
          />
          {state.error ? (
            <p id="verify-password-error" role="alert" className="mt-2 text-sm text-red-700">
              {state.error}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={state.busy || !password} className={buttonClass({className: 'mt-8 w-full'})}>
          {state.busy ? t('confirming') : t('confirmChange')}
        </button>
      </form>
    );
  }
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-muted">{t('description')}</p>
      <button type="button" onClick={() => void send()} disabled={state.kind === 'busy'} className={buttonClass({className: 'mt-8 w-full'})}>
        {state.kind === 'busy' ? t('confirming') : t('confirm')}
      </button>
    </div>
  );
}
