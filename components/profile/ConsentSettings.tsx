'use client';

import {useEffect, useId, useState} from 'react';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {setConsentAction} from '@/lib/privacy/consent-actions';
import type {ConsentKind, OptionalConsent} from '@/lib/privacy/consents';
import {toast} from '@/lib/toast';
import {callApi} from '@/lib/http/client';
import {buttonClass} from '@/components/ui/buttonClass';

/** One consent as GET /api/auth/consents answers it (dates as ISO strings). */
export interface ConsentRow {
  kind: ConsentKind;
  optional: boolean;
  granted: boolean;
  version: string | null;
  grantedAt: string | null;
  withdrawnAt: string | null;
}

type State = {kind: 'loading'} | {kind: 'failed'} | {kind: 'ready'; consents: ConsentRow[]};

/**
 * My page's consents: what the account agreed to, when and to which version; the optional ones
 * (marketing) with a button that withdraws or gives them (lib/privacy/consent-commands).
 */
export function ConsentSettings({country, lang}: {country: CountryCode; lang: Language}) {
  const t = useTranslations('Consent.page');
  const id = useId();
  const [state, setState] = useState<State>({kind: 'loading'});
  const [busy, setBusy] = useState<ConsentKind | null>(null);
  const dates = countryDates(country, lang);

  useEffect(() => {
    let current = true;
    Promise.resolve()
      .then(() => callApi('GET /api/auth/consents', {headers: {'x-language': lang}}))
      .then((answer) => {
        if (current) setState(answer.ok ? {kind: 'ready', consents: answer.body.consents} : {kind: 'failed'});
      })
      .catch(() => current && setState({kind: 'failed'}));
    return () => {
      current = false;
    };
  }, [lang]);

  async function change(kind: OptionalConsent, granted: boolean) {
    setBusy(kind);
    const result = await callAction(() => setConsentAction({country, language: lang}, {kind, granted}));
    setBusy(null);
    if (!result.ok) {
      toast({title: t('saveFailed'), description: result.message || undefined, variant: 'destructive'});
      return;
    }
    const now = new Date().toISOString();
    setState((s) =>
      s.kind === 'ready' ? {kind: 'ready', consents: s.consents.map((c) => (c.kind === kind ? {...c, granted, ...(granted ? {grantedAt: now, withdrawnAt: null} : {withdrawnAt: now})} : c))} : s,
    );
    toast({title: result.message});
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-6">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('text')}</p>
      {state.kind === 'loading' ? (
        <p role="status" className="mt-4 text-sm text-muted">
          {t('loading')}
        </p>
      ) : state.kind === 'failed' ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('failed')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {state.consents.map((consent) => (
            <li key={consent.kind} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">{t(`name.${consent.kind}`)}</p>
                <p className="text-sm text-muted">
                  {consent.granted && consent.grantedAt
                    ? t('given', {date: formatDate(consent.grantedAt, dates), version: consent.version ?? ''})
                    : consent.withdrawnAt
                      ? t('withdrawnOn', {date: formatDate(consent.withdrawnAt, dates)})
                      : t('notGiven')}
                </p>
              </div>
              {consent.optional ? (
                <button
                  type="button"
                  disabled={busy !== null}
                  aria-busy={busy === consent.kind || undefined}
                  onClick={() => change(consent.kind as OptionalConsent, !consent.granted)}
                  className={buttonClass({variant: 'outline', size: 'md'})}
                >
                  {consent.granted ? t('withdraw') : t('grant')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
