'use client';

import {lazy, Suspense, useId, useState} from 'react';
import {useTranslations} from 'next-intl';
import {apiHeaders} from '@/lib/account/client';
import {changeEmailAction, changePasswordAction} from '@/lib/account/actions';
import type {PublicUser} from '@/lib/auth/accounts';
import {passwordProblem} from '@/lib/auth/password-rule';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {INPUT, PasswordField, PasswordHints} from '@/components/account/PasswordField';
import {preloadOnIntent} from '@/components/ui/lazy';
import {ConsentSettings} from './ConsentSettings';
import {DANGER_TRIGGER} from './styles';
import {callApi} from '@/lib/http/client';
import {buttonClass} from '@/components/ui/buttonClass';
import {Field} from '@/components/ui/Field';
import {keepTyped} from '@/components/ui/keepTyped';

const loadDeleteDialog = () => import('./DeleteAccountDialog');
const DeleteAccountDialog = lazy(loadDeleteDialog);

const PRIMARY = buttonClass();
const SECONDARY = buttonClass({variant: 'outline', size: 'mdTall'});
const CARD = 'rounded-2xl border border-line bg-white p-6';

interface Props {
  user: PublicUser;
  country: CountryCode;
  lang: Language;
  /** The account was deleted (and signed out): the page shows its confirmation. */
  onDeleted: (message: string) => void;
}

/** My page's account and privacy section: change the password and the e-mail, the consents given (the optional ones withdrawn or given), download one's data, delete the account. */
export function AccountSettings({user, country, lang, onDeleted}: Props) {
  const t = useTranslations('Profile.account');
  return (
    <section aria-labelledby="account-settings" className="mt-12">
      <h2 id="account-settings" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <div className="mt-6 space-y-6">
        {user.hasPassword !== false ? <ChangePassword country={country} lang={lang} /> : <SetPassword user={user} country={country} lang={lang} />}
        <ChangeEmail user={user} country={country} lang={lang} />
        <ConsentSettings country={country} lang={lang} />
        <DownloadData />
        <DeleteAccount user={user} country={country} lang={lang} onDeleted={onDeleted} />
      </div>
    </section>
  );
}

/** A field's error line, tied to its input by id. */
function FieldError({id, message}: {id: string; message?: string}) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

export function ChangePassword({country, lang}: {country: CountryCode; lang: Language}) {
  const t = useTranslations('Profile.account');
  const ta = useTranslations('Auth');
  const te = useTranslations('Auth.errors');
  const id = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{currentPassword?: string; newPassword?: string; form?: string}>({});
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setDone(null);
    const problem = passwordProblem(password);
    const found = {
      currentPassword: current ? undefined : te('passwordRequired'),
      newPassword: problem ? te(problem) : password !== confirm ? te('passwordMismatch') : undefined,
    };
    setErrors(found);
    if (found.currentPassword || found.newPassword) return;
    setBusy(true);
    const result = await callAction(() => changePasswordAction({country, language: lang}, {currentPassword: current, newPassword: password}));
    setBusy(false);
    if (result.ok) {
      setCurrent('');
      setPassword('');
      setConfirm('');
      setErrors({});
      setDone(result.message);
      toast({title: t('passwordDone'), description: result.message});
      return;
    }
    const message = result.message || ta('toast.failedFallback');
    setErrors({currentPassword: result.data?.errors?.currentPassword, newPassword: result.data?.errors?.newPassword, form: result.data?.errors ? undefined : message});
    toast({title: t('passwordFailed'), description: message, variant: 'destructive'});
  }

  return (
    <form ref={keepTyped} noValidate onSubmit={submit} aria-busy={busy} aria-labelledby={`${id}-title`} className={`${CARD} space-y-4`}>
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t('passwordTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('passwordHelp')}</p>
      </div>
      <div>
        <PasswordField
          id={`${id}-current`}
          label={t('currentPassword')}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          aria-invalid={Boolean(errors.currentPassword) || undefined}
          aria-describedby={errors.currentPassword ? `${id}-current-error` : undefined}
        />
        <FieldError id={`${id}-current-error`} message={errors.currentPassword} />
      </div>
      <div>
        <PasswordField
          id={`${id}-new`}
          label={t('newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(errors.newPassword) || undefined}
          aria-describedby={`${id}-hints${errors.newPassword ? ` ${id}-new-error` : ''}`}
        />
        <PasswordHints id={`${id}-hints`} password={password} confirm={confirm} />
        <FieldError id={`${id}-new-error`} message={errors.newPassword} />
      </div>
      <PasswordField id={`${id}-confirm`} label={t('confirmPassword')} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {done}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={PRIMARY}>
        {busy ? t('passwordSubmitting') : t('passwordSubmit')}
      </button>
    </form>
  );
}

/** A Google-only account has no password: why, and a link by mail to set one (the reset flow). */
export function SetPassword({user, country, lang}: {user: PublicUser; country: CountryCode; lang: Language}) {
  const t = useTranslations('Profile.account');
  const ta = useTranslations('Auth');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function send() {
    setBusy(true);
    try {
      const answer = await callApi('POST /api/auth/forgot-password', {headers: apiHeaders(country, lang), json: {email: user.email}});
      if (answer.ok) setSent(true);
      else toast({title: ta('toast.forgotFailed'), description: answer.body.message, variant: 'destructive'});
    } catch {
      toast({title: ta('toast.forgotFailed'), description: ta('toast.failedFallback'), variant: 'destructive'});
    } finally {
      setBusy(false);
    }
  }

  return (
    <div aria-labelledby={`${id}-title`} role="group" className={CARD}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('passwordTitle')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('noPasswordText')}</p>
      {sent ? (
        <p role="status" className="mt-4 text-sm font-medium">
          {t('setPasswordSent', {email: user.email})}
        </p>
      ) : (
        <button type="button" onClick={send} disabled={busy} className={`mt-4 ${SECONDARY}`}>
          {busy ? t('setPasswordSending') : t('setPassword')}
        </button>
      )}
    </div>
  );
}

export function ChangeEmail({user, country, lang}: {user: PublicUser; country: CountryCode; lang: Language}) {
  const t = useTranslations('Profile.account');
  const ta = useTranslations('Auth');
  const te = useTranslations('Auth.errors');
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{email?: string; password?: string; form?: string}>({});
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSent(null);
    const found = {
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : te('emailInvalid'),
      password: user.hasPassword === false || password ? undefined : te('passwordRequired'),
    };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    const result = await callAction(() => changeEmailAction({country, language: lang}, {email, password: user.hasPassword === false ? undefined : password}));
    setBusy(false);
    if (result.ok) {
      setEmail('');
      setPassword('');
      setErrors({});
      setSent(result.message);
      toast({title: t('emailSent'), description: result.message});
      return;
    }
    const message = result.message || ta('toast.failedFallback');
    const fields = result.data?.errors;
    setErrors({email: fields?.email, password: fields?.password, form: fields?.email || fields?.password ? undefined : message});
    toast({title: t('emailFailed'), description: message, variant: 'destructive'});
  }

  return (
    <form ref={keepTyped} noValidate onSubmit={submit} aria-busy={busy} aria-labelledby={`${id}-title`} className={`${CARD} space-y-4`}>
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t('emailTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('emailHelp')}</p>
      </div>
      <Field id={`${id}-email`} label={t('newEmail')} error={errors.email}>
        {(control) => <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className={INPUT} />}
      </Field>
      {user.hasPassword !== false ? (
        <div>
          <PasswordField
            id={`${id}-password`}
            label={t('currentPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(errors.password) || undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
          />
          <FieldError id={`${id}-password-error`} message={errors.password} />
        </div>
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {sent}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={PRIMARY}>
        {busy ? t('emailSubmitting') : t('emailSubmit')}
      </button>
    </form>
  );
}

/** The export is a plain download: the server answers it as an attachment. */
function DownloadData() {
  const t = useTranslations('Profile.account');
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={CARD}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('exportTitle')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('exportHelp')}</p>
      <a href="/api/auth/profile/export" download className={`mt-4 inline-block ${SECONDARY}`}>
        {t('exportAction')}
      </a>
    </div>
  );
}

export function DeleteAccount({user, country, lang, onDeleted}: Props) {
  const t = useTranslations('Profile.account');
  const id = useId();
  const [opened, setOpened] = useState(false);
  const standIn = (
    <button type="button" aria-haspopup="dialog" onClick={() => setOpened(true)} {...preloadOnIntent(loadDeleteDialog)} className={DANGER_TRIGGER}>
      {t('deleteOpen')}
    </button>
  );
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={`${CARD} border-red-200`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('deleteTitle')}
      </h3>
      {user.role === 'ADMIN' ? (
        <p className="mt-1 text-sm text-muted">{t('deleteAdmin')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t('deleteHelp')}</p>
          {opened ? (
            <Suspense fallback={standIn}>
              <DeleteAccountDialog user={user} country={country} lang={lang} onDeleted={onDeleted} />
            </Suspense>
          ) : (
            standIn
          )}
        </>
      )}
    </div>
  );
}
