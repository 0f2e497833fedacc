'use client';

import {lazy, Suspense, useEffect, useState} from 'react';
import {useTranslations} from 'next-intl';
import type {PublicUser} from '@/lib/auth/accounts';
import {familyNameFirst} from '@/lib/auth/display-name';
import {apiHeaders, requestLogin, setSessionUser, subscribeSession} from '@/lib/account/client';
import type {CountryCode} from '@/lib/countries';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {toast} from '@/lib/toast';
import {preloadOnIntent} from '@/components/ui/lazy';
import {AccountSettings} from './AccountSettings';
import {MyOrders} from './MyOrders';
import {MyQuestions} from './MyQuestions';
import {callApi} from '@/lib/http/client';
import {buttonClass, linkButton} from '@/components/ui/buttonClass';

const loadEdit = () => import('./ProfileEdit');
const ProfileEdit = lazy(loadEdit);

async function fetchProfile(lang: Language): Promise<State> {
  try {
    const answer = await callApi('GET /api/auth/profile', {headers: {'x-language': lang}});
    if (answer.status === 401) return {kind: 'anonymous'};
    return answer.ok ? {kind: 'ready', user: answer.body.user} : {kind: 'failed'};
  } catch {
    return {kind: 'failed'};
  }
}

type State = {kind: 'loading'} | {kind: 'anonymous'} | {kind: 'failed'} | {kind: 'ready'; user: PublicUser} | {kind: 'deleted'};

/** My page: the profile in view mode, edit mode (save; cancel reloads it), or 'login required'; its account section; the confirmation once the account is deleted. */
export function ProfileView({country, lang}: {country: CountryCode; lang: Language}) {
  const t = useTranslations('Profile');
  const ta = useTranslations('Auth');
  const [state, setState] = useState<State>({kind: 'loading'});
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState(0);
  const load = () => setVersion((v) => v + 1);

  useEffect(() => {
    let current = true;
    void fetchProfile(lang).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [lang, version]);

  // Logged in on this page (its own Log in, or the header's): the profile is read again and shown.
  const signedOut = state.kind === 'anonymous' || state.kind === 'failed';
  useEffect(() => {
    if (!signedOut) return;
    return subscribeSession((user) => {
      if (user) setVersion((v) => v + 1);
    });
  }, [signedOut]);

  const home = localizedPath(country, lang);
  if (state.kind === 'loading')
    return (
      <p className="mx-auto max-w-2xl px-4 py-20 text-muted" role="status">
        {t('loading')}
      </p>
    );
  if (state.kind === 'deleted') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('account.deletedTitle')}</h1>
        <p role="status" className="mt-4 text-muted">
          {t('account.deletedText')}
        </p>
        <a href={home} className={buttonClass({className: 'mt-8'})}>
          {t('back')}
        </a>
      </section>
    );
  }
  if (state.kind !== 'ready') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{state.kind === 'anonymous' ? t('loginRequiredTitle') : t('saveFailed')}</h1>
        <p className="mt-4 text-muted">{t('loginRequiredBody')}</p>
        <div className="mt-8 flex gap-3">
          {/* Opens the login dialog here (a link to the same page's ?auth=login until the script runs): My page shows once logged in. */}
          <a href="?auth=login" rel="nofollow" aria-haspopup="dialog" className={buttonClass()} {...linkButton(() => void requestLogin())}>
            {ta('login')}
          </a>
          <a href={home} className={buttonClass({variant: 'secondaryOnPaper'})}>
            {t('back')}
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      {editing ? (
        <Suspense fallback={<p className="mt-8 text-sm text-muted">{t('loading')}</p>}>
          <ProfileEdit
            user={state.user}
            country={country}
            lang={lang}
            onSaved={(user) => {
              setState({kind: 'ready', user});
              setSessionUser(user);
              setEditing(false);
            }}
            onCancel={() => {
              setEditing(false);
              load();
            }}
          />
        </Suspense>
      ) : (
        <ProfileDetails user={state.user} country={country} lang={lang} onEdit={() => setEditing(true)} />
      )}
      <MyOrders country={country} lang={lang} />
      <MyQuestions country={country} lang={lang} />
      <AccountSettings user={state.user} country={country} lang={lang} onDeleted={() => setState({kind: 'deleted'})} />
    </section>
  );
}

function ProfileDetails({user, country, lang, onEdit}: {user: PublicUser; country: CountryCode; lang: Language; onEdit: () => void}) {
  const t = useTranslations('Profile');
  const dates = countryDates(country, lang);
  const rows: [string, string | null][] = [
    [t('username'), user.username],
    [t('email'), user.email],
    ...((familyNameFirst(lang)
      ? [
          [t('lastName'), user.lastName],
          [t('firstName'), user.firstName],
        ]
      : [
          [t('firstName'), user.firstName],
          [t('lastName'), user.lastName],
        ]) satisfies [string, string | null][]),
    [t('phone'), user.phone],
  ];
  return (
    <div className="mt-8 rounded-2xl border border-line bg-white p-6">
      <p className="text-sm text-muted">
        {t('memberSince', {date: formatDate(user.createdAt, dates)})}
        {user.role === 'ADMIN' ? <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-ink">{t('admin')}</span> : null}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 font-medium">{value ?? <span className="text-muted">{t('notSet')}</span>}</dd>
          </div>
        ))}
      </dl>
      <EmailVerification user={user} country={country} lang={lang} />
      <button type="button" onClick={onEdit} {...preloadOnIntent(loadEdit)} className={buttonClass({className: 'mt-6'})}>
        {t('edit')}
      </button>
    </div>
  );
}

/** Whether the address is confirmed; if not, why it matters and a button for a new link. */
function EmailVerification({user, country, lang}: {user: PublicUser; country: CountryCode; lang: Language}) {
  const t = useTranslations('Profile');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  if (user.emailVerified) {
    return (
      <p className="mt-4 text-sm">
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('emailVerified')}</span>
      </p>
    );
  }
  async function resend() {
    setBusy(true);
    try {
      const answer = await callApi('POST /api/auth/verify-email/resend', {headers: apiHeaders(country, lang)});
      if (answer.ok) setSent(answer.body.message);
      else toast({title: t('resendFailed'), description: answer.body.message, variant: 'destructive'});
    } catch {
      toast({title: t('resendFailed'), variant: 'destructive'});
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
      <p className="font-semibold">{t('emailUnverified')}</p>
      <p className="mt-1 text-muted">{t('emailUnverifiedHelp')}</p>
      {sent ? (
        <p role="status" className="mt-3 font-medium">
          {sent}
        </p>
      ) : (
        <button type="button" onClick={resend} disabled={busy} className="mt-3 rounded-full border border-ink px-4 py-2 text-sm font-semibold hover:bg-white disabled:opacity-50">
          {busy ? t('resendingVerification') : t('resendVerification')}
        </button>
      )}
    </div>
  );
}
