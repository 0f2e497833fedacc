'use client';

import {useState} from 'react';
import {useSearchParams} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {apiHeaders, refreshSession} from '@/lib/account/client';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';

type State = {kind: 'ready'} | {kind: 'busy'} | {kind: 'done'} | {kind: 'changed'; message: string} | {kind: 'failed'; message: string};

/** The confirmation button for the link in the welcome mail (or an e-mail change's mail), then where to go next. */
export function VerifyEmailForm({country, lang}: {country: CountryCode; lang: Language}) {
  const t = useTranslations('Verify');
  const token = useSearchParams().get('token');
  const [state, setState] = useState<State>(token ? {kind: 'ready'} : {kind: 'failed', message: t('missing')});

  async function confirm() {
    setState({kind: 'busy'});
    try {
      const response = await fetch('/api/auth/verify-email', {method: 'POST', headers: apiHeaders(country, lang), body: JSON.stringify({token})});
      const body = (await response.json().catch(() => ({}))) as {message?: string; changed?: boolean};
      if (response.ok) {
        setState(body.changed ? {kind: 'changed', message: body.message ?? ''} : {kind: 'done'});
        void refreshSession();
      } else setState({kind: 'failed', message: body.message ?? t('missing')});
    } catch {
      setState({kind: 'failed', message: t('missing')});
    }
  }

  const links = (
    <div className="mt-8 flex flex-wrap gap-3">
      <a href={localizedPath(country, lang, '/profile')} className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper hover:bg-ink/90">
        {t('toProfile')}
      </a>
      <a href={localizedPath(country, lang)} className="rounded-full border border-line px-6 py-3 text-sm font-semibold hover:bg-white">
        {t('toHome')}
      </a>
    </div>
  );

  if (state.kind === 'done' || state.kind === 'changed' || state.kind === 'failed') {
    const title = state.kind === 'done' ? t('doneTitle') : state.kind === 'changed' ? t('changedTitle') : t('failedTitle');
    return (
      <div role="status">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-muted">{state.kind === 'done' ? t('doneText') : state.message}</p>
        {links}
      </div>
    );
  }
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-muted">{t('description')}</p>
      <button type="button" onClick={confirm} disabled={state.kind === 'busy'} className="mt-8 w-full rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper hover:bg-ink/90 disabled:opacity-50">
        {state.kind === 'busy' ? t('confirming') : t('confirm')}
      </button>
    </div>
  );
}
